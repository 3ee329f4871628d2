import Testing
@testable import Reports

@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test("text escaping turns markup, quotes and ampersands into references and keeps emoji")
    func escapesText() {
        #expect(HTMLEscaping.text("<script>alert(1)</script> \"a\" 'b' & c 🎉") == "&lt;script&gt;alert(1)&lt;/script&gt; &quot;a&quot; &#39;b&#39; &amp; c 🎉")
        #expect(HTMLEscaping.text("&amp;") == "&amp;amp;")
    }

    @Test("control characters and noncharacters are shown by code point, tabs and line breaks kept")
    func escapesControlCharacters() {
        #expect(HTMLEscaping.text("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f\u{FFFE}g\u{10FFFF}") == "a[U+0000]b[U+0007]c[U+001B]d[U+007F]e[U+0085]f[U+FFFE]g[U+10FFFF]")
        #expect(HTMLEscaping.text("one\ttwo\nthree") == "one\ttwo\nthree")
        #expect(HTMLEscaping.attribute("a\"b\nc\rd") == "a&quot;b&#10;c&#13;d")
    }

    @Test("bidirectional controls are shown by code point, so a reviewer sees the override instead of reordered text")
    func showsBidiControls() {
        let note = "focus \u{202E}deliaf\u{202C} ok \u{2066}x\u{2069} \u{200E}\u{200F}\u{061C}\u{202A}\u{202B}\u{202D}\u{2067}\u{2068}"
        let shown = HTMLEscaping.text(note)
        #expect(shown == "focus [U+202E]deliaf[U+202C] ok [U+2066]x[U+2069] [U+200E][U+200F][U+061C][U+202A][U+202B][U+202D][U+2067][U+2068]")
        #expect(HTMLEscaping.attribute("\u{202E}a") == "[U+202E]a")
        // Neighbours that only look alike stay: zero-width joiner, Arabic and Hebrew letters.
        #expect(HTMLEscaping.text("\u{200D}\u{0627}\u{05D0}") == "\u{200D}\u{0627}\u{05D0}")
    }
}
