import Foundation
import Gherkin
import Ledger
import TestPlan
import Testing

@testable import Reports

private typealias Object = [String: Any]

private let cloud = XrayReport.Options(flavour: .cloud)
private let server = XrayReport.Options(flavour: .server)
private let manualCloud = XrayReport.Options(flavour: .cloud, testType: .manual)
private let manualServer = XrayReport.Options(flavour: .server, testType: .manual)

/// The document, parsed by Foundation's reader: what Xray gets is whatever a strict JSON
/// reader makes of it, not what we meant to write.
private func document(_ report: Report, _ options: XrayReport.Options) throws -> Object {
    let text = XrayReport.render(report, options: options)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? Object)
}

private func tests(_ document: Object) -> [Object] { document["tests"] as? [Object] ?? [] }
private func info(_ document: Object) -> Object { document["info"] as? Object ?? [:] }
private func steps(_ test: Object) -> [Object] { test["steps"] as? [Object] ?? [] }
private func iterations(_ test: Object) -> [Object] { test["iterations"] as? [Object] ?? [] }
private func comment(_ object: Object) -> String { object["comment"] as? String ?? "" }
/// A test's step by position, empty when there is none: a missing step fails an expectation
/// instead of crashing the run.
private func step(_ test: Object, _ index: Int) -> Object {
    let all = steps(test)
    return all.indices.contains(index) ? all[index] : [:]
}

/// Where a planned scenario's test is in `tests`: an outline's rows share one.
private func testIndex(_ report: Report, scenario index: Int) -> Int {
    let wanted = report.scenarios[index].planned
    let entries = XrayTestEntry.entries(report)
    return entries.firstIndex { $0.rows.contains { $0.planned.id == wanted.id && $0.planned.platform == wanted.platform } } ?? entries.count
}

/// The fixture's test for a scenario, after checking the fixture still gives it the state the
/// test is about: a changed fixture should fail here, not pass a test that no longer tests it.
private func test(
    _ document: Object, _ report: Report, _ name: String, _ platform: String, row: Int = 0, state: ScenarioResult.State
) throws -> Object {
    let index = ReportFixtures.index(report, name, platform, row: row)
    try #require(report.scenarios[index].state == state, "the fixture's \(name) on \(platform) is \(report.scenarios[index].state)")
    try #require(tests(document).count == XrayTestEntry.entries(report).count)
    let at = testIndex(report, scenario: index)
    try #require(tests(document).indices.contains(at))
    return tests(document)[at]
}

/// A plan with Xray key tags, and none on one scenario, with nothing tested: one feature and no
/// platform tag, so every scenario is planned once on the unnamed platform.
private func taggedReport() -> Report {
    let uri = "features/keys.feature"
    let text = """
        @REQ_DEMO-1
        Feature: Keys "quoted" </script>

          @TEST_DEMO-7
          Scenario: Prefixed
            Given a

          @DEMO-8 @smoke
          Scenario: Bare
            Given b

          @demo-9 @DEMO- @PRECOND_DEMO-2
          Scenario: Untagged
            Given a table:
              | x | y\\|z | back\\\\slash |
            And a doc string:
              \"\"\"
              doc with \\"\\"\\" inside
              second line
              \"\"\"
            Then done

        """
    let ids = IdGenerator()
    guard case .success(let parsed) = GherkinParser.parse(text, uri: uri, ids: ids) else { fatalError("the tagged feature does not parse") }
    let plan = Planner.plan(
        [PlanSource(uri: uri, document: parsed, pickles: PickleCompiler(ids: ids).compile(parsed, uri: uri))],
        library: StepLibrary(definitions: []), selection: PlanSelection()
    ).scenarios
    return ReportBuilder.build(plan: plan, sessions: [], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
}

/// The pickle steps of some Gherkin steps, put in a scenario of their own and parsed.
private func reparsed(_ steps: String) throws -> [PickleStep] {
    let indented = steps.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    let text = "Feature: F\n  Scenario: S\n" + indented + "\n"
    let ids = IdGenerator()
    guard case .success(let parsed) = GherkinParser.parse(text, uri: "x.feature", ids: ids) else {
        Issue.record("the scenario text does not parse as Gherkin:\n\(text)")
        return []
    }
    return try #require(PickleCompiler(ids: ids).compile(parsed, uri: "x.feature").first).steps
}

/// The comment's lines, for checking one whole line rather than a fragment of one.
private func commentLines(_ test: Object) -> [String] { comment(test).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

@Suite("Xray JSON")
struct XrayReportTests {
    let report = ReportFixtures.report()

    @Test("one test per planned scenario and one per outline, in plan order, with the platforms as the execution's test environments")
    func oneTestPerScenario() throws {
        for options in [cloud, server, manualCloud] {
            let document = try document(report, options)
            // Two outline rows on each platform are one test each.
            #expect(tests(document).count == report.scenarios.count - 2)
            #expect(info(document)["testEnvironments"] as? [String] == ["iOS", "Android"])
            for (test, entry) in zip(tests(document), XrayTestEntry.entries(report)) {
                let platform = entry.first.planned.platform == "ios" ? "iOS" : "Android"
                #expect(comment(test).hasPrefix("Platform: \(platform)"), "\(comment(test))")
            }
        }
    }

    @Test("every state maps to the flavour's status words", arguments: XrayReport.Options.Flavour.allCases)
    func statusWords(flavour: XrayReport.Options.Flavour) throws {
        let document = try document(report, XrayReport.Options(flavour: flavour))
        let cloudWords = flavour == .cloud
        func status(_ name: String, _ platform: String, row: Int = 0, _ state: ScenarioResult.State) throws -> String? {
            try test(document, report, name, platform, row: row, state: state)["status"] as? String
        }
        #expect(try status(ReportFixtures.formulaScenario, "android", .passed) == (cloudWords ? "PASSED" : "PASS"))
        #expect(try status(ReportFixtures.formulaScenario, "ios", .failed) == (cloudWords ? "FAILED" : "FAIL"))
        #expect(try status("Table and doc string", "ios", .conflict) == (cloudWords ? "FAILED" : "FAIL"))
        #expect(try status(ReportFixtures.outlineName, "ios", .blocked) == (cloudWords ? "BLOCKED" : "ABORTED"), "a blocked row and a skipped one")
        #expect(try status("Not for this platform", "ios", .notApplicable) == "TODO")
        #expect(try status("Never tested", "ios", .untested) == "TODO")

        let allowed: Set<String> =
            cloudWords ? ["PASSED", "FAILED", "TODO", "EXECUTING", "BLOCKED"] : ["PASS", "FAIL", "TODO", "EXECUTING", "ABORTED"]
        for test in tests(document) {
            #expect(allowed.contains(test["status"] as? String ?? "none"))
            for example in test["examples"] as? [String] ?? [] { #expect(allowed.contains(example)) }
        }
    }

    @Test("an outline's rows are one test: a status per row in row order, the roll-up as its status, every row in its comment")
    func outlineRows() throws {
        for options in [cloud, server] {
            let document = try document(report, options)
            let ios = try test(document, report, ReportFixtures.outlineName, "ios", state: .blocked)
            #expect(try test(document, report, ReportFixtures.outlineName, "ios", row: 1, state: .skipped) as NSDictionary == ios as NSDictionary)
            // Blocked is no status Xray's schema allows an example: the comment says it.
            #expect(ios["examples"] as? [String] == ["TODO", "TODO"])
            #expect(ios["steps"] == nil && ios["iterations"] == nil, "a Cucumber test's run has examples only")
            let lines = commentLines(ios)
            let rowOne = try #require(lines.firstIndex(of: "Example at line 16 (row = one): blocked"), "\(lines)")
            let rowTwo = try #require(lines.firstIndex(of: "Example at line 17 (row = two): skipped"), "\(lines)")
            #expect(rowOne < rowTwo)
            #expect(lines[rowOne + 1] == "  BLOCKED: -2+3 <no device>")
            #expect(lines[rowTwo + 1] == "  SKIPPED: @SUM(1) skipped")
            #expect(lines.contains("  Steps: 2 blocked."))
            #expect(lines.filter { $0.hasPrefix("  Tested by Ann \"QA\" <ann@example.com>") }.count == 2)

            let android = try test(document, report, ReportFixtures.outlineName, "android", state: .passed)
            let pass = options.flavour == .cloud ? "PASSED" : "PASS"
            #expect(android["examples"] as? [String] == [pass, "TODO"])
            #expect(android["status"] as? String == "TODO", "one row passed and one was never run: not a pass")
            #expect(commentLines(android).contains("Example at line 17 (row = two): untested"))
            #expect(commentLines(android).contains("  Stale: this verdict was given to older steps than the plan has now."))
        }
    }

    @Test("an outline's status rolls its rows up: any failed, else any blocked, else all passed, else TODO")
    func rollUp() throws {
        let rows = [
            ReportFixtures.index(report, ReportFixtures.outlineName, "ios"), ReportFixtures.index(report, ReportFixtures.outlineName, "ios", row: 1),
        ]
        let cases: [([ScenarioResult.State], String, [String])] = [
            ([.passed, .passed], "PASSED", ["PASSED", "PASSED"]),
            ([.passed, .failed], "FAILED", ["PASSED", "FAILED"]),
            ([.blocked, .conflict], "FAILED", ["TODO", "FAILED"]),
            ([.blocked, .passed], "BLOCKED", ["TODO", "PASSED"]),
            ([.passed, .notApplicable], "TODO", ["PASSED", "TODO"]),
            ([.untested, .untested], "TODO", ["TODO", "TODO"]),
        ]
        for (states, status, examples) in cases {
            var changed = report
            for (row, state) in zip(rows, states) { changed.scenarios[row].state = state }
            let test = tests(try document(changed, cloud))[testIndex(changed, scenario: rows[0])]
            #expect(test["status"] as? String == status, "\(states)")
            #expect(test["examples"] as? [String] == examples, "\(states)")
        }
    }

    @Test("without the feature text, each planned scenario is a test of its own")
    func withoutSources() throws {
        let bare = ReportFixtures.report(withSources: false)
        let document = try document(bare, cloud)
        #expect(tests(document).count == bare.scenarios.count)
        #expect(tests(document).allSatisfy { $0["examples"] == nil && $0["steps"] == nil })
        let skipped = tests(document)[ReportFixtures.index(bare, ReportFixtures.outlineName, "ios", row: 1)]
        #expect(skipped["status"] as? String == "TODO")
        #expect(comment(skipped).contains("SKIPPED: @SUM(1) skipped"))
    }

    @Test("a Cucumber test carries no steps: each step that is not a plain pass is a line of its comment, with a count of outcomes")
    func cucumberSteps() throws {
        let document = try document(report, cloud)
        #expect(tests(document).allSatisfy { $0["steps"] == nil })
        let failed = try test(document, report, ReportFixtures.formulaScenario, "ios", state: .failed)
        let lines = commentLines(failed)
        #expect(lines.contains("Steps: 2 passed, 1 failed."), "\(lines)")
        #expect(lines.contains("Step 1 passed: Note: " + ReportFixtures.hostileNote))
        #expect(lines.contains("Step 2 passed: Evidence: step 2 - shot <1>.png"))
        #expect(lines.filter { $0.hasPrefix("Step 3 failed: ") }.count == 1, "the failure is said once")
        let conflict = try test(document, report, "Table and doc string", "ios", state: .conflict)
        #expect(commentLines(conflict).contains("Step 2 failed: table is wrong"))
        #expect(commentLines(conflict).contains("Step 3 not reached."))
        let notApplicable = try test(document, report, "Not for this platform", "ios", state: .notApplicable)
        #expect(commentLines(notApplicable).contains("Step 2 not applicable: \tTAB first"))
        #expect(!commentLines(notApplicable).contains { $0.hasPrefix("Step 1") }, "a plain pass is only counted")
        let untested = try test(document, report, "Never tested", "ios", state: .untested)
        #expect(commentLines(untested) == ["Platform: iOS.", "NOT RUN", "Steps: 2 not run."])
    }

    @Test("a Manual test's run has positional steps in the flavour's words; steps not reached or not run are TODO")
    func positionalSteps() throws {
        for (options, pass, fail, blocked) in [(manualCloud, "PASSED", "FAILED", "BLOCKED"), (manualServer, "PASS", "FAIL", "ABORTED")] {
            let document = try document(report, options)
            for (test, entry) in zip(tests(document), XrayTestEntry.entries(report)) where entry.outline == nil {
                #expect(steps(test).count == entry.first.planned.steps.count)
                #expect(test["examples"] == nil && test["iterations"] == nil)
            }
            let statuses = { (test: Object) in steps(test).map { $0["status"] as? String } }
            let failed = try test(document, report, ReportFixtures.formulaScenario, "ios", state: .failed)
            #expect(statuses(failed) == [pass, pass, fail])
            #expect(step(failed, 2)["comment"] as? String == ReportFixtures.hostileNote, "a failure's note is its step's comment, word for word")
            let conflict = try test(document, report, "Table and doc string", "ios", state: .conflict)
            #expect(statuses(conflict) == [pass, fail, "TODO"], "Cy's attempt, the latest, stopped at its failure")
            #expect(step(conflict, 2)["comment"] as? String == "Not reached.")
            let notApplicable = try test(document, report, "Not for this platform", "ios", state: .notApplicable)
            #expect(step(notApplicable, 1)["comment"] as? String == "N/A: \tTAB first")
            let untested = try test(document, report, "Never tested", "android", state: .untested)
            #expect(statuses(untested) == ["TODO", "TODO"])
            #expect(steps(untested).allSatisfy { $0["comment"] == nil }, "nothing is known about a step never run")

            // An outline's rows are the iterations of one test, each with its values and steps.
            let outline = try test(document, report, ReportFixtures.outlineName, "ios", state: .blocked)
            #expect(outline["steps"] == nil && outline["examples"] == nil)
            let rows = iterations(outline)
            try #require(rows.count == 2)
            #expect(rows.map { $0["status"] as? String } == [blocked, "TODO"])
            #expect(rows[0]["parameters"] as? [[String: String]] == [["name": "row", "value": "one"]])
            #expect(rows[1]["parameters"] as? [[String: String]] == [["name": "row", "value": "two"]])
            #expect(steps(rows[0]).map { $0["status"] as? String } == [blocked, blocked])
            #expect(step(rows[1], 0)["comment"] as? String == "SKIPPED: @SUM(1) skipped")
            // Server's schema has no name for an iteration.
            #expect(rows[0]["name"] as? String == (options.flavour == .cloud ? "Example at line 16 (row = one)" : nil))
        }
    }

    @Test("a Manual test's testInfo: its steps as actions with tables and doc strings as data, an outline's with ${parameters}")
    func manualTestInfo() throws {
        let tagged = taggedReport()
        for options in [
            XrayReport.Options(flavour: .cloud, testType: .manual, projectKey: "DEMO"),
            XrayReport.Options(flavour: .server, testType: .manual, projectKey: "DEMO"),
        ] {
            let testInfo = try #require(tests(try document(tagged, options))[2]["testInfo"] as? Object)
            let typeKey = options.flavour == .cloud ? "type" : "testType"
            #expect(testInfo[typeKey] as? String == "Manual")
            #expect(
                Set(testInfo.keys) == ["projectKey", "summary", "steps", typeKey], "no scenario: Xray's schema has steps or a scenario, not both")
            let definition = try #require(testInfo["steps"] as? [[String: String]])
            #expect(
                definition == [
                    ["action": "Given a table:", "data": "| x | y\\|z | back\\\\slash |"],
                    ["action": "And a doc string:", "data": "\"\"\"\ndoc with \\\"\\\"\\\" inside\nsecond line\n\"\"\""],
                    ["action": "Then done"],
                ])
        }
        let outline = try test(try document(report, manualCloud), report, ReportFixtures.outlineName, "ios", state: .blocked)
        let definition = try #require((outline["testInfo"] as? Object)?["steps"] as? [[String: String]])
        #expect(definition.map { $0["action"] } == ["Given I open the app", "When I pick ${row}"])
    }

    @Test("skipped and not applicable tests are TODO with the reason in the comment")
    func reasons() throws {
        let document = try document(report, cloud)
        let outline = try test(document, report, ReportFixtures.outlineName, "ios", row: 1, state: .skipped)
        #expect(comment(outline).contains("SKIPPED: @SUM(1) skipped"))
        #expect(comment(outline).contains("BLOCKED: -2+3 <no device>"))
        let notApplicable = try test(document, report, "Not for this platform", "ios", state: .notApplicable)
        #expect(comment(notApplicable).contains("N/A: \tTAB first"))
        let untested = try test(document, report, "Never tested", "ios", state: .untested)
        #expect(comment(untested).contains("NOT RUN"))
    }

    @Test("a conflict is a failure whose comment names every tester's verdict; a stale verdict says so")
    func conflictAndStale() throws {
        let document = try document(report, server)
        let conflict = try test(document, report, "Table and doc string", "ios", state: .conflict)
        #expect(comment(conflict).contains("CONFLICT: Ann \"QA\" <ann@example.com>: passed; Cy: failed"), "\(comment(conflict))")
        let staleIndex = ReportFixtures.index(report, ReportFixtures.outlineName, "android")
        try #require(report.scenarios[staleIndex].stale)
        #expect(
            comment(tests(document)[testIndex(report, scenario: staleIndex)]).contains(
                "Stale: this verdict was given to older steps than the plan has now."))
        let fresh = try test(document, report, ReportFixtures.formulaScenario, "android", state: .passed)
        #expect(!comment(fresh).contains("Stale"))
    }

    @Test("who ran a test, when, and its defects; untested tests leave them out")
    func runDetails() throws {
        let document = try document(report, cloud)
        let index = ReportFixtures.index(report, ReportFixtures.formulaScenario, "ios")
        let scenario = report.scenarios[index]
        let failed = try test(document, report, ReportFixtures.formulaScenario, "ios", state: .failed)
        let attempt = try #require(scenario.attempt)
        #expect(failed["executedBy"] as? String == "Ann \"QA\" <ann@example.com>")
        #expect(failed["finish"] as? String == String(attempt.time.prefix(19)) + "+00:00")
        let start = try #require(failed["start"] as? String)
        #expect(start.hasSuffix("+00:00") && start.count == 25)
        #expect(start < (failed["finish"] as? String ?? ""), "the attempt took \(scenario.duration ?? -1) s")
        #expect(failed["defects"] as? [String] == ["JIRA-42 <b>"])

        let untested = try test(document, report, "Never tested", "ios", state: .untested)
        for key in ["executedBy", "start", "finish", "defects", "evidence"] { #expect(untested[key] == nil, "\(key)") }
    }

    @Test("--xray-users: executedBy and info.user are the testers' Jira users; without a map, names as typed")
    func users() throws {
        let ann = "Ann \"QA\" <ann@example.com>"
        let mapped = XrayReport.Options(flavour: .cloud, users: [ann: "5b10ac8d82e05b22cc7d4ef5", "Cy": "cy-id", "Bo": "bo-id"])
        let exported = try document(report, mapped)
        #expect(
            try test(exported, report, ReportFixtures.formulaScenario, "ios", state: .failed)["executedBy"] as? String == "5b10ac8d82e05b22cc7d4ef5")
        #expect(
            try test(exported, report, "Table and doc string", "ios", state: .conflict)["executedBy"] as? String == "cy-id",
            "the latest verdict's tester")
        #expect(try test(exported, report, ReportFixtures.formulaScenario, "android", state: .passed)["executedBy"] as? String == "bo-id")
        #expect(XrayReport.testers(report) == [ann, "Cy", "Bo"])

        var single = report
        single.sessions = [report.sessions[0]]
        #expect(info(try document(single, mapped))["user"] as? String == "5b10ac8d82e05b22cc7d4ef5")
        #expect(info(try document(single, cloud))["user"] as? String == ann)
    }

    @Test("a Jira key tag gives testKey; without one, testInfo describes a Cucumber test in the flavour's field names")
    func testIdentity() throws {
        let tagged = taggedReport()
        for options in [XrayReport.Options(flavour: .cloud, projectKey: "DEMO"), XrayReport.Options(flavour: .server, projectKey: "DEMO")] {
            let tests = tests(try document(tagged, options))
            try #require(tests.count == 3)
            #expect(tests[0]["testKey"] as? String == "DEMO-7")
            #expect(tests[0]["testInfo"] == nil)
            #expect(tests[1]["testKey"] as? String == "DEMO-8")
            #expect(tests[2]["testKey"] == nil, "@demo-9, @DEMO- and Xray's @REQ_/@PRECOND_ tags name no test")
            let testInfo = try #require(tests[2]["testInfo"] as? Object)
            #expect(testInfo["projectKey"] as? String == "DEMO")
            #expect(testInfo["summary"] as? String == "Keys \"quoted\" </script>: Untagged")
            let typeKey = options.flavour == .cloud ? "type" : "testType"
            #expect(testInfo[typeKey] as? String == "Cucumber")
            // Server's schema has scenarioType; Cloud's testInfo documents none.
            let expectedKeys: Set<String> =
                options.flavour == .cloud
                ? ["projectKey", "summary", "scenario", "type"] : ["projectKey", "summary", "scenarioType", "scenario", "testType"]
            #expect(Set(testInfo.keys) == expectedKeys)
            #expect(testInfo["scenarioType"] as? String == (options.flavour == .server ? "scenario" : nil))
            #expect(comment(tests[2]).hasPrefix("Platform: any platform."))
        }
        let withoutProject = tests(try document(tagged, cloud))[2]["testInfo"] as? Object
        #expect(withoutProject?["projectKey"] == nil)
        #expect(info(try document(tagged, cloud))["testEnvironments"] == nil, "the unnamed platform is no environment")
    }

    @Test("an outline's testInfo: its summary, its steps as written and the Examples rows reported, scenario_outline on Server")
    func outlineTestInfo() throws {
        let options = XrayReport.Options(flavour: .server, projectKey: "DEMO")
        let outline = try test(try document(report, options), report, ReportFixtures.outlineName, "ios", state: .blocked)
        let testInfo = try #require(outline["testInfo"] as? Object)
        #expect(testInfo["scenarioType"] as? String == "scenario_outline")
        #expect(testInfo["summary"] as? String == ReportFixtures.featureName + ": " + ReportFixtures.outlineName)
        #expect(testInfo["scenario"] as? String == "Given I open the app\nWhen I pick <row>\n\nExamples:\n  | row |\n  | one |\n  | two |")
        let cloudInfo = try #require(
            try test(try document(report, cloud), report, ReportFixtures.outlineName, "ios", state: .blocked)["testInfo"] as? Object)
        #expect(cloudInfo["scenarioType"] == nil)
        #expect((cloudInfo["scenario"] as? String)?.hasSuffix("\n\nExamples:\n  | row |\n  | one |\n  | two |") == true)
    }

    @Test("the key from tags: @TEST_ prefix or a bare key, the one nearest the scenario, never Xray's other prefixes")
    func keyFromTags() {
        #expect(XrayReport.testKey(tags: ["@TEST_DEMO-7"]) == "DEMO-7")
        #expect(XrayReport.testKey(tags: ["@DEMO-7"]) == "DEMO-7")
        #expect(XrayReport.testKey(tags: ["@AB_2C-10"]) == "AB_2C-10")
        #expect(XrayReport.testKey(tags: ["@DEMO-8", "@TEST_DEMO-7"]) == "DEMO-7", "@TEST_ says it is the test")
        #expect(XrayReport.testKey(tags: ["@DEMO-1", "@smoke", "@DEMO-2"]) == "DEMO-2", "the scenario's tag, after the feature's")
        for tag in ["@demo-7", "@DEMO7", "@DEMO-", "@-7", "@7DEMO-1", "@DEMO-7a", "@REQ_DEMO-1", "@PRECOND_DEMO-2", "@TEST_demo-1", "DEMO-7"] {
            #expect(XrayReport.testKey(tags: [tag]) == nil, "\(tag)")
        }
    }

    @Test("testInfo's scenario is the steps as Gherkin text, and parses back to the same steps, tables and doc strings")
    func scenarioText() throws {
        let tagged = taggedReport()
        let planned = tagged.scenarios[2].planned
        let testInfo = try #require(tests(try document(tagged, cloud))[2]["testInfo"] as? Object)
        let scenario = try #require(testInfo["scenario"] as? String)
        #expect(scenario.hasPrefix("Given a table:\n  | x | y\\|z | back\\\\slash |\nAnd a doc string:\n"), "\(scenario)")
        let back = try reparsed(scenario)
        try #require(back.count == planned.steps.count)
        for (parsed, original) in zip(back, planned.steps) {
            #expect(parsed.text == original.text)
            #expect(parsed.argument?.dataTable?.rows == original.dataTable)
            #expect(parsed.argument?.docString?.content == original.docString)
        }
        #expect(planned.steps[1].docString == "doc with \"\"\" inside\nsecond line")

        let fixtureScenario = try #require(tests(try document(report, cloud))[0]["testInfo"] as? Object)
        #expect(fixtureScenario["scenario"] as? String == "Given I open the app\nWhen I press \"TAB\" <key>\nThen focus moves ]]> & stays")
    }

    @Test("evidence with bytes is embedded as base64: a Cucumber test's named after its step, a Manual test's on its step; without bytes it is named")
    func evidence() throws {
        let index = ReportFixtures.index(report, ReportFixtures.formulaScenario, "ios")
        let cucumber = try test(try document(report, cloud), report, ReportFixtures.formulaScenario, "ios", state: .failed)
        let onTest = try #require(cucumber["evidence"] as? [Object])
        try #require(onTest.count == 1)
        #expect(onTest[0]["filename"] as? String == "step 2 - shot <1>.png")
        #expect(onTest[0]["contentType"] as? String == "image/png")
        #expect(Data(base64Encoded: onTest[0]["data"] as? String ?? "").map([UInt8].init) == ReportFixtures.evidenceBytes)

        let manual = try test(try document(report, manualCloud), report, ReportFixtures.formulaScenario, "ios", state: .failed)
        let onStep = try #require(step(manual, 1)["evidence"] as? [Object])
        try #require(onStep.count == 1)
        #expect(onStep[0]["filename"] as? String == "shot <1>.png")
        #expect(Data(base64Encoded: onStep[0]["data"] as? String ?? "").map([UInt8].init) == ReportFixtures.evidenceBytes)
        #expect(manual["evidence"] == nil, "step evidence is not repeated on the test")
        // Server's schema calls a step's files `evidences`.
        let serverStep = step(try test(try document(report, manualServer), report, ReportFixtures.formulaScenario, "ios", state: .failed), 1)
        #expect(serverStep["evidence"] == nil)
        #expect((serverStep["evidences"] as? [Object])?.first?["filename"] as? String == "shot <1>.png")

        var forTest = report
        forTest.scenarios[index].evidence[0].step = nil
        let test = tests(try document(forTest, manualServer))[testIndex(forTest, scenario: index)]
        let whole = try #require(test["evidence"] as? [Object])
        #expect(whole.first?["filename"] as? String == "shot <1>.png")
        #expect(steps(test).allSatisfy { $0["evidence"] == nil && $0["evidences"] == nil })

        let unloaded = ReportFixtures.report(withEvidenceBytes: false)
        let named = tests(try document(unloaded, cloud))[testIndex(unloaded, scenario: index)]
        #expect(named["evidence"] == nil)
        #expect(comment(named).contains("Step 2 passed: Evidence: results/evidence/"))
    }

    @Test(
        "a failure retested to a pass: the run passes, its evidence has the failure's screenshot named for its attempt, its comment says what failed")
    func earlierAttemptEvidence() throws {
        let retest = try RetestFixture.report()
        let test = try test(try document(retest, cloud), retest, ReportFixtures.formulaScenario, "ios", state: .passed)
        #expect(test["status"] as? String == "PASSED")
        #expect(commentLines(test).contains("Steps: 3 passed."))
        let evidence = try #require(test["evidence"] as? [Object])
        try #require(evidence.count == 1)
        let name = "\(RetestFixture.failingSession) attempt 1 (failed) \(RetestFixture.screenshotName)"
        #expect(evidence[0]["filename"] as? String == name)
        #expect(evidence[0]["contentType"] as? String == "image/png")
        #expect(Data(base64Encoded: evidence[0]["data"] as? String ?? "").map([UInt8].init) == RetestFixture.screenshot)
        let lines = commentLines(test)
        let label = try #require(lines.firstIndex { $0.hasPrefix(RetestFixture.label) })
        #expect(
            Array(lines[(label + 1)...]) == [
                "  Step 2 failed: \(RetestFixture.failureNote)", "  Defect: \(RetestFixture.defect)", "  Evidence: " + name,
            ])
        #expect(test["defects"] == nil, "an earlier attempt's defect is not the passing run's")
        let manual = tests(try document(retest, manualCloud))[RetestFixture.index(retest)]
        #expect(steps(manual).allSatisfy { $0["evidence"] == nil }, "the steps are the pass's")

        let unread = try RetestFixture.report(withEvidenceBytes: false)
        let named = tests(try document(unread, server))[RetestFixture.index(unread)]
        #expect(named["evidence"] == nil)
        #expect(comment(named).contains("  Evidence: " + RetestFixture.screenshotPath))
    }

    @Test("hostile text (quotes, backslashes, control characters, emoji, </script>) comes back exactly")
    func hostileText() throws {
        var hostile = report
        let summary = "Run \"1\" \\ back\\slash </script> 😀 \u{0}\u{7}\u{1F}\r\n\t end"
        hostile.signOffs[0].meaning = summary
        for testType in XrayReport.Options.TestType.allCases {
            let options = XrayReport.Options(
                flavour: .cloud, testType: testType, testExecutionKey: "DEMO-1200", projectKey: "DEMO", testPlanKey: "DEMO-1000", summary: summary)
            let text = XrayReport.render(hostile, options: options)
            #expect(text.utf8.dropLast().allSatisfy { $0 >= 0x20 }, "no raw control character or line break inside the document")
            #expect(text.hasSuffix("}\n"))
            let document = try document(hostile, options)
            #expect(info(document)["summary"] as? String == summary)
            #expect((info(document)["description"] as? String)?.contains("\"\(summary)\"") == true)
            let test = try test(document, hostile, ReportFixtures.formulaScenario, "ios", state: .failed)
            #expect(comment(test).contains("Note: general remark\nover two lines"))
            #expect(comment(test).contains("Step 3 failed: " + ReportFixtures.hostileNote))
            #expect(test["executedBy"] as? String == "Ann \"QA\" <ann@example.com>")
            let testInfo = try #require(test["testInfo"] as? Object)
            #expect(testInfo["summary"] as? String == ReportFixtures.featureName + ": " + ReportFixtures.formulaScenario)
            if testType == .manual { #expect(step(test, 0)["comment"] as? String == "Note: " + ReportFixtures.hostileNote) }
        }
    }

    @Test("info: summary, ledger heads and sign-offs in the description, testers, session dates; keys only when known")
    func execution() throws {
        let plain = try document(report, cloud)
        #expect(plain["testExecutionKey"] == nil)
        let details = info(plain)
        #expect(details["summary"] as? String == "Manual test results")
        for key in ["project", "testPlanKey"] { #expect(details[key] == nil, "\(key)") }
        let description = try #require(details["description"] as? String)
        for session in report.sessions { #expect(description.contains("ledger head sha256:" + session.headHash)) }
        #expect(description.contains("does not hold: ledger changed"))
        // Three testers: no one of them is the execution's user.
        #expect(details["user"] == nil)
        #expect(description.contains("Ann \"QA\" <ann@example.com> on iOS") && description.contains("Bo on Android"))
        #expect(details["startDate"] as? String == "2026-11-22T09:00:01+00:00")
        let lastFinish = try #require(report.sessions.compactMap(\.finished).max())
        #expect(details["finishDate"] as? String == String(lastFinish.prefix(19)) + "+00:00")

        let keyed = try document(
            report, XrayReport.Options(flavour: .server, testExecutionKey: "DEMO-1200", projectKey: "DEMO", testPlanKey: "DEMO-1000", summary: "RC2"))
        #expect(keyed["testExecutionKey"] as? String == "DEMO-1200")
        #expect(info(keyed)["project"] as? String == "DEMO")
        #expect(info(keyed)["testPlanKey"] as? String == "DEMO-1000")
        #expect(info(keyed)["summary"] as? String == "RC2")
        let empty = try document(report, XrayReport.Options(flavour: .server, testExecutionKey: "", projectKey: "", testPlanKey: ""))
        #expect(empty["testExecutionKey"] == nil && info(empty)["project"] == nil && info(empty)["testPlanKey"] == nil, "an empty key is no key")

        let nothing = try document(Report(generated: "2026-11-22T12:00:00.000Z", scenarios: [], sessions: []), cloud)
        #expect(tests(nothing).isEmpty)
        #expect(Set(info(nothing).keys) == ["summary", "description"])
        #expect((info(nothing)["description"] as? String)?.contains("Sign-offs: none.") == true)
    }

    @Test("a missing Jira project is named with what to pass: for tests Xray creates, and for a new Test Execution")
    func missingProject() {
        let tagged = taggedReport()
        #expect(
            XrayReport.projectProblem(tagged, options: XrayReport.Options(flavour: .cloud, testExecutionKey: "DEMO-1200"))
                == "Xray needs a Jira project for the scenario with no Jira key tag (it creates its test): pass --project KEY, or tag each scenario with its test (@TEST_DEMO-7)"
        )
        // The fixture's six scenarios, an outline among them, on two platforms: ten tests.
        #expect(
            XrayReport.projectProblem(report, options: server)
                == "Xray needs a Jira project to create the Test Execution and the tests of the 10 scenarios with no Jira key tag: pass --project KEY, or --test-execution KEY and tag each scenario with its test (@TEST_DEMO-7)"
        )
        var keyed = tagged
        keyed.scenarios.removeLast()
        #expect(
            XrayReport.projectProblem(keyed, options: cloud)
                == "Xray needs a Jira project to create the Test Execution: pass --project KEY, or --test-execution KEY to import into an existing one"
        )
        #expect(XrayReport.projectProblem(keyed, options: XrayReport.Options(flavour: .cloud, testExecutionKey: "DEMO-1200")) == nil)
        #expect(XrayReport.projectProblem(report, options: XrayReport.Options(flavour: .cloud, projectKey: "DEMO")) == nil)
        #expect(
            XrayReport.projectProblem(report, options: XrayReport.Options(flavour: .cloud, testExecutionKey: "DEMO-1", projectKey: "")) != nil,
            "an empty key is no key")
    }

    @Test("the users file: a JSON object of strings, or an error at the line and column of what is wrong")
    func userMap() throws {
        #expect(
            try XrayUserMap.parse(#"{"Ann Lee": "5b10ac8d82e05b22cc7d4ef5", "Bo \u00e9": "bo"}"#).get() == [
                "Ann Lee": "5b10ac8d82e05b22cc7d4ef5", "Bo é": "bo",
            ])
        func failure(_ text: String) -> String? {
            guard case .failure(let problem) = XrayUserMap.parse(text) else { return nil }
            return "\(problem.line):\(problem.column): \(problem.message)"
        }
        #expect(failure("{\n  \"Ann\": \"a\",\n  \"Bo\": 7\n}") == "3:9: the Jira user for \"Bo\" is not a string (an account id or user name)")
        #expect(failure("{\n  \"Ann\": \"\"\n}") == "2:10: the Jira user for \"Ann\" is empty")
        #expect(failure("{\n  \"Ann\": \"a\",\n}")?.hasPrefix("3:1: not valid JSON: ") == true, "\(failure("{\n  \"Ann\": \"a\",\n}") ?? "")")
        #expect(failure("  [\"Ann\"]")?.hasPrefix("1:3: expected a JSON object") == true)
        #expect(failure("{\"é\": 1}") == "1:7: the Jira user for \"é\" is not a string (an account id or user name)", "columns count characters")
    }

    @Test("the same report gives the same bytes, with keys in sorted order")
    func deterministic() throws {
        for options in [cloud, server, manualCloud, manualServer] {
            let first = XrayReport.render(report, options: options)
            #expect(XrayReport.render(report, options: options) == first)
            #expect(XrayReport.render(ReportFixtures.report(), options: options) == first, "a report built again renders the same")
        }
        let text = XrayReport.render(report, options: cloud)
        #expect(text.hasPrefix("{\"info\":{\"description\":"))
        #expect(text.contains("},\"tests\":[{\"comment\":"))
    }
}
