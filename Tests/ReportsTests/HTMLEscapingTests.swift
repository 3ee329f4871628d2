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
}
