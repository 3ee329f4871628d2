import Digest
import Foundation
import Gherkin
import JSON
import Ledger
import TestPlan
import Testing

@testable import Reports

@Suite("Evidence embedding limits")
struct EvidenceEmbeddingTests {
    @Test("the budget takes files up to 8 MiB each until 64 MiB are taken")
    func budget() {
        let budget = EvidenceEmbedding.Budget()
        #expect(!budget.take(EvidenceEmbedding.fileLimit + 1))
        var taken = 0
        while budget.take(EvidenceEmbedding.fileLimit) { taken += 1 }
        #expect(taken == EvidenceEmbedding.reportLimit / EvidenceEmbedding.fileLimit)
        #expect(budget.take(0))
    }

    @Test("a file over the limit is not read into the report: Cucumber JSON names its path instead")
    func largeFileLinked() throws {
        let folder = NSTemporaryDirectory() + "stepwise-embed-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/evidence", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let large = [UInt8](repeating: 7, count: EvidenceEmbedding.fileLimit + 1)
        let small: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        let largeHash = SHA256.hash(large)
        let smallHash = SHA256.hash(small)
        try Data(large).write(to: URL(fileURLWithPath: folder + "/evidence/\(largeHash).mp4"))
        try Data(small).write(to: URL(fileURLWithPath: folder + "/evidence/\(smallHash).png"))

        let text = "Feature: F\n  Scenario: A\n    Given a\n"
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "f.feature", ids: ids) else { throw CancellationError() }
        let plan = Planner.plan(
            [PlanSource(uri: "f.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "f.feature"))],
            library: StepLibrary(definitions: []), selection: PlanSelection()
        ).scenarios
        let scenario = plan[0]
        var lines: [[UInt8]] = []
        func append(_ type: String, _ payload: [String: JSONValue]) {
            let prev = lines.last.map { SHA256.hash($0) } ?? LedgerRecord.genesis
            lines.append(
                LedgerRecord(seq: lines.count + 1, time: "2026-11-22T09:00:0\(lines.count).000Z", type: type, payload: payload, prev: prev).line)
        }
        let context: [String: JSONValue] = ["scenario": .string(scenario.id), "attempt": .int(1), "contentHash": .string(scenario.contentHash)]
        append(RecordType.sessionStarted, ["tester": .string("Ann")])
        for (hash, ext, count) in [(largeHash, "mp4", large.count), (smallHash, "png", small.count)] {
            append(
                RecordType.evidence,
                context.merging([
                    "step": .int(0), "file": .string("clip.\(ext)"), "sha256": .string(hash), "path": .string("evidence/\(hash).\(ext)"),
                    "bytes": .int(count),
                ]) { $1 })
        }
        append(RecordType.stepResult, context.merging(["step": .int(0), "verdict": .string("passed")]) { $1 })
        append(RecordType.scenarioResult, context.merging(["verdict": .string("passed")]) { $1 })
        let session = SessionLedger(path: folder + "/s1.jsonl", bytes: lines.flatMap { $0 + [0x0A] })
        let report = ReportBuilder.build(
            plan: plan, sessions: [session], resultsFolder: folder, generated: "2026-11-22T12:00:00.000Z", loadEvidence: true)
        let evidence = try #require(report.scenarios.first?.evidence)
        #expect(evidence.map { $0.content == nil } == [true, false])
        let json = CucumberJSONReport.render(report)
        #expect(json.contains("Evidence: \(folder)/evidence/\(largeHash).mp4"))
        #expect(json.contains(Data(small).base64EncodedString()))
    }
}
