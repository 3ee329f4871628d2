import Foundation
import JSON
import Ledger
import SignOff
import Workflows

/// `stepwise verify [--results DIR] [--allowed-signers FILE] [--require-signatures]
/// [--format text|json]`: checks every session ledger (chain, evidence, identity, signature),
/// then the sign-off ledger and every sign-off. One line per session that holds, one line per
/// problem (worst first) for one that does not; the same for sign-offs. Exit 0 only when
/// everything holds, 1 otherwise, 2 when the arguments cannot be used.
enum VerifyCommand {
    static let table = OptionTable(
        command: "verify", operands: nil,
        options: [CommandOption("--results", .value("DIR"), help: ["default $STEPWISE_RESULTS, else ./results"])] + AllowedSignersOption.options + [
            CommandOption("--format", .value("text|json"), help: ["json: every finding as one JSON document"])
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        let allowedSigners: String?
        let requireSignatures: Bool
        switch AllowedSignersOption.read(parsed, command: "verify") {
        case .success(let value): (allowedSigners, requireSignatures) = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        let format = parsed.value("--format") ?? "text"
        guard format == "json" || format == "text" else {
            output.errorLine(table.error("--format is text or json", option: "--format").message)
            return ExitStatus.usage
        }
        let json = format == "json"
        let folder = parsed.value("--results")
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
