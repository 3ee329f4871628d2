import WCAG

/// The level a criterion gets in one product part from its checks, as VPAT 2.5 defines the
/// terms (docs/auditing-and-the-acr.md, "How a level is decided"). Outcomes are gathered per
/// component first, since the VPAT speaks of the product's functionality, not of step counts:
/// one component's ten passed steps must not outweigh another component's failure.
///
/// 1. Some component fails it (a check of it failed): a known failure is never a gap, however
///    many checks are still without an outcome —
///    - **Does Not Support** when a tester recorded that a failure holds across the product,
///      or when two or more of the components tested fail it and they are the majority
///      (VPAT 2.5: "the majority of product functionality does not meet the criterion");
///    - otherwise **Partially Supports**. One failing instance — one component, or one page's
///      colour or contrast — shows that the product fails somewhere, not that most of it
///      does; the tester who knows it fails everywhere says so with `F`.
/// 2. No failure, and no check in the plan or some check not yet tested: at A and AA a
///    **gap** (the evaluation has not established the criterion), at AAA **Not Evaluated** —
///    VPAT 2.5 allows that term for AAA only.
/// 3. Every check not applicable: **Not Applicable**.
/// 4. Otherwise every component tested meets it: **Supports**.
///
/// Nothing is ever Supports without a passed check of every component behind it.
public enum ConformanceRule {
    public static func level(criterion: WCAGCriterion.Level, checks: CheckTally, components: ComponentTally) -> ConformanceLevel {
        if components.fails > 0 {
            let tested = components.meets + components.fails
            let majority = components.fails >= 2 && components.fails * 2 > tested
            return components.failsAcrossProduct || majority ? .doesNotSupport : .partiallySupports
        }
        if !checks.covered || components.untested > 0 {
            return criterion == .aaa ? .notEvaluated : .gap
        }
        if components.meets == 0 { return .notApplicable }
        return .supports
    }

    /// The rule in two sentences, as the ACR's and OpenACR's notes state it.
    public static let statement =
        "A criterion with any failed check is Partially Supports, or Does Not Support when two or more of the components tested fail it and they are the majority (a component tested on several pages of the sample counting once per page), or when a tester recorded that a failure holds across the product; a failure is never shown as a gap. "
        + "Without a failure it is Supports when every component tested meets it and no check is without an outcome, Not Applicable when no check applies, and otherwise a gap (Not Evaluated at level AAA)."
}
