import Foundation

/// What a chain cannot see but a reader of results relies on: one ledger is one session,
/// started once, by one tester; and its records were written in time order, not in the future.
/// Replay orders verdicts across sessions by their times, so a verdict dated ahead would stay
/// "latest" over everything recorded after it — the chain vouches for the bytes, not for the
/// clock that wrote them.
public enum RecordPlausibility {
    /// How far ahead of now a record may be dated (clocks differ between machines).
    public static let futureAllowance: TimeInterval = 24 * 60 * 60
    /// How far a record may be dated before the one before it (a clock set back a little).
    public static let backwardsAllowance: TimeInterval = 60 * 60

    public static func problems(_ records: [LedgerRecord], now: Date = Date()) -> [LedgerVerifier.Problem] {
        var problems: [LedgerVerifier.Problem] = []
        var previous: Date?
        for (index, record) in records.enumerated() {
            let line = index + 1
            if record.type == RecordType.sessionStarted && index > 0 {
                problems.append(
                    LedgerVerifier.Problem(
                        line: line, kind: .malformed, detail: "a second session start: one ledger is one session, started once by one tester"))
            }
            guard let seconds = LedgerTimeReading.seconds(record.time) else {
                // A time nothing can read cannot be checked against now or the record before it,
                // and replay will not order by it: that is a problem of its own, never skipped.
                problems.append(
                    LedgerVerifier.Problem(
                        line: line, kind: .malformed,
                        detail: "dated \(record.time), which is not a valid time (RFC 3339, as 2026-11-22T10:15:00.000Z)"))
                continue
            }
            let time = Date(timeIntervalSince1970: seconds)
            if time.timeIntervalSince(now) > futureAllowance {
                problems.append(LedgerVerifier.Problem(line: line, kind: .malformed, detail: "dated \(record.time), in the future"))
            } else if let previous, previous.timeIntervalSince(time) > backwardsAllowance {
                problems.append(
                    LedgerVerifier.Problem(line: line, kind: .malformed, detail: "dated \(record.time), over an hour before the record before it"))
            }
            previous = time
        }
        return problems
    }

}
