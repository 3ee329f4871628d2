/// Replays sessions into results: the latest verdict per planned scenario (an id that
/// includes the platform), with its history.
///
/// - Sessions merge by union: each session is its own file, so testers never write to the
///   same file and `git` merges `results/` without conflicts.
/// - A `correction` withdraws the record it names (`supersedes`: the seq, same session).
/// - Each tester's latest verdict is current; when the current verdicts of different testers
///   disagree the scenario is a **conflict** — never silently resolved. A tester re-testing
///   replaces their own earlier verdict, and another tester's only when the re-run showed it
///   to them first (the verdict's `reviewed` names it): fail, fix, retest by a colleague
///   settles the scenario, while verdicts given without seeing each other still conflict.
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

    /// Replays sessions whose records are already read (as exports have them).
    public static func replay(_ sessions: [SessionLedger], plan: [Planned]) -> Results {
        replay(sessions.map(SessionVerdicts.init), plan: plan)
    }

    public static func replay(_ sessions: [SessionVerdicts], plan: [Planned]) -> Results {
        var verdicts = VerdictsByScenario()
        for session in sessions { verdicts.merge(session.verdicts) }
        // Sessions are mostly in time order already, which the (stable, run-detecting) sort
        // takes in one pass.
        verdicts.sortEachGroup(by: earlier)
        let planned = Set(plan.map(\.id))
        let scenarios = plan.map { result(id: $0.id, attempts: verdicts.attempts(for: $0.id) ?? [], contentHash: $0.contentHash) }
        let unplanned = verdicts.ids.indices.filter { !planned.contains(verdicts.ids[$0]) }.sorted { verdicts.ids[$0] < verdicts.ids[$1] }
            .map { result(id: verdicts.ids[$0], attempts: verdicts.groups[$0], contentHash: nil) }
        return Results(scenarios: scenarios, unplanned: unplanned)
    }

    /// Oldest first: by time, then session, then seq. Compared field by field rather than as
    /// tuples, which would copy the strings for every comparison.
    static func earlier(_ a: Attempt, _ b: Attempt) -> Bool {
        if a.stamp != b.stamp { return a.stamp < b.stamp }
        if a.session != b.session { return a.session < b.session }
        return a.seq < b.seq
    }

    static func result(id: String, attempts history: [Attempt], contentHash: String?) -> ScenarioResult {
        guard !history.isEmpty else {
            return ScenarioResult(id: id, state: .untested, stale: false, current: [], history: [])
        }
        // Each tester's latest attempt, by its place in the history (which is in order, so the
        // places in increasing order are the attempts in order). Mostly one tester gave them
        // all, which needs no table.
        var current: [Attempt]
        let first = history[0].tester
        if history.allSatisfy({ $0.tester == first }) {
            current = [history[history.count - 1]]
        } else {
            var latestByTester: [String: Int] = [:]
            for index in history.indices { latestByTester[history[index].tester] = index }
            current = latestByTester.values.sorted().map { history[$0] }
        }
        // A verdict given over another that the tester was shown supersedes it.
        if current.count > 1 {
            var reviewed: Set<String> = []
            for attempt in history { reviewed.formUnion(attempt.reviewed) }
            if !reviewed.isEmpty {
                let kept = current.filter { !reviewed.contains($0.reference) }
                if !kept.isEmpty { current = kept }
            }
        }
        // Verdicts for today's steps count before stale ones.
        if let contentHash {
            let fresh = current.filter { $0.contentHash == contentHash }
            if !fresh.isEmpty { current = fresh }
        }
        let stale = contentHash.map { hash in current.allSatisfy { $0.contentHash != hash } } ?? false
        let verdicts = Set(current.map(\.verdict))
        let state: ScenarioResult.State = verdicts.count > 1 ? .conflict : verdicts.first.map(ScenarioResult.State.init) ?? .untested
        return ScenarioResult(id: id, state: state, stale: stale, current: current, history: history)
    }
}
