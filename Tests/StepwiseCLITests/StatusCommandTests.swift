import Foundation
import JSON
import Ledger
import Paths
import StepwiseCLI
import Testing

/// Native: planned on ios and android.
private let toggle = """
    @native
    Feature: Toggle

      Scenario: Keyboard
        When I press TAB

      Scenario: Gestures
        When I swipe

    """

/// Web: planned on desktop and mobile-web.
private let link = """
    @web
    Feature: Link

      Scenario: Focus
        When I press TAB

      Scenario: Name
        Then I hear its name

    """

@Suite("stepwise status")
struct StatusCommandTests {
    let folder: TemporaryFolder
    let features: String
    let results: String

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", toggle)
        try folder.write("features/web/link.feature", link)
        features = folder.path + "/features"
        results = folder.path + "/results"
    }

    /// Today's plan, from `plan --format json`: the ids sessions record verdicts against.
    private func plan(_ extra: [String] = []) throws -> [PlannedScenarioJSON] {
        try RecordedSessions.plan([features] + extra)
    }

    /// A session of `tester`'s: each scenario with its verdict, and a content hash other than
    /// today's where one is given.
    private func session(_ id: String, tester: String, _ verdicts: [(PlannedScenarioJSON, String, String?)]) throws {
        try RecordedSessions.write(folder: results, session: id, tester: tester, verdicts.map { ($0.0.id, $0.2 ?? $0.0.hash, $0.1) })
    }

    private func find(_ plan: [PlannedScenarioJSON], _ name: String, _ platform: String) -> PlannedScenarioJSON {
        plan.first { $0.name == name && $0.platform == platform }!
    }

    /// Every state once: a conflict on toggle/ios, a stale pass and an untested scenario on
    /// toggle/android, passed and blocked on link/desktop, skipped and not applicable on
    /// link/mobile-web.
    private func recordMixedResults() throws -> [PlannedScenarioJSON] {
        let plan = try plan()
        #expect(plan.count == 8)
        try session(
            "s1", tester: "Ann",
            [
                (find(plan, "Keyboard", "ios"), "passed", nil), (find(plan, "Gestures", "ios"), "failed", nil),
                (find(plan, "Focus", "desktop"), "passed", nil), (find(plan, "Name", "desktop"), "blocked", nil),
                (find(plan, "Focus", "mobile-web"), "notApplicable", nil), (find(plan, "Name", "mobile-web"), "skipped", nil),
            ])
        try session(
            "s2", tester: "Bo",
            [(find(plan, "Gestures", "ios"), "passed", nil), (find(plan, "Keyboard", "android"), "passed", "steps as they were")])
        return plan
    }

    @Test("text: one line per feature and platform, counting every state, stale and conflicts, then the totals")
    func text() throws {
        let plan = try recordMixedResults()
        let toggleURI = find(plan, "Keyboard", "ios").uri
        let linkURI = find(plan, "Focus", "desktop").uri
        let status = run(["status", features, "--results", results])
        #expect(status.status == 0)
        #expect(status.err == "")
        #expect(
            status.out == """
                \(toggleURI) on ios: 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested, 0 stale, 1 conflict
                \(toggleURI) on android: 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 1 stale, 0 conflicts
                \(linkURI) on desktop: 1 passed, 0 failed, 1 blocked, 0 skipped, 0 not applicable, 0 untested, 0 stale, 0 conflicts
                \(linkURI) on mobile-web: 0 passed, 0 failed, 0 blocked, 1 skipped, 1 not applicable, 0 untested, 0 stale, 0 conflicts
                Total: 3 passed, 0 failed, 1 blocked, 1 skipped, 1 not applicable, 1 untested, 1 stale, 1 conflict

                """)
    }

    @Test("json: features with uri, platform and each count; totals with the same counts")
    func json() throws {
        let plan = try recordMixedResults()
        let status = run(["status", features, "--results", results, "--format", "json"])
        #expect(status.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(status.out.utf8)) as! [String: Any]
        #expect(Set(object.keys) == ["features", "totals"])
        let countKeys: Set<String> = ["passed", "failed", "blocked", "skipped", "notApplicable", "untested", "stale", "conflicts"]
        let rows = object["features"] as! [[String: Any]]
        #expect(rows.count == 4)
        for row in rows { #expect(Set(row.keys) == countKeys.union(["uri", "platform"])) }
        let android = rows.first { $0["platform"] as? String == "android" }!
        #expect(android["uri"] as? String == find(plan, "Keyboard", "android").uri)
        #expect(android["passed"] as? Int == 1)
        #expect(android["stale"] as? Int == 1)
        #expect(android["untested"] as? Int == 1)
        let ios = rows.first { $0["platform"] as? String == "ios" }!
        #expect(ios["conflicts"] as? Int == 1)
        #expect(ios["passed"] as? Int == 1)
        let totals = object["totals"] as! [String: Any]
        #expect(Set(totals.keys) == countKeys)
        #expect(
            totals as? [String: Int] == [
                "passed": 3, "failed": 0, "blocked": 1, "skipped": 1, "notApplicable": 1, "untested": 1, "stale": 1, "conflicts": 1,
            ])
    }

    @Test("--platform: every feature is planned on the named platforms only, and counted there")
    func platformFilter() throws {
        let plan = try recordMixedResults()
        let toggleURI = find(plan, "Keyboard", "ios").uri
        let linkURI = find(plan, "Focus", "desktop").uri
        let status = run(["status", features, "--results", results, "--platform", "android"])
        #expect(status.status == 0)
        // --platform only narrows: the web feature is not planned on android at all.
        #expect(
            status.out == """
                \(toggleURI) on android: 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 1 stale, 0 conflicts
                Total: 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 1 stale, 0 conflicts

                """)
        #expect(!status.out.contains(linkURI))
    }

    @Test("--check: exit 0 and a line saying so when every planned scenario has a current pass")
    func checkHolds() throws {
        let plan = try plan()
        try session("s1", tester: "Ann", plan.map { ($0, "passed", nil) })
        let status = run(["status", features, "--results", results, "--check"])
        #expect(status.status == 0)
        #expect(
            status.out.hasSuffix(
                "Total: 8 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested, 0 stale, 0 conflicts\ncheck passed: all 8 planned scenarios have a current passing verdict\n"
            ))
        // Without --check the same results print no verdict line.
        #expect(!run(["status", features, "--results", results]).out.contains("check"))
    }

    @Test("--check: exit 1 when a scenario is untested, failed, stale or in conflict, even if every verdict is a pass")
    func checkFails() throws {
        _ = try recordMixedResults()
        let mixed = run(["status", features, "--results", results, "--check"])
        #expect(mixed.status == 1)
        // Only link/desktop Focus and toggle/ios Keyboard pass and hold.
        #expect(mixed.out.hasSuffix("check failed: 6 of 8 planned scenarios have no current passing verdict\n"))

        // Every verdict a pass, but one given to steps the plan no longer has: not done.
        let plan = try plan()
        let staleOnly = try TemporaryFolder()
        try RecordedSessions.write(
            folder: staleOnly.path, session: "s", tester: "Ann",
            plan.map { ($0.id, $0.name == "Gestures" && $0.platform == "ios" ? "older steps" : $0.hash, "passed") })
        let stale = run(["status", features, "--results", staleOnly.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.out.contains(", 1 stale, "))
        #expect(stale.out.hasSuffix("check failed: 1 of 8 planned scenarios has no current passing verdict\n"))
    }

    @Test("--check with --platform gates only the selected platforms")
    func checkOnePlatform() throws {
        // Planned on ios only (the web feature is not planned there): those two passes are all the gate asks.
        let plan = try plan(["--platform", "ios"])
        #expect(plan.count == 2)
        try session("s1", tester: "Ann", plan.map { ($0, "passed", nil) })
        let ios = run(["status", features, "--results", results, "--platform", "ios", "--check"])
        #expect(ios.status == 0)
        #expect(ios.out.hasSuffix("check passed: all 2 planned scenarios have a current passing verdict\n"))
        #expect(run(["status", features, "--results", results, "--check"]).status == 1)
    }

    @Test("--check --format json: standard output stays JSON, the verdict goes to standard error")
    func checkJSON() throws {
        _ = try recordMixedResults()
        let status = run(["status", features, "--results", results, "--check", "--format", "json"])
        #expect(status.status == 1)
        #expect(try JSONSerialization.jsonObject(with: Data(status.out.utf8)) is [String: Any])
        #expect(status.err == "check failed: 6 of 8 planned scenarios have no current passing verdict\n")
    }

    @Test("--check fails when a feature does not parse or a ledger does not verify, whatever the counts")
    func checkUntrustworthy() throws {
        let plan = try plan()
        try session("s1", tester: "Ann", plan.map { ($0, "passed", nil) })
        #expect(run(["status", features, "--results", results, "--check"]).status == 0)

        try folder.write("features/broken.feature", "nonsense\nFeature: Broken\n")
        let broken = run(["status", features, "--results", results, "--check"])
        #expect(broken.status == 1)
        #expect(broken.err.contains("broken.feature:1:1: error: expected: "))
        #expect(broken.out.hasSuffix("check failed: 1 Gherkin error; the scenarios of those features are not planned\n"))
        try FileManager.default.removeItem(atPath: features + "/broken.feature")

        // An edited first line breaks the chain but leaves every verdict readable, so only
        // the ledger can fail the check.
        let ledger = results + "/s1.jsonl"
        let text = try String(contentsOfFile: ledger, encoding: .utf8)
        try text.replacingOccurrences(of: #""tester":"Ann""#, with: #""tester":"Anne""#)
            .write(toFile: ledger, atomically: true, encoding: .utf8)
        let damaged = run(["status", features, "--results", results, "--check"])
        #expect(damaged.status == 1)
        #expect(damaged.err.contains("s1.jsonl: warning: line 1: edited"))
        #expect(damaged.out.contains(", 0 untested, "))
        // The hint names the command as this process was run (here, the test build: `swift run stepwise`).
        #expect(damaged.out.hasSuffix("\ncheck failed: 1 session ledger does not verify; run '\(ProgramPath.command) verify'\n"))
    }

    @Test("at catalog scale: what has results first, the failure at the top, the untested features one line per folder; JSON keeps every feature")
    func catalogScale() throws {
        let project = try CatalogScaleProject()
        let native = project.folder("scale-native")
        let web = project.folder("scale-web")
        let link = project.uri("scale-link.feature")
        let toggle = project.uri("scale-toggle.feature")
        let status = run(["status", project.features, "--results", project.results])
        #expect(status.status == 0)
        #expect(
            status.out == """
                \(link) on desktop: 0 passed, 1 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 0 stale, 0 conflicts
                \(toggle) on ios: 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 0 stale, 0 conflicts
                \(toggle) on android: 0 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 2 untested, 0 stale, 0 conflicts
                \(link) on mobile-web: 0 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 2 untested, 0 stale, 0 conflicts
                \(native): 6 features with no results yet, 24 untested (12 on ios and 12 on android)
                \(web): 6 features with no results yet, 24 untested (12 on desktop and 12 on mobile-web)
                Total: 1 passed, 1 failed, 0 blocked, 0 skipped, 0 not applicable, 54 untested, 0 stale, 0 conflicts

                """, "\(status.out)")
        // Folding is how the text reads: the JSON has every feature on every platform.
        let json = run(["status", project.features, "--results", project.results, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [String: Any]
        let rows = object["features"] as! [[String: Any]]
        #expect(rows.count == 14 * 2)
        #expect(Set(rows.map { $0["uri"] as! String }).count == 14)
        #expect((object["totals"] as! [String: Int])["untested"] == 54)
        // The gate counts every planned scenario, folded or not.
        let check = run(["status", project.features, "--results", project.results, "--check"])
        #expect(check.status == 1)
        #expect(check.out.hasSuffix("check failed: 55 of 56 planned scenarios have no current passing verdict\n"))
    }

    @Test("usage errors are exit status 2")
    func usage() {
        #expect(run(["status", features, "--format", "xml"]).status == 2)
        #expect(run(["status", features, "--results"]).status == 2)
        #expect(run(["status", features, "--results", folder.path + "/nothing"]).status == 2)
        #expect(run(["status", features, "--bogus"]).status == 2)
        #expect(run(["status", features, "--platform", "toaster"]).status == 2)
        let help = run(["status", "--help"])
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("usage: stepwise status [PATH...]"))
    }
}
