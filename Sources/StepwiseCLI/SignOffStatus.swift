import Ledger
import Reports
import SignOff

/// Sign-offs as an export shows them: the same checks as `stepwise verify`, signatures
/// included when an allowed-signers file is given (`export --allowed-signers FILE`).
/// Everything shown comes from the signed manifest.
enum SignOffStatus {
    static func load(resultsFolder: String, sessions: [SessionLedger], allowedSigners: String?) -> [ReportSignOff] {
        let verification = SignOffVerification.run(resultsFolder: resultsFolder, sessions: sessions, allowedSigners: allowedSigners)
        // A broken sign-off ledger puts every sign-off in doubt, and an export has no other
        // place to say so.
        let ledgerProblems = (verification.ledger?.report.problemsWorstFirst ?? []).prefix(1).map {
            "\(SessionLedger.signOffLedgerName) does not verify: \($0)"
        }
        return verification.findings.map { finding in
            var signOff = ReportSignOff(
                id: finding.id, signer: finding.signer, role: finding.role, meaning: finding.meaning, time: finding.time,
                allowIncomplete: finding.allowIncomplete, signed: finding.signed, signatureNote: finding.signatureNote,
                problems: ledgerProblems + finding.problems, superseded: finding.supersededText)
            signOff.conformanceSHA256 = finding.manifest?.conformance?.sha256
            return signOff
        }
    }
}
