import Foundation
import Workflows
import JSON
import Ledger
import SignOff

/// `stepwise verify [--results DIR] [--allowed-signers FILE] [--require-signatures]
/// [--format text|json]`: checks every session ledger (chain, evidence, identity, signature),
/// then the sign-off ledger and every sign-off. One line per session that holds, one line per
/// problem (worst first) for one that does not; the same for sign-offs. Exit 0 only when
/// everything holds, 1 otherwise, 2 when the arguments cannot be used.
enum VerifyCommand {
    static let usage = """
        usage: stepwise verify [--results DIR] [--allowed-signers FILE] [--require-signatures] [--format text|json]
          --results: default $STEPWISE_RESULTS, else ./results
          --allowed-signers: check session and sign-off signatures against this ssh-keygen allowed-signers file;
                             every sign-off must then be signed
          --require-signatures: every session must be signed by its tester, too (needs --allowed-signers)
          --format json: every finding as one JSON document
        """

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            output.line(usage)
            return ExitStatus.success
        }
        var arguments = arguments
        let allowedSigners: String?
        let requireSignatures: Bool
        switch AllowedSignersOption.take(from: &arguments, command: "verify", usage: usage) {
        case .success(let value): (allowedSigners, requireSignatures) = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        var folder: String?
        var json = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--results", "--format":
                guard index + 1 < arguments.count else {
                    output.errorLine("stepwise verify: error: \(argument) needs a value\n\(usage)")
                    return ExitStatus.usage
                }
                let value = arguments[index + 1]
                if argument == "--results" {
                    folder = value
                } else if value == "json" || value == "text" {
                    json = value == "json"
                } else {
                    output.errorLine("stepwise verify: error: --format is text or json\n\(usage)")
                    return ExitStatus.usage
                }
                index += 1
            default:
                output.errorLine("stepwise verify: error: unexpected argument '\(argument)'\n\(usage)")
                return ExitStatus.usage
            }
            index += 1
        }
        let outcome: VerifyWorkflow.Outcome
        switch VerifyWorkflow.verify(resultsFolder: folder, allowedSigners: allowedSigners, requireSignatures: requireSignatures) {
        case .success(let value): outcome = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        // Before the first session there is nothing to verify, and nothing is wrong.
        if outcome.noResultsYet { output.errorLine("\(outcome.resultsFolder): no results yet") }
        if json {
            output.line(VerifyJSON.render(outcome).text)
        } else {
            for line in VerifyText.lines(outcome) { output.shownLine(line) }
        }
        output.flush()
        return outcome.holds ? ExitStatus.success : ExitStatus.problems
    }
}
