/// Builds a ``TagExpression`` from its tokens with Dijkstra's shunting-yard algorithm, in the
/// same order of checks as the reference so that a malformed expression fails with the same
/// message.
struct TagExpressionParser {
    /// An operator waiting on the stack for its operands.
    private enum PendingOperator {
        case openParenthesis, or, and, not

        /// Binding strength; every binary operator groups from the left.
        var precedence: Int {
            switch self {
            case .openParenthesis: -2
            case .or: 0
            case .and: 1
            case .not: 2
            }
        }
    }

    /// What the grammar allows next: tags, `not` and `(` are operands; `and`, `or` and `)` operators.
    private enum Expectation { case operand, `operator` }

    private let text: String
    private var operators: [PendingOperator] = []
    /// Each operand with its depth: how many operators it nests, counted as it is built so
    /// that nothing deeper than `TagExpression.maximumDepth` is ever made.
    private var operands: [(expression: TagExpression, depth: Int)] = []
    private var expectation = Expectation.operand

    init(text: String) {
        self.text = text
    }

    mutating func parse() throws(TagExpressionError) -> TagExpression {
        let tokens = try TagExpressionTokenizer.tokens(of: text)
        guard !tokens.isEmpty else { return .always }

        for token in tokens {
            switch token {
            case .tag(let name):
                try expect(.operand)
                operands.append((.tag(name), 0))
                expectation = .operator
            case .not:
                try expect(.operand)
                operators.append(.not)
                expectation = .operand
            case .openParenthesis:
                try expect(.operand)
                operators.append(.openParenthesis)
                expectation = .operand
            case .and:
                try pushBinary(.and)
            case .or:
                try pushBinary(.or)
            case .closeParenthesis:
                try expect(.operator)
                while let top = operators.last, top != .openParenthesis {
                    try apply(operators.removeLast())
                }
                guard operators.popLast() != nil else {
                    throw error(.unmatchedClosingParenthesis)
                }
                expectation = .operator
            }
        }

        while let top = operators.popLast() {
            guard top != .openParenthesis else { throw error(.unmatchedOpeningParenthesis) }
            try apply(top)
        }
        return try popOperand().expression
    }

    private mutating func pushBinary(_ incoming: PendingOperator) throws(TagExpressionError) {
        try expect(.operator)
        while let top = operators.last, top != .openParenthesis, incoming.precedence <= top.precedence {
            try apply(operators.removeLast())
        }
        operators.append(incoming)
        expectation = .operand
    }

    private mutating func apply(_ pending: PendingOperator) throws(TagExpressionError) {
        switch pending {
        case .not:
            let operand = try popOperand()
            try push(.not(operand.expression), over: operand.depth)
        case .and:
            let right = try popOperand()
            let left = try popOperand()
            try push(.and(left.expression, right.expression), over: max(left.depth, right.depth))
        case .or:
            let right = try popOperand()
            let left = try popOperand()
            try push(.or(left.expression, right.expression), over: max(left.depth, right.depth))
        case .openParenthesis:
            // Callers stop at a parenthesis before applying, so there is nothing to build.
            break
        }
    }

    /// An operator over operands nesting `depth` operators.
    private mutating func push(_ expression: TagExpression, over depth: Int) throws(TagExpressionError) {
        guard depth < TagExpression.maximumDepth else { throw error(.nestedTooDeeply) }
        operands.append((expression, depth + 1))
    }

    /// An operator with nothing left to take is how a trailing `and`, `or` or `not` shows up;
    /// the reference reports it as a missing operand.
    private mutating func popOperand() throws(TagExpressionError) -> (expression: TagExpression, depth: Int) {
        guard let operand = operands.popLast() else { throw error(.expectedOperand) }
        return operand
    }

    private func expect(_ kind: Expectation) throws(TagExpressionError) {
        guard expectation == kind else {
            // The message names what was expected, not what was found.
            throw error(expectation == .operand ? .expectedOperand : .expectedOperator)
        }
    }

    private func error(_ reason: TagExpressionError.Reason) -> TagExpressionError {
        TagExpressionError(expression: text, reason: reason)
    }
}
