/// Why a tag expression could not be read. Its ``description`` is the reference
/// implementation's message, word for word, so users see what Cucumber would tell them.
public struct TagExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the expression.
    public enum Reason: Sendable, Hashable {
        /// A tag, `not` or `(` was needed: the expression starts with or ends in a binary
        /// operator, has two binary operators in a row, ends in `not`, or has empty parentheses.
        case expectedOperand
        /// `and`, `or` or `)` was needed: two tags in a row, or `not` or `(` after a tag.
        case expectedOperator
        /// A `)` with no `(` before it.
        case unmatchedClosingParenthesis
        /// A `(` that is never closed.
        case unmatchedOpeningParenthesis
        /// A backslash before something other than `(`, `)`, `\` or whitespace.
        case illegalEscape(before: Unicode.Scalar)
        /// More than ``TagExpression/maximumDepth`` operators nested inside one another. Not
        /// the reference's: it has no limit, and overflows its stack on such input as we did.
        case nestedTooDeeply
    }

    /// The expression exactly as it was given.
    public let expression: String
    /// What is wrong with it.
    public let reason: Reason

    /// Describes a failure to read `expression`.
    public init(expression: String, reason: Reason) {
        self.expression = expression
        self.reason = reason
    }

    /// The message the reference implementation gives, such as
    /// `Tag expression "a and" could not be parsed because of syntax error: Expected operand.`
    public var description: String {
        if reason == .nestedTooDeeply {
            // Such an expression is typically hundreds of kilobytes: its start says which one it is.
            let shown = expression.count > 40 ? "\(expression.prefix(40))…\" (\(Self.withThousands(expression.count)) characters)" : "\(expression)\""
            return "Tag expression \"\(shown) could not be parsed: it is nested more than "
                + "\(Self.withThousands(TagExpression.maximumDepth)) levels deep (each not, and and or is a level)"
        }
        return "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(detail)"
    }

    /// `1000` as `1,000`, the same in every locale.
    private static func withThousands(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }

    private var detail: String {
        switch reason {
        case .expectedOperand: "Expected operand."
        case .expectedOperator: "Expected operator."
        case .unmatchedClosingParenthesis: "Unmatched )."
        case .unmatchedOpeningParenthesis: "Unmatched (."
        case .illegalEscape(let scalar): "Illegal escape before \"\(Character(scalar))\"."
        case .nestedTooDeeply: "Nested too deeply."
        }
    }
}
