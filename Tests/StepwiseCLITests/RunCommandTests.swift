import Foundation
import JSON
import Ledger
import Testing

@testable import StepwiseCLI
@testable import Workflows

private let steps = """
    ## I am on the toggle screen

    Open the settings screen.

    ## I press TAB

    Press Tab.

    ### iOS
    Turn on Full Keyboard Access first.

    ## I swipe

    Swipe right.
    """

/// The records of the session ledgers in a folder, by type.
private func records(_ folder: String) throws -> [LedgerRecord] {
    try SessionLedger.readFolder(folder).flatMap(\.records)
}

@Suite("stepwise run with scripted answers")
struct RunCommandTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", toggleFeature)
        try folder.write("steps/steps.md", steps)
        return folder
    }

    @Test("a whole session: guidance, automatic not applicable, verdicts, progress, scenario verdicts, ledger")
    func wholeSession() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let result = run(
            [
                "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--device", "iPhone 15",
                "--results", results, "--answers", "-", "--plain",
            ], stdin: "\np\nf focus is hidden\n\nx no speech on this build\n")
        #expect(result.status == 0)
        let out = result.out
        #expect(out.contains("Tester: Ann. Platform: iOS. Device: iPhone 15."))
        #expect(out.contains("Scenario 1 of 2: Toggle, Keyboard, on iOS"))
        #expect(out.contains("Step 2 of 4: When I press TAB\n  How to: Press Tab.\n    Turn on Full Keyboard Access first.\nVerdict"))
        #expect(
            out.contains(
                "Step 3 of 4: Then the toggle moves on Android. Not applicable on iOS: for Android only (criteria criteria/toggle.md:9). Recorded."))
        #expect(out.contains("Step 4: failed, focus is hidden."))
        #expect(out.contains("Scenario 1, Keyboard: failed. 1 of 2 scenarios, 1 failed.\n"))
        #expect(out.contains("Step 2 of 2: Then I hear \"on\"\n  No guidance for this step in the step library."))
        #expect(out.contains("Scenario 2, Gestures: passed. 2 of 2 scenarios, 1 passed, 1 failed.\n"))
        #expect(out.contains("Session finished: 2 of 2 scenarios, 1 passed, 1 failed."))
        #expect(!out.contains("\u{1B}["))
        let all = try records(results)
        #expect(all.first?.type == RecordType.sessionStarted)
        #expect(all.first?.string("tester") == "Ann")
        #expect(all.first?.string("device") == "iPhone 15")
        let steps = all.filter { $0.type == RecordType.stepResult }
        #expect(steps.map { $0.string("verdict") ?? "" } == ["passed", "passed", "notApplicable", "failed", "passed", "notApplicable"])
        #expect(steps[2].payload["automatic"] == .bool(true))
        #expect(steps[3].string("note") == "focus is hidden")
        #expect(steps[5].string("reason") == "no speech on this build")
        let scenarios = all.filter { $0.type == RecordType.scenarioResult }
        #expect(scenarios.map { $0.string("verdict") ?? "" } == ["failed", "passed"])
        #expect(all.last?.type == RecordType.sessionFinished)
        #expect(run(["verify", "--results", results]).status == 0)
    }

    @Test("--device, --os and --at (repeatable) are recorded with the session and shown by the reports; a scripted session asks for none")
    func testEnvironmentOptions() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let result = run(
            [
                "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--device", "iPhone 15", "--os", "iOS 18.1",
                "--at", "VoiceOver", "--at", "Full Keyboard Access", "--results", results, "--answers", "-", "--plain",
            ], stdin: "q\n")
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Device: iPhone 15. System: iOS 18.1. Assistive technology: VoiceOver, Full Keyboard Access."))
        #expect(!result.out.contains("Which device"))
        let started = try #require(try records(results).first)
        #expect(started.payload["assistiveTechnology"] == .array([.string("VoiceOver"), .string("Full Keyboard Access")]))
        let html = run(["export", "--format", "html", "--results", results, folder.path + "/features"]).out
        #expect(html.contains("iPhone 15, iOS 18.1, with VoiceOver and Full Keyboard Access"))
    }

    @Test("answers written with CRLF line endings and a byte-order mark are one command a line, as with LF")
    func crlfAnswers() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let result = run(
            [
                "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results,
                "--answers", "-", "--plain",
            ], stdin: "\u{FEFF}\r\np\r\nf focus is hidden\r\n\r\nx no speech on this build\r\n")
        #expect(result.status == 0)
        #expect(result.out.contains("Session finished: 2 of 2 scenarios, 1 passed, 1 failed."))
        let steps = try records(results).filter { $0.type == RecordType.stepResult }
        #expect(steps.map { $0.string("verdict") ?? "" } == ["passed", "passed", "notApplicable", "failed", "passed", "notApplicable"])
        #expect(steps[3].string("note") == "focus is hidden")
    }

    @Test("an answers file that is a device or a folder: /dev/null is no answers; a folder or a missing file is a usage error")
    func answersFiles() throws {
        let folder = try project()
        let base = ["run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", folder.path + "/results", "--plain"]
        let none = run(base + ["--answers", "/dev/null"])
        #expect(none.status == 0)
        #expect(none.out.contains("The answers ran out; the session is saved."))
        #expect(run(base + ["--answers", folder.path]).status == 2)
        #expect(run(base + ["--answers", folder.path + "/missing.txt"]).status == 2)
        let utf16 = try folder.write("answers16.txt", bytes: [0xFF, 0xFE, UInt8(ascii: "p"), 0, 0x0A, 0])
        let refused = run(base + ["--answers", utf16])
        #expect(refused.status == 2)
        #expect(refused.err.contains("UTF-16 text; save the answers file as UTF-8"))
    }

    @Test("invalid input gets one line and the same prompt; nothing is recorded for it")
    func invalidInput() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let result = run(
            [
                "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results,
                "--answers", "-", "--plain",
            ], stdin: "zz\nf\ng 9\n")
        #expect(result.status == 0)
        #expect(result.out.contains("> zz\n'zz' is not a command; type ? for the list\nVerdict"))
        #expect(result.out.contains("> f\n'f' needs a note saying what went wrong, as in: f focus skipped the Close button\nVerdict"))
        #expect(result.out.contains("> g 9\nThere is no scenario 9; the session has 1 to 2. Type l to list them.\nVerdict"))
        #expect(try records(results).filter { $0.type == RecordType.stepResult }.isEmpty)
        #expect(result.out.contains("The answers ran out; the session is saved. Resume with: \(resumeCommand)"))
    }

    @Test("blocked, pass the rest, skip the rest, undo, notes, defects, evidence")
    func commands() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let shot = try folder.write("shot.png", "not really a png")
        let answers = "n first try\nd JIRA-7\ne \(shot)\nb no keyboard\nu\nP\nS device locked\n"
        let result = run(
            ["run", folder.path + "/features", "--platform", "android", "--tester", "Bo", "--results", results, "--answers", "-", "--plain"],
            stdin: answers)
        #expect(result.status == 0)
        #expect(result.out.contains("Steps 1 to 4: blocked, no keyboard."))
        #expect(result.out.contains("Undone: scenario 1 steps 1 to 4, blocked withdrawn."))
        #expect(result.out.contains("Steps 1 to 4: passed."))
        #expect(result.out.contains("Steps 1 to 2: skipped, device locked."))
        let all = try records(results)
        let corrections = all.filter { $0.type == RecordType.correction }
        #expect(corrections.count == 5)  // four blocked steps and the scenario verdict
        let evidence = try #require(all.first { $0.type == RecordType.evidence })
        #expect(evidence.string("file") == "shot.png")
        let stored = results + "/" + (evidence.string("path") ?? "")
        #expect(FileManager.default.contents(atPath: stored) == Data("not really a png".utf8))
        #expect(all.contains { $0.type == RecordType.defect && $0.string("id") == "JIRA-7" })
        #expect(all.contains { $0.type == RecordType.note && $0.string("text") == "first try" })
        let verdicts = all.filter { $0.type == RecordType.scenarioResult }.map { $0.string("verdict") ?? "" }
        #expect(verdicts == ["blocked", "passed", "skipped"])
        let replayed = try SessionLedger.readFolder(results)
        let state = ResultsReplay.replay(replayed, plan: [])
        #expect(state.unplanned.map(\.state).sorted { $0.rawValue < $1.rawValue } == [.passed, .skipped])
    }

    @Test("criteria changed between quit and resume: the changed scenario's steps are asked again, and the tester is told")
    func resumeAfterChange() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let first = run(
            ["run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "\np\nq\n")
        #expect(first.status == 0)
        _ = try folder.write(
            "features/toggle.feature", toggleFeature.replacingOccurrences(of: "And focus is visible", with: "And the focus ring is visible"))
        let second = run(["run", "--resume", "--results", results, "--answers", "-", "--plain"], stdin: "\n\n\n\n\n\n")
        #expect(second.status == 0, "\(second.err)")
        #expect(second.out.contains("Scenario 1, Keyboard, changed since its steps were tested: they are asked again."))
        #expect(second.out.contains("Step 1 of 4: Given I am on the toggle screen"))
        #expect(second.out.contains("Session finished: 2 of 2 scenarios, 2 passed."))
        // The scenario's verdict is for today's steps, so it is not stale.
        let status = run(["status", folder.path + "/features", "--platform", "ios", "--results", results, "--check"])
        #expect(status.status == 0, "\(status.out)")
    }

    @Test("resuming does not read again in full the guidance of steps the session already judged; r still gives it")
    func resumeKeepsGivenGuidance() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write(
            "features/resume-guidance.feature",
            "@native\nFeature: Tabs\n\n  Scenario: One\n    When I press TAB\n\n  Scenario: Two\n    When I press TAB\n")
        _ = try folder.write("steps/steps.md", steps)
        let results = folder.path + "/results"
        let full = "How to: Press Tab.\n    Turn on Full Keyboard Access first."
        let first = run(
            ["run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "p\nq\n")
        #expect(first.out.contains(full), "\(first.out)")
        let second = run(["run", "--resume", "--results", results, "--answers", "-", "--plain"], stdin: "r\np\n")
        #expect(second.status == 0, "\(second.err)")
        let beforeR = second.out.components(separatedBy: "> r")[0]
        #expect(beforeR.contains("Scenario 2 of 2") && !beforeR.contains(full), "\(second.out)")
        #expect(second.out.components(separatedBy: "> r").dropFirst().joined().contains("Press Tab."), "r gives it again: \(second.out)")
    }

    @Test("quit and resume: continue at the first step without a verdict; nothing lost, nothing twice")
    func resume() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let first = run(
            ["run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "\np\nq\n")
        #expect(first.status == 0)
        #expect(first.out.contains("Saved.\nResume with: \(resumeCommand)"))
        let second = run(["run", "--resume", "--results", results, "--answers", "-", "--plain"], stdin: "\n\n\n")
        #expect(second.status == 0)
        #expect(second.out.contains("Resuming session "))
        #expect(second.out.contains("Step 4 of 4: And focus is visible"))
        #expect(second.out.contains("Session finished: 2 of 2 scenarios, 2 passed."))
        let steps = try records(results).filter { $0.type == RecordType.stepResult }
        let keys = steps.map { "\($0.string("scenario") ?? "")/\($0.int("step") ?? -1)" }
        #expect(keys.count == Set(keys).count, "a step was recorded twice")
        #expect(steps.count == 6)
        #expect(run(["run", "--resume", "--results", results, "--answers", "-"]).status == 2)
    }

    @Test("re-run of failed scenarios starts a new attempt over only those")
    func rerun() throws {
        let folder = try project()
        let results = folder.path + "/results"
        _ = run(
            ["run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "f broken\nP\n\n\n")
        let again = run(
            [
                "run", "--rerun", "failed", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-",
                "--plain",
            ], stdin: "P\n")
        #expect(again.status == 0)
        #expect(again.out.contains("1 scenario to test."))
        #expect(again.out.contains("Scenario 1 of 1: Toggle, Keyboard, on iOS, attempt 2"))
        let text = run(["results", folder.path + "/features", "--platform", "ios", "--results", results]).out
        #expect(text.contains("Toggle: Keyboard on ios: passed"))
        // Results of another selection are outside it, not gone from the plan.
        let android = run(["results", folder.path + "/features", "--platform", "android", "--results", results]).out
        #expect(android.contains("result(s) for scenarios outside this selection") && !android.contains("no longer in the plan"), "\(android)")
        let nothing = run(["run", "--rerun", "failed", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results])
        #expect(nothing.status == 2)
        #expect(nothing.err.contains("nothing to test"))
    }

    @Test("the full words beside the keys, in any case: pass, fail NOTE, skip REASON, na REASON, blocked REASON, quit")
    func words() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let base = ["run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"]
        let first = run(base, stdin: "pass\nFAIL focus is hidden\nNa no speech on this build\nSkip later\nblocked no device\n")
        #expect(first.status == 0, "\(first.out)")
        #expect(first.out.contains("Step 1: passed."))
        #expect(first.out.contains("Step 2: failed, focus is hidden."))
        #expect(first.out.contains("Step 4: not applicable, no speech on this build."))
        #expect(first.out.contains("Step 1: skipped, later."))
        #expect(first.out.contains(": blocked, no device."))
        #expect(!first.out.contains("is not a command"))
        let second = run(
            ["run", folder.path + "/features", "--platform", "android", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "Quit\n")
        #expect(second.out.contains("Saved.\nResume with: \(resumeCommand)"))
        let steps = try records(results).filter { $0.type == RecordType.stepResult }
        #expect(steps.map { $0.string("verdict") ?? "" } == ["passed", "failed", "notApplicable", "notApplicable", "skipped", "blocked"])
        #expect(try records(results).contains { $0.type == RecordType.paused && $0.string("reason") == "quit" })
        // A word still needs what its key needs, and says so with the word typed.
        let bare = run(base, stdin: "fail\n")
        #expect(bare.out.contains("'fail' needs a note saying what went wrong, as in: fail focus skipped the Close button"))
    }

    @Test("undo names the verdict in words: 'not applicable withdrawn', not the recorded notApplicable")
    func undoInWords() throws {
        let folder = try project()
        let result = run(
            [
                "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", folder.path + "/results",
                "--answers", "-", "--plain",
            ], stdin: "x no speech on this build\nu\n")
        #expect(result.out.contains("Undone: scenario 1 step 1, not applicable withdrawn."))
        #expect(!result.out.contains("notApplicable"))
    }

    @Test("q or quit at the platform question leaves without starting a session: exit 0, nothing written")
    func quitAtPlatformQuestion() throws {
        let folder = try project()
        let results = folder.path + "/results"
        for answer in ["q", "QUIT"] {
            let result = run(
                ["run", folder.path + "/features", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"], stdin: answer + "\n")
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.contains("Which platform are you testing on? Type one of: ios, android; or q to quit:"))
            #expect(!result.out.contains("is not one of"))
            #expect(result.out.contains("No session started; nothing was saved."))
            #expect(!FileManager.default.fileExists(atPath: results), "quitting before the session wrote results")
        }
    }

    @Test("a scenario removed from the criteria before resume is named by file:line and name, not only by id")
    func removedScenarioNamed() throws {
        let folder = try project()
        let results = folder.path + "/results"
        let first = run(
            ["run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "\n\n\nq\n")
        #expect(first.out.contains("Scenario 1, Keyboard: passed."))
        let withoutKeyboard = toggleFeature.components(separatedBy: "\n").filter { line in
            !["Scenario: Keyboard", "I am on the toggle screen", "I press TAB", "# source:", "the toggle moves", "focus is visible"].contains {
                line.contains($0)
            }
        }.joined(separator: "\n")
        _ = try folder.write("features/toggle.feature", withoutKeyboard)
        let second = run(["run", "--resume", "--results", results, "--answers", "-", "--plain"], stdin: "\n\n")
        #expect(second.status == 0, "\(second.err)")
        #expect(second.err.contains("features/toggle.feature:4 (Keyboard) is no longer in the plan"), "\(second.err)")
        #expect(second.out.contains("Session finished: 1 of 1 scenarios"))
    }

    @Test("bidirectional controls in feature text and typed notes are shown as [U+202E] in the session, not obeyed; the ledger keeps them")
    func bidiControlsShown() throws {
        let folder = try project()
        let results = folder.path + "/results"
        _ = try folder.write(
            "features/toggle.feature", toggleFeature.replacingOccurrences(of: "When I swipe", with: "When I swipe \u{202E}tfel\u{202C}"))
        let result = run(
            ["run", folder.path + "/features", "--platform", "android", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
            stdin: "P\nf focus \u{2067}deliaf\u{2069}\n")
        #expect(result.status == 0)
        #expect(result.out.contains("Step 1 of 2: When I swipe [U+202E]tfel[U+202C]"))
        #expect(result.out.contains("> f focus [U+2067]deliaf[U+2069]"))
        #expect(result.out.contains("Step 1: failed, focus [U+2067]deliaf[U+2069]."))
        for control in ["\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}"] {
            #expect(!result.out.contains(control), "a raw bidirectional control reached the terminal")
        }
        let failed = try #require(try records(results).first { $0.string("verdict") == "failed" })
        #expect(failed.string("note") == "focus \u{2067}deliaf\u{2069}", "the ledger records what was typed")
    }
}

/// The resume hint's command as this test process prints it: the tests run from the package's
/// build folder, so the hint is the `swift run` form that works from here.
private let resumeCommand = "swift run stepwise run --resume "

@Suite("Printed hints")
struct InvocationHintTests {
    @Test("hints name the command as it was run: installed, by path, or through swift run from the checkout or elsewhere")
    func command() {
        #expect(Invocation.describe("stepwise", workingFolder: "/p") == "stepwise")
        #expect(Invocation.describe("./bin/stepwise", workingFolder: "/p") == "./bin/stepwise")
        #expect(Invocation.describe("/p/.build/x86_64-unknown-linux-gnu/debug/stepwise", workingFolder: "/p") == "swift run stepwise")
        #expect(Invocation.describe("/my tools/.build/debug/stepwise", workingFolder: "/p") == "swift run --package-path '/my tools' stepwise")
    }
}
