import Ledger
import Reports
import SignOff
import TestPlan

/// Sign-offs as an export shows them: the same checks as `stepwise verify`, signatures
/// included when an allowed-signers file is given (`export --allowed-signers FILE`).
/// Everything shown comes from the signed manifest.
package enum SignOffStatus {
    /// Only sign-offs over what the export reports are credited: one whose signed scenarios
    /// do not include every planned scenario of the report (an Android-only sign-off under an
    /// iOS report) approved something else, and is left out rather than shown as this
    /// report's approval or its author.
    package static func load(resultsFolder: String, sessions: [SessionLedger], allowedSigners: String?, reporting plan: [PlannedScenario])
        -> [ReportSignOff]
    {
        let planned = Set(plan.map(\.id))
        return load(resultsFolder: resultsFolder, sessions: sessions, allowedSigners: allowedSigners).filter { signOff in
            signOff.scenarios.map { planned.isSubset(of: $0) } ?? false
        }
    }

    /// Sign-offs whose claims rest on a mapping of steps to WCAG criteria the plan no longer
    /// has, or whose scenarios are no longer planned, are superseded (`SignedPlan`).
    package static func load(resultsFolder: String, sessions: [SessionLedger], allowedSigners: String?) -> [ReportSignOff] {
        signOffs(
            SignOffVerification.run(
                resultsFolder: resultsFolder, sessions: sessions, allowedSigners: allowedSigners,
                replan: SignedPlan.replanner(resultsFolder: resultsFolder),
                belongs: (try? ProjectConfig.load(forResults: resultsFolder).get()).flatMap(SessionBelonging.check)))
    }

    package static func signOffs(_ verification: SignOffVerification) -> [ReportSignOff] {
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
            signOff.scenarios = finding.manifest?.scenarios.map { Set($0.map(\.id)) }
            signOff.signatureVerified = finding.signatureVerified
            return signOff
        }
    }
}
