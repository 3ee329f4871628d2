import TestPlan
import Workflows

/// `stepwise steps --undefined PATH… [--steps DIR]`: the steps no definition guides, each with
/// a heading ready to paste into a step library file.
enum StepsCommand {
    static let table = OptionTable(
        command: "steps", operands: "[PATH...]", options: PlanInputs.selectionOptions(for: "steps"),
        notes: ["--undefined: the steps no definition guides; the other options choose the scenarios, as for plan (see its help)"])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let options: PlanInputs.Options
        switch table.readSelection(arguments, output: output) {
        case .success(let value): options = value.selection
        case .failure(let exit): return exit.status
        }
        guard options.undefinedOnly else {
            output.errorLine("stepwise steps: error: say what to list: --undefined\n\(usage)")
            return ExitStatus.usage
        }
        let inputs: PlanInputs
        switch PlanInputs.load(options) {
        case .success(let value):
            inputs = value.0
            for diagnostic in value.1 { output.errorLine(diagnostic) }
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        if plan.undefined.isEmpty {
            output.line("Every step has guidance.")
            return ExitStatus.success
        }
        output.line(
            "\(plan.undefined.count) undefined step\(plan.undefined.count == 1 ? "" : "s"); paste these into a file in \(inputs.stepsFolder ?? "steps/") and write the guidance:"
        )
        for step in plan.undefined {
            output.line("")
            output.line("## " + StepHeading.suggest(for: step.text))
            // Undefined steps are judged as checks; the author says otherwise where one checks nothing.
            output.line("Kind: check")
            // What a session says at the step by default; the text below is one key away.
            output.line("Short: What to do, and what passes, in a sentence or two.")
            output.line("")
            output.line(
                "<!-- used at \(step.places.joined(separator: ", ")); make the kind setup, action, condition or note if it checks nothing, or add WCAG: N.N.N for what it checks -->"
            )
            output.line("How to perform this step, and what to look or listen for.")
        }
        output.flush()
        return ExitStatus.problems
    }
}
