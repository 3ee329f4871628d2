import Gherkin
import TestPlan
import WCAG

/// The command that lists what closes the gaps of a selection, as a report names it.
package enum CloseGapsInvocation {
    /// `stepwise plan --close-gaps` with the selection a report was made from: what a report's
    /// gap list ends with. A report is a document read from the project, so its paths are
    /// the project's names for them and the command is plain `stepwise`, however and from
    /// wherever the export was run (the same report from every folder).
    package static func command(_ options: PlanInputs.Options, resultsFolder: String, level: WCAGCriterion.Level) -> String {
        let paths = options.paths.map { argument -> String in
            let (path, lines) = LineSelector.split(argument)
            return ProjectPath.identity(path) + lines.map { ":\($0)" }.joined()
        }
        var words = ["stepwise", "plan", "--close-gaps"] + paths.map(Invocation.quoted)
        for (flag, value) in [
            ("--steps", options.steps), ("--tags", options.tags), ("--name", options.name), ("--platform", options.platform),
            ("--wcag", options.wcag),
        ] {
            if let value { words += [flag, Invocation.quoted(flag == "--steps" ? ProjectPath.identity(value) : value)] }
        }
        let results = ProjectPath.identity(resultsFolder)
        if results != "results" { words += ["--results", Invocation.quoted(results)] }
        if level != .aa { words += ["--level", level.rawValue] }
        return words.joined(separator: " ")
    }
}
