import Testing

/// A rule over everything a session prints: no character that a screen reader speaks by its
/// symbol's name ("star", "number", "vertical line", "left bracket") where the text means no
/// such thing. Markdown markers, bullets, box-drawing and arrows say nothing to a listener
/// but their names.
@Suite("Nothing read aloud as a symbol")
struct SpokenSymbolsTests {
    /// Help, the list, a mistyped word, every step's guidance in full (r) and in short, a
    /// failure and an undo: every kind of line a session prints.
    static let answers = ["?", "l", "pas", "f the alert was not announced", "u"] + Array(repeating: ["r", "p", "p"], count: 150).flatMap { $0 }

    /// The symbols that a line may not hold, and what a screen reader says for each.
    static func symbols(in line: String) -> [String] {
        var found: [String] = []
        let characters = Array(line)
        for (index, character) in characters.enumerated() {
            switch character {
            case "·", "•", "|", "*", "#", "`", "→", "─", "│", "[", "]": found.append(String(character))
            case "_":
                // Inside a word (font_scale) an underscore is part of it; at a word's edge it is
                // Markdown emphasis.
                let before = index > 0 && (characters[index - 1].isLetter || characters[index - 1].isNumber)
                let after = index + 1 < characters.count && (characters[index + 1].isLetter || characters[index + 1].isNumber)
                if !(before && after) { found.append("_ as emphasis") }
            default: break
            }
        }
        if line.hasPrefix(">") { found.append("> at the start of a line") }
        // A menu path, Settings > Display: heard as "Settings greater Display".
        if line.range(of: #"\S > \p{Lu}"#, options: .regularExpression) != nil { found.append("> in a menu path") }
        return found
    }

    @Test("the rule finds what it is for")
    func ruleWorks() {
        #expect(Self.symbols(in: "1 of 2 scenarios · 1 passed") == ["·"])
        #expect(Self.symbols(in: "**Note** `b`") == ["*", "*", "*", "*", "`", "`"])
        #expect(Self.symbols(in: "see [the page](https://x)") == ["[", "]"])
        #expect(Self.symbols(in: "  | a | b |") == ["|", "|", "|"])
        #expect(Self.symbols(in: "## Title") == ["#", "#"])
        #expect(Self.symbols(in: "_slanted_ but font_scale") == ["_ as emphasis", "_ as emphasis"])
        #expect(Self.symbols(in: "> quoted") == ["> at the start of a line"])
        #expect(Self.symbols(in: "1 of 2 scenarios, 1 passed; Settings > Display") == ["> in a menu path"])
        #expect(Self.symbols(in: "Settings, then Display; contrast > 4.5:1").isEmpty)
    }

    @Test("a whole session on the bundled features, every line printed, in every guidance mode", arguments: BundledSessionOutput.platforms)
    func wholeSession(_ platform: String) throws {
        for mode in ["first", "full", "brief"] {
            let lines = try BundledSessionOutput.lines(platform: platform, answers: Self.answers, options: ["--guidance", mode])
            #expect(lines.count > 500)
            #expect(lines.contains { $0.contains("How to: ") })
            for (number, line) in lines.enumerated() {
                // The answers as typed are echoed after "> "; they are the tester's own words.
                if line.hasPrefix("> "), Self.answers.contains(String(line.dropFirst(2))) { continue }
                let found = Self.symbols(in: line)
                #expect(found.isEmpty, "\(platform), --guidance \(mode), line \(number + 1) has \(found): \(line)")
            }
        }
    }
}
