import Foundation
import Testing

/// A sign-off stopped while ssh-keygen signs (SIGTERM, SIGKILL, a closed laptop): nothing was
/// signed off, so nothing may read as a sign-off, and nothing may read as tampering either.
@Suite("An interrupted sign-off")
struct InterruptedSignOffTests {
    /// SIGKILL, which no parent can have set to be ignored (a test runner may ignore SIGTERM,
    /// and an ignored signal stays ignored in its children); SIGTERM leaves the same state.
    @Test("killed while signing: verify and status --check pass, say what was left and how it clears; the next sign-off clears it")
    func killedWhileSigning() throws {
        let signal = "KILL"
        let folder = try TemporaryFolder()
        try folder.write("features/f.feature", "Feature: F\n  Scenario: S\n    Given one\n")
        let stepwise = try BuiltBinary.stepwise()
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        func exec(_ arguments: [String], path: String? = nil) throws -> (status: Int32?, output: String) {
            var environment = environment
            if let path { environment["PATH"] = path }
            let process = try ChildProcess(stepwise, arguments, environment: environment, directory: folder.path)
            process.closeInput()
            return (process.waitForExit(timeout: 60), process.output)
        }
        try folder.write("answers", "p\n")
        #expect(try exec(["run", "features", "--tester", "Ann", "--answers", "answers"]).status == 0)
        try folder.write("key", "not read by the fake ssh-keygen")
        // An ssh-keygen that writes its signature, then the signer's process is stopped.
        let bin = folder.path + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let fake = bin + "/ssh-keygen"
        try "#!/bin/sh\nfor last; do :; done\necho sig > \"$last.sig\"\nkill -\(signal) $PPID\nsleep 5\n".write(
            toFile: fake, atomically: true, encoding: .utf8)
        chmod(fake, 0o755)
        let signing = try exec(
            ["signoff", "--signer", "ann", "--role", "tester", "--meaning", "executed", "--key", "key", "features"],
            path: bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin"))
        #expect(signing.status != 0)
        let verified = try exec(["verify"])
        #expect(verified.status == 0, "\(verified.output)")
        #expect(verified.output.contains("stopped before it was recorded, so nothing was signed off"), "\(verified.output)")
        #expect(!verified.output.contains("has no record"), "\(verified.output)")
        let status = try exec(["status", "features", "--check"])
        #expect(status.status == 0, "\(status.output)")
        // The next sign-off tidies what was left.
        let next = try exec(["signoff", "--signer", "ann", "--role", "tester", "--meaning", "executed", "features"])
        #expect(next.status == 0, "\(next.output)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/results/signoffs")
        #expect(!names.contains { $0.contains(".pending") }, "\(names)")
        let again = try exec(["verify"])
        #expect(again.status == 0 && !again.output.contains("stopped before"), "\(again.output)")
    }
}
