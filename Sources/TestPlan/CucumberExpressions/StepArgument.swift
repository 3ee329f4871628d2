/// One argument of a matched step: what a parameter (or a capture group of a regular
/// expression) matched, and the value its parameter type made of it.
public struct StepArgument: Sendable, Hashable {
    /// The converted value.
    public let value: ArgumentValue
    /// The parameter type's name: `int`, `string`, … ; empty for the anonymous `{}` and for a
    /// capture group no parameter type claims.
    public let parameterType: String
    /// The capture group behind the argument, with its offsets and nested groups.
    public let group: MatchedGroup

    /// An argument as matched.
    public init(value: ArgumentValue, parameterType: String, group: MatchedGroup) {
        self.value = value
        self.parameterType = parameterType
        self.group = group
    }

    /// The text the parameter matched, quotes of `{string}` included; nil when an optional
    /// capture group did not take part.
    public var text: String? { group.value }

    /// Where the matched text starts, in UTF-16 code units of the step text; nil when the
    /// group did not take part.
    public var start: Int? { group.start }
}
