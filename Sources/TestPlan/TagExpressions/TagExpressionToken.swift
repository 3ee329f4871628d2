/// One word of a tag expression, as the parser sees it.
enum TagExpressionToken: Equatable {
    case openParenthesis
    case closeParenthesis
    case not
    case and
    case or
    case tag(String)

    /// Classifies a word *after* its escapes are removed, as the reference does. That is why
    /// `\(` standing alone is an opening parenthesis rather than a tag named `(`, and why no
    /// escape can make a tag named `and`, `or` or `not`.
    init(word: String) {
        // Compared scalar by scalar because the reference compares code units, not canonical equivalents.
        switch Array(word.unicodeScalars) {
        case ["("]: self = .openParenthesis
        case [")"]: self = .closeParenthesis
        case ["n", "o", "t"]: self = .not
        case ["a", "n", "d"]: self = .and
        case ["o", "r"]: self = .or
        default: self = .tag(word)
        }
    }
}
