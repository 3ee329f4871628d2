/// What one check says now, with what a failure of it names: the criteria the tester said it
/// breaks, and whether they said it holds across the product. A step often evidences several
/// criteria ("the link's name says where it goes and it is announced as a link": 2.4.4 and
/// 4.1.2); a failure charged to all of them would put a vague link under Name, Role, Value.
public struct CheckResult: Sendable, Hashable {
    public let outcome: CheckOutcome
    /// The criteria a failure breaks, as the tester named them; empty when they named none,
    /// which charges every criterion of the check (as before failures could name any).
    public let breaks: [String]
    /// The tester recorded that the failure holds across the product, not in this one place:
    /// what makes a single failure Does Not Support (`ConformanceRule`).
    public let acrossProduct: Bool

    public init(_ outcome: CheckOutcome, breaks: [String] = [], acrossProduct: Bool = false) {
        self.outcome = outcome
        self.breaks = breaks
        self.acrossProduct = acrossProduct
    }

    /// The outcome for one of the check's criteria (`criteria` being all of them). A failure
    /// that names criteria fails those and passes the rest: the tester performed the check and
    /// judged that only the named ones are broken. Names that are none of the check's
    /// criteria (a hand-edited ledger, a renamed mapping) are ignored, and a failure left
    /// naming none of them charges them all: a known failure is never dropped.
    public func outcome(for criterion: String, of criteria: [String]) -> CheckOutcome {
        guard outcome == .failed, !breaks.isEmpty else { return outcome }
        let named = breaks.filter { criteria.contains($0) }
        if named.isEmpty || named.contains(criterion) { return .failed }
        return .passed
    }
}
