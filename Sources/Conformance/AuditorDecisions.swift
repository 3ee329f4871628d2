import Ledger
import WCAG

/// The auditors' decisions recorded in the session ledgers, oldest first, those withdrawn by
/// a correction left out; a record that does not name a clause (a WCAG 2.2 criterion, or with
/// its `standard` a Section 508 or EN 301 549 row), a part that clause's row can show, a level
/// an auditor may decide and a reason is no decision (verify reports the ledger as it is; a
/// claim never rests on a record it cannot read).
public enum AuditorDecisions {
    public static func gather(_ sessions: [SessionLedger]) -> [AuditorDecision] {
        // Most sessions hold no decision: only those that do need their corrections applied.
        gather(sessions.filter { $0.records.contains { $0.type == RecordType.decision } }.map(CorrectedSession.init))
    }

    /// From the replay a report is built from, so that claims and reports read the same records.
    public static func gather(_ replay: LedgerReplay) -> [AuditorDecision] {
        gather(replay.sessions)
    }

    static func gather(_ sessions: [CorrectedSession]) -> [AuditorDecision] {
        var found: [(decision: AuditorDecision, session: String, seq: Int)] = []
        for session in sessions {
            let auditor = session.tester ?? "unknown auditor"
            for record in session.records where record.type == RecordType.decision {
                guard let decision = decision(record, auditor: auditor) else { continue }
                found.append((decision, session.sessionID, record.seq))
            }
        }
        found.sort { a, b in
            if a.decision.time != b.decision.time { return a.decision.time < b.decision.time }
            if a.session != b.session { return a.session < b.session }
            return a.seq < b.seq
        }
        return found.map(\.decision)
    }

    /// The clause a decision record names. Records without a `standard` are WCAG decisions, as
    /// every record was before Section 508 and EN 301 549 rows could be decided.
    static func clause(_ record: LedgerRecord) -> Clause? {
        guard let number = record.string("criterion") else { return nil }
        guard let standardName = record.string("standard") else { return WCAGCriterion.named(number).map(Clause.wcag) }
        guard let standard = Clause.Standard.allCases.first(where: { $0.recordName == standardName }) else { return nil }
        return Clause.named(number, standard: standard)
    }

    static func decision(_ record: LedgerRecord, auditor: String) -> AuditorDecision? {
        guard let clause = clause(record),
            let partText = record.string("part"), let part = ProductPart(rawValue: partText), AuditorDecision.parts(for: clause).contains(part),
            let levelText = record.string("level"), let level = ConformanceLevel(rawValue: levelText),
            AuditorDecision.allowed(for: clause).contains(level),
            let reason = record.string("reason"), !reason.allSatisfy(\.isWhitespace)
        else { return nil }
        return AuditorDecision(clause: clause, part: part, level: level, reason: reason, auditor: auditor, time: record.time)
    }
}
