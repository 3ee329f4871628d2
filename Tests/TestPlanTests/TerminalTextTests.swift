import TestPlan
import Testing

@Suite("Text shown in a terminal")
struct TerminalTextTests {
    @Test("C0 controls, DEL and C1 controls are shown as their code points, bidirectional controls too; TAB as a space")
    func controlsShown() {
        #expect(TerminalText.line("a\u{0}b\u{7}c\u{1B}[2K\r\n\u{1F}") == "a[U+0000]b[U+0007]c[U+001B][2K[U+000D][U+000A][U+001F]")
        #expect(TerminalText.line("\u{7F}\u{80}\u{9B}\u{9F}") == "[U+007F][U+0080][U+009B][U+009F]")
        #expect(TerminalText.line("left\u{202E}right") == "left[U+202E]right")
        #expect(TerminalText.line("a\tb") == "a b")
    }

    @Test("everything else is left as it is, whatever its bytes: no-break space, accents, arrows, Arabic")
    func textKept() {
        for text in ["Toggle", "", "\u{A0}\u{A0}", "\u{A0}é Ā", "→ “quoted” …", "مرحبا", "🙂"] {
            #expect(TerminalText.line(text) == text)
        }
    }

    @Test("spans the caller put in the line are kept whole; the same escape alone, or a part of it, is shown")
    func spansKept() {
        let red = "\u{1B}[31mfailed\u{1B}[0m"
        #expect(TerminalText.line("Step 1: \(red).", keeping: [red]) == "Step 1: \(red).")
        #expect(TerminalText.line("\u{1B}[31mpassed\u{1B}[0m", keeping: [red]) == "[U+001B][31mpassed[U+001B][0m")
        #expect(TerminalText.line("\u{1B}[31mfail", keeping: [red]) == "[U+001B][31mfail")
    }
}
