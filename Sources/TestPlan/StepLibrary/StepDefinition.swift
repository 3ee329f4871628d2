/// One `## ` heading of a step library file: an expression steps are matched against, and
/// the guidance under it.
public struct StepDefinition: Sendable {
    /// The file, as given to the library reader.
    public let file: String
    /// The heading's line.
    public let line: Int
    /// The expression as written (backticks and regular-expression slashes removed).
    public let source: String
    /// Whether the heading was a regular expression (`## /…/`).
    public let isRegularExpression: Bool
    public let expression: any StepExpression
    public let guidance: StepGuidance
    /// The WCAG 2.2 success criteria a failure of this step's check violates (its `WCAG:`
    /// line), in number order; empty when the definition names none.
    public var wcag: [String] = []
    /// Why those criteria (the `Why these criteria:` line after it), where the definition says.
    public var wcagReason: String?

    /// `file:line`, for messages.
    public var place: String { "\(file):\(line)" }
}
