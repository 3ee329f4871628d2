import Foundation

/// A document's `## ` sections. Headings inside fenced code blocks are not headings: the
/// Markdown guide's example criteria sit in a fence and must not be read as criteria.
struct MarkdownSection: Sendable {
    /// The heading's text without `## `, e.g. "Gherkin".
    let title: String
    let headingLine: Int
    /// The lines under the heading, up to the next `## ` heading.
    let lines: [SourceLine]

    static func sections(of lines: [SourceLine]) -> [MarkdownSection] {
        var sections: [MarkdownSection] = []
        var title: String?
        var headingLine = 0
        var body: [SourceLine] = []
        var fence: String?
        for line in lines {
            let text = line.text
            if let open = fence {
                if text.hasPrefix(open) { fence = nil }
            } else if text.hasPrefix("```") || text.hasPrefix("~~~") {
                fence = String(text.prefix(3))
            } else if line.indent < 4, let heading = Self.levelTwoHeading(text) {
                if let title { sections.append(MarkdownSection(title: title, headingLine: headingLine, lines: body)) }
                title = heading
                headingLine = line.number
                body = []
                continue
            }
            if title != nil { body.append(line) }
        }
        if let title { sections.append(MarkdownSection(title: title, headingLine: headingLine, lines: body)) }
        return sections
    }

    private static func levelTwoHeading(_ text: String) -> String? {
        guard text.hasPrefix("## "), !text.hasPrefix("### ") else { return nil }
        return String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces)
    }
}
