/// A named kind of step argument: the patterns its text may take and how that text becomes a
/// value. `{name}` in a Cucumber Expression stands for it.
public struct ParameterType: Sendable {
    /// The name written between braces; empty for the anonymous `{}`.
    public let name: String
    /// Patterns (regular-expression source) the argument may match; a Cucumber Expression
    /// accepts any of them.
    public let regularExpressions: [String]
    /// Whether this type wins when a capture group of a regular expression has a pattern
    /// several types share (`-?\d+` is `{int}` rather than `{long}`).
    public let preferForRegularExpressionMatch: Bool
    private let transform: @Sendable ([String?]) -> ArgumentValue

    /// A parameter type. `transform` receives the texts of the capture groups inside the
    /// matched pattern, or the whole match when the pattern has none (see ``MatchedGroup/values``).
    public init(
        name: String, regularExpressions: [String], preferForRegularExpressionMatch: Bool = false,
        transform: @escaping @Sendable ([String?]) -> ArgumentValue
    ) {
        self.name = name
        self.regularExpressions = regularExpressions
        self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
        self.transform = transform
    }

    /// The value of an argument whose capture group matched as `group`.
    public func value(of group: MatchedGroup) -> ArgumentValue {
        transform(group.values)
    }

    /// The type the reference makes up for a capture group of a regular expression that no
    /// registered type claims: its text as a string.
    static func anonymous(matching pattern: String) -> ParameterType {
        ParameterType(name: "", regularExpressions: [pattern]) { values in
            values.first.flatMap { $0 }.map(ArgumentValue.string) ?? .null
        }
    }
}
