extension TagExpression: CustomStringConvertible {
    /// The canonical text the reference implementation prints: every `and` and `or` in
    /// parentheses, every `not` followed by a parenthesised operand, names re-escaped, and the
    /// empty expression as empty text. Parsing it again gives the same expression, unless a
    /// tag name holds whitespace other than a space: that is written as an escaped space.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .always:
            break
        case .tag(let name):
            text += Self.escaped(name)
        case .not(let operand):
            switch operand {
            case .and, .or:
                // A binary operand already brings its own parentheses; the reference does not double them.
                text += "not "
                operand.write(to: &text)
            case .always, .tag, .not:
                text += "not ( "
                operand.write(to: &text)
                text += " )"
            }
        case .and(let left, let right):
            writeBinary("and", left, right, to: &text)
        case .or(let left, let right):
            writeBinary("or", left, right, to: &text)
        }
    }

    private func writeBinary(_ keyword: String, _ left: TagExpression, _ right: TagExpression, to text: inout String) {
        text += "( "
        left.write(to: &text)
        text += " \(keyword) "
        right.write(to: &text)
        text += " )"
    }

    /// A tag name as the reference writes it back: `\`, `(` and `)` get a backslash, and every
    /// whitespace character becomes an escaped *space*, so a tab in a name prints as `\ `.
    static func escaped(_ name: String) -> String {
        var text = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar == "\\" || scalar == "(" || scalar == ")" {
                text.append("\\")
                text.append(scalar)
            } else if scalar.isTagExpressionWhitespace {
                text.append("\\")
                text.append(" ")
            } else {
                text.append(scalar)
            }
        }
        return String(text)
    }
}
