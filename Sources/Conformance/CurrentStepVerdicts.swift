import Ledger

/// Each planned scenario's step verdicts in the attempt that gives its current result (the
/// latest current one, as reports show it), read from the replayed ledgers; records withdrawn
/// by a correction do not count.
public enum CurrentStepVerdicts {
    public static func gather(_ sessions: [SessionLedger], plan: [ResultsReplay.Planned]) -> [String: ScenarioStepVerdicts] {
        gather(LedgerReplay(sessions, plan: plan))
    }

    /// With the sessions already replayed against the plan.
    public static func gather(_ sessions: [SessionLedger], results: Results) -> [String: ScenarioStepVerdicts] {
        gather(LedgerReplay(sessions, results: results))
    }

    /// From the replay a report is built from, so that claims and reports read the same records.
    public static func gather(_ replay: LedgerReplay) -> [String: ScenarioStepVerdicts] {
        var gathered: [String: ScenarioStepVerdicts] = [:]
        for result in replay.results.scenarios {
            var verdicts: [Int: Verdict] = [:]
            var breaks: [Int: [String]] = [:]
            var acrossProduct: Set<Int> = []
            if let attempt = result.current.last {
                for record in replay.records(of: attempt, scenario: result.id) where record.type == RecordType.stepResult {
                    guard let step = record.int("step"), let verdict = record.verdict else { continue }
                    verdicts[step] = verdict
                    // A later verdict on the step replaces what an earlier one named.
                    breaks[step] = record.strings("breaks")
                    if record.flag("acrossProduct") {
                        acrossProduct.insert(step)
                    } else {
                        acrossProduct.remove(step)
                    }
                }
            }
            gathered[result.id] = ScenarioStepVerdicts(
                state: result.state, stale: result.stale, verdicts: verdicts, breaks: breaks, acrossProduct: acrossProduct)
        }
        return gathered
    }
}
