/// What a step keyword says about its step, as Cucumber Messages name it.
public enum StepKeywordType: String, Sendable, Hashable {
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
    case unknown = "Unknown"
}
