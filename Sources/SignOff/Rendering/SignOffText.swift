import Ledger

/// What `stepwise verify` says about sign-offs, one fact per line: the sign-off ledger's
/// chain, then for each sign-off `ok` with what it is, or each of its problems (every one
/// names the sign-off, and the session where there is one).
public enum SignOffText {
    public static func render(_ verification: SignOffVerification) -> (lines: [String], summary: String, holds: Bool) {
        var lines: [String] = []
        var ledgerHolds = true
        if let ledger = verification.ledger {
            let report = ledger.report
            if report.isIntact {
                let count = verification.findings.filter { $0.record != nil }.count
                lines.append("\(ledger.path): ok (\(count) sign-off\(count == 1 ? "" : "s"), head \(report.headHash.prefix(16)))")
            } else {
                ledgerHolds = false
                let more = report.problems.count > 1 ? "; \(report.problems.count - 1) more problem\(report.problems.count == 2 ? "" : "s")" : ""
                lines.append("\(ledger.path): \(report.problems[0])\(more)")
            }
        }
        for finding in verification.findings {
            if finding.problems.isEmpty {
                lines.append("sign-off \(finding.id): ok (\(describe(finding)))")
            } else {
                lines += finding.problems
                if let note = finding.signatureNote { lines.append("sign-off \(finding.id): \(note)") }
            }
        }
        let failing = verification.findings.filter { !$0.problems.isEmpty }.count
        let count = verification.findings.count
        var summary = "\(count) sign-off\(count == 1 ? "" : "s"), \(failing) with problems"
        if !ledgerHolds { summary += ", and \(SessionLedger.signOffLedgerName) does not verify" }
        return (lines, summary, ledgerHolds && failing == 0)
    }

    /// "executed by ann@example.com as tester, 2 sessions unchanged; signature good (ann@example.com)"
    static func describe(_ finding: SignOffVerification.Finding) -> String {
        guard let record = finding.record else { return "" }
        let sessions = record.sessions.count
        var text = "\(record.meaning) by \(record.signer) as \(record.role), \(sessions) session\(sessions == 1 ? "" : "s") unchanged"
        if record.allowIncomplete { text += ", \(record.incomplete) incomplete scenario\(record.incomplete == 1 ? "" : "s") allowed" }
        if let note = finding.signatureNote { text += "; \(note)" }
        return text
    }
}
