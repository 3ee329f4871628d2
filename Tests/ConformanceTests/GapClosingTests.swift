import Conformance
import Testing
import WCAG

/// The fewest scenarios that settle every gap: the scope's own untested checks of a gap first,
/// then, for gaps the scope does not check, the candidate that settles the most still open.
@Suite struct GapClosingTests {
    @Test func untestedChecksInScopeFirstThenTheGreediestCandidates() {
        let scope = ConformanceMap(
            target: .a, parts: [.web],
            checks: [
                .init(scenario: "button-keys", step: 0, criteria: ["2.1.1"], part: .web, component: "Button"),
                .init(scenario: "button-name", step: 0, criteria: ["4.1.2"], part: .web, component: "Button"),
            ])
        // Keys passed; the name check is untested.
        let outcomes: [CheckOutcome] = [.passed, .untested]
        let claims = ConformanceClaims(map: scope, outcomes: outcomes)
        let candidates = ConformanceMap(
            target: .a, parts: [.web],
            checks: [
                .init(scenario: "image", step: 0, criteria: ["1.1.1"], part: .web, component: "Image"),
                .init(scenario: "form", step: 0, criteria: ["1.1.1", "1.3.1", "3.3.2"], part: .web, component: "Form"),
                .init(scenario: "form", step: 1, criteria: ["3.3.1"], part: .web, component: "Form"),
                .init(scenario: "table", step: 0, criteria: ["1.3.1"], part: .web, component: "Table"),
                .init(scenario: "language", step: 0, criteria: ["3.1.1"], part: .web, component: "Page"),
                // In the scope already: never brought in twice.
                .init(scenario: "button-name", step: 0, criteria: ["4.1.2", "2.4.3"], part: .web, component: "Button"),
                // Another part: no gap of the web is settled by it.
                .init(scenario: "app-title", step: 0, criteria: ["2.4.2"], part: .nativeApp, component: "Screen"),
            ])
        let plan = GapClosing.plan(claims: claims, scope: scope, outcomes: outcomes, candidates: candidates)
        #expect(plan.picks.map(\.scenario) == ["button-name", "form", "language"])
        #expect(plan.picks.map(\.inScope) == [true, false, false])
        #expect(plan.picks[1].settles.map(\.criterion) == ["1.1.1", "1.3.1", "3.3.1", "3.3.2"])
        // Every gap is settled by a pick or named as unreachable, and none twice.
        let settled = plan.picks.flatMap(\.settles) + plan.unreachable
        #expect(Set(settled) == Set(plan.gaps))
        #expect(settled.count == plan.gaps.count)
        #expect(plan.unreachable.contains(GapClosing.Gap(criterion: "2.4.2", part: .web)))
        #expect(!plan.unreachable.contains(GapClosing.Gap(criterion: "2.1.1", part: .web)), "2.1.1 is no gap")
    }

    @Test func noGapNothingToTest() {
        let scope = ConformanceMap(
            target: .a, parts: [.web], checks: [.init(scenario: "a", step: 0, criteria: ["2.1.1"], part: .web, component: "A")])
        let decisions = WCAGLevelA.numbers.filter { $0 != "2.1.1" }.map {
            AuditorDecision(
                clause: .wcag(WCAGCriterion.named($0)!), part: .web, level: .notApplicable, reason: "r", auditor: "Dee", time: "2026-11-28T00:00:00Z")
        }
        let claims = ConformanceClaims(map: scope, outcomes: [.passed], decisions: decisions)
        let plan = GapClosing.plan(claims: claims, scope: scope, outcomes: [.passed], candidates: scope)
        #expect(plan.gaps.isEmpty && plan.picks.isEmpty && plan.unreachable.isEmpty)
    }
}

enum WCAGLevelA {
    static var numbers: [String] { WCAGCriterion.all.filter { $0.level == .a }.map(\.number) }
}
