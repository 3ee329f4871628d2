import Ledger
import Reports
import SignOff

/// Sign-offs as an export shows them: the same checks as `stepwise verify`, signatures
/// included when an allowed-signers file is given (`export --allowed-signers FILE`).
enum SignOffStatus {
    static func load(resultsFolder: String, sessions: [SessionLedger], allowedSigners: String?) -> [ReportSignOff] {
        let verification = SignOffVerification.run(resultsFolder: resultsFolder, sessions: sessions, allowedSigners: allowedSigners)
        // A broken sign-off ledger puts every sign-off in doubt, and an export has no other
        // place to say so.
        let ledgerProblems = (verification.ledger?.report.problems ?? []).prefix(1).map {
            "\(SessionLedger.signOffLedgerName) does not verify: \($0)"
        }
        return verification.findings.map { finding in
            ReportSignOff(
                id: finding.id, signer: finding.record?.signer ?? finding.manifest?.signer ?? "",
                role: finding.record?.role ?? finding.manifest?.role ?? "", meaning: finding.record?.meaning ?? finding.manifest?.meaning ?? "",
                time: finding.manifest?.time ?? finding.record?.time ?? "",
                allowIncomplete: finding.record?.allowIncomplete ?? finding.manifest?.allowIncomplete ?? false, signed: finding.signed,
                signatureNote: finding.signatureNote, problems: ledgerProblems + finding.problems)
        }
    }
}
