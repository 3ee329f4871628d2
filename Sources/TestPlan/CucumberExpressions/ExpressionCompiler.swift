/// Turns a Cucumber Expression's syntax tree into a regular expression, checking on the way
/// what the grammar lets through but the reference rejects: empty or parameterised optionals,
/// nested optionals, empty alternatives and unknown parameter types. Checks run in the order
/// the reference makes them, so the same expression reports the same first problem.
struct ExpressionCompiler {
    let expression: String
    let registry: ParameterTypeRegistry
    /// The types of the parameters met so far, in order: one per capture group of the result.
    private(set) var parameterTypes: [ParameterType] = []

    init(expression: String, registry: ParameterTypeRegistry) {
        self.expression = expression
        self.registry = registry
    }

    mutating func pattern(for node: ExpressionNode) throws(CucumberExpressionError) -> String {
        switch node.kind {
        case .expression:
            return "^" + (try joined(node.nodes)) + "$"
        case .text:
            return Self.escaped(node.text)
        case .optional:
            if let parameter = node.nodes.first(where: { $0.kind == .parameter }) {
                throw .parameterInOptional(parameter, in: expression)
            }
            if let optional = node.nodes.first(where: { $0.kind == .optional }) {
                throw .optionalInOptional(optional, in: expression)
            }
            guard node.nodes.contains(where: { $0.kind == .text }) else { throw .emptyOptional(node, in: expression) }
            return "(?:" + (try joined(node.nodes)) + ")?"
        case .alternation:
            // Every alternative is checked before any is compiled, as in the reference.
            for alternative in node.nodes {
                if alternative.nodes.isEmpty { throw .emptyAlternative(alternative, in: expression) }
                guard alternative.nodes.contains(where: { $0.kind == .text }) else {
                    throw .alternativeOfOptionalsOnly(alternative, in: expression)
                }
            }
            var alternatives: [String] = []
            for alternative in node.nodes { alternatives.append(try pattern(for: alternative)) }
            return "(?:" + alternatives.joined(separator: "|") + ")"
        case .alternative:
            return try joined(node.nodes)
        case .parameter:
            let name = node.text
            guard let type = registry.parameterType(named: name) else {
                throw .undefinedParameterType(node, named: name, in: expression)
            }
            parameterTypes.append(type)
            let patterns = type.regularExpressions
            return patterns.count == 1 ? "(\(patterns[0]))" : "((?:" + patterns.joined(separator: ")|(?:") + "))"
        }
    }

    private mutating func joined(_ nodes: [ExpressionNode]) throws(CucumberExpressionError) -> String {
        var result = ""
        for node in nodes { result += try pattern(for: node) }
        return result
    }

    /// Text with every character that means something in a regular expression escaped.
    static func escaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if "\\^[({$.|?*+})]".unicodeScalars.contains(scalar) { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }
}
