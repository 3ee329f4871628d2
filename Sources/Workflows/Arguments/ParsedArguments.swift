/// A command line read against a command's option table: each option's values in the order
/// given, and the operands (paths) in theirs.
package struct ParsedArguments: Sendable, Equatable {
    package private(set) var values: [String: [String]] = [:]
    package private(set) var flags: Set<String> = []
    package private(set) var operands: [String] = []
    /// Every option given, in order, as typed (for commands that hand a selection on).
    package private(set) var given: [(name: String, value: String?)] = []

    package init() {}

    /// The last value given for `name`: a later `--tester` overrides an earlier one.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option (`--at`, `--session`).
    package func all(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag, or an option with an optional value, was given.
    package func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    mutating func add(_ name: String, value: String?) {
        if let value { values[name, default: []].append(value) } else { flags.insert(name) }
        given.append((name, value))
    }

    mutating func addOperand(_ operand: String) { operands.append(operand) }

    /// The options among `names` as arguments again, for a workflow that reads a selection.
    package func arguments(for names: Set<String>) -> [String] {
        given.filter { names.contains($0.name) }.flatMap { [$0.name] + ($0.value.map { [$0] } ?? []) }
    }

    package static func == (left: ParsedArguments, right: ParsedArguments) -> Bool {
        left.values == right.values && left.flags == right.flags && left.operands == right.operands
    }
}
