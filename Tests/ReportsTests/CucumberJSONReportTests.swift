import Foundation
import Testing

@testable import Reports

private typealias Object = [String: Any]

private func features(_ report: Report) throws -> [Object] {
    let text = CucumberJSONReport.render(report)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Object])
}

private func elements(_ feature: Object) -> [Object] { feature["elements"] as? [Object] ?? [] }
private func steps(_ element: Object) -> [Object] { element["steps"] as? [Object] ?? [] }
private func result(_ step: Object) -> Object { step["result"] as? Object ?? [:] }

@Suite("Cucumber JSON")
struct CucumberJSONReportTests {
    let report = ReportFixtures.report()

    @Test("an array of features, one per feature file and platform, one element per planned scenario")
    func shape() throws {
        let features = try features(report)
        #expect(features.count == 2)
        #expect(features.map { $0["name"] as? String } == ["\(ReportFixtures.featureName) (ios)", "\(ReportFixtures.featureName) (android)"])
        for feature in features {
            #expect(feature["uri"] as? String == ReportFixtures.uri)
            #expect(elements(feature).count == 6)
            let ids = elements(feature).compactMap { $0["id"] as? String }
            #expect(Set(ids).count == ids.count, "element ids repeat: \(ids)")
            #expect(elements(feature).allSatisfy { $0["type"] as? String == "scenario" })
        }
    }

    @Test("only the keys cucumber-jvm's schema allows, so strict readers accept it")
    func allowedKeys() throws {
        let featureKeys: Set<String> = ["uri", "id", "line", "keyword", "name", "description", "tags", "elements"]
        let elementKeys: Set<String> = [
            "start_timestamp", "line", "id", "type", "keyword", "name", "description", "tags", "steps", "before", "after",
        ]
        let stepKeys: Set<String> = ["keyword", "line", "name", "match", "result", "rows", "doc_string", "output", "embeddings"]
        let resultKeys: Set<String> = ["status", "duration", "error_message"]
        for feature in try features(report) {
            #expect(Set(feature.keys).isSubset(of: featureKeys))
            for element in elements(feature) {
                #expect(Set(element.keys).isSubset(of: elementKeys))
                for step in steps(element) {
                    #expect(Set(step.keys).isSubset(of: stepKeys), "\(step.keys)")
                    #expect(Set(result(step).keys).isSubset(of: resultKeys))
                    #expect(["passed", "failed", "skipped", "pending", "undefined"].contains(result(step)["status"] as? String ?? ""))
                }
            }
        }
    }

    @Test("a failed step has error_message with the note and the defects")
    func failedSteps() throws {
        let all = try features(report).flatMap(elements).flatMap(steps)
        let failed = all.filter { result($0)["status"] as? String == "failed" }
        #expect(!failed.isEmpty)
        #expect(failed.allSatisfy { (result($0)["error_message"] as? String).map { !$0.isEmpty } ?? false })
        let hostile = try #require(failed.first { (result($0)["error_message"] as? String)?.contains("second line") == true })
        #expect(result(hostile)["error_message"] as? String == ReportFixtures.hostileNote + " (defects: JIRA-42 <b>)")
    }

    /// What readers such as cucumber-json-aggregator count: a scenario with a failed step
    /// (or hook) failed, else one with a skipped step skipped, else passed.
    private func readerCounts(_ features: [Object]) -> (passed: Int, failed: Int, other: Int) {
        var counts = (passed: 0, failed: 0, other: 0)
        for element in features.flatMap(elements) {
            let statuses = ((element["before"] as? [Object] ?? []) + steps(element)).map { result($0)["status"] as? String ?? "" }
            if statuses.contains("failed") {
                counts.failed += 1
            } else if statuses.allSatisfy({ $0 == "passed" }) {
                counts.passed += 1
            } else {
                counts.other += 1
            }
        }
        return counts
    }

    @Test("readers count scenarios as stepwise status does: a pass with a step not applicable passes, a conflict fails")
    func countsAsStatusDoes() throws {
        var report = report
        // A pass in which one step did not apply (as a step for another platform does).
        let index = try #require(report.scenarios.firstIndex { $0.state == .passed && $0.steps.count > 1 })
        report.scenarios[index].steps[1].verdict = .notApplicable
        report.scenarios[index].steps[1].reason = "for Android only"
        let features = try features(report)
        let counts = readerCounts(features)
        let states = report.scenarios.map(\.state)
        #expect(counts.passed == states.filter { $0 == .passed }.count)
        #expect(counts.failed == states.filter { $0 == .failed || $0 == .conflict }.count)
        #expect(counts.other == states.count - counts.passed - counts.failed)
        // The step left out is named, with why.
        let element = features.flatMap(elements).filter { ($0["name"] as? String) == report.scenarios[index].planned.name }
        let outputs = element.flatMap(steps).flatMap { $0["output"] as? [String] ?? [] }
        #expect(outputs.contains { $0.hasPrefix("Step 2, ") && $0.hasSuffix("N/A: for Android only") }, "\(outputs)")
        // The conflict is a failed hook that names both verdicts.
        let conflict = try #require(features.flatMap(elements).first { $0["before"] != nil })
        let hook = try #require((conflict["before"] as? [Object])?.first)
        #expect(result(hook)["status"] as? String == "failed")
        #expect((result(hook)["error_message"] as? String)?.hasPrefix("CONFLICT: ") == true)
    }

    @Test("outline rows are identified as Cucumber does, feature;outline;examples;N, unique on every platform")
    func outlineRowIDs() throws {
        for feature in try features(report) {
            let ids = elements(feature).compactMap { $0["id"] as? String }
            let rows = ids.filter { $0.contains(";outline-rows-one-name;") }
            #expect(rows.count == 2, "\(ids)")
            // Unnamed examples: `;;N`, N counting the table's header as row 1.
            #expect(rows.map { $0.components(separatedBy: ";outline-rows-one-name;").last ?? "" } == [";2", ";3"])
        }
    }

    @Test("a defect linked to a step is on that step")
    func defectOnItsStep() throws {
        var report = report
        let index = try #require(report.scenarios.firstIndex { $0.state == .passed && $0.steps.count > 1 })
        report.scenarios[index].defects = ["A11Y-9"]
        report.scenarios[index].defectSteps = [1]
        let scenario = report.scenarios[index]
        let feature = try #require(try features(report).first { ($0["name"] as? String)?.hasSuffix("(\(scenario.planned.platform))") == true })
        let element = try #require(elements(feature).first { ($0["name"] as? String) == scenario.planned.name })
        let outputs = steps(element).map { $0["output"] as? [String] ?? [] }
        #expect(outputs[1].contains("Defect: A11Y-9"))
        #expect(!outputs[0].contains("Defect: A11Y-9"))
    }

    @Test("durations are whole nanoseconds")
    func durations() throws {
        let ios = try features(report)[0]
        let table = elements(ios)[3]
        #expect(table["name"] as? String == "Table and doc string")
        // Cy's failure is the shown verdict: the first record starts the clock, then 1 s a step;
        // the step never reached has no duration.
        let durations = steps(table).map { result($0)["duration"] as? Int }
        #expect(durations == [0, 1_000_000_000, nil])
        let raw = CucumberJSONReport.render(report)
        #expect(!raw.contains("\"duration\":1000000000.0"), "an integer, not a float")
    }

    @Test("notes and reasons in output, evidence in embeddings")
    func outputAndEmbeddings() throws {
        let formula = elements(try features(report)[0])[0]
        let first = steps(formula)[0]
        let output = first["output"] as? [String] ?? []
        #expect(output.contains("Note: " + ReportFixtures.hostileNote))
        #expect(output.contains("Note: general remark\nover two lines"), "a note for no step goes with the first")
        #expect(!output.contains("Defect: JIRA-42 <b>"), "a defect linked to no step goes with the failure")
        let second = steps(formula)[1]
        let embedding = try #require((second["embeddings"] as? [Object])?.first)
        #expect(embedding["mime_type"] as? String == "image/png")
        #expect(embedding["name"] as? String == "shot <1>.png")
        let data = try #require(Data(base64Encoded: embedding["data"] as? String ?? ""))
        #expect([UInt8](data) == ReportFixtures.evidenceBytes)
        let blocked = steps(elements(try features(report)[0])[1])[0]
        #expect(result(blocked)["status"] as? String == "skipped")
        #expect(blocked["output"] as? [String] == ["BLOCKED: -2+3 <no device>"])
    }

    @Test("evidence without its bytes is named in output instead")
    func evidenceWithoutBytes() throws {
        let formula = elements(try features(ReportFixtures.report(withEvidenceBytes: false))[0])[0]
        let second = steps(formula)[1]
        #expect(second["embeddings"] == nil)
        #expect((second["output"] as? [String])?.contains { $0.hasPrefix("Evidence: results/evidence/") } == true)
    }

    @Test("a failure retested to a pass keeps its screenshot embedded on the step it was attached to, named for its attempt")
    func earlierAttemptEvidence() throws {
        let retest = try RetestFixture.report()
        let formula = elements(try features(retest)[0])[RetestFixture.index(retest)]
        #expect(steps(formula).map { result($0)["status"] as? String } == ["passed", "passed", "passed"], "the steps are the pass's")
        let second = steps(formula)[1]
        let embedding = try #require((second["embeddings"] as? [Object])?.first)
        #expect(embedding["name"] as? String == "\(RetestFixture.failingSession) attempt 1 (failed) \(RetestFixture.screenshotName)")
        #expect(embedding["mime_type"] as? String == "image/png")
        #expect(Data(base64Encoded: embedding["data"] as? String ?? "").map([UInt8].init) == RetestFixture.screenshot)
        #expect(
            (second["output"] as? [String])?.contains {
                $0.hasPrefix(RetestFixture.label) && $0.hasSuffix("; evidence: " + RetestFixture.screenshotName)
            } == true)
        let said = try #require((steps(formula)[0]["output"] as? [String])?.first { $0.hasPrefix(RetestFixture.label) })
        #expect(said.hasSuffix("\nStep 2 failed: \(RetestFixture.failureNote)\nDefect: \(RetestFixture.defect)"))
        #expect(steps(formula)[0]["embeddings"] == nil && steps(formula)[2]["embeddings"] == nil)

        let unread = elements(try features(try RetestFixture.report(withEvidenceBytes: false))[0])[RetestFixture.index(retest)]
        #expect(steps(unread)[1]["embeddings"] == nil)
        #expect((steps(unread)[1]["output"] as? [String])?.contains { $0.hasSuffix("; evidence: " + RetestFixture.screenshotPath) } == true)
    }

    @Test("feature line, keyword, tags and doc strings come from the feature text; without it, safe defaults")
    func fromSources() throws {
        let withText = try features(report)[0]
        #expect(withText["line"] as? Int == 2)
        #expect((withText["tags"] as? [Object])?.first?["name"] as? String == "@native")
        let outline = elements(withText)[1]
        #expect(outline["keyword"] as? String == "Scenario Outline")
        let docStep = steps(elements(withText)[3])[2]
        let docString = try #require(docStep["doc_string"] as? Object)
        #expect(docString["value"] as? String == "some <doc> text ]]>")
        #expect(docString["line"] as? Int == 24)
        #expect((steps(elements(withText)[3])[1]["rows"] as? [Object])?.count == 2)

        let bare = try features(ReportFixtures.report(withSources: false))[0]
        #expect(bare["line"] as? Int == 1)
        #expect(bare["keyword"] as? String == "Feature")
        #expect((bare["tags"] as? [Object])?.isEmpty == true)
        #expect(elements(bare)[1]["keyword"] as? String == "Scenario")
        #expect(elements(bare).allSatisfy { ($0["tags"] as? [Object])?.first?["name"] as? String == "@native" })
    }

    @Test("untested scenarios are skipped throughout; conflicts and stale verdicts are said in output")
    func untestedConflictStale() throws {
        let ios = try features(report)[0]
        let untested = elements(ios)[5]
        #expect(steps(untested).allSatisfy { result($0)["status"] as? String == "skipped" })
        let conflict = steps(elements(ios)[3])[0]
        #expect((conflict["output"] as? [String])?.contains { $0.hasPrefix("CONFLICT: ") } == true)
        let stale = steps(elements(try features(report)[1])[1])[0]
        #expect((stale["output"] as? [String])?.contains { $0.hasPrefix("Stale: ") } == true)
    }

    @Test("element ids are Cucumber's slugs; repeated names are numbered")
    func slugs() {
        #expect(CucumberJSONReport.slug("Wrong password, shows error!") == "wrong-password-shows-error")
        #expect(CucumberJSONReport.slug("  Ünïcode & 😀 emoji ") == "ünïcode-emoji")
    }
}
