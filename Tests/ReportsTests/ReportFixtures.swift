import Digest
import Foundation
import Gherkin
import JSON
import Ledger
import Reports
import TestPlan

/// A report made the way `stepwise export` makes one — features planned, session ledgers
/// replayed, `ReportBuilder` — with hostile text everywhere a person or a feature file can put
/// it: control characters, `]]>`, markup, emoji, quotes, newlines and spreadsheet formulas.
///
/// The plan: one `@native` feature, so every scenario is planned on iOS and on Android.
///
/// | scenario | iOS | Android |
/// |---|---|---|
/// | the formula one (3 steps) | failed on step 3 with the hostile note; a note, a defect, evidence | failed, then passed on a re-run |
/// | outline row "one" | blocked | passed, to older steps (stale) |
/// | outline row "two" (same name) | skipped | untested |
/// | table and doc string | passed by Ann, failed by Cy: conflict | untested |
/// | not for this platform | not applicable | untested |
/// | never tested | untested | untested |
enum ReportFixtures {
    /// Everything XML 1.0, CSV and Markdown readers choke on, in one note.
    static let hostileNote =
        "\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F} ]]> <script>alert('x')</script> & \"quoted\" 'single' 😀\r\nsecond line\u{FFFE}\u{FFFF} =cmd|' /C calc'!A0 | pipe"
    static let featureName = "Dialogs <script>alert(1)</script> & \"quotes\" 😀 ]]>"
    static let formulaScenario = "=SUM(A1) formula \u{1} bell"
    static let outlineName = "Outline rows, one name"
    static let uri = "features/hostile.feature"
    static let evidenceBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF]

    static let featureText = """
        @native
        Feature: \(featureName)

          Background:
            Given I open the app

          Scenario: \(formulaScenario)
            When I press "TAB" <key>
            Then focus moves ]]> & stays

          Scenario Outline: \(outlineName)
            When I pick <row>

            Examples:
              | row |
              | one |
              | two |

          Scenario: Table and doc string
            Given a table:
              | a | =b |
              | 1 | 2  |
            And a doc string:
              \"\"\"
              some <doc> text ]]>
              \"\"\"

          Scenario: Not for this platform
            Then nothing

          Scenario: Never tested
            Then untouched

        """

    static var source: ReportSource {
        ReportSource(uri: uri, text: featureText, mediaType: "text/x.cucumber.gherkin+plain")
    }

    static func plan() -> [PlannedScenario] {
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(featureText, uri: uri, ids: ids) else {
            fatalError("the fixture feature does not parse")
        }
        let pickles = PickleCompiler(ids: ids).compile(document, uri: uri)
        return Planner.plan(
            [PlanSource(uri: uri, document: document, pickles: pickles)], library: StepLibrary(definitions: []),
            selection: PlanSelection()
        ).scenarios
    }

    /// The report, with the feature text and the evidence's bytes unless asked not to.
    /// The three sessions of the table above, as ledgers read back.
    static func sessions(_ plan: [PlannedScenario]) -> [SessionLedger] {
        func planned(_ name: String, _ platform: String, row: Int = 0) -> PlannedScenario {
            let matching = plan.filter { $0.name == name && $0.platform == platform }
            return matching[row]
        }
        let ann = Ledger(id: "2026-11-22-ann-ios", tester: "Ann \"QA\" <ann@example.com>", platform: "ios", device: "iPhone <15> & co", build: "=1+1")
        let formula = planned(formulaScenario, "ios")
        ann.note(formula, step: 0, text: hostileNote)
        ann.note(formula, step: nil, text: "general remark\nover two lines")
        ann.defect(formula, "JIRA-42 <b>")
        ann.evidence(formula, step: 1, file: "shot <1>.png")
        ann.steps(formula, ["passed", "passed"])
        ann.step(formula, 2, "failed", ["note": .string(hostileNote)])
        ann.verdict(formula, "failed")
        let rowOne = planned(outlineName, "ios", row: 0)
        ann.steps(rowOne, ["blocked", "blocked"], extra: ["reason": .string("-2+3 <no device>")])
        ann.verdict(rowOne, "blocked")
        let rowTwo = planned(outlineName, "ios", row: 1)
        ann.steps(rowTwo, ["skipped", "skipped"], extra: ["reason": .string("@SUM(1) skipped")])
        ann.verdict(rowTwo, "skipped")
        let table = planned("Table and doc string", "ios")
        ann.steps(table, ["passed", "passed", "passed"], seconds: 2.5)
        ann.verdict(table, "passed")
        let notHere = planned("Not for this platform", "ios")
        ann.steps(notHere, ["passed", "notApplicable"], extra: ["reason": .string("\tTAB first"), "automatic": .bool(true)])
        ann.verdict(notHere, "notApplicable")
        ann.finish()

        let cy = Ledger(id: "2026-11-22-cy-ios", tester: "Cy", platform: "ios", device: nil, build: nil, startOffset: 500)
        cy.steps(table, ["passed", "failed"], extra: ["note": .string("table is wrong")])
        cy.verdict(table, "failed")
        cy.finish()

        let bo = Ledger(id: "2026-11-22-bo-android", tester: "Bo", platform: "android", device: "Pixel 8", build: "1.4.0", startOffset: 1000)
        let formulaAndroid = planned(formulaScenario, "android")
        bo.steps(formulaAndroid, ["passed", "failed"], extra: ["note": .string("first try")])
        bo.verdict(formulaAndroid, "failed")
        bo.attempt = 2
        bo.steps(formulaAndroid, ["passed", "passed", "passed"])
        bo.verdict(formulaAndroid, "passed")
        bo.attempt = 1
        let rowOneAndroid = planned(outlineName, "android", row: 0)
        bo.steps(rowOneAndroid, ["passed", "passed"], contentHash: "an older version of the steps")
        bo.verdict(rowOneAndroid, "passed", contentHash: "an older version of the steps")
        bo.finish()
        return [ann.session, cy.session, bo.session]
    }

    static func report(withSources: Bool = true, withEvidenceBytes: Bool = true, earlierAttempts: Bool = false) -> Report {
        let plan = plan()
        var report = ReportBuilder.build(
            plan: plan, sessions: sessions(plan), resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z",
            earlierAttempts: earlierAttempts)
        if withSources { report.sources = [source] }
        if withEvidenceBytes {
            for index in report.scenarios.indices {
                for item in report.scenarios[index].evidence.indices { report.scenarios[index].evidence[item].content = evidenceBytes }
            }
        }
        report.signOffs = [
            ReportSignOff(
                id: "s1", signer: "Dee <lead>", role: "QA | lead", meaning: "=approved", time: "2026-11-22T13:00:00.000Z",
                allowIncomplete: true, signed: false, problems: ["ledger changed"])
        ]
        return report
    }

    /// The index of a scenario in `report.scenarios`.
    static func index(_ report: Report, _ name: String, _ platform: String, row: Int = 0) -> Int {
        report.scenarios.indices.filter { report.scenarios[$0].planned.name == name && report.scenarios[$0].planned.platform == platform }[row]
    }

    /// A session ledger written in memory, hash chain and all, one record a second.
    final class Ledger {
        let id: String
        var attempt = 1
        private var lines: [[UInt8]] = []
        private var seq = 0
        private var clock: Double

        init(id: String, tester: String, platform: String, device: String?, build: String?, startOffset: Double = 0) {
            self.id = id
            clock = 1_795_338_000 + startOffset  // 2026-11-22T09:00:00Z
            var payload: [String: JSONValue] = ["session": .string(id), "tester": .string(tester), "platform": .string(platform)]
            if let device { payload["device"] = .string(device) }
            if let build { payload["build"] = .string(build) }
            append(RecordType.sessionStarted, payload)
        }

        var session: SessionLedger {
            SessionLedger(path: "results/\(id).jsonl", bytes: lines.flatMap { $0 + [0x0A] })
        }

        func append(_ type: String, _ payload: [String: JSONValue], after seconds: Double = 1) {
            seq += 1
            clock += seconds
            let prev = lines.last.map { SHA256.hash($0) } ?? LedgerRecord.genesis
            let time = LedgerTime.string(Date(timeIntervalSince1970: clock))
            lines.append(LedgerRecord(seq: seq, time: time, type: type, payload: payload, prev: prev).line)
        }

        private func context(_ scenario: PlannedScenario) -> [String: JSONValue] {
            ["scenario": .string(scenario.id), "attempt": .int(attempt)]
        }

        func step(
            _ scenario: PlannedScenario, _ index: Int, _ verdict: String, _ extra: [String: JSONValue] = [:], contentHash: String? = nil,
            seconds: Double = 1
        ) {
            var payload = context(scenario)
            payload["step"] = .int(index)
            payload["verdict"] = .string(verdict)
            payload["text"] = .string(scenario.steps[index].text)
            payload["line"] = .int(scenario.steps[index].line)
            payload["contentHash"] = .string(contentHash ?? scenario.contentHash)
            for (key, value) in extra { payload[key] = value }
            append(RecordType.stepResult, payload, after: seconds)
        }

        func steps(
            _ scenario: PlannedScenario, _ verdicts: [String], extra: [String: JSONValue] = [:], contentHash: String? = nil, seconds: Double = 1
        ) {
            for (index, verdict) in verdicts.enumerated() {
                step(scenario, index, verdict, verdict == "passed" ? [:] : extra, contentHash: contentHash, seconds: seconds)
            }
        }

        func verdict(_ scenario: PlannedScenario, _ verdict: String, contentHash: String? = nil) {
            var payload = context(scenario)
            payload["verdict"] = .string(verdict)
            payload["contentHash"] = .string(contentHash ?? scenario.contentHash)
            append(RecordType.scenarioResult, payload)
        }

        func note(_ scenario: PlannedScenario, step: Int?, text: String) {
            var payload = context(scenario)
            if let step { payload["step"] = .int(step) }
            payload["text"] = .string(text)
            append(RecordType.note, payload)
        }

        func defect(_ scenario: PlannedScenario, _ id: String) {
            append(RecordType.defect, context(scenario).merging(["id": .string(id)]) { $1 })
        }

        func evidence(_ scenario: PlannedScenario, step: Int, file: String, bytes: [UInt8] = ReportFixtures.evidenceBytes) {
            let sha = SHA256.hash(bytes)
            var payload = context(scenario)
            payload["step"] = .int(step)
            payload["file"] = .string(file)
            payload["sha256"] = .string(sha)
            payload["path"] = .string("evidence/\(sha).png")
            payload["bytes"] = .int(bytes.count)
            append(RecordType.evidence, payload)
        }

        func finish() {
            append(RecordType.sessionFinished, [:])
        }
    }
}
