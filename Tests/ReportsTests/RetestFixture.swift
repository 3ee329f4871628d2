import Digest
import Foundation
import Reports

/// A failure retested to a pass, built the way `stepwise export` builds it (earlier attempts
/// gathered, evidence read from the results folder): Ann fails the formula scenario on iOS in
/// one session — a note, a defect and a screenshot on step 2 — and passes it in a session the
/// next day. The report shows the pass; the failure and its screenshot are an earlier attempt,
/// which every export must still carry.
enum RetestFixture {
    /// Not `ReportFixtures.evidenceBytes`, so a match is this screenshot and nothing else.
    static let screenshot: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x52, 0x45, 0x54, 0x45, 0x53, 0x54]
    static let screenshotName = "login failed.png"
    static let failingSession = "2026-11-21-ann-ios"
    static let passingSession = "2026-11-22-ann-ios"
    static let failureNote = "the button does nothing"
    static let defect = "JIRA-77"

    /// Where every export points for the screenshot: from the folder of the session's ledger.
    static var screenshotPath: String { "results/evidence/\(SHA256.hash(screenshot)).png" }
    /// The fixture's earlier attempt as every export names it, up to its time.
    static let label = "Earlier attempt 1 in session \(failingSession): failed, by Ann, at "

    /// The report, with the screenshot's bytes read from a results folder unless asked not to.
    static func report(withEvidenceBytes: Bool = true) throws -> Report {
        let plan = ReportFixtures.plan()
        let formula = plan.first { $0.name == ReportFixtures.formulaScenario && $0.platform == "ios" }!
        let failing = ReportFixtures.Ledger(id: failingSession, tester: "Ann", platform: "ios", device: nil, build: "1.3.0", startOffset: -86_400)
        failing.step(formula, 0, "passed")
        failing.evidence(formula, step: 1, file: screenshotName, bytes: screenshot)
        failing.step(formula, 1, "failed", ["note": .string(failureNote)])
        failing.defect(formula, defect)
        failing.verdict(formula, "failed")
        failing.finish()
        let passing = ReportFixtures.Ledger(id: passingSession, tester: "Ann", platform: "ios", device: nil, build: "1.3.1")
        passing.steps(formula, ["passed", "passed", "passed"])
        passing.verdict(formula, "passed")
        passing.finish()

        var resultsFolder: String?
        if withEvidenceBytes {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stepwise-retest-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("evidence"), withIntermediateDirectories: true)
            try Data(screenshot).write(to: folder.appendingPathComponent("evidence/\(SHA256.hash(screenshot)).png"))
            resultsFolder = folder.path
        }
        defer { if let resultsFolder { try? FileManager.default.removeItem(atPath: resultsFolder) } }
        return ReportBuilder.build(
            plan: plan, sessions: [failing.session, passing.session], resultsFolder: resultsFolder, generated: "2026-11-22T12:00:00.000Z",
            loadEvidence: withEvidenceBytes, earlierAttempts: true)
    }

    /// The retested scenario's place in the report, after checking the report shows its pass.
    static func index(_ report: Report) -> Int {
        let index = ReportFixtures.index(report, ReportFixtures.formulaScenario, "ios")
        precondition(report.scenarios[index].state == .passed, "the retest fixture no longer shows a pass")
        return index
    }
}
