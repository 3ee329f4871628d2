/// Splits a tag expression into words at whitespace and parentheses, removing escapes.
enum TagExpressionTokenizer {
    static func tokens(of text: String) throws(TagExpressionError) -> [TagExpressionToken] {
        var tokens: [TagExpressionToken] = []
        var word = String.UnicodeScalarView()
        var escaping = false

        func endWord() {
            guard !word.isEmpty else { return }
            tokens.append(TagExpressionToken(word: String(word)))
            word = String.UnicodeScalarView()
        }

        // Scalars rather than Characters: a backslash followed by a combining mark is one
        // Character in Swift but an illegal escape in the reference.
        for scalar in text.unicodeScalars {
            if escaping {
                guard scalar == "(" || scalar == ")" || scalar == "\\" || scalar.isTagExpressionWhitespace else {
                    throw TagExpressionError(expression: text, reason: .illegalEscape(before: scalar))
                }
                word.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if scalar.isTagExpressionWhitespace {
                endWord()
            } else if scalar == "(" || scalar == ")" {
                endWord()
                tokens.append(scalar == "(" ? .openParenthesis : .closeParenthesis)
            } else {
                word.append(scalar)
            }
        }
        // A backslash at the very end escapes nothing; the reference drops it without complaint.
        endWord()
        return tokens
    }
}
