/// Reads the older MagentaA11y entries (the Jekyll site's `_checklist-native` and
/// `_checklist-web` collections), whose criteria live in YAML front matter rather than in the
/// Markdown body:
///
/// ```yaml
/// keyboard:
///   tab: |
///     Focus visibly moves to the button
/// gherkin-keyboard:
///   - when:  |
///       the tab key to move focus to a button
///     result: |
///       focus is strongly visually indicated
/// ```
///
/// Each criteria key becomes a scenario, in file order; each `action: expected result` pair a
/// `When` and a `Then` step; each list item the steps the web criteria phrase it as. The body
/// after the front matter and the other keys (`layout`, `categories`, `wcag`…) are not criteria.
public enum JekyllEntryReader {
    /// True when `text` starts with YAML front matter (a first line `---`) that holds at least
    /// one criteria key.
    public static func looksLikeEntry(_ text: String) -> Bool {
        guard let block = FrontMatterBlock(text) else { return false }
        let root = YAMLSubsetReader.read(block.lines, path: "").root
        return root?.pairs.contains { CriteriaSectionKind(key: $0.key.oneLine) != nil } ?? false
    }

    /// Imports one entry; fails with "no acceptance criteria found" when the front matter has
    /// no criteria.
    public static func read(_ text: String, path: String) -> Result<CriteriaImport, ImportError> {
        guard let block = FrontMatterBlock(text) else {
            return .failure(
                ImportError(path: path, line: 1, message: "no YAML front matter: the first line is not `---`"))
        }
        var warnings: [ImportWarning] = []
        if block.closingLine == nil {
            warnings.append(
                ImportWarning(
                    path: path, line: 1,
                    message: "the front matter is never closed with `---`; read to the end of the file"))
        }
        let document = YAMLSubsetReader.read(block.lines, path: path)
        let entry = EntrySections(root: document.root, path: path)
        warnings += document.warnings + entry.warnings

        let platform = platform(path: path, sections: entry.sections)
        var scenarios: [ImportedScenario] = []
        for section in entry.sections {
            let reader = SectionSteps(section: section, platform: platform, path: path)
            warnings += reader.warnings
            guard !reader.steps.isEmpty else { continue }
            let comments = document.comments.filter { section.contains(line: $0.line) }
            let actionKeys =
                (section.value?.pairs.map(\.key.oneLine) ?? [])
                + section.adopted.compactMap {
                    if case .pair(let key, _) = $0 { return key.oneLine } else { return nil }
                }
            scenarios.append(
                ImportedScenario(
                    name: section.kind.scenarioName,
                    tags: section.kind.tags(platform: platform, actionKeys: actionKeys),
                    line: section.key.line, items: merge(reader.steps, comments)))
        }
        guard let first = scenarios.first else {
            return .failure(ImportError(path: path, line: 1, message: CriteriaImporter.noCriteria))
        }

        let (component, titleWarning) = componentName(entry.title, path: path)
        if let titleWarning { warnings.append(titleWarning) }
        var description = Self.lines(of: entry.description)
        description.append("How to test " + component.lowercased())
        let feature = ImportedFeature(
            component: component, slug: Slug.make(component), platform: platform, sourcePath: path,
            sourceLine: first.line, description: description, scenarios: scenarios)
        let ordered = warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        return .success(CriteriaImport(features: [feature], warnings: ordered.map(\.element)))
    }

    /// Native or web. The collection folder says so when the path has one; otherwise the keys
    /// do: only the web entries were given `gherkin-keyboard`, `gherkin-mobile` and `wcag`
    /// (the native ones carry their platform guidance in the body's iOS and Android sections).
    static func platform(path: String, sections: [EntrySections.Section]) -> CriteriaPlatform {
        if let platform = CriteriaImporter.platform(fromPath: path) { return platform }
        return sections.contains { $0.kind.isList } ? .web : .native
    }

    /// The component: the title as written, trimmed, its first letter a capital; the file's
    /// name when there is no title.
    private static func componentName(_ title: YAMLNode?, path: String) -> (String, ImportWarning?) {
        if let title = SectionSteps.text(of: title) {
            return (GherkinSectionReader.capitalisedFirst(title.oneLine), nil)
        }
        let name = CriteriaImporter.componentName(fromPath: path)
        let line = title?.line ?? 1
        return (
            name,
            ImportWarning(
                path: path, line: line, message: "no `title` text; the component is named '\(name)' after the file")
        )
    }

    /// The description's lines, each trimmed; none when there is no description.
    private static func lines(of node: YAMLNode?) -> [String] {
        guard let text = SectionSteps.text(of: node) else { return [] }
        return text.text.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
    }

    /// The steps with the comments among them, each comment before the first step that comes
    /// after it in the file; the steps keep their order.
    private static func merge(_ steps: [ImportedStep], _ comments: [YAMLComment]) -> [ImportedItem] {
        var items: [ImportedItem] = []
        var pending = comments[...]
        for step in steps {
            while let comment = pending.first, comment.line < step.line {
                items.append(.comment(text: comment.text, line: comment.line))
                pending = pending.dropFirst()
            }
            items.append(.step(step))
        }
        items += pending.map { .comment(text: $0.text, line: $0.line) }
        return items
    }
}
