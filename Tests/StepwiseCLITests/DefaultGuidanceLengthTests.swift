import Foundation
import Testing

/// What issue 36 asked for and `scripts/words-per-scenario` measures: by default a tester hears
/// at most 45 words a step, on average, in a pass-everything session over the bundled button and
/// modal dialog: every line the session prints, the echoed answers left out.
@Suite("Words a tester hears per step by default")
struct DefaultGuidanceLengthTests {
    static let features = ["features/native/controls/button.feature", "features/native/notifications/modal.feature"].map {
        BundledFeaturesTests.repository + "/" + $0
    }

    /// The words and steps of a session passing every step, counted from the first scenario on,
    /// as the script counts them.
    static func session(platform: String, options: [String] = []) throws -> (words: Int, steps: Int) {
        let results = try TemporaryFolder()
        let result = run(
            ["run"] + features + ["--platform", platform, "--tester", "Ann", "--results", results.path, "--answers", "-", "--plain"] + options,
            stdin: String(repeating: "p\n", count: 200))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Session finished"), "\(result.out.suffix(500))")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("> ") }
        let body = lines.drop { !$0.hasPrefix("Scenario ") }
        let steps = body.filter { $0.hasPrefix("Step ") && $0.contains(" of ") }.count
        let words = body.reduce(0) { $0 + $1.split(whereSeparator: \.isWhitespace).count }
        return (words, steps)
    }

    @Test("by default, at most 45 words a step over the button and the modal dialog", arguments: ["ios", "android"])
    func atMost45(_ platform: String) throws {
        let (words, steps) = try Self.session(platform: platform)
        #expect(steps == 45, "the button and the modal have 45 steps")
        #expect(Double(words) / Double(steps) <= 45, "\(words) words for \(steps) steps on \(platform)")
    }
}
