/// The parameter types Cucumber Expressions may name and regular expressions' capture groups
/// may resolve to. It starts with the built-in types `{int}`, `{float}`, `{double}`, `{byte}`,
/// `{short}`, `{long}`, `{biginteger}`, `{bigdecimal}`, `{word}`, `{string}` and `{}`.
public struct ParameterTypeRegistry: Sendable {
    /// A registry with only the built-in types.
    public static let standard = ParameterTypeRegistry()

    private var byName: [String: ParameterType] = [:]
    /// Per pattern, the types that use it: the preferred one first, then by name.
    private var byPattern: [String: [ParameterType]] = [:]

    /// A registry with the built-in types.
    public init() {
        for type in BuiltInParameterTypes.all {
            // The built-ins have distinct names and one preferred type per pattern.
            do { try define(type) } catch { preconditionFailure("built-in parameter types conflict: \(error)") }
        }
    }

    /// Adds a parameter type. Fails if its name is taken or holds a character reserved by
    /// the expression syntax, or if it is preferred for a pattern another preferred type has.
    public mutating func define(_ type: ParameterType) throws(CucumberExpressionError) {
        if type.name.unicodeScalars.contains(where: { "{}()\\/".unicodeScalars.contains($0) }) {
            throw .illegalParameterTypeName(type.name)
        }
        if byName[type.name] != nil { throw .duplicateParameterTypeName(type.name) }
        for pattern in type.regularExpressions {
            if type.preferForRegularExpressionMatch, let preferred = byPattern[pattern]?.first, preferred.preferForRegularExpressionMatch {
                throw .twoPreferredParameterTypes(pattern: pattern, first: preferred.name, second: type.name)
            }
        }
        byName[type.name] = type
        for pattern in type.regularExpressions {
            byPattern[pattern, default: []].append(type)
            byPattern[pattern]?.sort { a, b in
                a.preferForRegularExpressionMatch != b.preferForRegularExpressionMatch
                    ? a.preferForRegularExpressionMatch : a.name < b.name
            }
        }
    }

    /// The type `{name}` stands for, if there is one; the anonymous type's name is empty.
    public func parameterType(named name: String) -> ParameterType? {
        byName[name]
    }

    /// Every registered type, by name.
    public var parameterTypes: [ParameterType] {
        byName.values.sorted { $0.name < $1.name }
    }

    /// The type a capture group with exactly this pattern stands for: the only one, or the
    /// preferred one; nil when none uses the pattern. Several without a preferred one are an
    /// error, reported against the regular expression `expression`.
    func parameterType(forPattern pattern: String, in expression: String) throws(CucumberExpressionError) -> ParameterType? {
        guard let candidates = byPattern[pattern], let first = candidates.first else { return nil }
        if candidates.count > 1, !first.preferForRegularExpressionMatch {
            throw .ambiguousParameterType(pattern: pattern, in: expression, candidates: candidates.map(\.name))
        }
        return first
    }
}
