import Foundation
import Ledger
import SignOff

/// What `status` says of signatures: with an allowed-signers file, each session's signature
/// and each sign-off's by verify's own checks, so the gate refuses every signature verify
/// refuses; without one, whether each sign-off still holds for the results shown.
package struct StatusSignatures {
    /// The lines to say, problems first, then the summaries.
    package var lines: [String] = []
    package var signOffsHold = true
    package var badSessionSignatures = 0

    package static func check(_ loaded: PlannedResults, allowedSigners: String?, required: Bool) -> StatusSignatures {
        var status = StatusSignatures()
        guard FileManager.default.fileExists(atPath: loaded.resultsFolder) else { return status }
        let signOffs: SignOffVerification
        if let allowedSigners {
            let verification = ResultsFolderVerification.run(
                resultsFolder: loaded.resultsFolder, paths: (try? SessionLedger.ledgerPaths(in: loaded.resultsFolder)) ?? [],
                allowedSigners: allowedSigners, requireSignatures: required,
                replan: SignedPlan.replanner(resultsFolder: loaded.resultsFolder),
                belongs: (try? ProjectConfig.load(forResults: loaded.resultsFolder).get()).flatMap(SessionBelonging.check))
            // Only the signatures' problems: the chain's are said by the results and counted by the gate.
            let problems = verification.sessions.filter { !$0.signatureProblems.isEmpty }
            status.badSessionSignatures = problems.count
            let count = verification.sessions.count
            status.lines +=
                problems.flatMap(\.signatureProblems)
                + ["Session signatures: \(count) session\(count == 1 ? "" : "s"), \(problems.count) with problems"]
            signOffs = verification.signOffs
        } else {
            signOffs = SignOffVerification.run(
                resultsFolder: loaded.resultsFolder, sessions: loaded.sessions, allowedSigners: nil,
                replan: SignedPlan.replanner(resultsFolder: loaded.resultsFolder))
        }
        if !signOffs.isEmpty {
            let text = SignOffText.render(signOffs)
            status.signOffsHold = text.holds
            status.lines += text.lines + ["Sign-offs: \(text.summary)"]
        }
        return status
    }

    /// Sessions of another project or release (copied in, signature and all): not results of
    /// this one, each a reason the gate fails.
    package static func strangers(_ loaded: PlannedResults) -> [String] {
        guard case .success(let config) = ProjectConfig.load(forResults: loaded.resultsFolder), config.project != nil || config.release != nil else {
            return []
        }
        let sessions =
            loaded.sessions.isEmpty ? (try? SessionLedger.readFolder(loaded.resultsFolder, checkingEvidence: false)) ?? [] : loaded.sessions
        return SessionBelonging.problems(sessions, config: config)
    }
}
