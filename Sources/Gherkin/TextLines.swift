/// Splits text into lines at LF or CRLF, the ending dropped, for the plain-text inputs that are
/// not Gherkin (step libraries, scripted answers).
///
/// Split by Unicode scalars, not Characters: Swift counts `\r\n` as one Character, so splitting
/// a file written on Windows at the Character `\n` finds no line break at all.
public enum TextLines {
    public static func split(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return line
        }
    }
}
