import Ledger

/// What one check (a step that evidences success criteria) says now, as far as conformance is
/// concerned.
public enum CheckOutcome: String, Sendable, Hashable {
    case passed
    case failed
    case notApplicable
    /// Blocked, skipped, not reached, stale, in conflict between testers, or never tested: no
    /// evidence either way.
    case untested

    /// The outcome of a step from its verdict in the scenario's current attempt and where the
    /// scenario stands. A stale result or one testers disagree on proves nothing, whatever its
    /// steps said; a scenario the tester declared not applicable makes its unanswered steps so.
    /// A verdict Stepwise never records is no outcome, like a step not reached.
    public init(stepVerdict: Verdict?, scenarioState: ScenarioResult.State, stale: Bool) {
        if stale || scenarioState == .conflict || scenarioState == .untested {
            self = .untested
            return
        }
        switch stepVerdict {
        case .passed?: self = .passed
        case .failed?: self = .failed
        case .notApplicable?: self = .notApplicable
        case .blocked?, .skipped?, .unknown?, nil: self = scenarioState == .notApplicable ? .notApplicable : .untested
        }
    }
}
