import Testing

/// The point of `--guidance first`: a tester with a screen reader hears every printed line, so a
/// session over the bundled features must print far fewer lines than one that gives every
/// step's guidance in full, and still leave nothing out that `r` cannot give back.
@Suite("Lines a bundled session prints")
struct GuidanceLineCountTests {
    /// Enough passes for every step of the bundled features, on either platform.
    static let passEverything = Array(repeating: "p", count: 400)

    @Test("passing everything prints at least a third fewer lines by default than with --guidance full", arguments: BundledSessionOutput.platforms)
    func fewerLines(_ platform: String) throws {
        let full = try BundledSessionOutput.lines(platform: platform, answers: Self.passEverything, options: ["--guidance", "full"]).count
        let first = try BundledSessionOutput.lines(platform: platform, answers: Self.passEverything).count
        let brief = try BundledSessionOutput.lines(platform: platform, answers: Self.passEverything, options: ["--guidance", "brief"]).count
        let figures: Comment = "\(platform): \(full) lines with --guidance full, \(first) by default, \(brief) with --guidance brief"
        #expect(first * 3 <= full * 2, figures)
        #expect(brief < first, figures)
        #expect(full - first >= 300, figures)
    }

    @Test(
        "nothing is missing: with r at every step, the default session shows every line --guidance full shows of every step",
        arguments: BundledSessionOutput.platforms)
    func nothingMissing(_ platform: String) throws {
        let full = try BundledSessionOutput.lines(platform: platform, answers: Self.passEverything, options: ["--guidance", "full"])
        let asked = try BundledSessionOutput.lines(platform: platform, answers: Array(repeating: ["r", "p"], count: 200).flatMap { $0 })
        let shown = Set(asked)
        // A step's lines: the step, its criteria line and its guidance, all indented under it.
        let stepLines = full.filter { $0.hasPrefix("Step ") && $0.contains(" of ") || $0.hasPrefix("  ") }
        #expect(stepLines.count > 300)
        let missing = stepLines.filter { !shown.contains($0) }
        #expect(missing.isEmpty, "not shown even with r: \(missing.prefix(5))")
    }
}
