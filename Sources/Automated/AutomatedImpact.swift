/// How much a failure hurts users, in axe-core's four words. Only axe-core says it; it orders
/// what to fix first and changes no claim.
public enum AutomatedImpact: String, Sendable, Hashable, CaseIterable, Comparable {
    case minor
    case moderate
    case serious
    case critical

    public static func < (lhs: AutomatedImpact, rhs: AutomatedImpact) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
