import Foundation
import Gherkin
import Ledger
import TestPlan
import Testing

@testable import Reports

private typealias Object = [String: Any]

private let cloud = XrayReport.Options(flavour: .cloud)
private let server = XrayReport.Options(flavour: .server)

/// The document, parsed by Foundation's reader: what Xray gets is whatever a strict JSON
/// reader makes of it, not what we meant to write.
private func document(_ report: Report, _ options: XrayReport.Options) throws -> Object {
    let text = XrayReport.render(report, options: options)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? Object)
}

private func tests(_ document: Object) -> [Object] { document["tests"] as? [Object] ?? [] }
private func info(_ document: Object) -> Object { document["info"] as? Object ?? [:] }
private func steps(_ test: Object) -> [Object] { test["steps"] as? [Object] ?? [] }
private func comment(_ object: Object) -> String { object["comment"] as? String ?? "" }
/// A test's step by position, empty when there is none: a missing step fails an expectation
/// instead of crashing the run.
private func step(_ test: Object, _ index: Int) -> Object {
    let all = steps(test)
    return all.indices.contains(index) ? all[index] : [:]
}

/// The fixture's test for a scenario, after checking the fixture still gives it the state the
/// test is about: a changed fixture should fail here, not pass a test that no longer tests it.
private func test(
    _ document: Object, _ report: Report, _ name: String, _ platform: String, row: Int = 0, state: ScenarioResult.State
) throws -> Object {
    let index = ReportFixtures.index(report, name, platform, row: row)
    try #require(report.scenarios[index].state == state, "the fixture's \(name) on \(platform) is \(report.scenarios[index].state)")
    try #require(tests(document).count == report.scenarios.count)
    return tests(document)[index]
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

@Suite("Xray JSON")
struct XrayReportTests {
    let report = ReportFixtures.report()

    @Test("one test per planned scenario, in plan order, with the platforms as the execution's test environments")
    func oneTestPerScenario() throws {
        for options in [cloud, server] {
            let document = try document(report, options)
            #expect(tests(document).count == report.scenarios.count)
            #expect(info(document)["testEnvironments"] as? [String] == ["iOS", "Android"])
            for (test, scenario) in zip(tests(document), report.scenarios) {
                let platform = scenario.planned.platform == "ios" ? "iOS" : "Android"
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
        #expect(try status(ReportFixtures.outlineName, "ios", .blocked) == (cloudWords ? "BLOCKED" : "ABORTED"))
        #expect(try status(ReportFixtures.outlineName, "ios", row: 1, .skipped) == "TODO")
        #expect(try status("Not for this platform", "ios", .notApplicable) == "TODO")
        #expect(try status("Never tested", "ios", .untested) == "TODO")

        let allowed: Set<String> = cloudWords ? ["PASSED", "FAILED", "TODO", "EXECUTING", "BLOCKED"] : ["PASS", "FAIL", "TODO", "EXECUTING", "ABORTED"]
        for test in tests(document) {
            #expect(allowed.contains(test["status"] as? String ?? "none"))
            for step in steps(test) { #expect(allowed.contains(step["status"] as? String ?? "none")) }
        }
    }

    @Test("steps are positional, one per planned step, in the flavour's words; steps not reached or not run are TODO")
    func positionalSteps() throws {
        for (options, pass, fail, blocked) in [(cloud, "PASSED", "FAILED", "BLOCKED"), (server, "PASS", "FAIL", "ABORTED")] {
            let document = try document(report, options)
            for (test, scenario) in zip(tests(document), report.scenarios) {
                #expect(steps(test).count == scenario.planned.steps.count)
            }
            let statuses = { (test: Object) in steps(test).map { $0["status"] as? String } }
            let failed = try test(document, report, ReportFixtures.formulaScenario, "ios", state: .failed)
            #expect(statuses(failed) == [pass, pass, fail])
            let conflict = try test(document, report, "Table and doc string", "ios", state: .conflict)
            #expect(statuses(conflict) == [pass, fail, "TODO"], "Cy's attempt, the latest, stopped at its failure")
            #expect(step(conflict, 2)["comment"] as? String == "Not reached.")
            let rowOne = try test(document, report, ReportFixtures.outlineName, "ios", state: .blocked)
            #expect(statuses(rowOne) == [blocked, blocked])
            #expect(step(rowOne, 0)["comment"] as? String == "BLOCKED: -2+3 <no device>")
            let untested = try test(document, report, "Never tested", "android", state: .untested)
            #expect(statuses(untested) == ["TODO", "TODO"])
            #expect(steps(untested).allSatisfy { $0["comment"] == nil }, "nothing is known about a step never run")
        }
    }

    @Test("skipped and not applicable tests are TODO with the reason in the comment; an automatic N/A step gives its reason")
    func reasons() throws {
        let document = try document(report, cloud)
        let skipped = try test(document, report, ReportFixtures.outlineName, "ios", row: 1, state: .skipped)
        #expect(comment(skipped).contains("SKIPPED: @SUM(1) skipped"))
        #expect(steps(skipped).map { $0["comment"] as? String } == ["SKIPPED: @SUM(1) skipped", "SKIPPED: @SUM(1) skipped"])
        let notApplicable = try test(document, report, "Not for this platform", "ios", state: .notApplicable)
        #expect(comment(notApplicable).contains("N/A: \tTAB first"))
        #expect(steps(notApplicable).map { $0["status"] as? String } == ["PASSED", "TODO"])
        #expect(step(notApplicable, 1)["comment"] as? String == "N/A: \tTAB first")
        let blocked = try test(document, report, ReportFixtures.outlineName, "ios", state: .blocked)
        #expect(comment(blocked).contains("BLOCKED: -2+3 <no device>"))
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
        #expect(comment(tests(document)[staleIndex]).contains("Stale: this verdict was given to older steps than the plan has now."))
        let fresh = try test(document, report, ReportFixtures.formulaScenario, "android", state: .passed)
        #expect(!comment(fresh).contains("Stale"))
    }

    @Test("who ran a test, when, and its defects; untested tests leave them out")
    func runDetails() throws {
        let document = try document(report, cloud)
        let index = ReportFixtures.index(report, ReportFixtures.formulaScenario, "ios")
        let scenario = report.scenarios[index]
        let failed = tests(document)[index]
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
            #expect(testInfo["scenarioType"] as? String == "scenario")
            let typeKey = options.flavour == .cloud ? "type" : "testType"
            #expect(testInfo[typeKey] as? String == "Cucumber")
            #expect(Set(testInfo.keys) == ["projectKey", "summary", "scenarioType", "scenario", typeKey])
            #expect(comment(tests[2]).hasPrefix("Platform: any platform."))
        }
        let withoutProject = tests(try document(tagged, cloud))[2]["testInfo"] as? Object
        #expect(withoutProject?["projectKey"] == nil)
        #expect(info(try document(tagged, cloud))["testEnvironments"] == nil, "the unnamed platform is no environment")
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

    @Test("evidence with bytes is embedded as base64 on its step or, given for no step, on the test; without bytes it is named")
    func evidence() throws {
        let index = ReportFixtures.index(report, ReportFixtures.formulaScenario, "ios")
        let onStep = try #require(step(tests(try document(report, cloud))[index], 1)["evidence"] as? [Object])
        try #require(onStep.count == 1)
        #expect(onStep[0]["filename"] as? String == "shot <1>.png")
        #expect(onStep[0]["contentType"] as? String == "image/png")
        let data = try #require(Data(base64Encoded: onStep[0]["data"] as? String ?? ""))
        #expect([UInt8](data) == ReportFixtures.evidenceBytes)
        #expect(tests(try document(report, cloud))[index]["evidence"] == nil, "step evidence is not repeated on the test")

        var forTest = report
        forTest.scenarios[index].evidence[0].step = nil
        let test = tests(try document(forTest, server))[index]
        let onTest = try #require(test["evidence"] as? [Object])
        #expect(Data(base64Encoded: onTest.first?["data"] as? String ?? "").map([UInt8].init) == ReportFixtures.evidenceBytes)
        #expect(steps(test).allSatisfy { $0["evidence"] == nil })

        let unloaded = ReportFixtures.report(withEvidenceBytes: false)
        let named = tests(try document(unloaded, cloud))[index]
        #expect(step(named, 1)["evidence"] == nil)
        #expect((step(named, 1)["comment"] as? String)?.contains("Evidence: results/evidence/") == true)
    }

    @Test("a failure retested to a pass: the run passes, its evidence has the failure's screenshot named for its attempt, its comment says what failed")
    func earlierAttemptEvidence() throws {
        let retest = try RetestFixture.report()
        let test = try test(try document(retest, cloud), retest, ReportFixtures.formulaScenario, "ios", state: .passed)
        #expect(test["status"] as? String == "PASSED")
        #expect(steps(test).map { $0["status"] as? String } == ["PASSED", "PASSED", "PASSED"])
        #expect(steps(test).allSatisfy { $0["evidence"] == nil }, "the steps are the pass's")
        let evidence = try #require(test["evidence"] as? [Object])
        try #require(evidence.count == 1)
        let name = "\(RetestFixture.failingSession) attempt 1 (failed) \(RetestFixture.screenshotName)"
        #expect(evidence[0]["filename"] as? String == name)
        #expect(evidence[0]["contentType"] as? String == "image/png")
        #expect(Data(base64Encoded: evidence[0]["data"] as? String ?? "").map([UInt8].init) == RetestFixture.screenshot)
        let lines = comment(test).split(separator: "\n").map(String.init)
        let label = try #require(lines.firstIndex { $0.hasPrefix(RetestFixture.label) })
        #expect(Array(lines[(label + 1)...]) == [
            "  Step 2 failed: \(RetestFixture.failureNote)", "  Defect: \(RetestFixture.defect)", "  Evidence: " + name,
        ])
        #expect(test["defects"] == nil, "an earlier attempt's defect is not the passing run's")

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
        let options = XrayReport.Options(
            flavour: .cloud, testExecutionKey: "DEMO-1200", projectKey: "DEMO", testPlanKey: "DEMO-1000", summary: summary)
        let text = XrayReport.render(hostile, options: options)
        #expect(text.utf8.dropLast().allSatisfy { $0 >= 0x20 }, "no raw control character or line break inside the document")
        #expect(text.hasSuffix("}\n"))
        let document = try document(hostile, options)
        #expect(info(document)["summary"] as? String == summary)
        #expect((info(document)["description"] as? String)?.contains("\"\(summary)\"") == true)
        let index = ReportFixtures.index(hostile, ReportFixtures.formulaScenario, "ios")
        let test = tests(document)[index]
        #expect(step(test, 2)["comment"] as? String == ReportFixtures.hostileNote, "a failure's note is its step's comment, word for word")
        #expect(step(test, 0)["comment"] as? String == "Note: " + ReportFixtures.hostileNote)
        #expect(comment(test).contains("Note: general remark\nover two lines"))
        #expect(comment(test).contains("Step 3 failed: " + ReportFixtures.hostileNote))
        #expect(test["executedBy"] as? String == "Ann \"QA\" <ann@example.com>")
        let testInfo = try #require(test["testInfo"] as? Object)
        #expect(testInfo["summary"] as? String == ReportFixtures.featureName + ": " + ReportFixtures.formulaScenario)
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

    @Test("the same report gives the same bytes, with keys in sorted order")
    func deterministic() throws {
        for options in [cloud, server] {
            let first = XrayReport.render(report, options: options)
            #expect(XrayReport.render(report, options: options) == first)
            #expect(XrayReport.render(ReportFixtures.report(), options: options) == first, "a report built again renders the same")
        }
        let text = XrayReport.render(report, options: cloud)
        #expect(text.hasPrefix("{\"info\":{\"description\":"))
        #expect(text.contains("},\"tests\":[{\"comment\":"))
    }
}
