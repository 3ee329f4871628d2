import WCAG

/// The level a criterion gets in one product part from its checks, as VPAT 2.5 defines the
/// terms (README, "Conformance reports"). Outcomes are gathered per component first, since
/// the VPAT speaks of the product's functionality, not of step counts: one component's ten
/// passed steps must not outweigh another component's failure.
///
/// - no check in the plan, or some check not yet tested: at A and AA a **gap** (the
///   evaluation has not established the criterion), at AAA **Not Evaluated** — VPAT 2.5
///   allows that term for AAA only;
/// - every check not applicable: **Not Applicable**;
/// - every component that was tested meets it: **Supports**;
/// - the majority of the components tested fail it: **Does Not Support** ("the majority of
///   product functionality does not meet the criterion");
/// - otherwise, some fail: **Partially Supports**.
///
/// Nothing is ever Supports without a passed check of every component behind it.
public enum ConformanceRule {
    public static func level(criterion: WCAGCriterion.Level, checks: CheckTally, components: ComponentTally) -> ConformanceLevel {
        if !checks.covered || components.untested > 0 {
            return criterion == .aaa ? .notEvaluated : .gap
        }
        if components.meets + components.fails == 0 { return .notApplicable }
        if components.fails == 0 { return .supports }
        return components.fails * 2 > components.meets + components.fails ? .doesNotSupport : .partiallySupports
    }
}
