/// One session's records as its corrections leave them: what every report and claim reads of
/// a session's notes, evidence, defects, step verdicts and decisions.
///
/// A `correction` withdraws the record it names (`supersedes`: a seq of the same session), an
/// undo or a fix. The rule is applied here, for records already read; replaying results from
/// a ledger's bytes applies the same rule to the facts it reads (`VerdictsByScenario.gather`),
/// and a session in progress to the records it writes (`SessionProgress`).
public struct CorrectedSession: Sendable {
    public let sessionID: String
    /// Who started the session: its first start record's tester, nil when it names none. A
    /// correction cannot hand the session to someone else, and neither can a second start
    /// record (which verify reports).
    public let tester: String?
    /// The records no correction withdrew, in ledger order. A correction that another one
    /// names is left out too, but what it withdrew stays withdrawn: an undo is never undone.
    public let records: [LedgerRecord]

    public init(_ ledger: SessionLedger) {
        sessionID = ledger.sessionID
        tester = ledger.records.first { $0.type == RecordType.sessionStarted }?.string("tester")
        let withdrawn = Self.withdrawn(by: ledger.records)
        records = withdrawn.isEmpty ? ledger.records : ledger.records.filter { !withdrawn.contains($0.seq) }
    }

    /// The seqs of the records that the corrections among `records` withdrew.
    public static func withdrawn(by records: [LedgerRecord]) -> Set<Int> {
        var withdrawn = Set<Int>()
        for record in records where record.type == RecordType.correction {
            if let seq = record.int("supersedes") { withdrawn.insert(seq) }
        }
        return withdrawn
    }
}
