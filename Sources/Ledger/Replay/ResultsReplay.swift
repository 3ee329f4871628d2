/// Replays sessions into results: the latest verdict per planned scenario (an id that
/// includes the platform), with its history.
///
/// - Sessions merge by union: each session is its own file, so testers never write to the
///   same file and `git` merges `results/` without conflicts.
/// - A `correction` withdraws the record it names (`supersedes`: the seq, same session).
/// - Each tester's latest verdict is current; when the current verdicts of different testers
///   disagree the scenario is a **conflict** — never silently resolved. A tester re-testing
///   replaces only their own earlier verdict.
/// - A verdict is **stale** when it was given to other steps than the plan has now.
public enum ResultsReplay {
    /// What the plan says about a scenario: its id and its steps' hash.
    public struct Planned: Sendable, Hashable {
        public let id: String
        public let contentHash: String
        public init(id: String, contentHash: String) {
            self.id = id
            self.contentHash = contentHash
        }
    }

    public static func replay(_ sessions: [SessionLedger], plan: [Planned]) -> Results {
        var attempts: [String: [Attempt]] = [:]
        for session in sessions {
            var tester = "unknown tester"
            var withdrawn = Set<Int>()
            for record in session.records where record.type == RecordType.correction {
                if let seq = record.int("supersedes") { withdrawn.insert(seq) }
            }
            for record in session.records {
                if record.type == RecordType.sessionStarted, let name = record.string("tester") { tester = name }
                guard record.type == RecordType.scenarioResult, !withdrawn.contains(record.seq),
                    let id = record.string("scenario"), let verdict = record.string("verdict")
                else { continue }
                attempts[id, default: []].append(
                    Attempt(
                        verdict: verdict, tester: tester, time: record.time, session: session.sessionID,
                        attempt: record.int("attempt") ?? 1, contentHash: record.string("contentHash") ?? "", seq: record.seq))
            }
        }
        for id in attempts.keys {
            attempts[id]!.sort { ($0.time, $0.session, $0.seq) < ($1.time, $1.session, $1.seq) }
        }
        let planned = Set(plan.map(\.id))
        let scenarios = plan.map { result(id: $0.id, attempts: attempts[$0.id] ?? [], contentHash: $0.contentHash) }
        let unplanned = attempts.keys.filter { !planned.contains($0) }.sorted()
            .map { result(id: $0, attempts: attempts[$0] ?? [], contentHash: nil) }
        return Results(scenarios: scenarios, unplanned: unplanned)
    }

    static func result(id: String, attempts history: [Attempt], contentHash: String?) -> ScenarioResult {
        guard !history.isEmpty else {
            return ScenarioResult(id: id, state: .untested, stale: false, current: [], history: [])
        }
        var latestByTester: [String: Attempt] = [:]
        for attempt in history { latestByTester[attempt.tester] = attempt }
        var current = latestByTester.values.sorted { ($0.time, $0.session, $0.seq) < ($1.time, $1.session, $1.seq) }
        // Verdicts for today's steps count before stale ones.
        if let contentHash {
            let fresh = current.filter { $0.contentHash == contentHash }
            if !fresh.isEmpty { current = fresh }
        }
        let stale = contentHash.map { hash in current.allSatisfy { $0.contentHash != hash } } ?? false
        let verdicts = Set(current.map(\.verdict))
        let state: ScenarioResult.State =
            verdicts.count > 1 ? .conflict : ScenarioResult.State(rawValue: verdicts.first ?? "") ?? .untested
        return ScenarioResult(id: id, state: state, stale: stale, current: current, history: history)
    }
}
