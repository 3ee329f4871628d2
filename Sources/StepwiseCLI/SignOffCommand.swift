import Conformance
import Foundation
import JSON
import Ledger
import Reports
import SignOff
import TestPlan
import Workflows

/// `stepwise signoff --signer NAME --role ROLE --meaning MEANING [--key KEY] [--allow-incomplete]
/// [--level A|AA|AAA] [--results DIR] PATH…`: records that a person vouches for the current
/// results of the plan — a manifest binding every covered session's head and the plan's WCAG
/// conformance claims up to the level, a record in the sign-off ledger, and with `--key` an
/// SSH signature. Exit 1 when the results are not fit to sign, 2 when the command
/// cannot run as asked; nothing is recorded in either case.
enum SignOffCommand {
    static let table = OptionTable(
        command: "signoff", operands: "[PATH...]",
        options: [
            CommandOption("--signer", .value("NAME"), help: ["who signs; with --key, the principal of the allowed-signers file (an e-mail address)"]),
            CommandOption("--role", .value("ROLE")),
            CommandOption("--meaning", .value("MEANING"), help: ["what signing says, in the signer's words: executed, reviewed, approved"]),
            CommandOption("--key", .value("SSH_PRIVATE_KEY")),
            CommandOption(
                "--allow-incomplete",
                help: [
                    "sign although scenarios failed, are untested, stale, blocked, skipped or in conflict;",
                    "the manifest lists them",
                ]),
            CommandOption("--level", .value("A|AA|AAA"), help: ["the WCAG 2.2 conformance target whose claims the sign-off approves (default AA)"]),
            CommandOption("--results", .value("DIR")),
        ] + PlanInputs.selectionOptions(for: "signoff"))
    static var usage: String { table.usage }

    struct Options {
        var signer: String?
        var role: String?
        var meaning: String?
        var key: String?
        var allowIncomplete = false
        var level: WCAGCriterion.Level = .aa
        /// Everything else, for the plan and the results folder.
        var rest: [String] = []
    }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let options: Options
        switch table.read(arguments, output: output, as: self.options) {
        case .success(let value): options = value
        case .failure(let exit): return exit.status
        }
        guard let signer = options.signer, let role = options.role, let meaning = options.meaning else {
            output.errorLine("stepwise signoff: error: --signer, --role and --meaning are all needed\n\(usage)")
            return ExitStatus.usage
        }
        var request = SignOffRequest(signer: signer, role: role, meaning: meaning)
        request.key = options.key
        request.allowIncomplete = options.allowIncomplete
        request.level = options.level
        request.selection = options.rest
        switch SignOffWorkflow.signOff(request, usage: usage, console: TerminalConsole(output: output)) {
        case .success(let signed):
            for line in signed.lines(level: options.level) { output.line(line) }
            output.flush()
            return ExitStatus.success
        case .failure(.refused(let lines)):
            for line in lines { output.errorLine(line.hasPrefix("refused") ? "stepwise signoff: " + line : line) }
            output.flush()
            return ExitStatus.problems
        case .failure(.usage(let error)):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
    }

    /// The sign-off's options, each value checked; the rest is the plan and the results folder.
    static func options(_ parsed: ParsedArguments) -> Result<Options, UsageError> {
        var options = Options()
        for name in ["--signer", "--role", "--meaning", "--key"] {
            if let value = parsed.value(name), value.trimmingCharacters(in: .whitespaces).isEmpty {
                return .failure(table.error("\(name) needs a value", option: name))
            }
        }
        options.signer = parsed.value("--signer")
        options.role = parsed.value("--role")
        options.meaning = parsed.value("--meaning")
        options.key = parsed.value("--key")
        options.allowIncomplete = parsed.has("--allow-incomplete")
        if let value = parsed.value("--level") {
            guard let level = WCAGCriterion.Level(rawValue: value.uppercased()) else {
                return .failure(table.error("--level must be A, AA or AAA", option: "--level"))
            }
            options.level = level
        }
        options.rest = table.selectionArguments(parsed)
        return .success(options)
    }
}
