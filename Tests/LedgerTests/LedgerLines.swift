import Digest
import Foundation
import JSON
import Ledger

/// Ledgers built in memory, line by line with a correct chain, for tests that damage them:
/// faster than going through the writer and its fsyncs, and byte for byte what it writes.
enum LedgerLines {
    /// `count` records with varied payloads (escapes, non-ASCII text, numbers, nesting), so a
    /// damaged byte can land in every kind of JSON the parser reads.
    static func make(count: Int, session: String = "s") -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var prev = LedgerRecord.genesis
        for seq in stride(from: 1, through: count, by: 1) {
            let payload: [String: JSONValue]
            switch seq % 4 {
            case 1: payload = ["tester": .string("Zoë \"Q\" Tester\n\(session)"), "platform": .string("ios")]
            case 2: payload = ["scenario": .string("\(session)-\(seq)"), "verdict": .string("passed"), "attempt": .int(seq)]
            case 3: payload = ["text": .string("tab → focus\\ring"), "ratio": .double(0.25), "flags": .array([.bool(true), .null])]
            default: payload = ["evidence": .object(["sha256": .string(SHA256.hash("e\(seq)")), "bytes": .int(-seq * 1000)])]
            }
            let time = LedgerTime.string(Date(timeIntervalSince1970: 1_795_000_000 + Double(seq) * 1.5))
            let type = seq == 1 ? RecordType.sessionStarted : RecordType.note
            let record = LedgerRecord(seq: seq, time: time, type: type, payload: payload, prev: prev)
            let line = record.line
            lines.append(line)
            prev = SHA256.hash(line)
        }
        return lines
    }

    /// The file's bytes: each line followed by a newline.
    static func join(_ lines: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// A file's lines, without their newlines (a torn tail is left out).
    static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(Array(bytes[start..<index]))
            start = index + 1
        }
        return lines
    }
}
