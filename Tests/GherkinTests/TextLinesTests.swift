import Gherkin
import Testing

@Suite("Text lines")
struct TextLinesTests {
    @Test("LF and CRLF end lines, mixed in one text too; the ending is dropped")
    func endings() {
        #expect(TextLines.split("a\nb\r\nc") == ["a", "b", "c"])
        #expect(TextLines.split("a\r\n\r\nb\r\n") == ["a", "", "b", ""])
        #expect(TextLines.split("") == [""])
        // A CR alone ends nothing (only the LF or CRLF convention is a line break here), and
        // a CR inside a line stays.
        #expect(TextLines.split("a\rb\n") == ["a\rb", ""])
        #expect(TextLines.split("é \u{1F389}\r\nz") == ["é \u{1F389}", "z"])
    }
}
