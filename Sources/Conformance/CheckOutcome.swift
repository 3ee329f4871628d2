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
    public init(stepVerdict: String?, scenarioState: String, stale: Bool) {
        if stale || scenarioState == "conflict" || scenarioState == "untested" {
            self = .untested
            return
        }
        switch stepVerdict {
        case "passed": self = .passed
        case "failed": self = .failed
        case "notApplicable": self = .notApplicable
        default: self = scenarioState == "notApplicable" ? .notApplicable : .untested
        }
    }
}
