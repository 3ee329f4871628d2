import Foundation
import Ledger
import SignOff

/// `stepwise status PATH… [--results DIR] [--platform a,b] [--format text|json] [--check]`:
/// how many planned scenarios passed, failed, … per feature and platform, with totals; with
/// `--check`, exit status 1 unless every planned scenario has a current pass.
enum StatusCommand {
    static let usage = """
        usage: stepwise status PATH... [--results DIR] [--steps DIR] [--tags EXPR] [--name REGEX] [--platform a,b] [--part K/N] [--format text|json] [--check] [--by-tester]
          --by-tester: also each tester's progress, from their current verdicts
          --check: exit status 1 unless every planned scenario has a current passing verdict, every session verifies
                   and every sign-off holds (or was signed again after later results superseded it)
        """

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            output.line(usage)
            return ExitStatus.success
        }
        let check = arguments.contains("--check")
        let byTester = arguments.contains("--by-tester")
        let loaded: PlannedResults
        switch PlannedResults.load(arguments.filter { $0 != "--check" && $0 != "--by-tester" }, command: "status", usage: usage, output: output) {
        case .success(let value): loaded = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        let summary = StatusSummary.summarise(
            zip(loaded.plan.scenarios, loaded.results.scenarios).map { scenario, result in
                StatusSummary.Entry(uri: scenario.uri, platform: scenario.platform, result: result)
            })
        let json = loaded.options.format == "json"
        if json {
            output.line(StatusJSON.render(summary).text)
        } else {
            for line in StatusText.render(summary) { output.line(line) }
            if byTester {
                output.line("")
                output.line("By tester:")
                for line in StatusByTester.render(loaded.results.scenarios) { output.line(line) }
            }
        }
        // Results that match nothing planned are said, never dropped without a word: criteria
        // removed or renamed since, or another selection than the one tested.
        // (With --platform, --tags or --name the rest are simply not selected.)
        let filtered = loaded.options.platform != nil || loaded.options.tags != nil || loaded.options.name != nil
        if !loaded.results.unplanned.isEmpty && !filtered {
            let count = loaded.results.unplanned.count
            let line = "Not in this plan: results for \(count) scenario\(count == 1 ? "" : "s") (another selection, or criteria removed or renamed since they were tested); 'stepwise results' lists them."
            if json { output.errorLine(line) } else { output.line(line) }
        }
        // Sign-offs, as verify sees them without signatures: whether each still holds for the
        // results shown above. Standard output stays one JSON document for tools.
        var signOffsHold = true
        if FileManager.default.fileExists(atPath: loaded.resultsFolder) {
            let signOffs = SignOffVerification.run(resultsFolder: loaded.resultsFolder, sessions: loaded.sessions, allowedSigners: nil)
            if !signOffs.isEmpty {
                let text = SignOffText.render(signOffs)
                signOffsHold = text.holds
                for line in text.lines + ["Sign-offs: \(text.summary)"] {
                    if json { output.errorLine(line) } else { output.line(line) }
                }
            }
        }
        guard check else {
            output.flush()
            return ExitStatus.success
        }
        var verdict = StatusCheck.evaluate(
            summary, gherkinErrors: loaded.gherkinErrors.count, damagedSessions: loaded.damagedSessions)
        if !signOffsHold {
            let reason = "check failed: a sign-off does not hold, or later results superseded it and no later sign-off covers them; run '\(Invocation.command) verify'"
            verdict = (false, (verdict.holds ? [] : verdict.lines) + [reason])
        }
        for line in verdict.lines {
            if json { output.errorLine(line) } else { output.line(line) }
        }
        output.flush()
        return verdict.holds ? ExitStatus.success : ExitStatus.problems
    }
}
