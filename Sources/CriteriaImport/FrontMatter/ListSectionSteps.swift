/// The web lists (`gherkin-keyboard`, `gherkin-mobile`): items of `when:` (the first action),
/// `then:` (a further action) and `result:` (what the tester sees or hears), phrased as the
/// web criteria phrase them — "WHEN I use the tab key… I SEE focus…", "THEN when I doubletap…
/// I HEAR…" — each step on the line where its text starts.
extension SectionSteps {
    mutating func readList(_ value: YAMLNode?, adopted: [YAMLMember], keyLine: Int) {
        var last: StepKeyword?
        switch value {
        case nil:
            break
        case .scalar(let scalar):
            if !scalar.isEmpty {
                warn(
                    scalar.line,
                    "`\(sectionName)` holds text where a list of `- when:` items was expected; imported as one step")
                add(.then, scalar.oneLine, line: scalar.line)
            }
        case .mapping(let members, let line):
            warn(
                line,
                "`\(sectionName)` holds `key: value` pairs where a list of `- when:` items was expected; read as one item"
            )
            last = readItem(members, after: nil)
        case .sequence(let items, _):
            for item in items {
                switch item {
                case .mapping(let members, _):
                    last = readItem(members, after: nil)
                case .scalar(let scalar) where scalar.isEmpty:
                    warn(scalar.line, "empty list item; skipped")
                default:
                    warn(item.line, "list item without `when:`, `then:` or `result:`; kept as a `*` step")
                    addAsText(item)
                    last = .star
                }
            }
        }
        // Keys written outside the list continue its last item.
        _ = readItem(adopted, after: last)
        if steps.isEmpty { warn(keyLine, "`\(sectionName)` holds no criteria; no scenario for it") }
    }

    /// Reads one item's members; `last` is the kind of action step before them, which decides
    /// whether a result is `Then` or `And`. Returns the kind of the last action step.
    private mutating func readItem(_ members: [YAMLMember], after last: StepKeyword?) -> StepKeyword? {
        var last = last
        for member in members {
            guard case .pair(let key, let value) = member else {
                addAsText(member)
                continue
            }
            let name = key.oneLine
            guard let text = Self.text(of: value) else {
                if let value {
                    warn(key.line, "`\(name)` holds keys or a list where text was expected; each is kept as a step")
                    addAsText(.pair(key: key, value: value))
                } else {
                    warn(key.line, "`\(name)` is empty; nothing to import")
                }
                continue
            }
            switch name.lowercased() {
            case "when":
                add(.when, kind.listAction(text.oneLine), line: text.line)
                last = .when
            case "then":
                add(.then, kind.listFollowUp(text.oneLine), line: text.line)
                last = .then
            case "result":
                add(last == .then ? .and : .then, kind.listOutcome(text.oneLine), line: text.line)
            default:
                // `or:`, `if tab activation is manual:`: an action with a condition of its
                // own, which is no Gherkin keyword; its words lead the step.
                warn(
                    key.line,
                    "list item key `\(name)` is not `when`, `then` or `result`; kept as a `*` step that starts with it")
                add(.star, name + " " + kind.listFollowUp(text.oneLine), line: text.line)
                last = .star
            }
        }
        return last
    }
}
