import JSON
import Testing

@testable import Harness
@testable import Ledger

/// A re-run shows the tester what an earlier session found, step by step. What that session
/// undid is not what it found.
@Suite("Earlier attempts shown in a re-run")
struct EarlierAttemptTests {
    static func record(_ seq: Int, _ type: String, _ payload: [String: JSONValue]) -> LedgerRecord {
        LedgerRecord(seq: seq, time: "2026-11-22T09:00:0\(seq).000Z", type: type, payload: payload, prev: LedgerRecord.genesis)
    }

    @Test("a step failure the earlier tester undid shows neither its verdict nor its note")
    func undoneFailure() {
        let step: [String: JSONValue] = ["scenario": .string("x"), "attempt": .int(1), "step": .int(0)]
        let records = [
            Self.record(1, RecordType.sessionStarted, ["tester": .string("Ann")]),
            Self.record(2, RecordType.stepResult, step.merging(["verdict": .string("failed"), "note": .string("mistyped")]) { $1 }),
            Self.record(3, RecordType.correction, ["supersedes": .int(2), "reason": .string("undo")]),
            Self.record(4, RecordType.stepResult, step.merging(["verdict": .string("passed")]) { $1 }),
            Self.record(5, RecordType.scenarioResult, ["scenario": .string("x"), "attempt": .int(1), "verdict": .string("passed")]),
        ]
        let shown = Attempt(verdict: .passed, tester: "Ann", time: records[4].time, session: "s1", attempt: 1, contentHash: "h", seq: 5)
        let earlier = EarlierAttempt.gather(current: ["x": [shown]], records: ["s1": records])
        #expect(earlier["x"]?.first?.stepLine(0) == "  Earlier (Ann): passed.")
    }
}
