/// Builds the syntax tree of a Cucumber Expression from its tokens, by the reference's grammar:
///
///     expression  := ( alternation | optional | parameter | text )*
///     alternation := (?<= start | whitespace | '}') alternative* ( '/' alternative* )+
///                    (?= end | whitespace | '{')
///     alternative := optional | parameter | text
///     optional    := '(' ( optional | parameter | text )* ')'
///     parameter   := '{' name* '}'
///     text        := whitespace | ')' | '}' | any other text
///
/// Nested optionals and parameters inside optionals parse here and are rejected by the
/// compiler, so that the error points at the whole offending node as the reference's does.
struct ExpressionParser {
    private let expression: String
    private let tokens: [ExpressionToken]

    /// The most levels optional text may nest. The reference allows one (an optional inside an
    /// optional is an error), but reads any nesting first, a few calls per level, about a
    /// kilobyte of stack (several in a debug build): a few thousand `(` overflowed it.
    static let maximumDepth = 100

    static func parse(_ expression: String) throws(CucumberExpressionError) -> ExpressionNode {
        let tokens = try ExpressionTokenizer.tokens(of: expression)
        try checkDepth(tokens, in: expression)
        let parser = ExpressionParser(expression: expression, tokens: tokens)
        // The tokens always run from start-of-line to end-of-line, so the whole list is one expression.
        guard let whole = try parser.parse(.expression, at: 0), let root = whole.nodes.first else {
            preconditionFailure("the tokenizer always brackets an expression with start and end of line")
        }
        return root
    }

    /// Refuses optional text nested deeper than `maximumDepth`, at its first `(` too many,
    /// before the parser goes down the nesting.
    private static func checkDepth(_ tokens: [ExpressionToken], in expression: String) throws(CucumberExpressionError) {
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .beginOptional:
                depth += 1
                if depth > maximumDepth { throw .optionalNestedTooDeeply(token, limit: maximumDepth, in: expression) }
            case .endOptional:
                depth = max(0, depth - 1)
            default:
                break
            }
        }
    }

    /// The productions; each parses at a token index or declines (returns nil) so that the
    /// next one in a list is tried.
    private enum Rule {
        case expression, alternation, separator, optional, parameter, name, text
    }

    private struct Parsed {
        let consumed: Int
        let nodes: [ExpressionNode]
    }

    private static let alternativeRules: [Rule] = [.separator, .optional, .parameter, .text]

    private func parse(_ rule: Rule, at index: Int) throws(CucumberExpressionError) -> Parsed? {
        let token = tokens[index]
        switch rule {
        case .expression:
            return try between(.expression, .startOfLine, .endOfLine, using: [.alternation, .optional, .parameter, .text], at: index)
        case .optional:
            return try between(.optional, .beginOptional, .endOptional, using: [.optional, .parameter, .text], at: index)
        case .parameter:
            return try between(.parameter, .beginParameter, .endParameter, using: [.name], at: index)
        case .alternation:
            return try alternation(at: index)
        case .separator:
            // A stand-in alternative node holding "/", split out again by `alternatives`.
            guard token.kind == .alternation else { return nil }
            return Parsed(consumed: 1, nodes: [.branch(.alternative, [], start: token.start, end: token.end)])
        case .name:
            switch token.kind {
            case .whiteSpace, .text: return Parsed(consumed: 1, nodes: [.text(token)])
            case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
                throw .invalidParameterName(token, in: expression)
            case .startOfLine, .endOfLine: return nil
            }
        case .text:
            switch token.kind {
            case .whiteSpace, .text, .endParameter, .endOptional: return Parsed(consumed: 1, nodes: [.text(token)])
            // Only reachable inside an optional: elsewhere the alternation rule takes the `/` first.
            case .alternation: throw .alternationInOptional(token, in: expression)
            case .startOfLine, .endOfLine, .beginOptional, .beginParameter: return nil
            }
        }
    }

    /// `begin` … `end` around whatever `rules` parse, as one node of `kind`.
    private func between(
        _ kind: ExpressionNode.Kind, _ begin: ExpressionToken.Kind, _ end: ExpressionToken.Kind, using rules: [Rule], at index: Int
    ) throws(CucumberExpressionError) -> Parsed? {
        guard tokens[index].kind == begin else { return nil }
        let inner = try sequence(of: rules, from: index + 1, until: [end, .endOfLine])
        let closing = index + 1 + inner.consumed
        guard tokens[closing].kind == end else { throw .missingEnd(of: tokens[index], in: expression) }
        let node = ExpressionNode.branch(kind, inner.nodes, start: tokens[index].start, end: tokens[closing].end)
        return Parsed(consumed: closing + 1 - index, nodes: [node])
    }

    private func alternation(at index: Int) throws(CucumberExpressionError) -> Parsed? {
        let previous = index == 0 ? .startOfLine : tokens[index - 1].kind
        guard [.startOfLine, .whiteSpace, .endParameter].contains(previous) else { return nil }
        let scanned = try sequence(of: Self.alternativeRules, from: index, until: [.whiteSpace, .endOfLine, .beginParameter])
        guard scanned.nodes.contains(where: { $0.kind == .alternative }) else { return nil }
        let start = tokens[index].start
        // The boundary token after the alternation is left for the caller.
        let end = tokens[index + scanned.consumed].start
        let node = ExpressionNode.branch(.alternation, alternatives(of: scanned.nodes, start: start, end: end), start: start, end: end)
        return Parsed(consumed: scanned.consumed, nodes: [node])
    }

    /// Splits the scanned nodes at the separators: each alternative spans from the separator
    /// before it (or the alternation's start) to the separator after it (or the end).
    private func alternatives(of scanned: [ExpressionNode], start: Int, end: Int) -> [ExpressionNode] {
        var result: [ExpressionNode] = []
        var members: [ExpressionNode] = []
        var memberStart = start
        for node in scanned {
            if node.kind == .alternative {
                result.append(.branch(.alternative, members, start: memberStart, end: node.start))
                members = []
                memberStart = node.end
            } else {
                members.append(node)
            }
        }
        result.append(.branch(.alternative, members, start: memberStart, end: end))
        return result
    }

    /// Applies the first rule that accepts each token in turn, up to (not including) a token
    /// of one of the `stop` kinds.
    private func sequence(of rules: [Rule], from start: Int, until stop: Set<ExpressionToken.Kind>) throws(CucumberExpressionError) -> Parsed {
        var index = start
        var nodes: [ExpressionNode] = []
        while index < tokens.count, !stop.contains(tokens[index].kind) {
            guard let parsed = try firstAccepting(rules, at: index) else {
                // Each rule list covers every token kind except its stop kinds.
                preconditionFailure("no rule accepts \(tokens[index].kind) at \(index) in \(expression)")
            }
            index += parsed.consumed
            nodes += parsed.nodes
        }
        return Parsed(consumed: index - start, nodes: nodes)
    }

    private func firstAccepting(_ rules: [Rule], at index: Int) throws(CucumberExpressionError) -> Parsed? {
        for rule in rules {
            if let parsed = try parse(rule, at: index), parsed.consumed > 0 { return parsed }
        }
        return nil
    }
}
