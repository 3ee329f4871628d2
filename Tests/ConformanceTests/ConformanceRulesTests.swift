import Conformance
import JSON
import Testing
import WCAG

/// The rules that turn check outcomes into a VPAT level, as README states them, and the
/// claims a sign-off binds.
@Suite struct ConformanceRulesTests {
    @Test func levelsFollowTheRules() {
        func level(_ outcomes: [CheckOutcome]) -> ConformanceLevel { CheckTally(outcomes).level }
        #expect(level([.passed, .passed, .notApplicable]) == .supports)
        #expect(level([.passed, .failed]) == .partiallySupports)
        #expect(level([.failed, .failed]) == .doesNotSupport)
        #expect(level([.failed, .untested]) == .doesNotSupport)
        #expect(level([.failed, .notApplicable]) == .doesNotSupport)
        #expect(level([.notApplicable, .notApplicable]) == .notApplicable)
        #expect(level([.untested]) == .notEvaluated)
        // Passes with a check still untested are not a claim of support.
        #expect(level([.passed, .untested]) == .notEvaluated)
        #expect(level([]) == .notEvaluated)
        #expect(!CheckTally([]).covered)
        #expect(CheckTally([.passed, .notApplicable]).complete)
        #expect(!CheckTally([.passed, .untested]).complete)
    }

    @Test func outcomesOfStaleConflictingAndUnreachedStepsAreUntested() {
        #expect(CheckOutcome(stepVerdict: "passed", scenarioState: "passed", stale: false) == .passed)
        #expect(CheckOutcome(stepVerdict: "passed", scenarioState: "passed", stale: true) == .untested)
        #expect(CheckOutcome(stepVerdict: "failed", scenarioState: "conflict", stale: false) == .untested)
        #expect(CheckOutcome(stepVerdict: nil, scenarioState: "failed", stale: false) == .untested)
        #expect(CheckOutcome(stepVerdict: "blocked", scenarioState: "blocked", stale: false) == .untested)
        #expect(CheckOutcome(stepVerdict: nil, scenarioState: "notApplicable", stale: false) == .notApplicable)
        #expect(CheckOutcome(stepVerdict: "notApplicable", scenarioState: "passed", stale: false) == .notApplicable)
    }

    /// One failed focus step makes exactly its criteria Partially Supports, others stay as
    /// their own checks say, and criteria nothing maps are not evaluated.
    @Test func claimsFollowTheMappedSteps() throws {
        let map = ConformanceMap(
            target: .aa, parts: [.nativeApp, .web],
            checks: [
                .init(scenario: "a", step: 0, criteria: ["2.4.7", "2.4.11"], part: .nativeApp),
                .init(scenario: "a", step: 1, criteria: ["4.1.2"], part: .nativeApp),
                .init(scenario: "b", step: 0, criteria: ["2.4.7"], part: .nativeApp),
                .init(scenario: "b", step: 1, criteria: ["4.1.2"], part: .nativeApp),
            ])
        let verdicts = [
            "a": ScenarioStepVerdicts(state: "failed", stale: false, verdicts: [0: "failed", 1: "passed"]),
            "b": ScenarioStepVerdicts(state: "passed", stale: false, verdicts: [0: "passed", 1: "passed"]),
        ]
        let claims = ConformanceClaims(map: map, verdicts: verdicts)
        func level(_ criterion: String, _ part: ProductPart) -> ConformanceLevel? {
            claims.claims.first { $0.criterion == criterion && $0.part == part }?.level
        }
        #expect(level("2.4.7", .nativeApp) == .partiallySupports)
        #expect(level("2.4.11", .nativeApp) == .doesNotSupport)
        #expect(level("4.1.2", .nativeApp) == .supports)
        #expect(level("4.1.2", .web) == .notEvaluated)
        #expect(level("1.1.1", .nativeApp) == .notEvaluated)
        // AAA criteria are outside an AA target.
        #expect(level("2.4.13", .nativeApp) == nil)
        #expect(claims.claims.count == WCAGCriterion.all.filter { $0.level <= .aa }.count * 2)
        #expect(!claims.complete)

        // The map survives a manifest; the claims made from it again hash the same.
        let again = try #require(ConformanceMap(json: map.json))
        #expect(again == map)
        #expect(ConformanceClaims(map: again, verdicts: verdicts).sha256 == claims.sha256)

        // A retest that passes the focus step changes the claims, and says which.
        var retested = verdicts
        retested["a"] = ScenarioStepVerdicts(state: "passed", stale: false, verdicts: [0: "passed", 1: "passed"])
        let now = ConformanceClaims(map: map, verdicts: retested)
        #expect(now.sha256 != claims.sha256)
        #expect(
            now.changes(fromSigned: claims.levelsJSON) == [
                "2.4.7 (Native app): Partially Supports when signed, Supports now",
                "2.4.11 (Native app): Does Not Support when signed, Supports now",
            ])
        #expect(claims.changes(fromSigned: claims.levelsJSON).isEmpty)
    }
}
