import Ledger

/// `stepwise status PATH… [--results DIR] [--platform a,b] [--format text|json] [--check]`:
/// how many planned scenarios passed, failed, … per feature and platform, with totals; with
/// `--check`, exit status 1 unless every planned scenario has a current pass.
enum StatusCommand {
    static let usage = """
        usage: stepwise status PATH... [--results DIR] [--steps DIR] [--tags EXPR] [--name REGEX] [--platform a,b] [--format text|json] [--check]
          --check: exit status 1 unless every planned scenario has a current passing verdict
        """

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            output.line(usage)
            return ExitStatus.success
        }
        let check = arguments.contains("--check")
        let loaded: PlannedResults
        switch PlannedResults.load(arguments.filter { $0 != "--check" }, command: "status", usage: usage, output: output) {
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
        }
        guard check else {
            output.flush()
            return ExitStatus.success
        }
        let verdict = StatusCheck.evaluate(
            summary, gherkinErrors: loaded.gherkinErrors.count, damagedSessions: loaded.damagedSessions)
        // Standard output stays one JSON document for tools; the verdict goes beside it.
        for line in verdict.lines {
            if json { output.errorLine(line) } else { output.line(line) }
        }
        output.flush()
        return verdict.holds ? ExitStatus.success : ExitStatus.problems
    }
}
