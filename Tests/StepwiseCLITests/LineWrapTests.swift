import Testing

@testable import StepwiseCLI
@testable import Workflows

/// Lines fitted to the terminal between words, never inside one, and not touched when the
/// output is not a terminal.
@Suite("Lines fitted to the terminal")
struct LineWrapTests {
    let guidance = "    Move keyboard focus through the screen until it reaches the component, then press Tab."

    @Test("broken between words at the width; each continuation two spaces deeper than the line's own indent")
    func betweenWords() {
        let lines = LineWrap.wrap(guidance, width: 30)
        #expect(
            lines == [
                "    Move keyboard focus", "      through the screen until", "      it reaches the", "      component, then press", "      Tab.",
            ])
        for line in lines { #expect(line.count <= 30) }
        // Every word is whole: joined again, the words are the line's.
        #expect(lines.flatMap { $0.split(separator: " ") } == guidance.split(separator: " "))
    }

    @Test("no width (not a terminal) or a line that fits: the line as it is")
    func untouched() {
        #expect(LineWrap.wrap(guidance, width: nil) == [guidance])
        #expect(LineWrap.wrap(guidance, width: 200) == [guidance])
        #expect(LineWrap.wrap("", width: 10) == [""])
    }

    @Test("a word wider than the terminal is left whole on a line of its own")
    func longWord() {
        #expect(
            LineWrap.wrap("see https://example.com/a/very/long/address now", width: 12) == [
                "see", "  https://example.com/a/very/long/address", "  now",
            ])
    }

    @Test("colour codes take no column")
    func colour() {
        let line = "Step 1: \u{1B}[32mpassed\u{1B}[0m."
        #expect(LineWrap.visibleLength(line) == "Step 1: passed.".count)
        #expect(LineWrap.wrap(line, width: 15) == [line])
    }
}
