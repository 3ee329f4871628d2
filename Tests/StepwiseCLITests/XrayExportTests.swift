import Foundation
import StepwiseCLI
import Testing

/// Planned on iOS only: a tagged scenario, an untagged one and an untagged outline of two rows.
private let checkout = """
    @ios
    Feature: Checkout

      @TEST_DEMO-7
      Scenario: Pay
        When I pay

      Scenario: Cancel
        When I cancel

      Scenario Outline: Coupon
        When I enter <code>

        Examples:
          | code  |
          | SAVE5 |
          | BOGUS |

    """

@Suite("stepwise export --format xray: project, outline rows, test type and users")
struct XrayExportTests {
    let folder: TemporaryFolder
    let features: String
    let results: String

    /// Ann passes Pay and the first coupon row; Bo fails the second row; Cancel is untested.
    init() throws {
        folder = try TemporaryFolder()
        _ = try folder.write("features/checkout.feature", checkout)
        features = folder.path + "/features"
        results = folder.path + "/results"
        let plan = try RecordedSessions.plan([features])
        let rows = plan.filter { $0.name == "Coupon" }
        try #require(rows.count == 2)
        let pay = try #require(plan.first { $0.name == "Pay" })
        try RecordedSessions.write(
            folder: results, session: "s1", tester: "Ann Lee", [(pay.id, pay.hash, "passed"), (rows[0].id, rows[0].hash, "passed")])
        try RecordedSessions.write(folder: results, session: "s2", tester: "Bo", [(rows[1].id, rows[1].hash, "failed")])
    }

    private func export(_ extra: [String]) -> (status: Int32, out: String, err: String) {
        run(["export", "--format", "xray", "--results", results] + extra + [features])
    }

    private func tests(_ out: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        return try #require(document["tests"] as? [[String: Any]])
    }

    @Test("without a project, Xray's import would fail: exit 2 with one line saying what to pass, and no file written")
    func missingProject() throws {
        let out = folder.path + "/xray.json"
        let both = export(["--out", out])
        #expect(both.status == 2)
        #expect(both.out.isEmpty)
        #expect(
            both.err == "stepwise export: error: Xray needs a Jira project to create the Test Execution and the tests of the 2 scenarios "
                + "with no Jira key tag: pass --project KEY, or --test-execution KEY and tag each scenario with its test (@TEST_DEMO-7)\n",
            "\(both.err)")
        #expect(!FileManager.default.fileExists(atPath: out))

        let tests = export(["--test-execution", "DEMO-1200"])
        #expect(tests.status == 2)
        #expect(tests.err.contains("Xray needs a Jira project for the 2 scenarios with no Jira key tag (it creates their tests): pass --project KEY"))

        let written = export(["--project", "DEMO", "--out", out])
        #expect(written.status == 0, "\(written.err)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test("an outline's rows are one test with a status per row, read from the feature file")
    func outlineRows() throws {
        let exported = export(["--project", "DEMO"])
        #expect(exported.status == 0, "\(exported.err)")
        let tests = try tests(exported.out)
        #expect(tests.count == 3)
        let coupon = try #require(tests.first { ($0["testInfo"] as? [String: Any])?["summary"] as? String == "Checkout: Coupon" })
        #expect(coupon["examples"] as? [String] == ["PASSED", "FAILED"])
        #expect(coupon["status"] as? String == "FAILED")
        #expect(coupon["executedBy"] as? String == "Bo", "the latest verdict's tester")
        #expect((coupon["comment"] as? String)?.contains("Example at line 17 (code = BOGUS): failed") == true, "\(coupon["comment"] ?? "")")
        let scenario = (coupon["testInfo"] as? [String: Any])?["scenario"] as? String
        #expect(scenario == "When I enter <code>\n\nExamples:\n  | code |\n  | SAVE5 |\n  | BOGUS |")
        #expect(tests.allSatisfy { $0["steps"] == nil }, "Cucumber tests carry no steps")
    }

    @Test("--xray-test-type manual: Manual tests with their steps, an outline's rows as iterations; another type is a usage error")
    func manual() throws {
        let exported = export(["--project", "DEMO", "--xray-test-type", "manual", "--xray", "server"])
        #expect(exported.status == 0, "\(exported.err)")
        let tests = try tests(exported.out)
        let pay = try #require(tests.first { $0["testKey"] as? String == "DEMO-7" })
        #expect((pay["steps"] as? [[String: Any]])?.count == 1, "a result per step")
        #expect(pay["status"] as? String == "PASS")
        let coupon = try #require(tests.first { $0["iterations"] != nil })
        #expect((coupon["iterations"] as? [[String: Any]])?.map { $0["status"] as? String } == ["PASS", "FAIL"])
        #expect((coupon["testInfo"] as? [String: Any])?["testType"] as? String == "Manual")

        let wrong = export(["--project", "DEMO", "--xray-test-type", "generic"])
        #expect(wrong.status == 2)
        #expect(wrong.err.hasPrefix("stepwise export: error: --xray-test-type must be cucumber or manual\n"))
    }

    @Test("--xray-users maps testers to Jira users; a tester it leaves out, a bad file or a missing one is one error line")
    func users() throws {
        let users = try folder.write("users.json", #"{"Ann Lee": "5b10ac8d82e05b22cc7d4ef5", "Bo": "557058:bo"}"#)
        let exported = export(["--project", "DEMO", "--xray-users", users])
        #expect(exported.status == 0, "\(exported.err)")
        let tests = try tests(exported.out)
        #expect(tests.first { $0["testKey"] as? String == "DEMO-7" }?["executedBy"] as? String == "5b10ac8d82e05b22cc7d4ef5")
        #expect(tests.first { $0["examples"] != nil }?["executedBy"] as? String == "557058:bo")

        let partial = try folder.write("partial.json", #"{"Cy": "cy"}"#)
        let unmapped = export(["--project", "DEMO", "--xray-users", partial, "--out", folder.path + "/x.json"])
        #expect(unmapped.status == 2)
        #expect(
            unmapped.err == "stepwise export: error: \(partial) gives no Jira user for the testers \"Ann Lee\", \"Bo\": "
                + "add each name as recorded with its account id (Cloud) or user name (Server)\n", "\(unmapped.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.json"))

        let bad = try folder.write("bad.json", "{\n  \"Ann Lee\": 42\n}\n")
        let badRun = export(["--project", "DEMO", "--xray-users", bad])
        #expect(badRun.status == 2)
        #expect(badRun.err == "\(bad):2:14: error: the Jira user for \"Ann Lee\" is not a string (an account id or user name)\n", "\(badRun.err)")

        let broken = try folder.write("broken.json", "{\"Ann Lee\": \"x\"")
        #expect(export(["--project", "DEMO", "--xray-users", broken]).err.hasPrefix("\(broken):1:16: error: not valid JSON: "))

        let missing = export(["--project", "DEMO", "--xray-users", folder.path + "/none.json"])
        #expect(missing.status == 2)
        #expect(missing.err == "\(folder.path)/none.json: error: no such file; --xray-users names a JSON file of testers' Jira users\n")

        let other = run(["export", "--format", "csv", "--results", results, "--xray-users", users, features])
        #expect(other.status == 2)
        #expect(other.err.contains("--xray-users is for --format xray"))
    }

    /// A session that tested nothing of this export (another platform's scenarios, as
    /// `--platform ios` leaves out) is no part of the Test Execution: its tester needs no Jira
    /// user, and its times are not the execution's dates.
    @Test("testers of sessions that tested none of the exported scenarios need no Jira user")
    func otherSessionsLeftOut() throws {
        try RecordedSessions.write(folder: results, session: "s3", tester: "Cy", [("some-android-scenario", "hash", "passed")])
        let users = try folder.write("users.json", #"{"Ann Lee": "5b10ac8d82e05b22cc7d4ef5", "Bo": "557058:bo"}"#)
        let exported = export(["--project", "DEMO", "--xray-users", users])
        #expect(exported.status == 0, "\(exported.err)")
        #expect(!exported.out.contains("Cy"), "\(exported.out)")
    }
}
