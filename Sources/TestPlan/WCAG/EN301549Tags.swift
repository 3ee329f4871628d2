/// Tags a scenario has from the EN 301 549 clauses its steps evidence, for tag expressions:
/// `@en-7.1.4` for each clause, as `@wcag-2.4.7` for each WCAG criterion — so `--tags
/// "@en-5.3 or @en-7.3"` selects the checks of those clauses without anyone tagging features by
/// hand. The clauses that restate WCAG have no tag of their own: `@wcag-…` selects them.
public enum EN301549Tags {
    /// What every derived tag starts with.
    public static let prefix = "@en-"

    public static func derived(clauses: [String]) -> [String] {
        clauses.map { prefix + $0 }
    }

    /// The tags of the clauses that the definitions matching these step texts name (steps
    /// without one definition add none).
    public static func derived(forSteps texts: [String], library: StepLibrary) -> [String] {
        var clauses = Set<String>()
        for text in texts {
            guard case .defined(let definition, _) = library.match(text), definition.kind == .check else { continue }
            clauses.formUnion(definition.en301549)
        }
        return derived(clauses: clauses.sorted(by: EN301549Clause.precedes))
    }
}
