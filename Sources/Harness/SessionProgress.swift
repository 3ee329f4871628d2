import JSON
import Ledger
import TestPlan

/// Where a session stands, derived from its records alone — so resuming after a crash, `q`
/// or Ctrl-C finds exactly what was saved, and an undo is just one more record.
///
/// A session is replayed once when it starts; after that each record the tester's commands
/// write is applied on its own (`apply`), so a long session costs the same per keypress at its
/// end as at its start. A correction may withdraw any earlier record, which applying cannot
/// undo in place, so a correction replays the records from the start — corrections come only
/// from `u`, which is rare. Applying records one by one always ends where replaying them ends.
///
/// Step verdicts given to other steps than the plan has now (the criteria changed between a
/// `q` and a resume) do not count: those steps are asked again. A scenario verdict stands
/// whatever it was given to; replaying results marks it stale.
public struct SessionProgress: Sendable {
    /// One scenario's current attempt.
    public struct ScenarioState: Sendable {
        public var attempt: Int
        /// Per step: the verdict and the seq of its record, or nil when not yet given.
        public var steps: [(verdict: Verdict, seq: Int)?]
        public var result: (verdict: Verdict, seq: Int)?

        public var nextStep: Int? { steps.firstIndex { $0 == nil } }
        public var isComplete: Bool { result != nil }
    }

    public private(set) var scenarios: [ScenarioState]
    /// Seqs of records a command wrote together (a step verdict and, when it ended the
    /// scenario, the scenario's verdict), in order, withdrawn ones removed: what `u` undoes.
    public private(set) var verdictGroups: [[Int]] = []

    private let planned: [PlannedScenario]
    private let firstAttempts: [String: Int]
    /// Each planned scenario's place, by id.
    private let index: [String: Int]
    /// Seqs that corrections withdrew.
    private var withdrawn = Set<Int>()
    /// Each command's place in `verdictGroups`.
    private var groupSlot: [Int: Int] = [:]

    private init(scenarios planned: [PlannedScenario], firstAttempts: [String: Int]) {
        self.planned = planned
        self.firstAttempts = firstAttempts
        index = Dictionary(planned.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        scenarios = planned.map { Self.fresh($0, attempt: firstAttempts[$0.id] ?? 1) }
    }

    /// Replays records over the session's scenarios.
    public static func replay(_ records: [LedgerRecord], scenarios planned: [PlannedScenario], firstAttempts: [String: Int]) -> SessionProgress {
        var progress = SessionProgress(scenarios: planned, firstAttempts: firstAttempts)
        progress.withdrawn = CorrectedSession.withdrawn(by: records)
        for record in records { progress.take(record) }
        return progress
    }

    /// Brings the state up to date with one more record; `records` is the session's records
    /// with this one last, for a correction to replay.
    public mutating func apply(_ record: LedgerRecord, records: [LedgerRecord]) {
        guard record.type != RecordType.correction else {
            self = Self.replay(records, scenarios: planned, firstAttempts: firstAttempts)
            return
        }
        take(record)
    }

    private static func fresh(_ scenario: PlannedScenario, attempt: Int) -> ScenarioState {
        ScenarioState(attempt: attempt, steps: Array(repeating: nil, count: scenario.steps.count), result: nil)
    }

    /// What one record that is not withdrawn changes.
    private mutating func take(_ record: LedgerRecord) {
        guard !withdrawn.contains(record.seq), let id = record.string("scenario"), let position = index[id] else { return }
        let attempt = record.int("attempt") ?? 1
        switch record.type {
        case RecordType.attemptStarted:
            if attempt > scenarios[position].attempt { scenarios[position] = Self.fresh(planned[position], attempt: attempt) }
        case RecordType.stepResult, RecordType.scenarioResult:
            // A verdict Stepwise never records answers nothing: the step is asked again.
            guard attempt == scenarios[position].attempt, let verdict = record.verdict, verdict.isKnown else {
                return
            }
            if record.type == RecordType.stepResult {
                guard let step = record.int("step"), step >= 0, step < scenarios[position].steps.count else { return }
                // A step verdict given to other steps than the plan has now (the criteria changed
                // before a resume) says nothing about today's step: it is asked again.
                if let hash = record.string("contentHash"), hash != planned[position].contentHash { return }
                scenarios[position].steps[step] = (verdict, record.seq)
            } else {
                scenarios[position].result = (verdict, record.seq)
            }
            // Automatic not-applicable verdicts are not the tester's to undo.
            if case .bool(true)? = record.payload["automatic"] { return }
            let group = record.int("command") ?? record.seq
            if let slot = groupSlot[group] {
                verdictGroups[slot].append(record.seq)
            } else {
                groupSlot[group] = verdictGroups.count
                verdictGroups.append([record.seq])
            }
        default:
            return
        }
    }
}

extension RecordType {
    /// A new attempt at a scenario within the session (after `g N` to a finished one).
    public static let attemptStarted = "attemptStarted"
}
