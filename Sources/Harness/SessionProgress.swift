import JSON
import Ledger
import TestPlan

/// Where a session stands, derived from its records alone — so resuming after a crash, `q`
/// or Ctrl-C finds exactly what was saved, and an undo is just one more record.
public struct SessionProgress: Sendable {
    /// One scenario's current attempt.
    public struct ScenarioState: Sendable {
        public var attempt: Int
        /// Per step: the verdict and the seq of its record, or nil when not yet given.
        public var steps: [(verdict: StepVerdict, seq: Int)?]
        public var result: (verdict: StepVerdict, seq: Int)?

        public var nextStep: Int? { steps.firstIndex { $0 == nil } }
        public var isComplete: Bool { result != nil }
    }

    public var scenarios: [ScenarioState]
    /// Seqs of records a command wrote together (a step verdict and, when it ended the
    /// scenario, the scenario's verdict), in order, withdrawn ones removed: what `u` undoes.
    public var verdictGroups: [[Int]]

    /// Replays records over the session's scenarios.
    public static func replay(_ records: [LedgerRecord], scenarios planned: [PlannedScenario], firstAttempts: [String: Int]) -> SessionProgress {
        var withdrawn = Set<Int>()
        for record in records where record.type == RecordType.correction {
            if let seq = record.int("supersedes") { withdrawn.insert(seq) }
        }
        let index = Dictionary(planned.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var states = planned.map { ScenarioState(attempt: firstAttempts[$0.id] ?? 1, steps: Array(repeating: nil, count: $0.steps.count), result: nil) }
        var groups: [Int: [Int]] = [:]
        var groupOrder: [Int] = []
        for record in records where !withdrawn.contains(record.seq) {
            guard let id = record.string("scenario"), let position = index[id] else { continue }
            let attempt = record.int("attempt") ?? 1
            switch record.type {
            case RecordType.attemptStarted:
                if attempt > states[position].attempt {
                    states[position] = ScenarioState(attempt: attempt, steps: Array(repeating: nil, count: planned[position].steps.count), result: nil)
                }
            case RecordType.stepResult, RecordType.scenarioResult:
                guard attempt == states[position].attempt, let verdict = record.string("verdict").flatMap(StepVerdict.init(rawValue:)) else {
                    continue
                }
                if record.type == RecordType.stepResult {
                    guard let step = record.int("step"), step >= 0, step < states[position].steps.count else { continue }
                    states[position].steps[step] = (verdict, record.seq)
                } else {
                    states[position].result = (verdict, record.seq)
                }
                // Automatic not-applicable verdicts are not the tester's to undo.
                if case .bool(true)? = record.payload["automatic"] { continue }
                let group = record.int("command") ?? record.seq
                if groups[group] == nil { groupOrder.append(group) }
                groups[group, default: []].append(record.seq)
            default:
                continue
            }
        }
        return SessionProgress(scenarios: states, verdictGroups: groupOrder.map { groups[$0]! })
    }
}

extension RecordType {
    /// A new attempt at a scenario within the session (after `g N` to a finished one).
    public static let attemptStarted = "attemptStarted"
}
