import Gherkin

extension StepArgument {
    /// The argument's value as JSON, typed by its parameter type: numbers for numeric types,
    /// strings otherwise. `{biginteger}` and `{bigdecimal}` values are written as their exact
    /// text, since JSON readers would round them; a value that does not fit its type (300 for
    /// `{byte}`) as the text matched.
    public var jsonValue: JSONValue {
        switch value {
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .decimal(let text): return .string(text)
        case .string(let text): return .string(text)
        case .null: return .null
        case .unconvertible: return text.map { .string($0) } ?? .null
        }
    }
}
