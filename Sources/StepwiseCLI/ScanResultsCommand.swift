import Conformance
import Foundation
import Ledger
import Workflows

/// `stepwise scan-results FILE... [--platform desktop|mobile-web] [--page NAME|URL]
/// [--results DIR] [--recorded-by NAME] [--sign-with KEY]`: an engine's results (axe-core JSON,
/// ACT engines' EARL) recorded as automated sessions in the results ledger, one per page.
enum ScanResultsCommand {
    static let table = OptionTable(
        command: "scan-results", operands: "FILE...",
        options: [
            CommandOption("--platform", .value("desktop|mobile-web"), help: ["the platform the pages were scanned on (default desktop)"]),
            CommandOption(
                "--page", .value("NAME|URL"),
                help: ["the page of report.scope in stepwise.json the one scanned page is (found by its address without it)"]),
            CommandOption("--results", .value("DIR")),
            CommandOption("--recorded-by", .value("NAME"), help: ["who records the results and signs them (default: git config user.name)"]),
            CommandOption(
                "--sign-with", .value("KEY"),
                help: ["sign each session with this SSH key, as 'stepwise sign' does; the allowed-signers file lists", "--recorded-by's name"]),
        ],
        notes: [
            "FILE: axe-core results JSON (one result, or the array axe's CLI saves) or EARL JSON-LD from an ACT engine;",
            "      each page's results become an automated session, the engine and version as its tester;",
            "      every file is read first, and none is recorded if any cannot be",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        var request = ScanResultsRequest()
        request.files = parsed.operands
        request.platform = parsed.value("--platform")
        request.page = parsed.value("--page")
        request.results = parsed.value("--results")
        request.recordedBy = parsed.value("--recorded-by")
        request.signWith = parsed.value("--sign-with")
        switch ScanResultsWorkflow.record(request) {
        case .failure(.usage(let error)):
            output.errorLine(error.message + (error.message.contains("\n") ? "" : "\n\(usage)"))
            return ExitStatus.usage
        case .failure(.refused(let problems)):
            for problem in problems { output.shownErrorLine(problem) }
            output.flush()
            return ExitStatus.problems
        case .failure(.write(let problem, let recorded)):
            say(recorded, output: output)
            output.errorLine("stepwise scan-results: error: \(problem); the sessions above are recorded whole, the rest not at all")
            return ExitStatus.problems
        case .success(let outcome):
            say(outcome, output: output)
            return outcome.signingProblems.isEmpty ? ExitStatus.success : ExitStatus.problems
        }
    }

    /// A line per session recorded, the duplicates, the signatures, a summary.
    static func say(_ outcome: ScanResultsWorkflow.Outcome, output: CommandOutput) {
        for session in outcome.recorded {
            let page = session.start.page.map { " (\($0))" } ?? ""
            output.shownLine(
                "Recorded \(session.start.tester) on \(session.start.url)\(page), \(session.start.platform): \(words(session.counts)). "
                    + "Session \(session.id).")
            if let signature = session.signature { output.shownLine("  Signed: \(signature).") }
        }
        for duplicate in outcome.duplicates { output.shownErrorLine("stepwise scan-results: warning: " + duplicate) }
        for problem in outcome.signingProblems { output.shownErrorLine("stepwise scan-results: not signed: " + problem) }
        let count = outcome.recorded.count
        output.line("\(count) automated session\(count == 1 ? "" : "s") recorded in \(outcome.resultsFolder).")
        output.flush()
    }

    /// "2 violations, 1 check to review (1 element), 12 passes, 40 inapplicable, 3 advisory".
    static func words(_ counts: RecordedScan.Counts) -> String {
        AutomatedCounts.words(counts)
    }
}
