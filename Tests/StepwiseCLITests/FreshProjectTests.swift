import Foundation
import Testing

/// A project before its first session: no `results/` folder yet. Status and verify answer
/// (everything untested; nothing to verify) rather than fail, while a folder someone named
/// that does not exist is still an error (a typo must not read as "nothing tested").
@Suite("A project before its first session")
struct FreshProjectTests {
    private func stepwise(_ arguments: [String], in folder: TemporaryFolder) throws -> (status: Int32?, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        let process = try ChildProcess(try BuiltBinary.stepwise(), arguments, environment: environment, directory: folder.path)
        process.closeInput()
        return (process.waitForExit(), process.output)
    }

    @Test("status shows every scenario untested, --check fails, verify has nothing to verify; a named missing folder is an error")
    func noResultsYet() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("features/toggle.feature", "Feature: Toggle\n  Scenario: Keyboard\n    When I press TAB\n")
        let status = try stepwise(["status", "features"], in: folder)
        #expect(status.status == 0, "\(status.output)")
        #expect(status.output.contains("results: no results yet; every planned scenario is untested"))
        #expect(status.output.contains("Total: 0 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested"))
        #expect(try stepwise(["status", "features", "--check"], in: folder).status == 1)
        let verify = try stepwise(["verify"], in: folder)
        #expect(verify.status == 0)
        #expect(verify.output.contains("0 sessions, 0 with problems"))
        #expect(try stepwise(["status", "features", "--results", "typo"], in: folder).status == 2)
        #expect(try stepwise(["verify", "--results", "typo"], in: folder).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/results"), "reading created the results folder")
    }
}
