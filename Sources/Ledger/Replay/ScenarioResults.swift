/// A verdict given to a planned scenario in one attempt: who, when, where.
public struct Attempt: Sendable, Hashable {
    public let verdict: Verdict
    public let tester: String
    /// When it was given, kept in a form that orders quickly (see `LedgerStamp`).
    public let stamp: LedgerStamp
    public let session: String
    public let attempt: Int
    /// The scenario's steps' hash when it was tested.
    public let contentHash: String
    /// The record, `session:seq`, for audits.
    public let seq: Int
    /// A failed step of an attempt that has no scenario verdict yet (the tester quit
    /// mid-scenario): the scenario is failed, in progress.
    public let inProgress: Bool
    /// The earlier verdicts (`session:seq`) the tester was shown when giving this one, in a
    /// re-run: this verdict supersedes them, so a colleague's retest settles a failure instead
    /// of standing beside it as a conflict. Verdicts given without seeing each other still
    /// conflict.
    public let reviewed: [String]

    /// `session:seq`, as `reviewed` names an attempt.
    public var reference: String { "\(session):\(seq)" }

    /// When it was given, as the ledger has it (RFC 3339, UTC).
    public var time: String { stamp.text }

    init(
        verdict: Verdict, tester: String, stamp: LedgerStamp, session: String, attempt: Int, contentHash: String, seq: Int,
        inProgress: Bool = false, reviewed: [String] = []
    ) {
        self.inProgress = inProgress
        self.reviewed = reviewed
        self.verdict = verdict
        self.tester = tester
        self.stamp = stamp
        self.session = session
        self.attempt = attempt
        self.contentHash = contentHash
        self.seq = seq
    }

    init(verdict: Verdict, tester: String, time: String, session: String, attempt: Int, contentHash: String, seq: Int) {
        self.init(verdict: verdict, tester: tester, stamp: LedgerStamp(time), session: session, attempt: attempt, contentHash: contentHash, seq: seq)
    }
}

/// Where a planned scenario stands after replaying every session.
public struct ScenarioResult: Sendable {
    public enum State: String, Sendable {
        case passed, failed, blocked, skipped
        case notApplicable
        case untested
        /// Current verdicts of different testers disagree: someone has to decide.
        case conflict

        /// Where one verdict leaves a scenario. A verdict Stepwise never records leaves it
        /// untested: a forged or mistyped word must never read as a finding, least of all a pass.
        public init(_ verdict: Verdict) {
            switch verdict {
            case .passed: self = .passed
            case .failed: self = .failed
            case .blocked: self = .blocked
            case .skipped: self = .skipped
            case .notApplicable: self = .notApplicable
            case .unknown: self = .untested
            }
        }
    }

    public let id: String
    public let state: State
    /// The current verdict was given to other steps than the plan has now.
    public let stale: Bool
    /// Each tester's latest verdict (more than one when they disagree).
    public let current: [Attempt]
    /// Every verdict, oldest first (withdrawn ones left out).
    public let history: [Attempt]
}

/// The results of a set of sessions against a plan.
public struct Results: Sendable {
    /// In plan order.
    public let scenarios: [ScenarioResult]
    /// Results for scenario ids the plan does not have (removed or renamed criteria).
    public let unplanned: [ScenarioResult]
}
