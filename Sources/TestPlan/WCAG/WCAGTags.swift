/// Tags a scenario has from the WCAG criteria its steps evidence, for tag expressions:
/// `@wcag-2.4.7` for each criterion, and `@wcag-a`, `@wcag-aa`, `@wcag-aaa` for each level
/// among them — so `--tags "@keyboard and @wcag-aa"` selects the keyboard checks that evidence
/// a level AA criterion, without anyone tagging features by hand.
public enum WCAGTags {
    public static func derived(criteria: [String]) -> [String] {
        var tags = criteria.map { "@wcag-" + $0 }
        let levels = Set(criteria.compactMap { WCAGCriterion.named($0)?.level })
        for level in [WCAGCriterion.Level.a, .aa, .aaa] where levels.contains(level) {
            tags.append("@wcag-" + level.rawValue.lowercased())
        }
        return tags
    }

    /// The tags of the criteria that the definitions matching these step texts name (steps
    /// without one definition add none).
    /// Before a platform is chosen, a definition's platform-qualified lines count too.
    public static func derived(forSteps texts: [String], tags: [String] = [], library: StepLibrary) -> [String] {
        var criteria = Set<String>()
        for text in texts {
            guard case .defined(let definition, _) = library.match(text) else { continue }
            let platformLines = definition.contextualWCAG.filter { $0.qualifiers.contains { !$0.hasPrefix("@") } }
            criteria.formUnion(definition.criteria(tags: tags, platform: ""))
            for line in platformLines { criteria.formUnion(line.criteria) }
        }
        return criteria.isEmpty ? [] : derived(criteria: criteria.sorted(by: WCAGCriterion.precedes))
    }
}
