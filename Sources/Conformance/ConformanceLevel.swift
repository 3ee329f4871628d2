/// How far a product part meets a success criterion, in the VPAT's terms. The raw values are
/// OpenACR's term ids.
public enum ConformanceLevel: String, Sendable, Hashable, CaseIterable {
    case supports
    case partiallySupports = "partially-supports"
    case doesNotSupport = "does-not-support"
    case notApplicable = "not-applicable"
    case notEvaluated = "not-evaluated"
    /// An A or AA criterion with no check in the plan, or with checks not yet tested: the
    /// evaluation has not established it. Not a VPAT term — VPAT 2.5 keeps Not Evaluated for
    /// AAA — but a hole the report names first and a sign-off refuses.
    case gap

    /// "Partially Supports": the VPAT's words.
    public var title: String {
        switch self {
        case .supports: return "Supports"
        case .partiallySupports: return "Partially Supports"
        case .doesNotSupport: return "Does Not Support"
        case .notApplicable: return "Not Applicable"
        case .notEvaluated: return "Not Evaluated"
        case .gap: return "Gap: not established"
        }
    }
}
