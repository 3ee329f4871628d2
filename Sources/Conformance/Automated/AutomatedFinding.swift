import Ledger

/// One rule's result in a current scan, with what people have since judged of its elements:
/// what claims count of it, what remarks and reports say about it.
public struct AutomatedFinding: Sendable, Hashable {
    /// A person's verdict on one element (`stepwise run --review`).
    public struct Review: Sendable, Hashable {
        public let verdict: Verdict
        public let note: String?
        public let reviewer: String
        public let time: String
        /// The review session.
        public let session: String
    }

    /// What the finding is now, for claims.
    public enum State: Sendable, Hashable {
        /// The engine found the rule violated: a failed check of its criteria.
        case violation
        /// The engine could not decide, and this many elements are still to be judged.
        case toReview(Int)
        /// Every element judged by a person: a check with their outcome.
        case judged(CheckOutcome)
        /// A pass or an inapplicable result: supporting evidence only.
        case supporting
        /// A best practice (no WCAG criterion): shown, never in claims.
        case advisory
    }

    public let scan: RecordedScan.Facts
    /// The seq of its `automatedResult` record in the scan's session.
    public let seq: Int
    public let result: AutomatedResultRecord
    /// The latest review of each element, by its place among the kept elements.
    public internal(set) var reviews: [Int: Review] = [:]

    public init(scan: RecordedScan.Facts, seq: Int, result: AutomatedResultRecord) {
        self.scan = scan
        self.seq = seq
        self.result = result
    }

    /// "session:seq", as a review names it.
    public var reference: String { "\(scan.session):\(seq)" }

    /// The rule as one instance of claims' count: the engine's rule on the page, as a
    /// component on a page of the sample is one.
    public var component: String { "\(scan.engine) \(result.rule)" }

    public var state: State {
        if result.advisory || result.criteria.isEmpty { return .advisory }
        switch result.outcome {
        case .violation: return .violation
        case .pass, .inapplicable: return .supporting
        case .needsReview:
            // Each element kept is judged on its own; a result that kept none (a forged or odd
            // file) is one thing to judge, as element 0.
            let elements = max(1, result.nodes.count)
            let verdicts = (0..<elements).compactMap { reviews[$0]?.verdict }
            if verdicts.contains(.failed) { return .judged(.failed) }
            if verdicts.count < elements { return .toReview(elements - verdicts.count) }
            return .judged(verdicts.contains(.passed) ? .passed : .notApplicable)
        }
    }

    /// What claims count of it: one check of its criteria on its page; nil when it counts for
    /// nothing (a pass, an inapplicable result, a best practice).
    public var checkResult: CheckResult? {
        switch state {
        case .violation: return CheckResult(.failed)
        case .toReview: return CheckResult(.untested)
        case .judged(let outcome): return CheckResult(outcome)
        case .supporting, .advisory: return nil
        }
    }

    /// The elements not yet judged, by place, for a reviewer.
    public var unjudged: [Int] {
        guard result.outcome == .needsReview, !result.advisory, !result.criteria.isEmpty else { return [] }
        return (0..<max(1, result.nodes.count)).filter { reviews[$0] == nil }
    }

    /// "1 element", "3 elements": what the engine reported, not only what was kept.
    public var elements: String { "\(result.nodeCount) element\(result.nodeCount == 1 ? "" : "s")" }

    /// "axe-core 4.10.2, color-contrast, 1 element on https://shop.example/cart" (on "Cart
    /// (https://shop.example/cart)" for a page of the sample): the finding as remarks name it.
    public var words: String { "\(scan.tester), \(result.rule), \(elements) on \(scan.pageWords)" }
}
