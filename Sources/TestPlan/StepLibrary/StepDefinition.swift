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
    /// Criteria in particular scenarios (`WCAG when @keyboard: …`), tried in file order
    /// before the default line.
    public var contextualWCAG: [ContextualCriteria] = []
    /// Why those criteria (the `Why these criteria:` line after it), or why none (`Why no
    /// criteria:`), where the definition says.
    public var wcagReason: String?
    /// What the step is for; a definition without a `Kind:` line is a check, as every step
    /// was before kinds existed.
    public var kind: StepKind = .check
    /// Whether the definition has a `Kind:` line (the bundled library must).
    public var kindIsExplicit = false

    /// The criteria this definition's check evidences in a scenario with these tags on this
    /// platform: the first `WCAG when` line that applies, else the `WCAG:` line. None for a
    /// step that is not a check.
    public func criteria(tags: [String], platform: String) -> [String] {
        guard kind == .check else { return [] }
        if !contextualWCAG.isEmpty {
            let lowered = Set(tags.map { $0.lowercased() })
            if let line = contextualWCAG.first(where: { $0.applies(tags: lowered, platform: platform) }) { return line.criteria }
        }
        return wcag
    }

    /// Every criterion the definition can evidence in some scenario.
    public var allCriteria: [String] {
        Array(Set(wcag + contextualWCAG.flatMap(\.criteria))).sorted(by: WCAGCriterion.precedes)
    }

    /// `file:line`, for messages.
    public var place: String { "\(file):\(line)" }
}
