import Digest

/// Who and what a session says it is, from its first record (`sessionStarted`): the session id
/// it was started as, its tester, and the hash of that first line. A ledger renamed or copied
/// to another file name still says which session it was started as, and two files whose first
/// lines are the same are one session twice.
public struct SessionIdentity: Sendable, Hashable {
    /// The id the session was started as; nil for ledgers written before it was recorded.
    public let startedAs: String?
    public let tester: String?
    /// Who signs the session: its tester, or for an automated session (whose tester is an
    /// engine, "axe-core 4.10.2") the person who recorded it (`recordedBy`), since an
    /// allowed-signers file lists people.
    public let signer: String?
    /// SHA-256 of the first line as written.
    public let firstLineHash: String

    /// Reads the first line of a ledger's bytes; nil when there is no readable first record.
    public static func read(_ bytes: [UInt8]) -> SessionIdentity? {
        let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        guard end > 0 else { return nil }
        let line = Array(bytes[..<end])
        guard
            let record = try? line.withUnsafeBufferPointer({ buffer throws(RecordProblem) in
                try LedgerRecord.read(buffer, verifyCheck: false)
            }), record.type == RecordType.sessionStarted
        else { return nil }
        return SessionIdentity(
            startedAs: record.string("session"), tester: record.string("tester"),
            signer: record.string("mode") == ScanStart.mode ? record.string("recordedBy") : record.string("tester"), firstLineHash: SHA256.hash(line))
    }

    /// What is wrong with the identities of a folder's sessions, by session id: a ledger whose
    /// first record names another session (renamed or copied), and ledgers that are the same
    /// session twice (a copy under a new name). The chain cannot see either: each file is
    /// intact on its own.
    public static func problems(_ sessions: [(id: String, identity: SessionIdentity?)]) -> [String: [String]] {
        var problems: [String: [String]] = [:]
        var byFirstLine: [String: [String]] = [:]
        for (id, identity) in sessions {
            guard let identity else { continue }
            if let startedAs = identity.startedAs, startedAs != id {
                problems[id, default: []].append("session \(id): its first record says it was started as session \(startedAs) (renamed or copied)")
            }
            byFirstLine[identity.firstLineHash, default: []].append(id)
        }
        for ids in byFirstLine.values where ids.count > 1 {
            for id in ids {
                let others = ids.filter { $0 != id }.joined(separator: ", ")
                problems[id, default: []].append("session \(id): the same session as \(others) (a copy: they begin with the same record)")
            }
        }
        return problems
    }
}
