import Gherkin

extension StepArgument {
    /// The argument as JSON, typed by its parameter type: numbers for numeric types (big
    /// numbers as their exact text, since JSON readers would round them), strings otherwise.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = ["parameterType": .string(parameterType)]
        switch value {
        case .int(let number): members["value"] = .int(number)
        case .double(let number): members["value"] = .double(number)
        case .decimal(let text): members["value"] = .string(text)
        case .string(let text): members["value"] = .string(text)
        case .null: members["value"] = .null
        case .unconvertible: members["value"] = text.map { .string($0) } ?? .null
        }
        if let text { members["text"] = .string(text) }
        return .object(members)
    }
}
