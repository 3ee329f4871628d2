import Harness
import Ledger
import TestPlan

/// What a re-run (`--rerun failed,…`) tests: the scenarios whose current result is of the
/// kinds asked for, each numbered as its next attempt, with what other sessions said of it.
struct Rerun {
    var scenarios: [PlannedScenario] = []
    var firstAttempts: [String: Int] = [:]
    var earlier: [String: [EarlierAttempt]] = [:]
    /// Every session's records, read once: the earlier verdicts to show, and the tester's
    /// last device, system and assistive technology.
    var ledgers: [SessionLedger] = []

    static func choose(_ kinds: Set<String>, among planned: [PlannedScenario], resultsFolder: String) -> Result<Rerun, UsageError> {
        var rerun = Rerun()
        do {
            // Which scenarios to test again needs no evidence file hashed.
            rerun.ledgers = try SessionLedger.readFolder(resultsFolder, checkingEvidence: false)
        } catch {
            return .failure(UsageError("\(error)"))
        }
        let results = ResultsReplay.replay(rerun.ledgers, plan: planned.map { .init(id: $0.id, contentHash: $0.contentHash) })
        let chosen = zip(planned, results.scenarios).filter { _, result in
            kinds.contains(result.state.rawValue) || (kinds.contains("stale") && result.stale)
        }
        rerun.scenarios = chosen.map(\.0)
        var current: [String: [Attempt]] = [:]
        for (scenario, result) in chosen {
            rerun.firstAttempts[scenario.id] = (result.history.map(\.attempt).max() ?? 0) + 1
            current[scenario.id] = result.current
        }
        rerun.earlier = EarlierAttempt.gather(
            current: current, records: Dictionary(rerun.ledgers.map { ($0.sessionID, $0.records) }, uniquingKeysWith: { first, _ in first }))
        return .success(rerun)
    }
}
