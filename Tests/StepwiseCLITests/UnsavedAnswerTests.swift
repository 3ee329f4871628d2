import Foundation
import Ledger
import Testing

/// A scripted session on a disk that fills up: the answer after a verdict that could not be
/// saved was written for the next step, so it must never be taken as this step's verdict.
@Suite("stepwise run --answers on a full disk")
struct UnsavedAnswerTests {
    @Test("a failure whose record cannot be written stops the run, exit 1, saying what was not saved; no pass takes its place")
    func stopsAtTheFirstUnsavedVerdict() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/f.feature", "Feature: F\n  Scenario: S\n    Given one\n    When two\n    Then three\n")
        // The failure's note is longer than the file-size limit leaves room for; the passes after it are short.
        try folder.write("answers", "p\nf " + String(repeating: "x", count: 6000) + "\np\np\n")
        let stepwise = try BuiltBinary.stepwise()
        // `ulimit -f` makes a write past 4 KiB fail as a full disk does (SIGXFSZ ignored, so the
        // write returns an error instead of killing the process).
        let script = "trap '' XFSZ; ulimit -f 8; exec '\(stepwise)' run features --platform ios --tester Ann --answers answers --plain"
        let process = try ChildProcess("/bin/sh", ["-c", script], environment: ProcessInfo.processInfo.environment, directory: folder.path)
        process.closeInput()
        let status = process.waitForExit(timeout: 60)
        #expect(status == 1, "\(process.output.suffix(1500))")
        #expect(process.output.contains("stepwise run: stopped: the failed verdict of step 2 was not saved"), "\(process.output.suffix(1500))")
        let records = try SessionLedger.readFolder(folder.path + "/results").flatMap(\.records)
        let verdicts = records.filter { $0.type == RecordType.stepResult }.map { "\($0.int("step") ?? -1) \($0.string("verdict") ?? "")" }
        #expect(verdicts == ["0 passed"], "\(verdicts)")
        #expect(!records.contains { $0.type == RecordType.scenarioResult })
    }
}
