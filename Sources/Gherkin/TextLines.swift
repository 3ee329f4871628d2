/// Splits text into lines at LF or CRLF, the ending dropped, for the plain-text inputs that are
/// not Gherkin (step libraries, scripted answers).
///
/// Split by bytes, not Characters: Swift counts `\r\n` as one Character, so splitting a file
/// written on Windows at the Character `\n` finds no line break at all. A LF or CR byte is
/// never part of another scalar in UTF-8, so each line is whole scalars, copied as bytes
/// (rebuilding each line scalar by scalar took a sixth of planning one feature).
public enum TextLines {
    public static func split(_ text: String) -> [String] {
        let bytes = text.utf8
        var lines: [String] = []
        var start = bytes.startIndex
        var index = start
        while true {
            guard index < bytes.endIndex else {
                lines.append(line(text, from: start, to: index))
                return lines
            }
            if bytes[index] == UInt8(ascii: "\n") {
                lines.append(line(text, from: start, to: index))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
    }

    /// The text between two byte positions, a CR before the end left out.
    private static func line(_ text: String, from start: String.Index, to end: String.Index) -> String {
        var end = end
        if end > start, text.utf8[text.utf8.index(before: end)] == UInt8(ascii: "\r") { end = text.utf8.index(before: end) }
        return String(Substring(text.unicodeScalars[start..<end]))
    }
}
