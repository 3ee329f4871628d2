import Conformance
import TestPlan

extension ConformanceMap {
    /// The checks of a plan: each step that applies on its scenario's platform and whose
    /// guidance names WCAG criteria or EN 301 549 clauses of the standard's own (its `EN 301
    /// 549:` line), which the claims give rows of their own (`ConformanceClaims.productClaims`).
    /// Steps for other platforms evidence nothing here.
    public init(plan: [PlannedScenario], target: WCAGCriterion.Level) {
        var checks: [Check] = []
        for scenario in plan {
            let part = ProductPart(platform: scenario.platform)
            for (index, step) in scenario.steps.enumerated() where step.applicable && step.isCheck && !Self.evidenced(step).isEmpty {
                checks.append(
                    Check(
                        scenario: scenario.id, step: index, criteria: Self.evidenced(step), part: part, component: scenario.featureName,
                        page: scenario.page))
            }
        }
        self.init(target: target, parts: plan.map { ProductPart(platform: $0.platform) }, checks: checks)
    }

    /// The same map of the report's planned scenarios, read in place: copying a hundred
    /// thousand planned scenarios (and each step's definition, to ask its kind) out of the
    /// report cost more than the map.
    init(report: Report, target: WCAGCriterion.Level) {
        var checks: [Check] = []
        var parts: Set<ProductPart> = []
        for scenario in report.scenarios.indices {
            let part = ProductPart(platform: report.scenarios[scenario].planned.platform)
            parts.insert(part)
            for index in report.scenarios[scenario].planned.steps.indices {
                guard report.scenarios[scenario].planned.steps[index].applicable,
                    (report.scenarios[scenario].planned.steps[index].definition?.kind ?? .check) == .check
                else { continue }
                let criteria = Self.evidenced(report.scenarios[scenario].planned.steps[index])
                guard !criteria.isEmpty else { continue }
                checks.append(
                    Check(
                        scenario: report.scenarios[scenario].planned.id, step: index, criteria: criteria,
                        part: part, component: report.scenarios[scenario].planned.featureName, page: report.scenarios[scenario].planned.page))
            }
        }
        self.init(target: target, parts: Array(parts), checks: checks)
    }

    /// What a step's check evidences: its WCAG criteria, then its EN 301 549 clauses.
    static func evidenced(_ step: PlannedStep) -> [String] {
        step.en301549.isEmpty ? step.wcag : step.wcag + step.en301549
    }
}
