import StepwiseCLI

/// Runs the command line in this process, as the tool would, and returns its exit status and
/// what it wrote; `stdin` is what `-` reads.
func run(_ arguments: [String], stdin: String = "") -> (status: Int32, out: String, err: String) {
    let output = CommandOutput.captured()
    let status = Stepwise.run(arguments, output: output, input: .text(stdin))
    return (status, output.standardOutput, output.standardError)
}
