import Foundation
import Harness
import JSON
import Ledger

/// Records in memory, as the ledger would, for a session driven in a test.
final class MemorySink: RecordSink {
    var records: [LedgerRecord] = []
    /// The time every record says.
    let time: String

    init(time: String = "2026-11-24T10:00:00.000Z") { self.time = time }

    var nextSeq: Int { records.count + 1 }
    func append(_ type: String, _ payload: [String: JSONValue]) throws(LedgerError) -> LedgerRecord {
        let record = LedgerRecord(seq: nextSeq, time: time, type: type, payload: payload, prev: LedgerRecord.genesis)
        records.append(record)
        return record
    }
}
