/// A regular expression used as a step expression. It matches a step only when it matches the
/// step's whole text. Each outermost capture group is an argument; a group whose pattern is a
/// parameter type's (such as `-?\d+` or `\d+` for `{int}`) takes that type's value, any other
/// group its text — or `.null` when it did not take part.
public struct RegularExpressionStep: StepExpression {
    /// The pattern as written, without surrounding slashes.
    public let source: String
    private let compiled: WholeTextPattern
    private let parameterTypes: [ParameterType]
    /// The plain text every matching step contains (`RequiredText(regularExpression:)`).
    let requiredText: RequiredText

    /// Compiles `pattern` (Foundation's ICU syntax). Fails when it does not compile, or when a
    /// group's pattern belongs to several parameter types of `registry` and none is preferred.
    public init(_ pattern: String, registry: ParameterTypeRegistry = .standard) throws(CucumberExpressionError) {
        let compiled = try WholeTextPattern(pattern)
        var types: [ParameterType] = []
        for group in compiled.groups {
            types.append(try registry.parameterType(forPattern: group.pattern, in: pattern) ?? .anonymous(matching: group.pattern))
        }
        self.source = pattern
        self.compiled = compiled
        self.parameterTypes = types
        self.requiredText = RequiredText(regularExpression: pattern)
    }

    /// The arguments, one per outermost capture group, when the whole of `text` matches;
    /// otherwise nil.
    public func match(_ text: String) -> [StepArgument]? {
        // Most steps put to a library's expressions match none of them: a search for the
        // pattern's plain text turns them away for a hundredth of the regular expression's cost.
        guard requiredText.isIn(text), let groups = compiled.match(text) else { return nil }
        return zip(groups, parameterTypes).map { group, type in
            StepArgument(value: type.value(of: group), parameterType: type.name, group: group)
        }
    }
}
