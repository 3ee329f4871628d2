/// Splits a Cucumber Expression into tokens. Runs of text and runs of whitespace each become
/// one token; `(`, `)`, `{`, `}` and `/` are tokens of their own unless escaped with `\`, and
/// an escaped character is text. The list always starts with a start-of-line token and ends
/// with an end-of-line token, which the parser uses as boundaries.
enum ExpressionTokenizer {
    static func tokens(of expression: String) throws(CucumberExpressionError) -> [ExpressionToken] {
        var tokens = [ExpressionToken(kind: .startOfLine, text: "", start: 0, end: 0)]
        var run = String.UnicodeScalarView()
        var runKind = ExpressionToken.Kind.startOfLine
        var runStart = 0
        var escaping = false
        var index = 0

        func closeRun(at end: Int) {
            if runKind != .startOfLine {
                tokens.append(ExpressionToken(kind: runKind, text: String(run), start: runStart, end: end))
            }
            run = String.UnicodeScalarView()
            runStart = end
        }

        // Scalars, not Characters: offsets are code points in the reference, and a backslash
        // followed by a combining mark is one Character but still an escape.
        for scalar in expression.unicodeScalars {
            defer { index += 1 }
            if !escaping, scalar == "\\" {
                // The backslash belongs to the text token that the escaped character starts
                // or continues; a run of another kind ends here.
                if runKind != .text {
                    closeRun(at: index)
                    runKind = .text
                }
                escaping = true
                continue
            }
            let kind: ExpressionToken.Kind
            if escaping {
                guard Self.canEscape(scalar) else { throw .cannotEscape(in: expression, at: index) }
                kind = .text
                escaping = false
            } else {
                kind = ExpressionToken.Kind(of: scalar)
            }
            if kind != runKind || !kind.joinsNeighbours {
                closeRun(at: index)
                runKind = kind
            }
            run.append(scalar)
        }
        if escaping { throw .endOfLineEscaped(in: expression) }
        closeRun(at: index)
        tokens.append(ExpressionToken(kind: .endOfLine, text: "", start: index, end: index))
        return tokens
    }

    private static func canEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "{", "}", "(", ")", "\\", "/": true
        default: scalar.properties.isWhitespace
        }
    }
}
