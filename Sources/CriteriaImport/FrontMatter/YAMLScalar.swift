/// A scalar of the front matter: its text as YAML gives it and the line that text starts on.
struct YAMLScalar: Sendable, Hashable {
    /// How the scalar was written; the text is already decoded for each.
    enum Style: Sendable, Hashable {
        case plain
        case singleQuoted
        case doubleQuoted
        /// `|`: line breaks kept.
        case literal
        /// `>`: line breaks folded into spaces.
        case folded
    }

    var text: String
    /// The 1-based line in the file where the text starts (for a block scalar, its first
    /// line of text, not the `|` line).
    var line: Int
    var style: Style

    init(_ text: String, line: Int, style: Style = .plain) {
        self.text = text
        self.line = line
        self.style = style
    }

    /// The text on one line: every run of whitespace, line breaks included, is one space.
    /// Steps are single lines, and a criterion wrapped in the source is still one criterion.
    var oneLine: String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// True when the text holds nothing but whitespace.
    var isEmpty: Bool { text.allSatisfy(\.isWhitespace) }
}
