import Conformance
import Foundation
import JSON
import Ledger
import SignOff
import TestPlan
import Workflows

/// `stepwise decide --criterion N --part PART --level LEVEL --reason TEXT --auditor NAME`: an
/// auditor records a decision about one criterion in one product part — that it does not
/// apply, or a level other than the checks give — with the reason. It is written as a session
/// of its own (hash-chained and fsync'd like any other, signable with --key), so `verify`
/// checks it, a sign-off binds it with the claims, and every report shows it beside the level
/// the checks give. `--list` prints the decisions in force.
enum DecideCommand {
    static let table = OptionTable(
        command: "decide", operands: nil,
        options: [
            CommandOption("--criterion", .value("N")), CommandOption("--chapter", .value("ID")),
            CommandOption("--part", .value("web|native-app|any-platform")),
            CommandOption("--level", .value("LEVEL")), CommandOption("--reason", .value("TEXT")), CommandOption("--auditor", .value("NAME")),
            CommandOption("--results", .value("DIR")), CommandOption("--key", .value("SSH_PRIVATE_KEY")), CommandOption("--list"),
        ],
        forms: ["stepwise decide --list [--results DIR]"],
        notes: [
            "--criterion: a WCAG 2.2 success criterion (1.2.1), or a Section 508 (502.2.1) or EN 301 549 (8.1.1) row, decided with --part any-platform",
            "--chapter: every row of a Section 508 or EN 301 549 chapter at once (hardware, en_301_549_hardware, …), with --part any-platform",
            "--level: supports, partially-supports, does-not-support, not-applicable (not-evaluated only for AAA criteria)",
            "--reason: why, in words a procurement reader understands (\"the product has no prerecorded video\"); required",
            "--results: default $STEPWISE_RESULTS, else ./results",
            "--key: sign the decision's session with the auditor's SSH key, as 'stepwise sign' does",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        if parsed.has("--list") { return list(ResultsFolder.resolve(parsed.value("--results")), output: output) }
        var request = DecisionRequest()
        request.criterion = parsed.value("--criterion")
        request.chapter = parsed.value("--chapter")
        request.part = parsed.value("--part")
        request.level = parsed.value("--level")
        request.reason = parsed.value("--reason")
        request.auditor = parsed.value("--auditor")
        request.resultsFolder = parsed.value("--results")
        request.key = parsed.value("--key")
        switch DecisionWorkflow.decide(request) {
        case .failure(.invalid(let problem, _)):
            output.errorLine("stepwise decide: error: \(problem)\n\(usage)")
            return ExitStatus.usage
        case .failure(.notRecorded(let problem)):
            output.errorLine("stepwise decide: \(problem); the decision is not recorded")
            return ExitStatus.usage
        case .success(let decision):
            output.line(
                "Recorded: \(decided(decision)) (\(decision.part.title)): \(decision.level.title), "
                    + "decided by \(decision.auditor). Reason: \(decision.reason)")
            output.line("Session \(decision.sessionID), saved to \(decision.ledgerPath).")
            if let signature = decision.signature { output.line("Signature: \(signature).") }
            if let problem = decision.signingProblem {
                output.errorLine(
                    "stepwise decide: the decision is saved but not signed: \(problem); sign it with: \(Invocation.command) sign \(decision.sessionID) --key KEY"
                )
            }
            output.flush()
            return decision.signingProblem == nil ? ExitStatus.success : ExitStatus.problems
        }
    }

    /// "EN 301 549 8.1.1 Generic requirements", or a chapter's title with its rows.
    static func decided(_ decision: RecordedDecision) -> String {
        guard let chapter = decision.chapter, let first = decision.clauses.first, let last = decision.clauses.last else {
            return decision.clauses.first?.title ?? ""
        }
        return "\(chapter), its \(decision.clauses.count) rows (\(first.number) to \(last.number))"
    }

    static func list(_ folder: String, output: CommandOutput) -> Int32 {
        let decisions: [AuditorDecision]
        switch DecisionWorkflow.list(resultsFolder: folder) {
        case .success(let value): decisions = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        if decisions.isEmpty { output.line("No decisions recorded in \(folder).") }
        for decision in decisions {
            output.line(
                "\(decision.clause.title) (\(decision.part.title)): \(decision.level.title), by \(decision.auditor) at \(decision.time). Reason: \(decision.reason)"
            )
        }
        output.flush()
        return ExitStatus.success
    }
}
