import JSON
import Ledger
import Paths

/// What `stepwise verify` and `stepwise status` say about sign-offs, one fact per line: the
/// sign-off ledger's chain, then for each sign-off `ok` with what it is, `superseded` with the
/// scenarios and sessions that changed, or each of its problems (every one names the
/// sign-off, and the session where there is one).
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
                for problem in report.problemsWorstFirst { lines.append("\(ledger.path): \(problem)") }
            }
        }
        for finding in verification.findings {
            if finding.problems.isEmpty {
                if let superseded = finding.supersededText {
                    lines.append("sign-off \(finding.id): \(superseded) (\(describe(finding, unchanged: false)))")
                } else {
                    lines.append("sign-off \(finding.id): ok (\(describe(finding, unchanged: true)))")
                }
            } else {
                lines += finding.problems
                if let superseded = finding.supersededText { lines.append("sign-off \(finding.id): \(superseded)") }
                if let note = finding.signatureNote { lines.append("sign-off \(finding.id): \(note)") }
            }
        }
        for id in verification.interrupted {
            // Not a problem: nothing was recorded, so nothing was signed off.
            lines.append(
                "sign-off \(id): stopped before it was recorded, so nothing was signed off; its pending files in signoffs/ "
                    + "are removed by the next '\(ProgramPath.command) signoff', or can be deleted")
        }
        for id in verification.strays {
            lines.append(
                "sign-off \(id): stray signoffs/\(id).json.pending beside its recorded manifest: not what signoff wrote, "
                    + "and never taken for it; delete it (and its .sig)")
        }
        let failing = verification.findings.filter { !$0.problems.isEmpty }.count
        let superseded = verification.findings.filter { $0.problems.isEmpty && $0.isSuperseded }
        let unsigned = superseded.filter(\.supersededUnsigned).count
        let count = verification.findings.count
        var summary = "\(count) sign-off\(count == 1 ? "" : "s"), \(failing) with problems"
        if !superseded.isEmpty {
            summary += ", \(superseded.count) superseded"
            if unsigned > 0 { summary += " (\(unsigned) by results no later sign-off covers)" }
        }
        if !ledgerHolds { summary += ", and \(SessionLedger.signOffLedgerName) does not verify" }
        if !verification.strays.isEmpty { summary += ", \(verification.strays.count) with stray pending files" }
        return (lines, summary, ledgerHolds && failing == 0 && unsigned == 0 && verification.strays.isEmpty)
    }

    /// "executed by ann@example.com as tester, 2 sessions unchanged; signature good (ann@example.com)"
    static func describe(_ finding: SignOffVerification.Finding, unchanged: Bool) -> String {
        let sessions = finding.sessions.count
        var text = "\(finding.meaning) by \(finding.signer) as \(finding.role), \(sessions) session\(sessions == 1 ? "" : "s")"
        if unchanged {
            text += " unchanged"
            // Only where some step evidences a criterion: elsewhere there is nothing to claim.
            if let conformance = finding.manifest?.conformance, !conformance.map.checks.isEmpty {
                text += ", WCAG 2.2 \(conformance.map.target.rawValue) claims unchanged"
            }
        }
        if finding.allowIncomplete {
            let incomplete = finding.incompleteCount
            if incomplete > 0 { text += ", \(incomplete) incomplete scenario\(incomplete == 1 ? "" : "s") allowed" }
            // The claims' gaps, counted from the levels the sign-off recorded.
            let gaps = Self.gapCount(finding.manifest?.conformance?.levels)
            if gaps > 0 { text += ", \(gaps) conformance gap\(gaps == 1 ? "" : "s") allowed" }
            if incomplete == 0 && gaps == 0 { text += ", signed with --allow-incomplete" }
        }
        if let note = finding.signatureNote { text += "; \(note)" }
        return text
    }

    /// How many claims a sign-off recorded as gaps (`ConformanceClaims.levelsJSON`).
    static func gapCount(_ levels: JSONValue?) -> Int {
        guard case .array(let entries)? = levels else { return 0 }
        return entries.filter { entry in
            if case .array(let fields) = entry, fields.count == 3, case .string("gap") = fields[2] { return true }
            return false
        }.count
    }
}
