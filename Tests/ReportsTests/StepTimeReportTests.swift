import Digest
import Foundation
import Gherkin
import JSON
import Ledger
import Reports
import TestPlan
import Testing

@Suite("Time taken in reports")
struct StepTimeReportTests {
    /// One scenario of two steps, with the steps' measured seconds as the session records them.
    private func report(seconds: [Double?]) -> ReportScenario? {
        let text = "Feature: F\n  Scenario: A\n    Given a\n    When b\n"
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "f.feature", ids: ids) else { return nil }
        let plan = Planner.plan(
            [PlanSource(uri: "f.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "f.feature"))],
            library: StepLibrary(definitions: []), selection: PlanSelection()
        ).scenarios
        let scenario = plan[0]
        var lines: [[UInt8]] = []
        func append(_ type: String, _ payload: [String: JSONValue], at second: Int) {
            let prev = lines.last.map { SHA256.hash($0) } ?? LedgerRecord.genesis
            let time = LedgerTime.string(Date(timeIntervalSince1970: 1_795_338_000 + Double(second)))
            lines.append(LedgerRecord(seq: lines.count + 1, time: time, type: type, payload: payload, prev: prev).line)
        }
        let context: [String: JSONValue] = ["scenario": .string(scenario.id), "attempt": .int(1), "contentHash": .string(scenario.contentHash)]
        append(RecordType.sessionStarted, ["tester": .string("Ann")], at: 0)
        for (index, measured) in seconds.enumerated() {
            var payload = context
            payload["step"] = .int(index)
            payload["verdict"] = .string("passed")
            if let measured { payload["seconds"] = .double(measured) }
            append(RecordType.stepResult, payload, at: 100 + index)
        }
        append(RecordType.scenarioResult, context.merging(["verdict": .string("passed")]) { $1 }, at: 101)
        let session = SessionLedger(path: "results/s1.jsonl", bytes: lines.flatMap { $0 + [0x0A] })
        return ReportBuilder.build(plan: plan, sessions: [session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z").scenarios.first
    }

    @Test("the time a session measured per step is what reports show, the first step included; the scenario's is their sum")
    func measured() throws {
        let scenario = try #require(report(seconds: [42.5, 7]))
        #expect(scenario.steps.map(\.seconds) == [42.5, 7])
        #expect(scenario.duration == 49.5)
    }
}
