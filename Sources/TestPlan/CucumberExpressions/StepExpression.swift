/// Something a step's text is matched against: a Cucumber Expression or a regular expression.
public protocol StepExpression: Sendable {
    /// The expression as written.
    var source: String { get }
    /// The arguments when the whole of `text` matches, or nil when it does not match.
    func match(_ text: String) -> [StepArgument]?
}
