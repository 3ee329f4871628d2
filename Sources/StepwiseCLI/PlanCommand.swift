import Gherkin
import TestPlan
import Workflows

/// `stepwise plan PATH… [--steps DIR] [--tags EXPR] [--name REGEX] [--platform a,b]
/// [--format text|json]`: what to test, on which platforms, with guidance coverage;
/// `--tester NAME` a tester's share of a team's features, `--assign` the shares made.
enum PlanCommand {
    static let table = OptionTable(
        command: "plan", operands: "[PATH...]",
        options: PlanInputs.selectionOptions(for: "plan") + [
            CommandOption("--close-gaps"), CommandOption("--tester", .value("NAME")), CommandOption("--assign", .value("NAME[=PATH,...]")),
            CommandOption("--save"),
        ],
        notes: [
            "PATH: a feature file (PATH:LINE selects the scenario or example row there), a criteria",
            "document, or a folder of features (default: features); steps default to the nearest steps/ up from the features",
            "(no higher than their project's root, the folder with .git or stepwise.json)",
            "--tags: a tag expression, as in --tags \"@keyboard and not @wip\"; --name: scenarios whose name matches",
            "--wcag N.N.N: only the scenarios whose steps check this WCAG 2.2 success criterion, as in --wcag 2.4.7",
            "--part K/N: share K of the plan dealt by whole features among N testers (the same split on every machine)",
            "--page NAME: the scenarios planned on this page or screen of report.scope in stepwise.json (its title or",
            "             address); a component the scope lists on pages is planned once per page",
            "--close-gaps: the fewest scenarios that, once passed, leave the claims no gap (see plan --close-gaps --help)",
            "--tester NAME: NAME's share of the features, from the team section of stepwise.json (as run plans it)",
            "--assign NAME=PATH,...: give a tester these features (files, folders or globs); --assign NAME alone: deal them",
            "         a share of the planned features nobody has, whole features balanced by steps (repeat for each",
            "         tester); prints each share, and with --save writes the team section of stepwise.json",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("--close-gaps") {
            return CloseGapsCommand.run(arguments.filter { $0 != "--close-gaps" }, output: output)
        }
        var options: PlanInputs.Options
        let parsed: ParsedArguments
        switch table.readSelection(arguments, output: output) {
        case .success(let value): (parsed, options) = (value.parsed, value.selection)
        case .failure(let exit): return exit.status
        }
        if parsed.has("--assign") { return assign(parsed, selection: options, output: output) }
        if parsed.has("--save") {
            output.errorLine(table.error("--save goes with --assign: it saves the team it makes", option: "--save").message)
            return ExitStatus.usage
        }
        if let tester = parsed.value("--tester") {
            switch TeamSelection.plan(shareOf: tester, &options) {
            case .success(let line):
                if options.format == "json" { output.errorLine(line) } else { output.shownLine(line) }
            case .failure(let error):
                output.errorLine(error.message)
                return ExitStatus.usage
            }
        }
        // The plan is written a scenario at a time as the files are planned, unless it must be
        // dealt whole first (--part).
        if options.part == nil {
            guard let (inputs, unread) = PlanInputs.loadReporting(options, output: output, deferParsing: true) else { return ExitStatus.usage }
            let plan: TestPlan
            var diagnostics = unread
            do {
                let streamed =
                    options.format == "json"
                    ? try StreamedPlan.write(inputs, as: StreamedPlan.JSON(), output: output)
                    : try StreamedPlan.write(inputs, as: StreamedPlan.Text(stepsFolder: inputs.stepsFolder), output: output)
                plan = streamed.plan
                diagnostics += streamed.diagnostics
            } catch {
                output.errorLine("stepwise plan: error: \(error)")
                return ExitStatus.usage
            }
            for diagnostic in diagnostics.dropFirst(unread.count) { output.shownErrorLine(diagnostic) }
            reportAmbiguous(plan, output: output)
            output.flush()
            return diagnostics.isEmpty && plan.ambiguous.isEmpty ? ExitStatus.success : ExitStatus.problems
        }
        guard let (inputs, diagnostics) = PlanInputs.loadReporting(options, output: output) else { return ExitStatus.usage }
        let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        reportAmbiguous(plan, output: output)
        if options.format == "json" {
            PlanJSON.write(plan) { output.write($0) }
            output.line("")
        } else {
            for line in PlanText.lines(plan, stepsFolder: inputs.stepsFolder) { output.shownLine(line) }
        }
        output.flush()
        return diagnostics.isEmpty && plan.ambiguous.isEmpty ? ExitStatus.success : ExitStatus.problems
    }

    /// `--assign`: each share, then the team saved with `--save`.
    static func assign(_ parsed: ParsedArguments, selection: PlanInputs.Options, output: CommandOutput) -> Int32 {
        // The shares are text for people; the plan's JSON and --tester's share are other questions.
        if let other = ["--tester", "--format"].first(where: parsed.has) {
            output.errorLine(table.error("--assign prints the team's shares; leave out \(other)", option: other).message)
            return ExitStatus.usage
        }
        switch TeamAssigning.assign(parsed.all("--assign"), selection: selection) {
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        case .success(let outcome):
            for warning in outcome.warnings { output.shownErrorLine(warning) }
            for line in TeamAssigning.lines(outcome) { output.shownLine(line) }
            guard parsed.has("--save") else {
                output.line("Not saved: add --save to write the team to \(TeamAssignment.fromHere(outcome.team.assignment.file)).")
                output.flush()
                return ExitStatus.success
            }
            switch TeamAssigning.save(outcome.team.assignment) {
            case .success(let line): output.line(line)
            case .failure(let error):
                output.errorLine(error.message)
                return ExitStatus.usage
            }
            output.flush()
            return ExitStatus.success
        }
    }

    /// An ambiguous step is a library problem to fix: reported where it is used.
    static func reportAmbiguous(_ plan: TestPlan, output: CommandOutput) {
        for step in plan.ambiguous {
            for place in step.places {
                output.shownErrorLine("\(place): error: ambiguous step '\(step.text)': matched by \(step.definitions.joined(separator: ", "))")
            }
        }
    }
}
