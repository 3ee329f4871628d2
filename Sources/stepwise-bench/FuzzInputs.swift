import Gherkin

/// One input for the parser, with everything needed to parse it the same way again.
struct FuzzCase: Sendable {
    var bytes: [UInt8]
    var syntax: GherkinSyntax
    /// The dialect assumed until a `# language:` header; now and then one that does not exist.
    var language: String
    /// How the input was made, for the report.
    var strategy: Strategy

    enum Strategy: String, CaseIterable, Sendable {
        case randomBytes = "random-bytes"
        case fragments
        case truncation
        case byteMutation = "byte-mutation"
        case lineMutation = "line-mutation"
        case lineShuffle = "line-shuffle"
        case splice
        case stacked
    }
}

/// Makes fuzz inputs from a seeded generator and the testdata files: pure in (seed, iteration),
/// so the watchdog and `--replay` can rebuild any input from its number.
struct FuzzInputs: Sendable {
    /// The testdata files, each with whether it is Markdown.
    let seeds: [(bytes: [UInt8], markdown: Bool)]

    /// Inputs beyond this are cut: the point is many varied inputs, and the linear benchmark
    /// already covers size.
    static let maximumSize = 256 * 1024

    /// Pieces of Gherkin syntax, so random inputs reach deep into the grammar instead of being
    /// rejected on the first line.
    static let fragments: [String] = [
        "Feature:", "Feature: f", "Rule:", "Rule: r", "Background:", "Scenario:", "Scenario: s",
        "Scenario Outline:", "Scenario Template:", "Example:", "Examples:", "Scenarios:", "Given ", "When ",
        "Then ", "And ", "But ", "* ", "@", "@tag", "@a @b", "@bad tag", "@x#y", "#", "# comment",
        "# language: fr", "# language: xx", "#language:de", "# language: em", "# language:en-pirate", "|",
        "| a | b |", "|a|", "\\|", "\\\\", "\\n", "\\", "\"\"\"", "```", "````", "\"\"\"json", "```xml", "<",
        ">", "<a>", "<b>", "<>", "\n", "\n", "\n", "\r\n", "\r", "\t", " ", "  ", "    ", "\u{00A0}",
        "\u{3000}", "- ", "+ ", "## ", "### ", "| --- | --- |", "|---|", "Fonctionnalité:", "Soit ",
        "Angenommen ", "Funktionalität:", "Сценарий:", "Допустим ", "🥒", "😀", "é", "日本語", "\u{FEFF}",
        ":", "::", "word", "text with words", "<a> and <b>", "a|b",
    ]

    /// Bytes that mean something to the lexer (separators, escapes, line ends), and bytes that
    /// break UTF-8 or start a multi-byte sequence.
    static let interestingBytes: [UInt8] = Array(" |\n\r\t\\\"`@#:<>*-".utf8) + [0, 0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF]

    /// Default dialects besides English, including ones with non-Latin or emoji keywords and
    /// two that do not exist (which must give a parse error, not a crash).
    static let languages = ["fr", "de", "no", "em", "en-pirate", "xx", ""]

    func make(_ rng: inout SplitMix64) -> FuzzCase {
        let strategy = rng.pick(FuzzCase.Strategy.allCases)
        let base = rng.pick(seeds)
        var bytes: [UInt8]
        switch strategy {
        case .randomBytes:
            bytes = (0..<rng.below(2048)).map { _ in rng.byte() }
        case .fragments:
            bytes = randomFragments(&rng, count: rng.below(200))
        case .truncation:
            bytes = Array(base.bytes.prefix(rng.below(base.bytes.count + 1)))
        case .byteMutation:
            bytes = mutateBytes(base.bytes, &rng)
        case .lineMutation:
            bytes = mutateLines(base.bytes, &rng)
        case .lineShuffle:
            bytes = shuffleLines(base.bytes, &rng)
        case .splice:
            bytes = splice(base.bytes, rng.pick(seeds).bytes, &rng)
        case .stacked:
            bytes = splice(base.bytes, rng.pick(seeds).bytes, &rng)
            for _ in 0..<rng.int(in: 1...4) {
                bytes = rng.chance(50) ? mutateLines(bytes, &rng) : mutateBytes(bytes, &rng)
            }
            if rng.chance(30) { bytes = Array(bytes.prefix(rng.below(bytes.count + 1))) }
        }
        if bytes.count > Self.maximumSize { bytes = Array(bytes.prefix(Self.maximumSize)) }
        // Mostly the syntax the file was written in, but every file is also tried the other way.
        let markdown = rng.chance(70) ? base.markdown : !base.markdown
        let language = rng.chance(90) ? "en" : rng.pick(Self.languages)
        return FuzzCase(bytes: bytes, syntax: markdown ? .markdown : .plain, language: language, strategy: strategy)
    }

    private func randomFragments(_ rng: inout SplitMix64, count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count {
            bytes += rng.pick(Self.fragments).utf8
        }
        return bytes
    }

    private func mutateBytes(_ input: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<rng.int(in: 1...16) {
            let at = rng.below(bytes.count + 1)
            switch rng.below(6) {
            case 0 where at < bytes.count:
                bytes[at] ^= 1 << UInt8(rng.below(8))
            case 1 where at < bytes.count:
                bytes[at] = rng.chance(50) ? rng.byte() : rng.pick(Self.interestingBytes)
            case 2:
                bytes.insert(contentsOf: rng.pick(Self.fragments).utf8, at: at)
            case 3 where at < bytes.count:
                bytes.removeSubrange(at..<min(bytes.count, at + rng.int(in: 1...16)))
            case 4 where at < bytes.count:
                let piece = bytes[at..<min(bytes.count, at + rng.int(in: 1...64))]
                bytes.insert(contentsOf: piece, at: rng.below(bytes.count + 1))
            default:
                bytes.insert(rng.pick(Self.interestingBytes), at: at)
            }
        }
        return bytes
    }

    private func mutateLines(_ input: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var lines = Self.lines(of: input)
        for _ in 0..<rng.int(in: 1...8) {
            let at = rng.below(lines.count + 1)
            switch rng.below(9) {
            case 0 where at < lines.count:
                lines.remove(at: at)
            case 1 where at < lines.count:
                lines.insert(lines[at], at: rng.below(lines.count + 1))
            case 2 where at < lines.count:
                lines.swapAt(at, rng.below(lines.count))
            case 3 where at < lines.count:
                // Re-indent: strip the indentation, or add some of another kind.
                let body = Array(lines[at].drop(while: { $0 == 0x20 || $0 == 0x09 }))
                lines[at] = rng.chance(50) ? body : Array(rng.pick(["  ", "\t", "      ", " \u{00A0}"]).utf8) + body
            case 4 where at < lines.count:
                // CRLF, or no line ending at all (joins this line with the next).
                var line = lines[at]
                if line.last == 0x0A {
                    line.removeLast()
                    if rng.chance(50) { line += [0x0D, 0x0A] }
                }
                lines[at] = line
            case 5 where at < lines.count:
                // Another keyword in front of what the line says.
                let body = lines[at].drop(while: { $0 == 0x20 })
                let word = body.firstIndex(of: 0x20) ?? body.endIndex
                lines[at] = Array("    ".utf8) + Array(rng.pick(Self.fragments).utf8) + body[word...]
            case 6 where at < lines.count:
                lines[at] = Array(lines[at].prefix(rng.below(lines[at].count + 1))) + [0x0A]
            case 7 where !lines.isEmpty:
                // A run of copies of one line: repeated structure is where parsers look ahead.
                let line = lines[rng.below(lines.count)]
                lines.insert(contentsOf: Array(repeating: line, count: rng.int(in: 2...64)), at: at)
            default:
                lines.insert(randomFragments(&rng, count: rng.int(in: 1...6)) + [0x0A], at: at)
            }
        }
        return Array(lines.joined())
    }

    private func shuffleLines(_ input: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var lines = Self.lines(of: input)
        guard lines.count > 1 else { return input }
        // A full shuffle now and then; mostly a few swaps, which keep more structure intact.
        let swaps = rng.chance(20) ? lines.count : rng.int(in: 1...4)
        for _ in 0..<swaps {
            lines.swapAt(rng.below(lines.count), rng.below(lines.count))
        }
        return Array(lines.joined())
    }

    private func splice(_ first: [UInt8], _ second: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        if rng.chance(50) {
            // Byte cut: the head of one file on the tail of another, maybe mid-character.
            return Array(first.prefix(rng.below(first.count + 1)) + second.suffix(rng.below(second.count + 1)))
        }
        // Line interleave: lines taken from either file in turn, in order.
        let a = Self.lines(of: first)
        let b = Self.lines(of: second)
        var i = 0
        var j = 0
        var out: [[UInt8]] = []
        while i < a.count || j < b.count {
            if j >= b.count || (i < a.count && rng.chance(50)) {
                out.append(a[i])
                i += 1
            } else {
                out.append(b[j])
                j += 1
            }
        }
        return Array(out.joined())
    }

    /// Lines with their `\n` kept, so joining them gives the input back.
    static func lines(of bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Array(bytes[start...])) }
        return lines
    }
}
