import Foundation
import Testing

/// The CI gate against someone who can write the results folder and puts, where a session's
/// screenshot was, a FIFO, a link to `/dev/zero` or a link out of the folder. `verify`,
/// `status --check`, `results` and `export` must finish and say what is there, never wait on
/// a pipe or read without end. Run as the built binary, each with a deadline, so a hang fails
/// the test (and the child is killed) instead of hanging the suite.
@Suite("verify, status --check, results and export with evidence that is not a file")
struct SpecialEvidenceGateTests {
    /// A project with one session that attached a screenshot, as `stepwise run` leaves it.
    private final class Project {
        let folder: TemporaryFolder
        let stepwise: String
        let evidence: String
        let evidencePath: String

        init() throws {
            folder = try TemporaryFolder()
            stepwise = try BuiltBinary.stepwise()
            try folder.write("features/toggle.feature", "Feature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n")
            try folder.write("shot.png", "PNG")
            try folder.write("answers", "e shot.png\np\n")
            let ran = try Self.exec(stepwise, ["run", "features", "--tester", "Ann", "--answers", "answers", "--plain"], in: folder.path)
            #expect(ran.status == 0, "\(ran.output)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/results/evidence")
            evidence = "evidence/" + (try #require(names.first))
            evidencePath = folder.path + "/results/" + evidence
            try FileManager.default.removeItem(atPath: evidencePath)
        }

        /// Runs the binary in the project with a deadline: status nil when it had not finished.
        func exec(_ arguments: [String]) throws -> (status: Int32?, output: String) {
            try Self.exec(stepwise, arguments, in: folder.path)
        }

        static func exec(_ stepwise: String, _ arguments: [String], in directory: String) throws -> (status: Int32?, output: String) {
            var environment = ProcessInfo.processInfo.environment
            environment["STEPWISE_RESULTS"] = nil
            environment["NO_COLOR"] = "1"
            let process = try ChildProcess(stepwise, arguments, environment: environment, directory: directory)
            process.closeInput()
            let status = process.waitForExit(timeout: 20)
            if status == nil { process.deliver(SIGKILL) }
            return (status, process.output)
        }

        /// Each gate finishes with the exit status it gives for a broken ledger, and names what
        /// is there; the exports finish and never embed or copy it.
        func expectEveryCommandFinishes(saying what: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let line = "\(evidence) \(what)"
            for (arguments, expected) in [
                (["verify"], Int32(1)), (["status", "--check", "features"], 1), (["results", "features"], 0),
                (["export", "--format", "junit", "features"], 0), (["export", "--format", "html", "features"], 0),
                (["export", "--format", "html", "--out", "report.html", "--with-evidence", "features"], 0),
            ] {
                let result = try exec(arguments)
                #expect(result.status != nil, "stepwise \(arguments.joined(separator: " ")) did not finish", sourceLocation: sourceLocation)
                #expect(result.status == expected, "stepwise \(arguments.joined(separator: " ")): \(result.output)", sourceLocation: sourceLocation)
                #expect(
                    result.output.contains(line), "stepwise \(arguments.joined(separator: " ")): \(result.output)", sourceLocation: sourceLocation)
            }
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/report-evidence/" + evidence.dropFirst("evidence/".count)))
        }
    }

    @Test("a FIFO in evidence/")
    func fifo() throws {
        let project = try Project()
        #expect(mkfifo(project.evidencePath, 0o644) == 0)
        try project.expectEveryCommandFinishes(saying: "is a FIFO, not a file")
    }

    @Test("a link to /dev/zero in evidence/")
    func devZero() throws {
        let project = try Project()
        #expect(symlink("/dev/zero", project.evidencePath) == 0)
        try project.expectEveryCommandFinishes(saying: "is a symbolic link (to /dev/zero), not a file")
    }

    @Test("a link out of the results folder to the very bytes recorded is not followed")
    func linkOut() throws {
        let project = try Project()
        let outside = try TemporaryFolder()
        let copy = try outside.write("same.png", "PNG")
        #expect(symlink(copy, project.evidencePath) == 0)
        try project.expectEveryCommandFinishes(saying: "is a symbolic link (to \(copy)), not a file")
    }
}
