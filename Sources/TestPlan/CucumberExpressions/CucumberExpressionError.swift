/// Why a Cucumber Expression (or a regular expression given as a step expression) cannot be
/// used. Its ``description`` is the reference implementation's message word for word —
/// including its caret line under the offending column — so a tester sees what Cucumber says.
public struct CucumberExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Hashable {
        /// A backslash before something other than `{`, `}`, `(`, `)`, `\`, `/` or whitespace.
        case characterCannotBeEscaped
        /// The expression ends in a lone backslash.
        case endOfLineEscaped
        /// A `(` without its `)`.
        case unfinishedOptional
        /// A `{` without its `}`.
        case unfinishedParameter
        /// A `/` inside `(…)`.
        case alternationInOptional
        /// `{`, `}`, `(`, `)` or `/` between a parameter's braces.
        case invalidParameterName
        /// `a//b`, `/a`, `a/` and the like.
        case emptyAlternative
        /// An alternative made of optional text only, such as `(a)/b`.
        case alternativeOfOptionalsOnly
        /// `()` or an optional with no text of its own.
        case emptyOptional
        /// `({int})`.
        case parameterInOptional
        /// `((a))`.
        case optionalInOptional
        /// Optional text nested more levels deep than the parser reads (not the reference's:
        /// it has no limit).
        case optionalNestedTooDeeply
        /// A `{name}` the registry does not know.
        case undefinedParameterType(name: String)
        /// A parameter type whose name contains `{`, `}`, `(`, `)`, `\` or `/`.
        case illegalParameterTypeName(name: String)
        /// A second parameter type with a name the registry already has.
        case duplicateParameterTypeName(name: String)
        /// A second parameter type preferred for the same pattern as one already registered.
        case twoPreferredParameterTypes(pattern: String)
        /// A capture group of a regular expression whose pattern belongs to several parameter
        /// types, none of them preferred.
        case ambiguousParameterType(pattern: String)
        /// The text is not a regular expression the platform can compile.
        case invalidRegularExpression
        /// A text taken for a regular expression (it starts with `^` or ends with `$`) does not
        /// compile and holds a `{…}` parameter: a Cucumber Expression with anchors.
        case anchorsInCucumberExpression
    }

    /// What is wrong.
    public let problem: Problem
    /// The full message, as the reference words it.
    public let description: String

    init(_ problem: Problem, message: String) {
        self.problem = problem
        self.description = message
    }

    /// A problem located in an expression: the reference's five-part message with a caret
    /// under `start` and, for spans longer than two scalars, dashes up to a caret at `end - 1`.
    init(_ problem: Problem, in expression: String, start: Int, end: Int, problemText: String, solution: String) {
        var pointer = String(repeating: " ", count: start) + "^"
        if start + 1 < end {
            pointer += String(repeating: "-", count: max(0, end - start - 2)) + "^"
        }
        self.init(
            problem,
            message: "This Cucumber Expression has a problem at column \(start + 1):\n\n\(expression)\n\(pointer)\n"
                + "\(problemText).\n\(solution)")
    }
}
