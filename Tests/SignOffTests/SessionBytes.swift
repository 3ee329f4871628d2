import Digest
import Foundation
import JSON
import Ledger

/// Session ledgers built in memory with a correct chain: a start record, then verdicts and
/// notes, byte for byte what the writer would put on disk.
enum SessionBytes {
    /// The lines of a session with a pass per scenario id, after its start record.
    static func lines(verdicts scenarios: [String], from firstSeq: Int = 1, prev: String = LedgerRecord.genesis) -> [[UInt8]] {
        lines(results: scenarios.map { ($0, "passed", "h") }, from: firstSeq, prev: prev)
    }

    /// The lines of a tester's session with the given verdicts (scenario, verdict, content hash).
    static func lines(
        tester: String = "Ann", results: [(String, String, String)], from firstSeq: Int = 1, prev: String = LedgerRecord.genesis
    ) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var prev = prev
        var seq = firstSeq
        func add(_ type: String, _ payload: [String: JSONValue]) {
            let time = LedgerTime.string(Date(timeIntervalSince1970: 1_795_000_000 + Double(seq)))
            let line = LedgerRecord(seq: seq, time: time, type: type, payload: payload, prev: prev).line
            lines.append(line)
            prev = SHA256.hash(line)
            seq += 1
        }
        if firstSeq == 1 { add(RecordType.sessionStarted, ["tester": .string(tester), "platform": .string("ios")]) }
        for (scenario, verdict, contentHash) in results {
            add(RecordType.scenarioResult, ["scenario": .string(scenario), "verdict": .string(verdict), "contentHash": .string(contentHash)])
        }
        return lines
    }

    /// A note appended after `lines`, chained to the last of them.
    static func note(after lines: [[UInt8]]) -> [UInt8] {
        let time = LedgerTime.string(Date(timeIntervalSince1970: 1_796_000_000))
        return LedgerRecord(
            seq: lines.count + 1, time: time, type: RecordType.note, payload: ["text": .string("later")], prev: SHA256.hash(lines.last!)
        ).line
    }

    static func session(_ id: String, _ lines: [[UInt8]]) -> SessionLedger {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
        }
        return SessionLedger(path: "results/\(id).jsonl", bytes: bytes)
    }
}
