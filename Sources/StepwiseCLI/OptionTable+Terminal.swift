import Workflows

extension OptionTable {
    /// `arguments` read against this table, as every command starts: `-h` or `--help` (before
    /// a `--`) prints the help, exit 0; arguments the table refuses are said, exit 2.
    func read(_ arguments: [String], output: CommandOutput) -> Result<ParsedArguments, CommandExit> {
        let options = arguments.prefix { $0 != "--" }
        if options.contains("-h") || options.contains("--help") {
            output.line(usage)
            return .failure(CommandExit(status: ExitStatus.success))
        }
        switch parse(arguments) {
        case .success(let parsed): return .success(parsed)
        case .failure(let error):
            output.errorLine(error.message)
            return .failure(CommandExit(status: ExitStatus.usage))
        }
    }
}

extension OptionTable {
    /// `read`, then `make` the command's typed options from what was read; a value `make`
    /// refuses is said, exit 2.
    func read<Options>(
        _ arguments: [String], output: CommandOutput, as make: (ParsedArguments) -> Result<Options, UsageError>
    ) -> Result<Options, CommandExit> {
        read(arguments, output: output).flatMap { parsed in
            make(parsed).mapError { error in
                output.errorLine(error.message)
                return CommandExit(status: ExitStatus.usage)
            }
        }
    }

    /// `read`, then the plan selection among the options, each value checked.
    func readSelection(_ arguments: [String], output: CommandOutput, defaultPaths: [String] = []) -> Result<
        (parsed: ParsedArguments, selection: PlanInputs.Options), CommandExit
    > {
        read(arguments, output: output) { parsed in
            PlanInputs.options(from: parsed, command: command, usage: usage, defaultPaths: defaultPaths).map { (parsed, $0) }
        }
    }

    /// The selection options and `--results` as given, for a workflow that reads them.
    func selectionArguments(_ parsed: ParsedArguments) -> [String] {
        parsed.arguments(for: PlanInputs.selectionNames(for: command).union(["--results"])) + parsed.operands
    }
}

/// A command that ends before its work: the help was asked for, or the arguments were refused.
struct CommandExit: Error {
    let status: Int32
}
