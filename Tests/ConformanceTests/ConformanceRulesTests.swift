import Conformance
import JSON
import Ledger
import Testing
import WCAG

/// The rules that turn check outcomes into a VPAT 2.5 level, as README states them: outcomes
/// gathered per component first, then weighed across components; gaps at A and AA, Not
/// Evaluated only at AAA; an auditor's decision beside the derived level.
@Suite struct ConformanceRulesTests {
    /// One component per entry, each with its checks' outcomes.
    func level(_ components: [[CheckOutcome]], criterion: WCAGCriterion.Level = .aa) -> ConformanceLevel {
        var all = CheckTally()
        var tally = ComponentTally()
        for outcomes in components {
            let checks = CheckTally(outcomes)
            for outcome in outcomes { all.add(outcome) }
            tally.add(ComponentTally.Outcome(checks))
        }
        return ConformanceRule.level(criterion: criterion, checks: all, components: tally)
    }

    @Test func levelsFollowTheRules() {
        #expect(level([[.passed, .passed, .notApplicable]]) == .supports)
        #expect(level([[.passed], [.passed, .notApplicable]]) == .supports)
        // One component of two fails: not the majority.
        #expect(level([[.passed], [.failed]]) == .partiallySupports)
        // A component with a failed check fails, however many of its checks passed; but one
        // failing instance shows the product fails somewhere, not that most of it does.
        #expect(level([[.passed, .passed, .passed, .failed]]) == .partiallySupports)
        #expect(level([[.failed], [.failed], [.passed]]) == .doesNotSupport)
        #expect(level([[.failed], [.failed]]) == .doesNotSupport)
        #expect(level([[.failed], [.passed], [.passed]]) == .partiallySupports)
        #expect(level([[.failed], [.failed], [.passed], [.passed]]) == .partiallySupports)
        // Components where the criterion does not apply are not weighed.
        #expect(level([[.failed], [.notApplicable], [.notApplicable]]) == .partiallySupports)
        #expect(level([[.failed], [.failed], [.notApplicable]]) == .doesNotSupport)
        #expect(level([[.notApplicable], [.notApplicable]]) == .notApplicable)
        // A known failure is never a gap, however much is still untested.
        #expect(level([[.failed], [.untested]]) == .partiallySupports)
        #expect(level([[.failed, .untested]]) == .partiallySupports)
        #expect(level([[.failed], [.failed], [.untested], [.untested]]) == .doesNotSupport)
        #expect(level([[.failed], [.untested]], criterion: .aaa) == .partiallySupports)
        // Untested checks, or none at all, are gaps at A and AA, Not Evaluated at AAA.
        #expect(level([[.passed, .untested]]) == .gap)
        #expect(level([]) == .gap)
        #expect(level([], criterion: .a) == .gap)
        #expect(level([], criterion: .aaa) == .notEvaluated)
        #expect(level([[.passed], [.untested]], criterion: .aaa) == .notEvaluated)
        #expect(!CheckTally([]).covered)
        #expect(CheckTally([.passed, .notApplicable]).complete)
        #expect(!CheckTally([.passed, .untested]).complete)
    }

    @Test func outcomesOfStaleConflictingAndUnreachedStepsAreUntested() {
        #expect(CheckOutcome(stepVerdict: .passed, scenarioState: .passed, stale: false) == .passed)
        #expect(CheckOutcome(stepVerdict: .passed, scenarioState: .passed, stale: true) == .untested)
        #expect(CheckOutcome(stepVerdict: .failed, scenarioState: .conflict, stale: false) == .untested)
        #expect(CheckOutcome(stepVerdict: nil, scenarioState: .failed, stale: false) == .untested)
        #expect(CheckOutcome(stepVerdict: .blocked, scenarioState: .blocked, stale: false) == .untested)
        #expect(CheckOutcome(stepVerdict: nil, scenarioState: .notApplicable, stale: false) == .notApplicable)
        #expect(CheckOutcome(stepVerdict: .notApplicable, scenarioState: .passed, stale: false) == .notApplicable)
        // A step verdict Stepwise never records (a forged "PASSED") proves nothing, even in a passed scenario.
        #expect(CheckOutcome(stepVerdict: .unknown("PASSED"), scenarioState: .passed, stale: false) == .untested)
    }

    /// A toggle switch whose every check failed fails every criterion its checks map, whatever
    /// its setup steps said (they are not checks, so not in the map): one component failing is
    /// one failing instance, Partially Supports; a second failing component makes the majority.
    @Test func aFullyFailedComponentDoesNotSupport() {
        let map = ConformanceMap(
            target: .aa, parts: [.nativeApp],
            checks: [
                .init(scenario: "keys", step: 1, criteria: ["2.1.1", "2.4.7"], part: .nativeApp, component: "Toggle switch"),
                .init(scenario: "keys", step: 3, criteria: ["2.1.1", "4.1.2"], part: .nativeApp, component: "Toggle switch"),
                .init(scenario: "reader", step: 2, criteria: ["4.1.2"], part: .nativeApp, component: "Toggle switch"),
            ])
        let verdicts = [
            "keys": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .passed, 1: .failed, 2: .passed, 3: .failed]),
            "reader": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .passed, 1: .passed, 2: .failed]),
        ]
        let claims = ConformanceClaims(map: map, verdicts: verdicts)
        for criterion in ["2.1.1", "2.4.7", "4.1.2"] {
            #expect(claims.claims.first { $0.criterion == criterion }?.level == .partiallySupports, "\(criterion)")
        }
        let twice = ConformanceMap(
            target: .aa, parts: [.nativeApp],
            checks: map.checks + [.init(scenario: "other", step: 0, criteria: ["2.1.1", "2.4.7", "4.1.2"], part: .nativeApp, component: "Switch")])
        var both = verdicts
        both["other"] = ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .failed])
        for criterion in ["2.1.1", "2.4.7", "4.1.2"] {
            #expect(
                ConformanceClaims(map: twice, verdicts: both).claims.first { $0.criterion == criterion }?.level == .doesNotSupport, "\(criterion)")
        }
    }

    @Test func claimsGatherPerComponentAndNameEveryGap() throws {
        let map = ConformanceMap(
            target: .aa, parts: [.nativeApp, .web],
            checks: [
                .init(scenario: "a", step: 0, criteria: ["2.4.7", "2.4.11"], part: .nativeApp, component: "Button"),
                .init(scenario: "a", step: 1, criteria: ["4.1.2"], part: .nativeApp, component: "Button"),
                .init(scenario: "b", step: 0, criteria: ["2.4.7"], part: .nativeApp, component: "Link"),
                .init(scenario: "b", step: 1, criteria: ["4.1.2"], part: .nativeApp, component: "Link"),
                .init(scenario: "c", step: 1, criteria: ["4.1.2"], part: .nativeApp, component: "Switch"),
            ])
        let verdicts = [
            "a": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .failed, 1: .passed]),
            "b": ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed, 1: .passed]),
            "c": ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed, 1: .passed]),
        ]
        let claims = ConformanceClaims(map: map, verdicts: verdicts)
        func level(_ criterion: String, _ part: ProductPart) -> ConformanceLevel? {
            claims.claims.first { $0.criterion == criterion && $0.part == part }?.level
        }
        #expect(level("2.4.7", .nativeApp) == .partiallySupports)
        // Button's one failure: a single failing instance is Partially Supports.
        #expect(level("2.4.11", .nativeApp) == .partiallySupports)
        #expect(level("4.1.2", .nativeApp) == .supports)
        #expect(level("4.1.2", .web) == .gap)
        #expect(level("1.1.1", .nativeApp) == .gap)
        #expect(level("2.4.13", .nativeApp) == nil)
        #expect(claims.claims.count == WCAGCriterion.all.filter { $0.level <= .aa }.count * 2)
        // Never Not Evaluated at A or AA: every claim without a level is a named gap.
        #expect(!claims.claims.contains { $0.level == .notEvaluated })
        // Native 2.4.1, 2.4.5, 3.2.3, 3.2.4 and 3.2.6 apply to a set of programs only (WCAG2ICT): not applicable, not gaps.
        #expect(claims.gaps.count == claims.claims.count - 3 - 5)
        #expect(claims.claims.first { $0.criterion == "2.4.1" && $0.part == .nativeApp }?.level == .notApplicable)
        #expect(claims.claims.first { $0.criterion == "2.4.1" && $0.part == .web }?.level == .gap)
        #expect(!claims.complete)

        // The map survives a manifest, components and all; the claims hash the same.
        let again = try #require(ConformanceMap(json: map.json))
        #expect(again == map)
        #expect(ConformanceClaims(map: again, verdicts: verdicts).sha256 == claims.sha256)

        var retested = verdicts
        retested["a"] = ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed, 1: .passed])
        let now = ConformanceClaims(map: map, verdicts: retested)
        #expect(
            now.changes(fromSigned: claims.levelsJSON) == [
                "2.4.7 (Native app): Partially Supports when signed, Supports now",
                "2.4.11 (Native app): Partially Supports when signed, Supports now",
            ])
        #expect(claims.changes(fromSigned: claims.levelsJSON).isEmpty)
    }

    /// An auditor's decision sets the claimed level, keeps the derived one beside it, closes a
    /// gap, and is part of what a sign-off binds: a changed reason is a changed claim.
    @Test func decisionsStandBesideTheDerivedLevel() {
        let map = ConformanceMap(
            target: .a, parts: [.web],
            checks: [.init(scenario: "a", step: 0, criteria: ["1.1.1"], part: .web, component: "Image")])
        let verdicts = ["a": ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed])]
        let before = ConformanceClaims(map: map, verdicts: verdicts)
        let decision = AuditorDecision(
            clause: .wcag(WCAGCriterion.named("1.2.1")!), part: .web, level: .notApplicable, reason: "The product has no prerecorded audio or video.",
            auditor: "Ann", time: "2026-11-25T10:00:00.000Z")
        let after = ConformanceClaims(map: map, verdicts: verdicts, decisions: [decision])
        let claim = after.claims.first { $0.criterion == "1.2.1" }!
        #expect(claim.level == .notApplicable)
        #expect(claim.derived == .gap)
        #expect(after.gaps.count == before.gaps.count - 1)
        #expect(after.sha256 != before.sha256)
        let reworded = AuditorDecision(
            clause: .wcag(WCAGCriterion.named("1.2.1")!), part: .web, level: .notApplicable, reason: "No media.", auditor: "Ann",
            time: "2026-11-25T10:00:00.000Z")
        #expect(ConformanceClaims(map: map, verdicts: verdicts, decisions: [reworded]).sha256 != after.sha256)
        // The last decision about a criterion and part counts.
        let later = AuditorDecision(
            clause: .wcag(WCAGCriterion.named("1.2.1")!), part: .web, level: .doesNotSupport, reason: "A video was found after all.", auditor: "Bo",
            time: "2026-11-26T10:00:00.000Z")
        #expect(
            ConformanceClaims(map: map, verdicts: verdicts, decisions: [decision, later]).claims.first { $0.criterion == "1.2.1" }?.level
                == .doesNotSupport)
        #expect(AuditorDecision.allowed(for: .aa).contains(.notEvaluated) == false)
        #expect(AuditorDecision.allowed(for: .aaa).contains(.notEvaluated))
        #expect(!AuditorDecision.allowed(for: .aaa).contains(.gap))
    }
}

/// A failure that names the criteria it breaks counts only against them; one recorded as
/// holding across the product makes Does Not Support on its own.
@Suite struct NamedFailureTests {
    let map = ConformanceMap(
        target: .aa, parts: [.web],
        checks: [
            .init(scenario: "link", step: 0, criteria: ["2.4.4", "2.5.3", "4.1.2"], part: .web, component: "Link"),
            .init(scenario: "page", step: 0, criteria: ["1.4.3"], part: .web, component: "Page"),
        ])

    func level(_ claims: ConformanceClaims, _ criterion: String) -> ConformanceLevel? {
        claims.claims.first { $0.criterion == criterion }?.level
    }

    @Test func aNamedFailureIsChargedOnlyToWhatItBreaks() {
        let verdicts = [
            "link": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .failed], breaks: [0: ["2.4.4"]]),
            "page": ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed]),
        ]
        let claims = ConformanceClaims(map: map, verdicts: verdicts)
        #expect(level(claims, "2.4.4") == .partiallySupports)
        #expect(level(claims, "2.5.3") == .supports)
        #expect(level(claims, "4.1.2") == .supports)
        // Named or not, the tallies say what was charged where.
        #expect(claims.claims.first { $0.criterion == "4.1.2" }?.tally.failed == 0)

        // The same failure naming none charges all three.
        let all = ConformanceClaims(
            map: map,
            verdicts: ["link": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .failed]), "page": verdicts["page"]!])
        for criterion in ["2.4.4", "2.5.3", "4.1.2"] { #expect(level(all, criterion) == .partiallySupports, "\(criterion)") }
        #expect(all.sha256 != claims.sha256)
    }

    @Test func aFailureNamingNoneOfItsCriteriaIsNeverDropped() {
        // A hand-edited ledger naming a criterion the step does not carry: charged to all, not hidden.
        let result = CheckResult(.failed, breaks: ["1.1.1"])
        for criterion in ["2.4.4", "2.5.3", "4.1.2"] {
            #expect(result.outcome(for: criterion, of: ["2.4.4", "2.5.3", "4.1.2"]) == .failed)
        }
        #expect(CheckResult(.failed, breaks: ["1.1.1", "2.5.3"]).outcome(for: "2.4.4", of: ["2.4.4", "2.5.3"]) == .passed)
        // Only a failure is narrowed: a pass or an untested step says the same of every criterion.
        #expect(CheckResult(.untested, breaks: ["2.4.4"]).outcome(for: "4.1.2", of: ["2.4.4", "4.1.2"]) == .untested)
    }

    @Test func aFailureAcrossTheProductDoesNotSupportOnItsOwn() {
        let once = ConformanceClaims(
            map: map,
            verdicts: [
                "link": ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed]),
                "page": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .failed]),
            ])
        #expect(level(once, "1.4.3") == .partiallySupports)
        let across = ConformanceClaims(
            map: map,
            verdicts: [
                "link": ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed]),
                "page": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .failed], acrossProduct: [0]),
            ])
        #expect(level(across, "1.4.3") == .doesNotSupport)
        #expect(across.sha256 != once.sha256)
        // Across the product, but naming another criterion: 1.4.3 is not charged at all.
        let elsewhere = ConformanceClaims(
            map: map,
            verdicts: [
                "link": ScenarioStepVerdicts(state: .failed, stale: false, verdicts: [0: .failed], breaks: [0: ["2.4.4"]], acrossProduct: [0]),
                "page": ScenarioStepVerdicts(state: .passed, stale: false, verdicts: [0: .passed]),
            ])
        #expect(level(elsewhere, "2.4.4") == .doesNotSupport)
        #expect(level(elsewhere, "4.1.2") == .supports)
    }
}
