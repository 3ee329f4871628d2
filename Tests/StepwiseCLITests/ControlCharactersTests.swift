import Foundation
import Harness
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// What an attacker who can write a feature file, a ledger or a manifest puts in a name: ESC [2K
/// erases the terminal's line, CR then LF starts a new one, and U+009B is the one-character
/// CSI that begins a control sequence as ESC [ does. Printed raw, the forged text after them
/// reads as a line Stepwise wrote.
private let forged = "sign-off 1: ok (signature good)"
private let hostile = "Ann\u{1B}[2K\r\n\(forged)\u{9B}2K"
/// The same, as every text output must show it: each control as its code point, on one line.
private let shown = "Ann[U+001B][2K[U+000D][U+000A]\(forged)[U+009B]2K"

/// A feature file's names cannot hold LF (it ends the line), but a lone CR is text to Gherkin.
private let forgedStep = "Step 1 of 1: Then it passed"
private let hostileName = "Toggle\u{1B}[2K\r\(forgedStep)\u{9B}2K"
private let shownName = "Toggle[U+001B][2K[U+000D]\(forgedStep)[U+009B]2K"

/// No control character reaches the terminal raw (LF only ends lines), and no line — as a
/// terminal would show it, with CR returning to the line's start — begins with forged text.
private func expectNothingForged(_ text: String, _ forgeries: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let raw = text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
    #expect(raw.isEmpty, "raw control characters reached the terminal: \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    let lines = text.unicodeScalars.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }.map { String(String.UnicodeScalarView($0)) }
    for line in lines {
        for forgery in forgeries {
            #expect(!line.hasPrefix(forgery), "a line begins with forged text: \(line)", sourceLocation: sourceLocation)
        }
    }
}

@Suite("Control characters from files and ledgers are shown, not obeyed, in text output")
struct ControlCharactersTests {
    let folder: TemporaryFolder
    let features: String
    let results: String

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", "Feature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n")
        features = folder.path + "/features"
        results = folder.path + "/results"
    }

    /// Session s1, by `tester`, passing every planned scenario.
    private func passedSession(tester: String) throws {
        let plan = try RecordedSessions.plan([features])
        try RecordedSessions.write(folder: results, session: "s1", tester: tester, platform: "", plan.map { ($0.id, $0.hash, "passed") })
    }

    @Test("plan: a feature and scenario name with ESC, CR and U+009B; JSON keeps the name as written")
    func planText() throws {
        try folder.write(
            "features/toggle.feature", "Feature: \(hostileName)\n\n  Scenario: Key\(hostileName)\n    When I press TAB\n")
        let text = run(["plan", features])
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.contains("Feature: \(shownName) ("), "\(text.out)")
        #expect(text.out.contains("  Scenario: Key\(shownName), line 3"), "\(text.out)")
        expectNothingForged(text.out + text.err, [forgedStep])
        let json = run(["plan", features, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [String: Any]
        let scenarios = object["scenarios"] as! [[String: Any]]
        #expect(scenarios.first?["name"] as? String == "Key\(hostileName)", "JSON output is data: it keeps what the file says")
    }

    @Test("status: a tester's name (--by-tester) and a signer's name from the results folder")
    func statusText() throws {
        try passedSession(tester: hostile)
        let signed = run(["signoff", "--signer", hostile, "--role", "tester", "--meaning", hostile, "--results", results, features])
        #expect(signed.status == 0, "\(signed.err)")
        let text = run(["status", features, "--results", results, "--by-tester", "--check"])
        #expect(text.status == 0, "\(text.out)\(text.err)")
        #expect(text.out.contains("\(shown): 1 scenario, 1 passed"), "\(text.out)")
        #expect(text.out.contains("ok (\(shown) by \(shown) as tester"), "\(text.out)")
        expectNothingForged(text.out + text.err, [forged])
        // JSON mode's sign-off lines go to standard error, shown the same way.
        let json = run(["status", features, "--results", results, "--format", "json"])
        #expect(json.err.contains("ok (\(shown) by \(shown) as tester"), "\(json.err)")
        expectNothingForged(json.err, [forged])
    }

    @Test("results: the tester's name from the ledger")
    func resultsText() throws {
        try passedSession(tester: hostile)
        let text = run(["results", features, "--results", results])
        #expect(text.status == 0, "\(text.err)")
        #expect(text.out.contains(": passed (\(shown), "), "\(text.out)")
        expectNothingForged(text.out + text.err, [forged])
    }

    @Test("verify: a sign-off's signer, role and meaning from its manifest")
    func verifyText() throws {
        try passedSession(tester: "Ann")
        let signed = run(["signoff", "--signer", hostile, "--role", hostile, "--meaning", hostile, "--results", results, features])
        #expect(signed.status == 0, "\(signed.err)")
        let text = run(["verify", "--results", results])
        #expect(text.status == 0, "\(text.out)\(text.err)")
        #expect(text.out.contains("ok (\(shown) by \(shown) as \(shown), 1 session unchanged; not signed)"), "\(text.out)")
        expectNothingForged(text.out + text.err, [forged])
    }

    @Test("run: feature and scenario names from the feature file, the tester's name from the ledger on resume")
    func runSession() throws {
        try folder.write(
            "features/toggle.feature", "Feature: \(hostileName)\n\n  Scenario: Key\(hostileName)\n    When I press TAB\n")
        let first = run(["run", features, "--platform", "ios", "--tester", hostile, "--results", results, "--answers", "-", "--plain"], stdin: "q\n")
        #expect(first.status == 0, "\(first.err)")
        #expect(first.out.contains("Scenario 1 of 1: \(shownName), Key\(shownName), on iOS"), "\(first.out)")
        #expect(first.out.contains("Tester: \(shown). Platform: iOS."), "\(first.out)")
        expectNothingForged(first.out + first.err, [forged, forgedStep])
        let resumed = run(["run", "--resume", "--results", results, "--answers", "-", "--plain"], stdin: "p\n")
        #expect(resumed.status == 0, "\(resumed.err)")
        #expect(resumed.out.contains(" for \(shown) on iOS."), "\(resumed.out)")
        #expect(resumed.out.contains("Scenario 1, Key\(shownName): passed."), "\(resumed.out)")
        expectNothingForged(resumed.out + resumed.err, [forged, forgedStep])
    }

    @Test("run in colour: the style's own colour for a verdict word stays; any other escape sequence is shown")
    func colourKept() {
        let style = TerminalStyle(colour: true)
        // Green "failed" would contradict its word, and ESC [2K erases: neither is the style's.
        let line = "Scenario 1, Key\u{1B}[32mfailed\u{1B}[0m\u{1B}[2K: \(style.verdict(.passed))."
        #expect(RunCommand.shown(line, style: style) == "Scenario 1, Key[U+001B][32mfailed[U+001B][0m[U+001B][2K: \(style.verdict(.passed)).")
        // Without colour nothing is kept: the codes can only have come from the text.
        #expect(RunCommand.shown(style.verdict(.passed), style: .plain) == "[U+001B][32mpassed[U+001B][0m")
    }
}
