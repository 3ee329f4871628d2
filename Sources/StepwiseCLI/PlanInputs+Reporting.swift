import Workflows

extension PlanInputs {
    /// `load`, with what a command prints on the way: an error on failure (nil returned), and
    /// every warning and diagnostic otherwise, which are returned too (they fail the command).
    /// `plan` and `coverage` start this way.
    static func loadReporting(_ options: Options, output: CommandOutput, deferParsing: Bool = false) -> (inputs: PlanInputs, diagnostics: [String])? {
        switch load(options, deferParsing: deferParsing) {
        case .success(let (inputs, diagnostics)):
            for warning in inputs.warnings { output.shownErrorLine(warning) }
            for diagnostic in diagnostics { output.shownErrorLine(diagnostic) }
            return (inputs, diagnostics)
        case .failure(let error):
            output.errorLine(error.message)
            return nil
        }
    }
}
