import Foundation
import Testing

private let bash = ["/bin/bash", "/usr/bin/bash"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// `scripts/field-test` run on the built binary: the whole journey from several folders and
/// path spellings, then hostile files (see the script). Every check it makes is one line; a
/// failed one is shown here.
@Suite("Field test")
struct FieldTests {
    @Test(
        "the journey holds from every folder and spelling, and hostile input never crashes or hangs",
        .enabled(if: bash != nil, "bash not found: the field test is a bash script"))
    func journey() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/field-test").path
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        environment["NO_COLOR"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        let process = try ChildProcess(bash!, [script, try BuiltBinary.stepwise()], environment: environment, directory: NSTemporaryDirectory())
        process.closeInput()
        let status = process.waitForExit(timeout: 240)
        let failures = process.output.split(separator: "\n").filter { $0.hasPrefix("FAILED") }
        #expect(status == 0, "field test: \(failures.joined(separator: "\n"))\n\(process.output.suffix(2000))")
        #expect(process.output.contains(" passed, 0 failed"))
    }
}
