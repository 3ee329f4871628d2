import Harness

/// A command's options, in one place: the parser reads arguments against it, the help is
/// written from it and a mistyped option is matched with it. Every command parses by the same
/// rules:
/// - `--name VALUE` or `--name=VALUE`; a value that starts with `--` is taken for a forgotten
///   value (`--tester --device X`) and refused, unless written `--name=--value`;
/// - `--` ends the options: what follows is operands, even if it starts with `-`;
/// - `-` alone is an operand (standard input, where a command reads it);
/// - an unknown option is refused with the nearest known one, when one is near.
package struct OptionTable: Sendable {
    package let command: String
    /// What the operands are (`PATH...`), nil when the command takes none.
    package let operands: String?
    package let options: [CommandOption]
    /// Other ways to call the command, each one synopsis line (`stepwise run --resume [SESSION]`).
    package let forms: [String]
    /// Lines after the options' help: defaults, what goes with what.
    package let notes: [String]

    package init(command: String, operands: String?, options: [CommandOption], forms: [String] = [], notes: [String] = []) {
        self.command = command
        self.operands = operands
        self.options = options
        self.forms = forms
        self.notes = notes
    }

    package func option(_ name: String) -> CommandOption? { options.first { $0.name == name } }

    /// The error for this command's `problem`, with its usage.
    package func error(_ problem: String, option: String? = nil) -> UsageError {
        UsageError("stepwise \(command): error: \(problem)\n\(usage)", option: option)
    }

    package func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                guard operands != nil else { return .failure(error("unexpected argument '\(argument)'")) }
                parsed.addOperand(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, attached) = Self.split(argument)
            guard let option = option(name) else { return .failure(unknown(name)) }
            switch option.arity {
            case .flag:
                guard attached == nil else { return .failure(error("\(name) takes no value", option: name)) }
                parsed.add(name, value: nil)
            case .value(let placeholder):
                if let attached {
                    parsed.add(name, value: attached)
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    parsed.add(name, value: arguments[index])
                    index += 1
                } else {
                    return .failure(error("\(name) needs a value (\(placeholder))", option: name))
                }
            case .values(let placeholder):
                let start = index
                while index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                    parsed.add(name, value: arguments[index])
                    index += 1
                }
                if let attached { parsed.add(name, value: attached) }
                if index == start && attached == nil { return .failure(error("\(name) needs a value (\(placeholder))", option: name)) }
            case .optionalValue:
                if let attached {
                    parsed.add(name, value: attached)
                } else if index < arguments.count, !arguments[index].hasPrefix("-") {
                    parsed.add(name, value: arguments[index])
                    index += 1
                } else {
                    parsed.add(name, value: nil)
                }
            }
        }
        return .success(parsed)
    }

    /// `--name=value` as the option and its value; anything else as it is.
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func unknown(_ name: String) -> UsageError {
        let hint = CommandSuggestion.closest(to: name, among: options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
        return error("unknown option '\(name)'\(hint)")
    }
}
