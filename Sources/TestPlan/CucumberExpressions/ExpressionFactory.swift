/// Decides whether a text is a Cucumber Expression or a regular expression, as the reference's
/// Java `ExpressionFactory` does: a text starting with `^` or ending with `$` is a regular
/// expression, kept whole with its anchors; a text wrapped in slashes (`/…/`) is the regular
/// expression between them; anything else — the empty text included — is a Cucumber Expression.
public struct ExpressionFactory: Sendable {
    /// The parameter types the expressions may use.
    public let registry: ParameterTypeRegistry

    /// A factory whose expressions use `registry`.
    public init(registry: ParameterTypeRegistry = .standard) {
        self.registry = registry
    }

    /// The expression `text` stands for. A text with anchors that does not compile as a
    /// regular expression but holds a `{…}` parameter fails with the reference's advice to
    /// remove the anchors.
    public func expression(for text: String) throws(CucumberExpressionError) -> any StepExpression {
        // Scalars rather than Characters: the reference looks at the first and last code unit,
        // and a combining mark after a leading `^` must not hide it.
        let scalars = text.unicodeScalars
        if scalars.first == "^" || scalars.last == "$" {
            do {
                return try RegularExpressionStep(text, registry: registry)
            } catch  where error.problem == .invalidRegularExpression && Self.containsParameter(text) {
                throw .anchorsInCucumberExpression(text)
            }
        }
        // A lone "/" would be an empty regular expression between slashes that are one and the
        // same character; the Java reference fails on it with an index error. As a Cucumber
        // Expression it gets a proper message instead.
        if scalars.count >= 2, scalars.first == "/", scalars.last == "/" {
            let inner = String(scalars.dropFirst().dropLast())
            return try RegularExpressionStep(inner, registry: registry)
        }
        return try CucumberExpression(text, registry: registry)
    }

    /// Whether a `{` is followed somewhere by a `}`: what the reference's test for a parameter,
    /// `((?:\\){0,2})\{([^}]*)\}`, comes down to.
    private static func containsParameter(_ text: String) -> Bool {
        guard let open = text.unicodeScalars.firstIndex(of: "{") else { return false }
        return text.unicodeScalars[open...].contains("}")
    }
}
