import Ledger

/// Whether the sessions a sign-off covers are still exactly as they were signed. Each
/// problem names the session and the sign-off, in words an auditor can act on:
///
/// - `session X: missing (covered by sign-off S)`
/// - `session X: 2 records appended after sign-off S (1 verdict)`
/// - `session X: ledger truncated since sign-off S (12 records signed, 11 now)`
/// - `session X: ledger changed since sign-off S (…)`
/// - `session X: evidence changed since sign-off S (line 9: evidence changed (…))`
public enum CoveredSessionCheck {
    /// - Parameter appendsAllowed: records appended after the signed head, the chain intact,
    ///   are no problem in themselves: the sign-off then judges what they changed
    ///   (`SupersededCheck`). Sign-offs that did not record their scenarios cannot, so for
    ///   them any append is reported.
    public static func problems(signOff: String, covered: [CoveredSession], sessions: [SessionLedger], appendsAllowed: Bool = false) -> [String] {
        let byID = Dictionary(sessions.map { ($0.sessionID, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()
        return covered.compactMap { binding in
            guard seen.insert(binding.id).inserted else { return "session \(binding.id): listed twice in sign-off \(signOff)" }
            guard let session = byID[binding.id] else { return "session \(binding.id): missing (covered by sign-off \(signOff))" }
            return problem(signOff: signOff, binding: binding, session: session, appendsAllowed: appendsAllowed)
        }
    }

    static func problem(signOff: String, binding: CoveredSession, session: SessionLedger, appendsAllowed: Bool = false) -> String? {
        let report = session.report
        let name = "session \(binding.id)"
        // A broken chain means some line no longer is what the head hash stood for, even
        // when the last line (and so the head) is untouched; an evidence file that changed
        // is no longer what its record (and so the sign-off) vouched for.
        if let problem = report.problems.first {
            let what = [.evidenceChanged, .evidenceMissing].contains(problem.kind) ? "evidence" : "ledger"
            return "\(name): \(what) changed since sign-off \(signOff) (\(problem))"
        }
        if report.records == binding.records {
            if report.headHash == binding.head { return nil }
            return "\(name): ledger changed since sign-off \(signOff) (head now \(short(report.headHash)), signed \(short(binding.head)))"
        }
        if report.records < binding.records {
            return "\(name): ledger truncated since sign-off \(signOff) (\(binding.records) records signed, \(report.records) now)"
        }
        // More records: with an intact chain, the first new record's prev is the hash of the
        // last signed line, so it tells an append from a rewrite.
        let firstNew = session.records.first { $0.seq == binding.records + 1 }
        guard let firstNew, firstNew.prev == binding.head else {
            return
                "\(name): ledger changed since sign-off \(signOff) (record \(binding.records) no longer has the signed head \(short(binding.head)))"
        }
        if appendsAllowed { return nil }
        let appended = session.records.filter { $0.seq > binding.records }
        let verdicts = appended.filter { $0.type == RecordType.scenarioResult }.count
        let count = appended.count
        let what = "\(count) record\(count == 1 ? "" : "s") appended after sign-off \(signOff)"
        return verdicts > 0 ? "\(name): \(what) (\(verdicts) verdict\(verdicts == 1 ? "" : "s"))" : "\(name): \(what)"
    }

    static func short(_ hash: String) -> String { String(hash.prefix(16)) }
}
