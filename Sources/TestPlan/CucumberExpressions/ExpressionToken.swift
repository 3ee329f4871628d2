/// One token of a Cucumber Expression. Offsets count Unicode scalars (code points), as the
/// reference does, so an emoji is one column wide in positions and error carets.
struct ExpressionToken: Sendable, Hashable {
    /// The kinds the reference distinguishes; `rawValue` is the reference's name for each.
    enum Kind: String, Sendable, Hashable {
        case startOfLine = "START_OF_LINE"
        case endOfLine = "END_OF_LINE"
        case whiteSpace = "WHITE_SPACE"
        case beginOptional = "BEGIN_OPTIONAL"
        case endOptional = "END_OPTIONAL"
        case beginParameter = "BEGIN_PARAMETER"
        case endParameter = "END_PARAMETER"
        case alternation = "ALTERNATION"
        case text = "TEXT"

        /// The kind an unescaped scalar has on its own.
        init(of scalar: Unicode.Scalar) {
            switch scalar {
            case "(": self = .beginOptional
            case ")": self = .endOptional
            case "{": self = .beginParameter
            case "}": self = .endParameter
            case "/": self = .alternation
            // Unicode's White_Space property. The reference implementations differ at the
            // edges (Java leaves out no-break spaces, JavaScript adds U+FEFF); this is the
            // standard both approximate.
            default: self = scalar.properties.isWhitespace ? .whiteSpace : .text
            }
        }

        /// Text and whitespace run on over many scalars; every other kind is one scalar long.
        var joinsNeighbours: Bool { self == .text || self == .whiteSpace }
    }

    let kind: Kind
    /// The token's text with escaping backslashes removed.
    let text: String
    /// Where the token starts, escapes included.
    let start: Int
    /// Where the token ends (exclusive), escapes included.
    let end: Int
}
