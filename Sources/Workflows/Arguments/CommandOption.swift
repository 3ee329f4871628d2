/// One option a command takes: its name, whether it takes a value, and what its help says.
package struct CommandOption: Sendable {
    package enum Arity: Sendable, Equatable {
        /// Present or not (`--plain`).
        case flag
        /// Always followed by a value, shown in the help as `placeholder` (`--tester NAME`).
        case value(_ placeholder: String)
        /// Followed by a value when the next argument is not an option (`--resume [SESSION]`).
        case optionalValue(_ placeholder: String)
        /// Followed by one value or more, up to the next option (`--from PATH...`).
        case values(_ placeholder: String)
    }

    package let name: String
    package let arity: Arity
    /// The help's lines for it, after `  --name: `; none for an option the synopsis explains.
    package let help: [String]

    package init(_ name: String, _ arity: Arity = .flag, help: [String] = []) {
        self.name = name
        self.arity = arity
        self.help = help
    }

    /// As the synopsis shows it: `[--tester NAME]`, `[--plain]`, `[--resume [SESSION]]`.
    package var synopsis: String {
        switch arity {
        case .flag: "[\(name)]"
        case .value(let placeholder): "[\(name) \(placeholder)]"
        case .optionalValue(let placeholder): "[\(name) [\(placeholder)]]"
        case .values(let placeholder): "[\(name) \(placeholder)...]"
        }
    }
}
