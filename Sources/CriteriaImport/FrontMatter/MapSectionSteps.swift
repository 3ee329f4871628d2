/// The native-style sections (`keyboard`, `mobile`, `screenreader`, `settings`): maps of
/// `action: expected result`, each pair a `When` step on the key's line and a `Then` step on
/// the line where the result's text starts.
extension SectionSteps {
    mutating func readMap(_ value: YAMLNode?, adopted: [YAMLMember], keyLine: Int) {
        switch value {
        case nil:
            break
        case .scalar(let scalar):
            if !scalar.isEmpty {
                warn(
                    scalar.line,
                    "`\(sectionName)` holds text where `action: expected result` pairs were expected; imported as one step"
                )
                add(.then, scalar.oneLine, line: scalar.line)
            }
        case .mapping(let members, _):
            for member in members { readMapMember(member) }
        case .sequence(let items, let line):
            warn(
                line,
                "`\(sectionName)` holds a list where `action: expected result` pairs were expected; each item is imported"
            )
            for item in items {
                if let members = item.members {
                    for member in members { readMapMember(member) }
                } else {
                    addAsText(item)
                }
            }
        }
        for member in adopted { readMapMember(member) }
        if steps.isEmpty { warn(keyLine, "`\(sectionName)` holds no criteria; no scenario for it") }
    }

    private mutating func readMapMember(_ member: YAMLMember) {
        guard case .pair(let key, let value) = member, !key.isEmpty else {
            addAsText(member)
            return
        }
        let action = key.oneLine
        let result = Self.text(of: value)
        // The pair is one criterion: a platform named in either half limits both steps. A
        // warning points at the half that names it (the result, unless only the key does).
        let resultNamesPlatform = result.map { PlatformRestriction.reading(ofStep: $0.oneLine, of: platform) != .everywhere } ?? false
        let platforms = platforms(
            of: action + " " + (result?.oneLine ?? ""), line: resultNamesPlatform ? result!.line : key.line)
        add(.when, kind.actionText(forKey: action), line: key.line, platforms: platforms)
        switch value {
        case .scalar where result != nil:
            add(.then, result!.oneLine, line: result!.line, platforms: platforms)
        case .mapping, .sequence:
            warn(
                key.line,
                "`\(action)` holds keys or a list where an expected result was expected; each is kept as a step")
            addAsText(value!)
        default:
            warn(key.line, "`\(action)` has no expected result; kept as a step without one")
        }
    }
}
