/// Every step definition of a library, and which one guides a step.
public struct StepLibrary: Sendable {
    public let definitions: [StepDefinition]

    /// What a step's text matched.
    public enum Match: Sendable {
        case defined(StepDefinition, [StepArgument])
        case undefined
        /// More than one definition matches: a library problem to fix.
        case ambiguous([StepDefinition])
    }

    /// A library from definitions already read; duplicate headings are an error at the
    /// second one.
    public static func make(_ definitions: [StepDefinition]) -> Result<StepLibrary, StepLibraryErrors> {
        var seen: [String: StepDefinition] = [:]
        var errors: [StepLibraryError] = []
        for definition in definitions {
            let key = (definition.isRegularExpression ? "/" : "") + definition.source
            if let first = seen[key] {
                errors.append(
                    StepLibraryError(
                        file: definition.file, line: definition.line,
                        message: "duplicate step definition '\(definition.source)' (first at \(first.place))"))
            } else {
                seen[key] = definition
            }
        }
        return errors.isEmpty ? .success(StepLibrary(definitions: definitions)) : .failure(StepLibraryErrors(errors))
    }

    /// Which definitions a step could match, by the plain text they require.
    private let index: StepIndex

    public init(definitions: [StepDefinition]) {
        self.definitions = definitions
        index = StepIndex(definitions.map { ($0.expression as? any PlainTextExpression)?.requiredText })
    }

    public func match(_ text: String) -> Match {
        var found: [(StepDefinition, [StepArgument])] = []
        for number in index.candidates(for: text) {
            let definition = definitions[number]
            if let arguments = definition.expression.match(text) { found.append((definition, arguments)) }
        }
        switch found.count {
        case 0: return .undefined
        case 1: return .defined(found[0].0, found[0].1)
        default: return .ambiguous(found.map(\.0))
        }
    }
}
