/// One `## ` heading of a step library file: an expression steps are matched against, and
/// the guidance under it.
///
/// A class, though it never changes once read: every planned step guided by a definition holds
/// it, and a copy of a struct of a dozen fields was a dozen retains and releases each time a
/// step was made, matched or written out; a reference is one.
public final class StepDefinition: Sendable {
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
    public let wcag: [String]
    /// Criteria in particular scenarios (`WCAG when @keyboard: …`), tried in file order
    /// before the default line.
    public let contextualWCAG: [ContextualCriteria]
    /// The clauses of EN 301 549 V3.2.1 beyond WCAG that a failure of this step's check
    /// violates (its `EN 301 549:` line: `EN301549Line`), in the standard's order; empty when the
    /// definition names none. Clauses that restate WCAG are never here: they follow from `wcag`.
    public let en301549: [String]
    /// Why those criteria (the `Why these criteria:` line after it), or why none (`Why no
    /// criteria:`), where the definition says.
    public let wcagReason: String?
    /// What the step is for; a definition without a `Kind:` line is a check, as every step
    /// was before kinds existed.
    public let kind: StepKind
    /// Whether the definition has a `Kind:` line (the bundled library must).
    public let kindIsExplicit: Bool

    init(
        file: String, line: Int, source: String, isRegularExpression: Bool, expression: any StepExpression, guidance: StepGuidance,
        wcag: [String] = [], contextualWCAG: [ContextualCriteria] = [], en301549: [String] = [], wcagReason: String? = nil,
        kind: StepKind = .check, kindIsExplicit: Bool = false
    ) {
        self.file = file
        self.line = line
        self.source = source
        self.isRegularExpression = isRegularExpression
        self.expression = expression
        self.guidance = guidance
        self.wcag = wcag
        self.contextualWCAG = contextualWCAG
        self.en301549 = en301549
        self.wcagReason = wcagReason
        self.kind = kind
        self.kindIsExplicit = kindIsExplicit
    }

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
