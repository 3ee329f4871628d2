import Ledger

/// A verdict another session gave a scenario that a re-run tests again, with what its records
/// say step by step: shown to the tester before and during the retest, and named in the new
/// verdict's `reviewed`, so the retest supersedes it (`ResultsReplay`). A verdict the tester
/// was not shown is never named, so verdicts given without seeing each other still conflict.
public struct EarlierAttempt: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var verdict: Verdict?
        public var note: String?
        public var defects: [String] = []
        /// Evidence file names, as the tester gave them.
        public var evidence: [String] = []
    }

    public let tester: String
    public let verdict: Verdict
    /// RFC 3339, UTC.
    public let time: String
    public let session: String
    /// `session:seq` of its scenario verdict: what `reviewed` names.
    public let reference: String
    /// By step index.
    public var steps: [Int: Step] = [:]
    /// Notes and defects on the scenario as a whole.
    public var notes: [String] = []
    public var defects: [String] = []

    /// The current verdicts of each scenario among `records` (all sessions'), with their steps
    /// read from the records of the attempt that gave them, those a correction withdrew left out.
    public static func gather(current: [String: [Attempt]], records: [String: [LedgerRecord]]) -> [String: [EarlierAttempt]] {
        // Each attempt's records, found in one pass over the sessions that gave a shown verdict,
        // not one pass per scenario.
        struct Key: Hashable {
            let session: String
            let scenario: String
            let attempt: Int
        }
        let wanted = Set(current.flatMap { scenario, attempts in attempts.map { Key(session: $0.session, scenario: scenario, attempt: $0.attempt) } })
        var byAttempt: [Key: [LedgerRecord]] = [:]
        for session in Set(wanted.map(\.session)) {
            // An undone failure's note must not show beside the verdict given after the undo.
            let withdrawn = CorrectedSession.withdrawn(by: records[session] ?? [])
            for record in records[session] ?? [] where !withdrawn.contains(record.seq) {
                guard let scenario = record.string("scenario") else { continue }
                let key = Key(session: session, scenario: scenario, attempt: record.int("attempt") ?? 1)
                if wanted.contains(key) { byAttempt[key, default: []].append(record) }
            }
        }
        var result: [String: [EarlierAttempt]] = [:]
        for (scenario, attempts) in current {
            result[scenario] = attempts.filter { !$0.inProgress }.map { attempt in
                var earlier = EarlierAttempt(
                    tester: attempt.tester, verdict: attempt.verdict, time: attempt.time, session: attempt.session, reference: attempt.reference)
                for record in byAttempt[Key(session: attempt.session, scenario: scenario, attempt: attempt.attempt)] ?? [] {
                    let step = record.int("step")
                    switch record.type {
                    case RecordType.stepResult:
                        guard let step else { continue }
                        earlier.steps[step, default: Step()].verdict = record.verdict
                        if let note = record.string("note") ?? record.string("reason") { earlier.steps[step, default: Step()].note = note }
                    case RecordType.note:
                        guard let text = record.string("text") else { continue }
                        if let step { earlier.steps[step, default: Step()].note = text } else { earlier.notes.append(text) }
                    case RecordType.defect:
                        guard let id = record.string("id") else { continue }
                        if let step { earlier.steps[step, default: Step()].defects.append(id) } else { earlier.defects.append(id) }
                    case RecordType.evidence:
                        guard let file = record.string("file"), let step else { continue }
                        earlier.steps[step, default: Step()].evidence.append(file)
                    default: continue
                    }
                }
                return earlier
            }
        }
        return result
    }

    /// "Earlier: failed by Ann on 2026-11-25 (session S). Your verdict will replace it."
    var summary: String {
        "Earlier: \(verdict.ledgerText) by \(tester) on \(time.prefix(10)) (session \(session))"
            + (defects.isEmpty ? "" : ", defect \(defects.joined(separator: ", "))")
            + (notes.isEmpty ? "" : "; note: \(notes.joined(separator: "; "))") + "."
    }

    /// "  Earlier (Ann): failed, focus lost; defect A11Y-7; evidence shot.png." for a step
    /// the earlier attempt judged; nil for one it did not reach.
    func stepLine(_ index: Int) -> String? {
        guard let step = steps[index], let verdict = step.verdict else { return nil }
        var line = "  Earlier (\(tester)): \(verdict.ledgerText)"
        if let note = step.note { line += ", \(note)" }
        if !step.defects.isEmpty { line += "; defect \(step.defects.joined(separator: ", "))" }
        if !step.evidence.isEmpty { line += "; evidence \(step.evidence.joined(separator: ", "))" }
        return line + "."
    }
}
