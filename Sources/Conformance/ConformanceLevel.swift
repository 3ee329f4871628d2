/// How far a product part meets a success criterion, in the VPAT's terms. The raw values are
/// OpenACR's term ids.
public enum ConformanceLevel: String, Sendable, Hashable, CaseIterable {
    case supports
    case partiallySupports = "partially-supports"
    case doesNotSupport = "does-not-support"
    case notApplicable = "not-applicable"
    case notEvaluated = "not-evaluated"

    /// "Partially Supports": the VPAT's words.
    public var title: String {
        switch self {
        case .supports: return "Supports"
        case .partiallySupports: return "Partially Supports"
        case .doesNotSupport: return "Does Not Support"
        case .notApplicable: return "Not Applicable"
        case .notEvaluated: return "Not Evaluated"
        }
    }
}
