import JSON
import Ledger

/// Where a session's records go: the ledger, or a recorder in tests.
public protocol RecordSink: AnyObject {
    /// The seq the next record will get.
    var nextSeq: Int { get }
    func append(_ type: String, _ payload: [String: JSONValue]) throws(LedgerError) -> LedgerRecord
}

extension LedgerWriter: RecordSink {
    public var nextSeq: Int { lastSeq + 1 }
}
