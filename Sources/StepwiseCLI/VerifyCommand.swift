import Foundation
import Ledger
import SignOff

/// `stepwise verify [--results DIR] [--allowed-signers FILE]`: checks every session ledger,
/// then the sign-off ledger and every sign-off. One line per session, `ok` or what is wrong
/// and on which line; one per sign-off, `ok` or each problem; exit 0 only when everything
/// holds, 1 otherwise, 2 when the arguments cannot be used.
enum VerifyCommand {
    static let usage = """
        usage: stepwise verify [--results DIR] [--allowed-signers FILE]
          --results: default $STEPWISE_RESULTS, else ./results
          --allowed-signers: check sign-off signatures against this ssh-keygen allowed-signers file
        """

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        var folder: String?
        var allowedSigners: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--results":
                guard index + 1 < arguments.count else {
                    output.errorLine("stepwise verify: error: --results needs a folder\n\(usage)")
                    return ExitStatus.usage
                }
                folder = arguments[index + 1]
                index += 1
            case "--allowed-signers":
                guard index + 1 < arguments.count else {
                    output.errorLine("stepwise verify: error: --allowed-signers needs a file\n\(usage)")
                    return ExitStatus.usage
                }
                allowedSigners = arguments[index + 1]
                index += 1
            case "-h", "--help":
                output.line(usage)
                return ExitStatus.success
            default:
                output.errorLine("stepwise verify: error: unexpected argument '\(arguments[index])'\n\(usage)")
                return ExitStatus.usage
            }
            index += 1
        }
        if let allowedSigners, !FileManager.default.fileExists(atPath: allowedSigners) {
            output.errorLine("\(allowedSigners): error: no such allowed-signers file")
            return ExitStatus.usage
        }
        let resultsFolder = ResultsFolder.resolve(folder)
        // Each session is only verified here (its chain and its evidence files), not read into
        // records: sign-off verification reads the sessions a sign-off covers itself, as it
        // needs their records.
        let paths: [String]
        do {
            if ResultsFolder.isUnusedDefault(folder) {
                // Before the first session there is nothing to verify, and nothing is wrong.
                output.errorLine("\(resultsFolder): no results yet")
                paths = []
            } else {
                paths = try SessionLedger.ledgerPaths(in: resultsFolder)
            }
        } catch {
            output.errorLine("\(error)")
            return ExitStatus.usage
        }
        var broken = 0
        let evidence = EvidenceCheck(resultsFolder: resultsFolder)
        for path in paths {
            let report: LedgerVerifier.Report
            do {
                report = try SessionLedger.verifyFile(path, checking: evidence)
            } catch {
                output.errorLine("\(error)")
                return ExitStatus.usage
            }
            if report.isIntact {
                output.line("\(path): ok (\(report.records) records, head \(report.headHash.prefix(16)))")
            } else {
                broken += 1
                let first = report.problems[0]
                let more = report.problems.count > 1 ? "; \(report.problems.count - 1) more problem\(report.problems.count == 2 ? "" : "s")" : ""
                output.line("\(path): \(first)\(more)")
            }
        }
        let signOffs = SignOffVerification.run(resultsFolder: resultsFolder, sessions: [], allowedSigners: allowedSigners, evidence: evidence)
        let signOffText = SignOffText.render(signOffs)
        for line in signOffText.lines { output.line(line) }
        output.line(
            "\(paths.count) session\(paths.count == 1 ? "" : "s"), \(broken) with problems" + (signOffs.isEmpty ? "" : "; \(signOffText.summary)"))
        output.flush()
        return broken == 0 && signOffText.holds ? ExitStatus.success : ExitStatus.problems
    }
}

/// Where results live: `--results DIR`, else `$STEPWISE_RESULTS`, else `./results`.
enum ResultsFolder {
    static func resolve(_ option: String?) -> String {
        if let option { return option }
        if let environment = ProcessInfo.processInfo.environment["STEPWISE_RESULTS"], !environment.isEmpty { return environment }
        return "results"
    }

    /// Whether the folder is the built-in default and nothing has created it yet: before the
    /// first session there are simply no results.
    static func isUnusedDefault(_ option: String?) -> Bool {
        resolve(option) == "results" && option == nil && !FileManager.default.fileExists(atPath: "results")
    }
}
