import Ledger

/// Which planned scenarios stand in the way of a sign-off. Only a current verdict that is
/// conclusive and given to today's steps counts as done: passed or not applicable, neither
/// stale nor in conflict.
///
/// - failed: the criteria do not hold;
/// - untested, skipped and blocked: nobody found out whether they hold — a blocked scenario
///   could not be carried out to its end, so signing it would certify what no one checked;
/// - conflict: testers disagree, and a signature must not pick a side silently;
/// - stale: the verdict was given to other steps than the plan has now.
public enum SignOffReadiness {
    public static func incomplete(_ scenarios: [(result: ScenarioResult, label: String)]) -> [IncompleteScenario] {
        scenarios.compactMap { result, label in
            let conclusive = result.state == .passed || result.state == .notApplicable
            if conclusive && !result.stale { return nil }
            return IncompleteScenario(id: result.id, label: label, state: result.state.rawValue, stale: result.stale)
        }
    }

    /// "2 failed, 1 untested, 1 stale": how many of each reason, in a fixed order.
    public static func summary(_ incomplete: [IncompleteScenario]) -> String {
        let order = ["failed", "blocked", "skipped", "untested", "conflict"]
        var parts: [String] = []
        for state in order {
            let count = incomplete.filter { $0.state == state }.count
            if count > 0 { parts.append("\(count) \(state)") }
        }
        let stale = incomplete.filter(\.stale).count
        if stale > 0 { parts.append("\(stale) stale") }
        return parts.joined(separator: ", ")
    }
}
