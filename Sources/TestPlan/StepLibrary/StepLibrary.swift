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

    /// Definitions by the first character of their literal prefix, with the prefix; those
    /// without one (starting with a parameter, say) are tried for every step. Only a step
    /// that starts with a definition's prefix is handed to its regular expression, which keeps
    /// planning thousands of features against hundreds of definitions fast.
    private let byFirstCharacter: [Character: [(prefix: String, index: Int)]]
    private let unprefixed: [Int]

    public init(definitions: [StepDefinition]) {
        self.definitions = definitions
        var byFirst: [Character: [(String, Int)]] = [:]
        var rest: [Int] = []
        for (index, definition) in definitions.enumerated() {
            let prefix = Self.literalPrefix(of: definition)
            if let first = prefix.first {
                byFirst[first, default: []].append((prefix, index))
            } else {
                rest.append(index)
            }
        }
        byFirstCharacter = byFirst
        unprefixed = rest
    }

    public func match(_ text: String) -> Match {
        var candidates = unprefixed
        if let first = text.first, let bucket = byFirstCharacter[first] {
            for (prefix, index) in bucket where text.hasPrefix(prefix) { candidates.append(index) }
        }
        // The library's order, so ambiguity is reported in file order.
        candidates.sort()
        var found: [(StepDefinition, [StepArgument])] = []
        for index in candidates {
            let definition = definitions[index]
            if let arguments = definition.expression.match(text) { found.append((definition, arguments)) }
        }
        switch found.count {
        case 0: return .undefined
        case 1: return .defined(found[0].0, found[0].1)
        default: return .ambiguous(found.map(\.0))
        }
    }

    /// The text every step a definition matches must start with: a Cucumber Expression's
    /// characters before its first parameter, optional text, escape or alternation; a regular
    /// expression's literal characters after `^`. Empty when nothing is certain.
    static func literalPrefix(of definition: StepDefinition) -> String {
        let source = definition.source
        if definition.isRegularExpression {
            guard source.hasPrefix("^"), !source.hasPrefix("^(?") else { return "" }
            var prefix = ""
            for character in source.dropFirst() {
                if "\\.[](){}*+?|^$".contains(character) { break }
                prefix.append(character)
            }
            // A quantifier applies to the character before it: `ab?` does not require `b`.
            if let last = source.dropFirst().dropFirst(prefix.count).first, "*?{".contains(last) { prefix = String(prefix.dropLast()) }
            return prefix
        }
        var prefix = ""
        for character in source {
            if "{(\\".contains(character) { break }
            if character == "/" {
                // Alternation works on whole words: drop the word it belongs to.
                while let last = prefix.last, !last.isWhitespace { prefix.removeLast() }
                break
            }
            prefix.append(character)
        }
        return prefix
    }
}
