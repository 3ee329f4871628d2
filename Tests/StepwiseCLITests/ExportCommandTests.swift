import Foundation
import StepwiseCLI
import Testing

/// Native: planned on ios and android; the keyboard scenario names its Xray test.
private let toggle = """
    @native
    Feature: Toggle

      @TEST_DEMO-7
      Scenario: Keyboard
        When I press TAB

      Scenario: Gestures
        When I swipe

    """

@Suite("stepwise export --format xray")
struct ExportCommandTests {
    let folder: TemporaryFolder
    let features: String
    let results: String

    init() throws {
        folder = try TemporaryFolder()
        _ = try folder.write("features/toggle.feature", toggle)
        features = folder.path + "/features"
        results = folder.path + "/results"
        let ios = try RecordedSessions.plan([features, "--platform", "ios"])
        try RecordedSessions.write(
            folder: results, session: "s1", tester: "Ann",
            ios.map { ($0.id, $0.hash, $0.name == "Keyboard" ? "passed" : "failed") })
    }

    private func export(_ extra: [String]) -> (status: Int32, out: String, err: String) {
        run(["export", "--format", "xray", "--results", results] + extra + [features])
    }

    @Test("one platform: a test per scenario, the tagged one by its key, statuses in the flavour's words, options in info")
    func onePlatform() throws {
        let cloud = export([
            "--platform", "ios", "--test-execution", "DEMO-1200", "--test-plan", "DEMO-1000", "--project", "DEMO", "--summary", "RC2 on iOS",
        ])
        #expect(cloud.status == 0, "\(cloud.err)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(cloud.out.utf8)) as? [String: Any])
        #expect(document["testExecutionKey"] as? String == "DEMO-1200")
        let info = try #require(document["info"] as? [String: Any])
        #expect(info["testPlanKey"] as? String == "DEMO-1000")
        #expect(info["summary"] as? String == "RC2 on iOS")
        #expect(info["testEnvironments"] as? [String] == ["iOS"])
        #expect(info["user"] as? String == "Ann")
        let tests = try #require(document["tests"] as? [[String: Any]])
        #expect(tests.count == 2)
        #expect(tests[0]["testKey"] as? String == "DEMO-7")
        #expect(tests[0]["status"] as? String == "PASSED")
        #expect(tests[0]["executedBy"] as? String == "Ann")
        #expect(tests[1]["testKey"] == nil)
        #expect((tests[1]["testInfo"] as? [String: Any])?["summary"] as? String == "Toggle: Gestures")
        #expect(tests[1]["status"] as? String == "FAILED")

        let server = export(["--platform", "ios", "--xray", "server", "--project", "DEMO"])
        #expect(server.status == 0)
        #expect(server.out.contains(#""status":"PASS""#) && server.out.contains(#""status":"FAIL""#))
        #expect(!server.out.contains(#""status":"PASSED""#))
    }

    @Test("several platforms are refused: a Test Execution holds one result per test")
    func severalPlatforms() {
        let both = export([])
        #expect(both.status == 2)
        #expect(both.err.contains("an Xray Test Execution holds one result per test, and this plan has scenarios on android, ios"))
        #expect(both.err.contains("--platform P"))
        #expect(both.out.isEmpty)
    }

    @Test("an unknown flavour, or an Xray option with another format, is a usage error")
    func usage() {
        #expect(export(["--platform", "ios", "--xray", "onprem", "--project", "DEMO"]).status == 2)
        let markdown = run(["export", "--format", "markdown", "--results", results, "--test-plan", "DEMO-1000", features])
        #expect(markdown.status == 2)
        #expect(markdown.err.contains("--test-plan is for --format xray"))
    }
}
