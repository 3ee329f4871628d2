import Foundation
import Ledger
import StepwiseCLI
import Testing

/// Answers with bytes that are not UTF-8 (a file saved as Latin-1, a terminal set to another
/// encoding): a note must never be recorded with U+FFFD in place of what the tester typed. A
/// script cannot type the line again, so it stops there with `FILE:LINE:COLUMN: error:` as
/// `stepwise check` reports a feature file, exit non-zero, with what came before recorded; a
/// tester at a terminal is told and asked again.
@Suite("stepwise run: answers that are not UTF-8")
struct InvalidUTF8AnswersTests {
    let folder: TemporaryFolder
    let results: String
    /// Line 2 is `f café broken` with é in Latin-1 (0xE9): not UTF-8 from column 6.
    static let answers: [UInt8] = Array("p\nf caf".utf8) + [0xE9] + Array(" broken\np\n".utf8)

    init() throws {
        folder = try TemporaryFolder()
        results = folder.path + "/results"
        try folder.write("features/toggle.feature", "Feature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n    Then focus is visible\n")
    }

    /// Whether a ledger line holds U+FFFD (EF BF BD), what a lossy decoding leaves.
    static func holdsReplacementCharacter(_ line: [UInt8]) -> Bool {
        line.count >= 3 && (0...(line.count - 3)).contains { line[$0] == 0xEF && line[$0 + 1] == 0xBF && line[$0 + 2] == 0xBD }
    }

    var arguments: [String] { ["run", folder.path + "/features", "--tester", "Ann", "--results", results, "--plain"] }

    func records() throws -> [LedgerRecord] {
        try SessionLedger.readFolder(results).flatMap(\.records)
    }

    /// Line 1's pass is recorded; line 2 and everything after it are not; the session is paused
    /// so it can be resumed with corrected answers.
    func expectStoppedAtLine2(_ status: Int32, _ out: String, _ err: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(status != 0, sourceLocation: sourceLocation)
        #expect(err.contains("\(name):2:6: error: "), "\(err)", sourceLocation: sourceLocation)
        #expect(err.contains("UTF-8"), "\(err)", sourceLocation: sourceLocation)
        #expect(!out.contains("\u{FFFD}") && !err.contains("\u{FFFD}"), sourceLocation: sourceLocation)
        #expect(out.contains("The session is saved. Resume with:"), "\(out)", sourceLocation: sourceLocation)
        let records = try records()
        #expect(records.filter { $0.type == RecordType.stepResult }.map { $0.string("verdict") } == ["passed"], sourceLocation: sourceLocation)
        #expect(!records.contains { Self.holdsReplacementCharacter($0.line) }, "a U+FFFD (EF BF BD) was recorded", sourceLocation: sourceLocation)
        #expect(records.last?.type == RecordType.paused, sourceLocation: sourceLocation)
        #expect(try SessionLedger.readFolder(results).allSatisfy(\.report.isIntact), sourceLocation: sourceLocation)
    }

    @Test("--answers FILE: refused at its line and column, what came before recorded")
    func answersFile() throws {
        let file = try folder.write("answers.txt", bytes: Self.answers)
        let output = CommandOutput.captured()
        let status = Stepwise.run(arguments + ["--answers", file], output: output, input: .text(""))
        try expectStoppedAtLine2(status, output.standardOutput, output.standardError, name: file)
    }

    @Test("--answers - (standard input): the same, named standard input")
    func standardInput() throws {
        let output = CommandOutput.captured()
        let bytes = Self.answers
        let status = Stepwise.run(arguments + ["--answers", "-"], output: output, input: CommandInput { Data(bytes) })
        try expectStoppedAtLine2(status, output.standardOutput, output.standardError, name: "standard input")
    }

    @Test("the first line, after a byte-order mark: column counted after the mark, as check counts it")
    func firstLine() throws {
        let file = try folder.write("answers.txt", bytes: [0xEF, 0xBB, 0xBF] + Array("f ".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        let output = CommandOutput.captured()
        let status = Stepwise.run(arguments + ["--answers", file], output: output, input: .text(""))
        #expect(status != 0)
        #expect(output.standardError.contains("\(file):1:3: error: "), "\(output.standardError)")
        #expect(try records().filter { $0.type == RecordType.stepResult }.isEmpty)
    }

    @Test(
        "on a terminal: the line is refused, the prompt asked again, and the next line answers it",
        .enabled(if: BuiltBinary.script != nil, "util-linux script(1) is not installed, so there is no pseudo-terminal"))
    func terminal() throws {
        let stepwise = try BuiltBinary.stepwise()
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        environment["NO_COLOR"] = "1"
        environment["SHELL"] = "/bin/sh"
        // What the tester types, written to `script`'s input and so typed on the terminal the
        // session reads; printf gives the byte that is not UTF-8.
        let command = ([stepwise] + arguments + ["--device", "Pixel", "--os", "Android 15", "--at", "TalkBack"]).map(BuiltBinary.shellQuoted).joined(
            separator: " ")
        let typed = #"printf 'p\nf caf\351 broken\nf still broken\n'; sleep 3"#
        let script = try #require(BuiltBinary.script)
        let process = try ChildProcess(
            "/bin/sh", ["-c", "(\(typed)) | \(BuiltBinary.shellQuoted(script)) -q -e -c \(BuiltBinary.shellQuoted("exec " + command)) /dev/null"],
            environment: environment, directory: folder.path)
        process.closeInput()
        let status = process.waitForExit(timeout: 30)
        #expect(status != nil, "the session did not end: \(process.output)")
        let out = process.output
        #expect(out.contains("not valid UTF-8"), "\(out)")
        // Asked again: the verdict prompt comes once more right after the refusal.
        let afterRefusal = out.components(separatedBy: "not valid UTF-8").dropFirst().joined()
        #expect(afterRefusal.contains("Verdict?"), "\(out)")
        let records = try records()
        #expect(records.filter { $0.type == RecordType.stepResult }.map { $0.string("verdict") } == ["passed", "failed"], "\(out)")
        #expect(records.first { $0.string("verdict") == "failed" }?.string("note") == "still broken")
        #expect(!records.contains { Self.holdsReplacementCharacter($0.line) }, "a U+FFFD (EF BF BD) was recorded")
    }
}
