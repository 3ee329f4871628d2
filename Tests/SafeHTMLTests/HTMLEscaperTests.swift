import SafeHTML
import Testing

@Suite("One HTML escaper")
struct HTMLEscaperTests {
    @Test("markup characters become references, in text and in attributes alike; emoji stay")
    func markupCharacters() {
        let hostile = "<script>alert(1)</script> \"a\" 'b' & c 🎉"
        let escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &quot;a&quot; &#39;b&#39; &amp; c 🎉"
        #expect(HTMLEscaper.text(hostile) == escaped)
        #expect(HTMLEscaper.attribute(hostile) == escaped)
        #expect(HTMLEscaper.text("&amp;") == "&amp;amp;")
    }

    @Test("controls, DEL, C1 controls and noncharacters are shown as their code points")
    func hiddenCharacters() {
        // Swift's literals refuse U+FDD0, a noncharacter; the scalar is made by number.
        let fdd0 = String(Character(Unicode.Scalar(0xFDD0)!))
        #expect(
            HTMLEscaper.text("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f\u{9B}g\u{FFFE}h" + fdd0 + "i\u{10FFFF}")
                == "a[U+0000]b[U+0007]c[U+001B]d[U+007F]e[U+0085]f[U+009B]g[U+FFFE]h[U+FDD0]i[U+10FFFF]")
    }

    @Test("bidirectional controls are shown, so a note cannot be made to read backwards; look-alikes stay")
    func bidiControls() {
        #expect(HTMLEscaper.text("ok \u{202E}deliaf\u{202C}") == "ok [U+202E]deliaf[U+202C]")
        #expect(HTMLEscaper.attribute("\u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}") == "[U+2066]x[U+2069][U+200E][U+200F][U+061C]")
        #expect(HTMLEscaper.text("\u{200D}\u{0627}\u{05D0}") == "\u{200D}\u{0627}\u{05D0}")
    }

    @Test("TAB, LF and CR are kept in text; in an attribute LF and CR are references")
    func whiteSpace() {
        #expect(HTMLEscaper.text("one\ttwo\nthree\rfour") == "one\ttwo\nthree\rfour")
        #expect(HTMLEscaper.attribute("a\"b\nc\rd\te") == "a&quot;b&#10;c&#13;d\te")
    }

    @Test("plain text is given back as it is")
    func plainText() {
        #expect(HTMLEscaper.text("Toggle switch, Keyboard (Settings screen)") == "Toggle switch, Keyboard (Settings screen)")
        #expect(HTMLEscaper.text("") == "")
    }

    @Test("streamed in pieces, the escaped text is the same")
    func streamed() {
        let text = "a<b\u{202E}c\u{1}d\ne🎉"
        var pieces: [UInt8] = []
        var calls = 0
        HTMLEscaper.withUTF8(text) { utf8 in
            HTMLEscaper.escape(utf8, in: .attribute) {
                pieces += $0
                calls += 1
            }
        }
        #expect(String(decoding: pieces, as: UTF8.self) == HTMLEscaper.attribute(text))
        #expect(calls > 1)
    }
}
