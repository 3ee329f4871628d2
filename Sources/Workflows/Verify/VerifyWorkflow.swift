import Ledger
import SignOff

/// Verifying a results folder: every session ledger (chain, evidence, identity, signature),
/// then the sign-off ledger and every sign-off, and which sessions belong to another project
/// or release than the folder's settings name.
package enum VerifyWorkflow {
    package struct Outcome {
        package let resultsFolder: String
        /// The default folder, not made yet: nothing to verify, and nothing wrong.
        package let noResultsYet: Bool
        package let verification: ResultsFolderVerification
        /// Sessions recorded for another project or release, by session id, each with why.
        /// Intact or not, each is a problem of its session here.
        package let notBelonging: [String: [String]]

        package var holds: Bool { verification.holds && notBelonging.isEmpty }
    }

    /// `resultsFolder`: as given (`--results`), nil for the default.
    package static func verify(resultsFolder option: String?, allowedSigners: String?, requireSignatures: Bool) -> Result<Outcome, UsageError> {
        let resultsFolder = ResultsFolder.resolve(option)
        let noResultsYet = ResultsFolder.isUnusedDefault(option)
        let paths: [String]
        do {
            paths = noResultsYet ? [] : try SessionLedger.ledgerPaths(in: resultsFolder)
        } catch {
            return .failure(UsageError("\(error)"))
        }
        let config = try? ProjectConfig.load(forResults: resultsFolder).get()
        let verification = ResultsFolderVerification.run(
            resultsFolder: resultsFolder, paths: paths, allowedSigners: allowedSigners, requireSignatures: requireSignatures,
            replan: SignedPlan.replanner(resultsFolder: resultsFolder),
            belongs: config.flatMap(SessionBelonging.check))
        var strangers: [String: [String]] = [:]
        if let config, config.project != nil || config.release != nil {
            let ledgers = paths.compactMap { path in (try? SessionLedger.readFile(path)).map { SessionLedger(path: path, bytes: $0) } }
            for stranger in SessionBelonging.bySession(ledgers, config: config) { strangers[stranger.session.sessionID] = stranger.problems }
        }
        return .success(Outcome(resultsFolder: resultsFolder, noResultsYet: noResultsYet, verification: verification, notBelonging: strangers))
    }
}
