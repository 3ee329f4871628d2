import Conformance
import TestPlan

extension ConformanceMap {
    /// The checks of a plan: each step that applies on its scenario's platform and whose
    /// guidance names WCAG criteria. Steps for other platforms evidence nothing here.
    public init(plan: [PlannedScenario], target: WCAGCriterion.Level) {
        var checks: [Check] = []
        for scenario in plan {
            let part = ProductPart(platform: scenario.platform)
            for (index, step) in scenario.steps.enumerated() where step.applicable && step.isCheck && !step.wcag.isEmpty {
                checks.append(Check(scenario: scenario.id, step: index, criteria: step.wcag, part: part, component: scenario.featureName))
            }
        }
        self.init(target: target, parts: plan.map { ProductPart(platform: $0.platform) }, checks: checks)
    }
}
