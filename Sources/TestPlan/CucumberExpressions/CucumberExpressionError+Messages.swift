/// The reference's wording for each problem. Kept apart from the error type so the exact
/// texts — typos such as "an parameter type" and "escape the a parameter" included, because
/// users compare them with what Cucumber prints — sit in one place.
extension CucumberExpressionError {
    static func cannotEscape(in expression: String, at index: Int) -> Self {
        Self(
            .characterCannotBeEscaped, in: expression, start: index, end: index + 1,
            problemText: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
            solution: "If you did mean to use an '\\' you can use '\\\\' to escape it")
    }

    static func endOfLineEscaped(in expression: String) -> Self {
        let index = expression.unicodeScalars.count - 1
        return Self(
            .endOfLineEscaped, in: expression, start: index, end: index + 1,
            problemText: "The end of line can not be escaped",
            solution: "You can use '\\\\' to escape the '\\'")
    }

    /// `begin` is the unmatched `(` or `{` token.
    static func missingEnd(of begin: ExpressionToken, in expression: String) -> Self {
        let isParameter = begin.kind == .beginParameter
        let (open, close) = isParameter ? ("{", "}") : ("(", ")")
        let purpose = isParameter ? "a parameter" : "optional text"
        return Self(
            isParameter ? .unfinishedParameter : .unfinishedOptional, in: expression, start: begin.start, end: begin.end,
            problemText: "The '\(open)' does not have a matching '\(close)'",
            solution: "If you did not intend to use \(purpose) you can use '\\\(open)' to escape the \(purpose)")
    }

    static func alternationInOptional(_ token: ExpressionToken, in expression: String) -> Self {
        Self(
            .alternationInOptional, in: expression, start: token.start, end: token.end,
            problemText: "An alternation can not be used inside an optional",
            solution: "If you did not mean to use an alternation you can use '\\/' to escape the '/'. "
                + "Otherwise rephrase your expression or consider using a regular expression instead.")
    }

    static func invalidParameterName(_ token: ExpressionToken, in expression: String) -> Self {
        Self(
            .invalidParameterName, in: expression, start: token.start, end: token.end,
            problemText: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
            solution: "Did you mean to use a regular expression?")
    }

    static func emptyAlternative(_ node: ExpressionNode, in expression: String) -> Self {
        Self(
            .emptyAlternative, in: expression, start: node.start, end: node.end,
            problemText: "Alternative may not be empty",
            solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'")
    }

    static func alternativeOfOptionalsOnly(_ node: ExpressionNode, in expression: String) -> Self {
        Self(
            .alternativeOfOptionalsOnly, in: expression, start: node.start, end: node.end,
            problemText: "An alternative may not exclusively contain optionals",
            solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
    }

    static func emptyOptional(_ node: ExpressionNode, in expression: String) -> Self {
        Self(
            .emptyOptional, in: expression, start: node.start, end: node.end,
            problemText: "An optional must contain some text",
            solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
    }

    static func parameterInOptional(_ node: ExpressionNode, in expression: String) -> Self {
        Self(
            .parameterInOptional, in: expression, start: node.start, end: node.end,
            problemText: "An optional may not contain a parameter type",
            solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'")
    }

    static func optionalInOptional(_ node: ExpressionNode, in expression: String) -> Self {
        Self(
            .optionalInOptional, in: expression, start: node.start, end: node.end,
            problemText: "An optional may not contain an other optional",
            solution: "If you did not mean to use an optional type you can use '\\(' to escape the '('. "
                + "For more complicated expressions consider using a regular expression instead.")
    }

    /// Ours, in the reference's form: `begin` is the first `(` past the limit.
    static func optionalNestedTooDeeply(_ begin: ExpressionToken, limit: Int, in expression: String) -> Self {
        Self(
            .optionalNestedTooDeeply, in: expression, start: begin.start, end: begin.end,
            problemText: "Optional text may not be nested more than \(limit) levels deep",
            solution: "An optional may not contain an other optional anyway: "
                + "if you did not mean to use optional text you can use '\\(' to escape the '('")
    }

    static func undefinedParameterType(_ node: ExpressionNode, named name: String, in expression: String) -> Self {
        Self(
            .undefinedParameterType(name: name), in: expression, start: node.start, end: node.end,
            problemText: "Undefined parameter type '\(name)'",
            solution: "Please register a ParameterType for '\(name)'")
    }

    static func illegalParameterTypeName(_ name: String) -> Self {
        Self(
            .illegalParameterTypeName(name: name),
            message: "Illegal character in parameter name {\(name)}. "
                + "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
    }

    static func duplicateParameterTypeName(_ name: String) -> Self {
        Self(
            .duplicateParameterTypeName(name: name),
            message: name.isEmpty
                ? "The anonymous parameter type has already been defined"
                : "There is already a parameter type with name \(name)")
    }

    static func twoPreferredParameterTypes(pattern: String, first: String, second: String) -> Self {
        Self(
            .twoPreferredParameterTypes(pattern: pattern),
            message: "There can only be one preferential parameter type per regexp. "
                + "The regexp /\(pattern)/ is used for two preferential parameter types, {\(first)} and {\(second)}")
    }

    /// The reference also lists Cucumber Expressions generated from the step text; we name the
    /// candidates only, which is enough to see which type to prefer.
    static func ambiguousParameterType(pattern: String, in regularExpression: String, candidates: [String]) -> Self {
        Self(
            .ambiguousParameterType(pattern: pattern),
            message: "Your Regular Expression /\(regularExpression)/\nmatches multiple parameter types with regexp /\(pattern)/:\n   "
                + candidates.map { "{\($0)}" }.joined(separator: "\n   ")
                + "\n\nI couldn't decide which one to use. Use a Cucumber Expression instead of a Regular Expression,"
                + " or make one of the parameter types preferential.")
    }

    /// Foundation gives no reason why a pattern does not compile, so neither can we.
    static func invalidRegularExpression(_ pattern: String) -> Self {
        Self(.invalidRegularExpression, message: "The regular expression /\(pattern)/ does not compile")
    }

    static func anchorsInCucumberExpression(_ source: String) -> Self {
        Self(
            .anchorsInCucumberExpression,
            message: "You cannot use anchors (^ or $) in Cucumber Expressions. Please remove them from \(source)")
    }
}
