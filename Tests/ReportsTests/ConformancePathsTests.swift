import Conformance
import Ledger
import Testing
import WCAG

@testable import Reports

/// A sign-off works the claims out from the ledgers (`CurrentStepVerdicts`), an export from the
/// report: for `verify` to say "unchanged" and a report to say "approved", the two must agree
/// on every kind of result — a failure, blocks and skips, a conflict, a stale verdict, a
/// retest, a step not applicable, scenarios never tested.
@Suite("Conformance claims: the ledgers and the report agree")
struct ConformancePathsTests {
    @Test func sameClaimsFromLedgersAndFromTheReport() throws {
        let plan = ReportFixtures.plan()
        let sessions = ReportFixtures.sessions(plan)
        let report = ReportFixtures.report()
        // Every step of every scenario checks a criterion of its scenario's own (so each
        // criterion's level is that scenario's result) and one all steps share.
        let numbers = WCAGCriterion.all.filter { $0.level <= .aa }.map(\.number)
        let checks = plan.enumerated().flatMap { position, scenario in
            scenario.steps.indices.map { index in
                ConformanceMap.Check(
                    scenario: scenario.id, step: index, criteria: [numbers[1 + position % (numbers.count - 1)], numbers[0]],
                    part: ProductPart(platform: scenario.platform))
            }
        }
        let map = ConformanceMap(target: .aa, parts: plan.map { ProductPart(platform: $0.platform) }, checks: checks)
        let planned = plan.map { ResultsReplay.Planned(id: $0.id, contentHash: $0.contentHash) }
        let fromLedgers = ConformanceClaims(map: map, verdicts: CurrentStepVerdicts.gather(sessions, plan: planned))
        let outcomes = checks.map { check -> CheckOutcome in
            let scenario = try! #require(report.scenarios.first { $0.planned.id == check.scenario })
            return CheckOutcome(stepVerdict: scenario.steps[check.step].verdict, scenarioState: scenario.state, stale: scenario.stale)
        }
        let fromReport = ConformanceClaims(map: map, outcomes: outcomes)
        #expect(fromLedgers == fromReport)
        #expect(fromLedgers.sha256 == fromReport.sha256)
        // Not a vacuous agreement: the fixture's results give more than one level.
        #expect(Set(fromReport.claims.map(\.level)).count > 2, "\(Set(fromReport.claims.map(\.level)))")
    }
}
