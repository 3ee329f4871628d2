import Testing

@testable import Harness

/// Guidance comes out as words a screen reader speaks as words: the Markdown that marks them up
/// is gone, and a paragraph is one line, whatever column its source was wrapped at.
@Suite("Guidance as plain words")
struct SpokenMarkdownTests {
    @Test("a paragraph wrapped in the source is one line; paragraphs are separate lines, with no blank line between")
    func paragraphs() {
        let markdown = """
            Move keyboard focus through the screen until it reaches
            the component. Press Tab first.

            Do the scenario with the keyboard alone first.
            """
        #expect(
            SpokenMarkdown.lines(markdown) == [
                "Move keyboard focus through the screen until it reaches the component. Press Tab first.",
                "Do the scenario with the keyboard alone first.",
            ])
    }

    @Test("list items are lines of their own without their bullet; an item's wrapped lines join it; numbers stay")
    func lists() {
        let markdown = """
            Pass when:
            - focus lands where the step says;
            - you can see at once which element has focus: an outline
              that is not hidden;
            * nothing else moves.
            + the same with plus.
            1. First.
            2) Second.
            """
        #expect(
            SpokenMarkdown.lines(markdown) == [
                "Pass when:", "focus lands where the step says;", "you can see at once which element has focus: an outline that is not hidden;",
                "nothing else moves.", "the same with plus.", "1. First.", "2. Second.",
            ])
    }

    @Test("emphasis, code and heading markers go, their words stay; a link is its words and its address")
    func inlineMarkup() {
        #expect(SpokenMarkdown.lines("**NVDA (Windows).** Start it with `Ctrl+Alt+N`.") == ["NVDA (Windows). Start it with Ctrl+Alt+N."])
        #expect(SpokenMarkdown.lines("__Strong__, *slanted* and _slanted_ too.") == ["Strong, slanted and slanted too."])
        #expect(SpokenMarkdown.lines("#### Before you start ####\nText.") == ["Before you start", "Text."])
        #expect(SpokenMarkdown.lines("See [the criteria](https://example.com/a_b) first.") == ["See the criteria (https://example.com/a_b) first."])
        #expect(SpokenMarkdown.lines("Open <https://example.com> or ![the icon](icon.png).") == ["Open https://example.com or the icon (icon.png)."])
        #expect(SpokenMarkdown.lines("> Quoted advice.") == ["Quoted advice."])
        #expect(SpokenMarkdown.lines("A literal \\*star\\* stays.") == ["A literal *star* stays."])
    }

    @Test("what only looks like markup is text: underscores inside a word, a lone asterisk, code spans as written")
    func notMarkup() {
        #expect(
            SpokenMarkdown.lines("`adb shell settings put system font_scale 2.0` sets it.") == [
                "adb shell settings put system font_scale 2.0 sets it."
            ])
        #expect(SpokenMarkdown.lines("Set font_scale to 2.") == ["Set font_scale to 2."])
        #expect(SpokenMarkdown.lines("2 * 3 is six.") == ["2 * 3 is six."])
        #expect(SpokenMarkdown.lines("A #hashtag is not a heading.") == ["A #hashtag is not a heading."])
    }

    @Test("a fenced code block is shown line by line as written, without its fences")
    func codeBlock() {
        #expect(SpokenMarkdown.lines("Run:\n```sh\nadb shell  wm size\n```\nThen look.") == ["Run:", "adb shell  wm size", "Then look."])
    }

    @Test("a menu path is read as words; a comparison keeps its sign")
    func menuPaths() {
        #expect(SpokenMarkdown.inline("Open Settings > Accessibility > VoiceOver.") == "Open Settings, then Accessibility, then VoiceOver.")
        #expect(SpokenMarkdown.inline("contrast > 4.5:1 and a > b") == "contrast > 4.5:1 and a > b")
    }

    /// Guidance that once took minutes to show (a quote nested on a 100 KB line took three) or
    /// overflowed the stack (links nested a few thousand deep): each takes a few milliseconds
    /// now, reading every character a bounded number of times. The time limit is far above
    /// that, and far below what the old ways took, so this fails on either and never flakes.
    @Test("hostile guidance is read in time proportional to its length, and never crashes", .timeLimit(.minutes(1)))
    func hostileShapes() {
        let quoted = String(repeating: "> ", count: 50_000) + "Quoted **advice**."
        #expect(SpokenMarkdown.lines(quoted) == ["Quoted advice."])

        // 20,000 levels: 2,000 overflowed the stack when each link's words were read by a call of their own.
        let depth = 20_000
        let links = String(repeating: "[", count: depth) + "x" + String(repeating: "](u)", count: depth)
        #expect(SpokenMarkdown.lines(links) == ["x" + String(repeating: " (u)", count: depth)])

        // Openings that never close, each once looked for to the end of the line.
        for unclosed in [
            String(repeating: "[", count: 50_000) + "x", String(repeating: "<", count: 50_000) + "x", String(repeating: "[a](", count: 25_000),
        ] {
            #expect(SpokenMarkdown.lines(unclosed) == [unclosed])
        }
        // Code spans of every length, none closed: the backticks go and the words stay.
        let ticks = (1...400).map { "x" + String(repeating: "`", count: $0) }.joined() + "x"
        #expect(SpokenMarkdown.lines(ticks) == [String(repeating: "x", count: 401)])
    }
}
