/// A Cucumber tag expression: a boolean formula over tag names that selects scenarios,
/// such as `@smoke and not (@wip or @flaky)`.
///
/// Parsing, evaluation and the canonical text all follow Cucumber's reference implementation
/// (`cucumber/tag-expressions`), so a selection that works with Cucumber selects the same
/// scenarios here and fails with the same message when it is malformed.
public indirect enum TagExpression: Sendable, Hashable {
    /// The empty expression, which every set of tags satisfies.
    case always
    /// Satisfied when this tag is present. The name is stored unescaped and exactly as written:
    /// Gherkin tags carry their `@`, though the expression itself does not insist on one.
    case tag(String)
    /// Satisfied when the operand is not.
    case not(TagExpression)
    /// Satisfied when both operands are.
    case and(TagExpression, TagExpression)
    /// Satisfied when either operand is.
    case or(TagExpression, TagExpression)

    /// The most operators (`not`, `and`, `or`) an expression may hold nested inside one another.
    /// Evaluating, printing, comparing and freeing an expression each go down its nesting one
    /// call at a time, so an expression thousands deep (a few dozen kilobytes of `not not …`)
    /// would overflow the stack and kill the process. Real selections nest a handful of levels;
    /// the longest `or` chain that fits counts 1,001 tags, since each `or` holds the one before it.
    public static let maximumDepth = 1_000

    /// Reads a tag expression such as `@a and not (@b or @c)`.
    ///
    /// `not` binds tighter than `and`, which binds tighter than `or`; `and` and `or` group from
    /// the left. A backslash escapes `(`, `)`, `\` or whitespace inside a tag name. Text with no
    /// tags at all is ``always``.
    ///
    /// - Throws: ``TagExpressionError`` with the reference implementation's message, or ours
    ///   when the expression nests deeper than ``maximumDepth``.
    public static func parse(_ text: String) throws(TagExpressionError) -> TagExpression {
        var parser = TagExpressionParser(text: text)
        return try parser.parse()
    }

    /// Whether a scenario carrying `tags` is selected. Tag names include their `@`.
    /// Every tag the expression names.
    public var names: [String] {
        switch self {
        case .always: return []
        case .tag(let name): return [name]
        case .not(let operand): return operand.names
        case .and(let left, let right), .or(let left, let right): return left.names + right.names
        }
    }

    public func evaluate(_ tags: some Collection<String>) -> Bool {
        switch self {
        case .always:
            return true
        case .tag(let name):
            return tags.contains { $0.isSameTagName(as: name) }
        case .not(let operand):
            return !operand.evaluate(tags)
        case .and(let left, let right):
            return left.evaluate(tags) && right.evaluate(tags)
        case .or(let left, let right):
            return left.evaluate(tags) || right.evaluate(tags)
        }
    }
}
