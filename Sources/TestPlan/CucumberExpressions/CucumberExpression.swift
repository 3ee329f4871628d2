/// A Cucumber Expression such as `I have {int} cucumber(s) in my belly/stomach`: plain text
/// with parameters (`{int}`), optional text (`(s)`) and alternatives (`belly/stomach`); a
/// backslash escapes `{`, `}`, `(`, `)`, `/`, `\` and whitespace. It matches a step only
/// when it matches the step's whole text.
public struct CucumberExpression: StepExpression {
    /// The expression as written.
    public let source: String
    /// The regular expression the expression compiles to, as the reference writes it:
    /// `{int}` becomes `^((?:-?\d+)|(?:\d+))$`.
    public let regularExpression: String
    private let compiled: PatternOnFirstMatch
    private let parameterTypes: [ParameterType]
    /// The plain text every matching step contains, in this order: the runs of text between
    /// the parameters, optional parts and alternatives, escapes undone.
    let requiredText: RequiredText

    /// Reads and compiles `source`. Fails with the reference's message for a syntax error or
    /// a parameter type `registry` does not know.
    public init(_ source: String, registry: ParameterTypeRegistry = .standard) throws(CucumberExpressionError) {
        try self.init(source, registry: registry, deferringCompile: false)
    }

    /// Reads and checks `source` as `init(_:)` does, with the built-in parameter types, but
    /// compiles its regular expression only when a step is first put to it: a step library's
    /// way, whose expressions are mostly never run. Every error `init(_:)` reports is still
    /// reported here, since the built-in types' patterns and escaped text always compile.
    init(compilingOnFirstMatch source: String) throws(CucumberExpressionError) {
        try self.init(source, registry: .standard, deferringCompile: true)
    }

    private init(_ source: String, registry: ParameterTypeRegistry, deferringCompile: Bool) throws(CucumberExpressionError) {
        let tree = try ExpressionParser.parse(source)
        var compiler = ExpressionCompiler(expression: source, registry: registry)
        let pattern = try compiler.pattern(for: tree)
        self.source = source
        self.regularExpression = pattern
        self.compiled = deferringCompile ? PatternOnFirstMatch(deferring: pattern) : PatternOnFirstMatch(try WholeTextPattern(pattern))
        self.parameterTypes = compiler.parameterTypes
        self.requiredText = RequiredText(expression: tree)
    }

    /// The arguments, one per parameter, when the whole of `text` matches; otherwise nil.
    public func match(_ text: String) -> [StepArgument]? {
        // A step without the expression's plain text cannot match: finding that out costs a
        // search of its bytes, where the regular expression costs a hundred times more, and
        // most steps put to a library's expressions match none of them.
        guard requiredText.isIn(text), let groups = compiled.pattern.match(text) else { return nil }
        // A registered pattern with unbalanced groups could break the one-group-per-parameter
        // pairing; refusing the match is safer than pairing arguments with the wrong types.
        guard groups.count == parameterTypes.count else { return nil }
        return zip(groups, parameterTypes).map { group, type in
            StepArgument(value: type.value(of: group), parameterType: type.name, group: group)
        }
    }
}
