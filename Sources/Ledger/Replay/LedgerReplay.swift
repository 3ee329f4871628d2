/// The sessions replayed once for reports and claims: the results (each scenario's current
/// verdicts after retests, with conflicts and staleness), each session as its corrections
/// leave it, and the records of every attempt at a scenario. An export and a sign-off read
/// the same replay, so what a report shows and what a claim rests on cannot drift apart.
public struct LedgerReplay: Sendable {
    /// One attempt at one scenario in one session.
    private struct AttemptKey: Hashable {
        let session: String
        let scenario: String
        let attempt: Int
    }

    public let results: Results
    /// In the order the sessions were given.
    public let sessions: [CorrectedSession]
    /// Each session's standing records that name a scenario, by attempt, in ledger order:
    /// gathered once, since looking them up in every session for each planned scenario made
    /// a large export quadratic.
    private let attemptRecords: [AttemptKey: [LedgerRecord]]

    /// Replays the sessions against the plan.
    public init(_ sessions: [SessionLedger], plan: [ResultsReplay.Planned]) {
        self.init(sessions, results: ResultsReplay.replay(sessions, plan: plan))
    }

    /// With the sessions already replayed against the plan (replaying again would give the same).
    public init(_ sessions: [SessionLedger], results: Results) {
        self.results = results
        self.sessions = sessions.map(CorrectedSession.init)
        // A session id given twice (never so in a results folder) keeps its last session's
        // records, as a look-up by id finds one session.
        var latest: [String: Int] = [:]
        for (index, session) in self.sessions.enumerated() { latest[session.sessionID] = index }
        var attemptRecords: [AttemptKey: [LedgerRecord]] = [:]
        for (index, session) in self.sessions.enumerated() where latest[session.sessionID] == index {
            for record in session.records {
                guard let scenario = record.string("scenario") else { continue }
                let key = AttemptKey(session: session.sessionID, scenario: scenario, attempt: record.int("attempt") ?? 1)
                attemptRecords[key, default: []].append(record)
            }
        }
        self.attemptRecords = attemptRecords
    }

    /// The standing records of one attempt at scenario `id`, in ledger order.
    public func records(of attempt: Attempt, scenario id: String) -> [LedgerRecord] {
        attemptRecords[AttemptKey(session: attempt.session, scenario: id, attempt: attempt.attempt)] ?? []
    }
}
