import Paths

/// The `stepwise status --check` gate: manual testing is done when every planned scenario has
/// a current pass. A gate that passes wrongly is worse than none, so anything that makes the
/// counts untrustworthy fails it too: features that did not parse (their scenarios are
/// missing from the plan) and session ledgers that do not verify (their verdicts may have
/// been edited).
public enum StatusCheck {
    /// Whether the gate holds, and one line per reason it does not (or one saying it holds).
    public static func evaluate(_ summary: StatusSummary, gherkinErrors: Int = 0, damagedSessions: Int = 0)
        -> (holds: Bool, lines: [String])
    {
        var reasons: [String] = []
        let planned = summary.totals.planned
        let missing = planned - summary.currentlyPassing
        if missing > 0 {
            reasons.append(
                "check failed: \(missing) of \(planned) planned \(plural(planned, "scenario")) \(missing == 1 ? "has" : "have") no current passing verdict"
            )
        }
        if gherkinErrors > 0 {
            reasons.append(
                "check failed: \(gherkinErrors) Gherkin \(plural(gherkinErrors, "error")); the scenarios of those features are not planned")
        }
        if damagedSessions > 0 {
            reasons.append(
                "check failed: \(damagedSessions) session \(plural(damagedSessions, "ledger")) \(damagedSessions == 1 ? "does" : "do") not verify; run '\(ProgramPath.command) verify'"
            )
        }
        if !reasons.isEmpty { return (false, reasons) }
        switch planned {
        case 0: return (true, ["check passed: no scenarios are planned, so none lacks a passing verdict"])
        case 1: return (true, ["check passed: the 1 planned scenario has a current passing verdict"])
        default: return (true, ["check passed: all \(planned) planned scenarios have a current passing verdict"])
        }
    }

    private static func plural(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}
