import Ledger

/// Each planned scenario's step verdicts in the attempt that gives its current result (the
/// latest current one, as reports show it), read from the session ledgers; records withdrawn
/// by a correction do not count.
public enum CurrentStepVerdicts {
    public static func gather(_ sessions: [SessionLedger], plan: [ResultsReplay.Planned]) -> [String: ScenarioStepVerdicts] {
        gather(sessions, results: ResultsReplay.replay(sessions, plan: plan))
    }

    /// With the sessions already replayed against the plan.
    public static func gather(_ sessions: [SessionLedger], results: Results) -> [String: ScenarioStepVerdicts] {
        // The attempt each scenario shows, by session: "scenario id, attempt".
        var wanted: [String: Set<String>] = [:]
        for result in results.scenarios {
            guard let attempt = result.current.last else { continue }
            wanted[attempt.session, default: []].insert(result.id + "\u{1F}" + String(attempt.attempt))
        }
        var verdicts: [String: [Int: Verdict]] = [:]
        var breaks: [String: [Int: [String]]] = [:]
        var acrossProduct: [String: Set<Int>] = [:]
        for session in sessions {
            guard let keys = wanted[session.sessionID] else { continue }
            let withdrawn = session.withdrawn
            for record in session.records where record.type == RecordType.stepResult && !withdrawn.contains(record.seq) {
                guard let scenario = record.string("scenario"), let step = record.int("step"), let verdict = record.verdict
                else { continue }
                let key = scenario + "\u{1F}" + String(record.int("attempt") ?? 1)
                guard keys.contains(key) else { continue }
                verdicts[scenario, default: [:]][step] = verdict
                // A later verdict on the step replaces what an earlier one named.
                breaks[scenario, default: [:]][step] = record.strings("breaks")
                if record.flag("acrossProduct") {
                    acrossProduct[scenario, default: []].insert(step)
                } else {
                    acrossProduct[scenario]?.remove(step)
                }
            }
        }
        var gathered: [String: ScenarioStepVerdicts] = [:]
        for result in results.scenarios {
            let shown = !result.current.isEmpty
            gathered[result.id] = ScenarioStepVerdicts(
                state: result.state, stale: result.stale, verdicts: shown ? verdicts[result.id] ?? [:] : [:],
                breaks: shown ? breaks[result.id] ?? [:] : [:], acrossProduct: shown ? acrossProduct[result.id] ?? [] : [])
        }
        return gathered
    }
}
