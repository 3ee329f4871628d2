import Digest
import Foundation
import JSON
import Ledger
import Testing

/// A session written, read back, verified and replayed: the path every result takes.
@Suite("Ledger round trip")
struct LedgerRoundTripTests {
    @Test("records written are read back, chained, verified, and replayed into results")
    func roundTrip() throws {
        let folder = NSTemporaryDirectory() + "stepwise-ledger-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var clock = Date(timeIntervalSince1970: 1_800_000_000)
        let (writer, recovery) = try LedgerWriter.open(folder: folder, sessionID: "s1", holder: "Ann") {
            clock = clock.addingTimeInterval(1.5)
            return clock
        }
        #expect(recovery == nil)
        try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
        let result = try writer.append(
            RecordType.scenarioResult, ["scenario": .string("abc"), "verdict": .string("passed"), "contentHash": .string("h")])
        writer.close()
        #expect(result.seq == 2)
        #expect(result.time == "2027-01-15T08:00:04.500Z")  // the clock is read once on opening, for the lock note

        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/s1.jsonl")))
        let lines = bytes.split(separator: UInt8(ascii: "\n")).map(Array.init)
        #expect(lines.count == 2)
        #expect(
            String(decoding: lines[0], as: UTF8.self).hasPrefix(
                #"{"seq":1,"time":"2027-01-15T08:00:03.000Z","type":"sessionStarted","tester":"Ann","prev":"0000"#))
        #expect(result.prev == SHA256.hash(lines[0]))
        let session = SessionLedger(path: folder + "/s1.jsonl", bytes: bytes)
        #expect(session.report.isIntact)
        #expect(session.report.headHash == SHA256.hash(lines[1]))
        let replayed = ResultsReplay.replay([session], plan: [.init(id: "abc", contentHash: "h"), .init(id: "def", contentHash: "h")])
        #expect(replayed.scenarios.map(\.state) == [.passed, .untested])
        #expect(replayed.scenarios[0].current.map(\.tester) == ["Ann"])
    }
}
