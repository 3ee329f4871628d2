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
        // Each scenario id is looked up once per verdict and its attempts kept in a slot of
        // their own. Records are read where they lie, by index: copying a record (or an attempt)
        // retains every string in it, and those retains were most of replay's time.
        var slotOf: [String: Int] = [:]
        var ids: [String] = []
        var attempts: [[Attempt]] = []
        for session in sessions {
            let records = session.records
            var tester = "unknown tester"
            var withdrawn = Set<Int>()
            for index in records.indices where records[index].type == RecordType.correction {
                if let seq = records[index].int("supersedes") { withdrawn.insert(seq) }
            }
            for index in records.indices {
                let type = records[index].type
                if type == RecordType.sessionStarted, let name = records[index].string("tester") { tester = name }
                guard type == RecordType.scenarioResult, !withdrawn.contains(records[index].seq),
                    let id = records[index].string("scenario"), let verdict = records[index].string("verdict")
                else { continue }
                let slot: Int
                if let found = slotOf[id] {
                    slot = found
                } else {
                    slot = ids.count
                    slotOf[id] = slot
                    ids.append(id)
                    attempts.append([])
                }
                attempts[slot].append(
                    Attempt(
                        verdict: verdict, tester: tester, time: records[index].time, session: session.sessionID,
                        attempt: records[index].int("attempt") ?? 1, contentHash: records[index].string("contentHash") ?? "",
                        seq: records[index].seq))
            }
        }
        // Sessions are mostly in time order already, which the (stable, run-detecting) sort
        // takes in one pass.
        for slot in attempts.indices { attempts[slot].sort(by: earlier) }
        let planned = Set(plan.map(\.id))
        let scenarios = plan.map { scenario in
            result(id: scenario.id, attempts: slotOf[scenario.id].map { attempts[$0] } ?? [], contentHash: scenario.contentHash)
        }
        let unplanned = ids.indices.filter { !planned.contains(ids[$0]) }.sorted { ids[$0] < ids[$1] }
            .map { result(id: ids[$0], attempts: attempts[$0], contentHash: nil) }
        return Results(scenarios: scenarios, unplanned: unplanned)
    }

    /// Oldest first: by time, then session, then seq. Compared field by field rather than as
    /// tuples, which would copy the strings for every comparison.
    static func earlier(_ a: Attempt, _ b: Attempt) -> Bool {
        if a.time != b.time { return a.time < b.time }
        if a.session != b.session { return a.session < b.session }
        return a.seq < b.seq
    }

    static func result(id: String, attempts history: [Attempt], contentHash: String?) -> ScenarioResult {
        guard !history.isEmpty else {
            return ScenarioResult(id: id, state: .untested, stale: false, current: [], history: [])
        }
        // Each tester's latest attempt, by its place in the history (which is in order, so the
        // places in increasing order are the attempts in order).
        var latestByTester: [String: Int] = [:]
        for index in history.indices { latestByTester[history[index].tester] = index }
        var current = latestByTester.values.sorted().map { history[$0] }
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
