import JSON
import Ledger

/// What a sign-off binds of one session: how many records its ledger had and the SHA-256 of
/// the last one. The chain makes the head hash stand for every line before it, and the count
/// catches what no chain can: lines cut from the end.
public struct CoveredSession: Sendable, Hashable {
    public let id: String
    public let records: Int
    public let head: String

    public init(id: String, records: Int, head: String) {
        self.id = id
        self.records = records
        self.head = head
    }

    /// The binding of a session as it stands now.
    public init(_ session: SessionLedger) {
        self.init(id: session.sessionID, records: session.report.records, head: session.report.headHash)
    }

    var json: JSONValue {
        .object(["id": .string(id), "records": .int(records), "head": .string(head)])
    }

    init?(json: JSONValue) {
        guard case .object(let members) = json, case .string(let id)? = members["id"],
            case .int(let records)? = members["records"], case .string(let head)? = members["head"]
        else { return nil }
        self.init(id: id, records: records, head: head)
    }
}
