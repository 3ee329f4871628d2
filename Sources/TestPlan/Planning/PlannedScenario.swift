import CriteriaImport

/// One scenario (one pickle) to be tested on one platform.
public struct PlannedScenario: Sendable {
    /// Stable across line moves and edits to other scenarios: see `ScenarioIdentity`.
    public let id: String
    public let name: String
    public let featureName: String
    public let uri: String
    /// The pickle's line: the scenario's, or the example row's for an outline.
    public let line: Int
    public let tags: [String]
    /// "ios", "android", "desktop", "mobile-web", or "" when the features name no platform.
    public let platform: String
    /// SHA-256 of the steps as they will be performed; a result recorded against another
    /// hash is stale.
    public let contentHash: String
    public let steps: [PlannedStep]
    /// The page or screen of the evaluation's sample it is tested on (`PlanPage`'s title); nil
    /// for a component no page lists.
    public var page: String? = nil
}

/// One step of a planned scenario, with its guidance on this platform.
public struct PlannedStep: Sendable {
    /// The keyword as written ("Given ", "And ", "* ").
    public let keyword: String
    public let text: String
    public let line: Int
    /// False when the step is for other platforms only; `reason` then says why.
    public let applicable: Bool
    public let reason: String?
    /// The definition that guides this step, if exactly one matches.
    public let definition: StepDefinition?
    public let arguments: [StepArgument]
    /// How to perform the step on this platform (from the definition), if defined.
    public let guidance: String?
    /// The definition's short form on this platform (its `Short:` line), if it has one: what a
    /// session says at the step by default, the guidance above one key away.
    public let shortGuidance: String?
    /// The criteria line the step was imported from, if it was.
    public let source: SourceReference?
    /// The step's data table rows and doc string, if any, as the pickle has them.
    public let dataTable: [[String]]?
    public let docString: String?
    /// The WCAG 2.2 success criteria this step's check evidences in its scenario (tags and
    /// platform pick among a definition's `WCAG when` lines); none for a step that is not a
    /// check or has no guidance.
    public let wcag: [String]
}

extension PlannedStep {
    /// What the step is for: its definition's kind; a step without a definition is a check,
    /// since the tester judges it as written.
    public var kind: StepKind { definition?.kind ?? .check }
    /// Whether a verdict on this step is evidence about the product.
    public var isCheck: Bool { kind == .check }
    /// The clauses of EN 301 549 beyond WCAG that this step's check evidences (its definition's
    /// `EN 301 549:` line), in the standard's order; none for a step that is not a check or has
    /// no guidance. What a report needs for the standard's own rows; the clauses that restate
    /// WCAG follow from `wcag`.
    public var en301549: [String] { isCheck ? definition?.en301549 ?? [] : [] }
}

extension PlannedScenario {
    /// Every criterion its steps evidence on this platform (steps that do not apply here left
    /// out), in number order.
    public var wcag: [String] {
        // A scenario's checks name a handful of criteria: a list beats a set, and one criterion
        // needs no sorting (asked for each scenario of a plan, this was a twentieth of planning).
        var found: [String] = []
        // By index: a step taken out of the list is a copy, a dozen fields retained and released.
        for index in steps.indices where steps[index].applicable {
            for criterion in steps[index].wcag where !found.contains(criterion) { found.append(criterion) }
        }
        if found.count > 1 { found.sort(by: WCAGCriterion.precedes) }
        return found
    }

    /// Every clause of EN 301 549 beyond WCAG its steps evidence on this platform (steps that do
    /// not apply here left out), in the standard's order.
    public var en301549: [String] {
        var found: [String] = []
        for index in steps.indices where steps[index].applicable {
            for clause in steps[index].en301549 where !found.contains(clause) { found.append(clause) }
        }
        if found.count > 1 { found.sort(by: EN301549Clause.precedes) }
        return found
    }
}
