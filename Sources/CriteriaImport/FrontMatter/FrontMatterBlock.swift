/// The YAML front matter at the top of a Jekyll file: the lines between a first line `---`
/// and the next line that is `---` (or `...`, which Jekyll also accepts as the end).
///
/// Lines keep their 1-based number in the file, so every warning and every imported step
/// can point back at the line a person would open.
struct FrontMatterBlock: Sendable {
    /// The lines inside the block, without the delimiters.
    var lines: [YAMLLine]
    /// The line of the closing `---`, or nil when the file never closes the block.
    var closingLine: Int?

    /// The front matter of `text`, or nil when its first line is not `---`.
    init?(_ text: String) {
        let fileLines = Self.split(text)
        guard let first = fileLines.first, Self.isDelimiter(Self.droppingByteOrderMark(first), closing: false) else {
            return nil
        }
        var inside: [YAMLLine] = []
        var closing: Int?
        for (offset, line) in fileLines.enumerated().dropFirst() {
            if Self.isDelimiter(line, closing: true) {
                closing = offset + 1
                break
            }
            inside.append(YAMLLine(number: offset + 1, text: line))
        }
        lines = inside
        closingLine = closing
    }

    /// Splits on line feeds only, as the Gherkin scanner counts lines, dropping the carriage
    /// return of a CRLF ending so Windows files read the same.
    static func split(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return line
        }
    }

    /// Jekyll allows trailing whitespace after the delimiter, so editors that leave some do not
    /// turn the front matter into body text.
    private static func isDelimiter(_ line: String, closing: Bool) -> Bool {
        var text = Substring(line)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text == "---" || (closing && text == "...")
    }

    private static func droppingByteOrderMark(_ line: String) -> String {
        line.unicodeScalars.first == "\u{FEFF}"
            ? String(String.UnicodeScalarView(line.unicodeScalars.dropFirst())) : line
    }
}
