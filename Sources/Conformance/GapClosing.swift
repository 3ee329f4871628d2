import WCAG

/// The shortest way to a complete claim: the fewest scenarios to test so that, once they pass,
/// no criterion of the selected parts is a gap. A gap whose checks are in the scope but not yet
/// tested needs every one of those scenarios (a claim rests on all its checks); a gap no
/// scenario in the scope checks needs scenarios from elsewhere (`candidates`, such as the
/// whole bundled catalog), chosen greedily: each time the scenario that settles the most gaps
/// still open, the first in plan order on a tie. Greedy set cover is not always the minimum,
/// but it is within a logarithmic factor of it and gives the same answer every run.
public enum GapClosing {
    /// A gap: one criterion in one product part.
    public struct Gap: Sendable, Hashable, Comparable {
        public let criterion: String
        public let part: ProductPart

        public init(criterion: String, part: ProductPart) {
            self.criterion = criterion
            self.part = part
        }

        public static func < (lhs: Gap, rhs: Gap) -> Bool {
            lhs.part != rhs.part ? lhs.part < rhs.part : WCAGCriterion.precedes(lhs.criterion, rhs.criterion)
        }
    }

    /// One scenario to test and the gaps its checks settle.
    public struct Pick: Sendable, Hashable {
        public let scenario: String
        public let settles: [Gap]
        /// True when it is in the scope already (its checks are untested); false when it is
        /// brought in from the candidates.
        public let inScope: Bool
    }

    public struct Plan: Sendable, Hashable {
        /// In the order to test them: the scope's own first, then those brought in.
        public let picks: [Pick]
        /// Gaps no scenario in the scope or the candidates checks: only an auditor's decision
        /// (or a new feature) settles them.
        public let unreachable: [Gap]
        /// Every gap the plan starts from.
        public let gaps: [Gap]
        /// Gaps with an engine's result still to review: `run --review` settles those checks,
        /// no scenario does.
        public var toReview: [Gap] = []
    }

    /// - Parameters:
    ///   - claims: the claims over the scope as they stand (`gaps` are what is open).
    ///   - scope: the scope's checks; `outcomes[i]` is `scope.checks[i]`'s outcome now.
    ///   - candidates: checks of scenarios outside the scope that could be tested; scenarios
    ///     of the scope among them are ignored.
    ///   - automated: the engines' checks the claims count (`AutomatedResults.checks`): a gap
    ///     one of them leaves without an outcome is checked already, and waits for a review.
    public static func plan(
        claims: ConformanceClaims, scope: ConformanceMap, outcomes: [CheckOutcome], candidates: ConformanceMap, automated: [AutomatedCheck] = []
    ) -> Plan {
        let gaps = claims.gaps.map { Gap(criterion: $0.criterion, part: $0.part) }
        let open = Set(gaps)
        var toReview: Set<Gap> = []
        for check in automated where check.result.outcome == .untested {
            for criterion in check.criteria where open.contains(Gap(criterion: criterion, part: check.part)) {
                toReview.insert(Gap(criterion: criterion, part: check.part))
            }
        }
        // Gaps the scope checks: each untested check's scenario is needed.
        var scopeOrder: [String] = []
        var scopeSettles: [String: [Gap]] = [:]
        var checkedInScope: Set<Gap> = []
        for (check, outcome) in zip(scope.checks, outcomes) {
            for criterion in check.criteria {
                let gap = Gap(criterion: criterion, part: check.part)
                guard open.contains(gap) else { continue }
                checkedInScope.insert(gap)
                guard outcome == .untested else { continue }
                if scopeSettles[check.scenario] == nil { scopeOrder.append(check.scenario) }
                if !(scopeSettles[check.scenario] ?? []).contains(gap) { scopeSettles[check.scenario, default: []].append(gap) }
            }
        }
        var picks = scopeOrder.map { Pick(scenario: $0, settles: scopeSettles[$0]!.sorted(), inScope: true) }
        // Gaps the scope has no check of: covered from the candidates.
        var uncovered = open.subtracting(checkedInScope).subtracting(toReview)
        let inScope = Set(scope.checks.map(\.scenario))
        var order: [String] = []
        var covers: [String: Set<Gap>] = [:]
        for check in candidates.checks where !inScope.contains(check.scenario) {
            if covers[check.scenario] == nil { order.append(check.scenario) }
            for criterion in check.criteria where uncovered.contains(Gap(criterion: criterion, part: check.part)) {
                covers[check.scenario, default: []].insert(Gap(criterion: criterion, part: check.part))
            }
        }
        while !uncovered.isEmpty {
            var best: (scenario: String, gain: Set<Gap>)?
            for scenario in order {
                let gain = (covers[scenario] ?? []).intersection(uncovered)
                if gain.count > (best?.gain.count ?? 0) { best = (scenario, gain) }
            }
            guard let best else { break }
            picks.append(Pick(scenario: best.scenario, settles: best.gain.sorted(), inScope: false))
            uncovered.subtract(best.gain)
        }
        var plan = Plan(picks: picks, unreachable: uncovered.sorted(), gaps: gaps.sorted())
        plan.toReview = toReview.sorted()
        return plan
    }
}
