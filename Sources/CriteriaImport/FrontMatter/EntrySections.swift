/// The top level of an entry's front matter, sorted out: its criteria sections (with the keys
/// that belong to them though written outside), its title and its description.
///
/// Entries indent keys out of their section: `group:` and `state:` written at the left margin
/// after `screenreader:`. YAML reads them as keys of their own; their author meant them as part
/// of the section above, so a key that is not one Stepwise knows, written after a section and
/// before any other known key, is read as part of that section, with a warning.
struct EntrySections {
    /// One criteria key and everything that belongs to it.
    struct Section {
        var kind: CriteriaSectionKind
        var key: YAMLScalar
        var value: YAMLNode?
        /// Members written at the top level after the section that are read as part of it.
        var adopted: [YAMLMember] = []
        /// The line of the next top-level key that is not part of it; nil when it runs to the
        /// end of the front matter. Comments before it belong to the section.
        var endLine: Int?

        func contains(line: Int) -> Bool { line >= key.line && line < (endLine ?? Int.max) }
    }

    /// Keys of the front matter that are not criteria and need no warning: the ones the
    /// entries use and the ones Jekyll itself defines.
    static let otherKnownKeys: Set<String> = [
        "layout", "title", "description", "categories", "category", "tags", "order", "wcag", "permalink", "published",
        "date", "slug", "lang", "excerpt",
    ]

    private(set) var sections: [Section] = []
    private(set) var title: YAMLNode?
    private(set) var description: YAMLNode?
    private(set) var warnings: [ImportWarning] = []

    init(root: YAMLNode?, path: String) {
        guard let members = root?.members else { return }
        var open: Int?  // index of the section that later strays join
        var firstLineOfKind: [CriteriaSectionKind: Int] = [:]

        func close(at line: Int) {
            if let index = open { sections[index].endLine = line }
            open = nil
        }
        func warn(_ line: Int, _ message: String) {
            warnings.append(ImportWarning(path: path, line: line, message: message))
        }

        for member in members {
            switch member {
            case .pair(let key, let value):
                let name = key.oneLine
                if let kind = CriteriaSectionKind(key: name) {
                    close(at: key.line)
                    if let first = firstLineOfKind[kind] {
                        warn(key.line, "`\(name)` appears again (first on line \(first)); both are imported")
                    }
                    firstLineOfKind[kind] = firstLineOfKind[kind] ?? key.line
                    sections.append(Section(kind: kind, key: key, value: value))
                    open = sections.count - 1
                } else if Self.otherKnownKeys.contains(name.lowercased()) {
                    close(at: key.line)
                    if name.lowercased() == "title", title == nil { title = value }
                    if name.lowercased() == "description", description == nil { description = value }
                } else if let index = open {
                    sections[index].adopted.append(adopt(key: key, value: value, into: sections[index], warn: warn))
                } else {
                    warn(
                        key.line,
                        "`\(name)` is not a key Stepwise reads (criteria are under \(CriteriaSectionKind.keyList)); ignored"
                    )
                }
            case .stray(let node):
                if let index = open {
                    // The YAML reader has said this line is not `key: value`; its words stay.
                    sections[index].adopted.append(member)
                } else {
                    warn(node.line, "text outside any criteria section; ignored")
                }
            }
        }
    }

    /// A top-level pair written after `section`: kept as a pair of the section when it has the
    /// shape of the section's own pairs, otherwise as text so that no word is lost.
    private func adopt(
        key: YAMLScalar, value: YAMLNode?, into section: Section, warn: (Int, String) -> Void
    ) -> YAMLMember {
        let name = key.oneLine
        let sectionName = section.key.oneLine
        let isText = value == nil || value?.scalar != nil
        let fitsList = ["when", "then", "result"].contains(name.lowercased())
        if isText && (!section.kind.isList || fitsList) {
            let part = section.kind.isList ? "its last item" : "it"
            warn(
                key.line,
                "`\(name)` is not indented under `\(sectionName)` (line \(section.key.line)); read as part of \(part) — indent it to match"
            )
            return .pair(key: key, value: value)
        }
        warn(
            key.line,
            "`\(name)` is not a criteria key; its text is kept as steps of `\(sectionName)` (line \(section.key.line))")
        return .stray(.mapping([.pair(key: key, value: value)], line: key.line))
    }
}
