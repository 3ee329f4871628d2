import Conformance
import TestPlan

/// The Markdown report's first section: the WCAG 2.2 conformance table, a row per criterion
/// up to the target level with, per product part, the VPAT level in words and the remarks.
///
/// Links go to headings by their GitHub anchors (`MarkdownHeadingAnchors`). Only scenarios
/// with something to say get a heading of their own in this report, which every failed check
/// has; the other scenarios a criterion rests on are linked by their feature and platform
/// heading, whose table lists them, with how many there are.
enum MarkdownConformanceTable {
    static let heading = "WCAG 2.2 conformance"

    /// Where the report put things: the group headings (as written) and their anchors, by
    /// group index, and the anchors of scenario headings, by index into the report's scenarios.
    struct Anchors {
        var groups: [(heading: String, anchor: String)] = []
        var scenarios: [Int: String] = [:]
    }

    static func lines(_ report: Report, anchors: Anchors) -> [String] {
        let table = ConformanceTable(report, target: report.conformance.target)
        var lines = ["## \(heading)", ""]
        lines.append(MarkdownText.inline(ConformanceStatement.scope(table, options: report.conformance)))
        lines.append("")
        let completeness = MarkdownText.inline(ConformanceStatement.completeness(table, closeGaps: report.conformance.closeGapsCommand))
        lines.append(table.complete || table.parts.isEmpty ? completeness : "**" + completeness + "**")
        lines.append("")
        guard !table.parts.isEmpty else { return lines }
        lines.append(MarkdownText.inline(ConformanceStatement.approval(table, report: report)))
        lines.append("")
        var groupOf: [Int: Int] = [:]
        for (group, indexes) in report.groupIndexes.enumerated() { for index in indexes { groupOf[index] = group } }

        lines.append("| Criterion | Level | " + table.parts.map { "\($0.title) | \($0.title) remarks" }.joined(separator: " | ") + " |")
        lines.append("|---|---|" + String(repeating: "---|---|", count: table.parts.count))
        for row in table.rows {
            let criterion = row.criterion
            let understanding = "https://www.w3.org/WAI/WCAG22/Understanding/\(criterion.slug).html"
            var cells = [
                "[\(MarkdownText.inline("\(criterion.number) \(criterion.name)"))](\(MarkdownText.webDestination(understanding)))",
                criterion.level.rawValue,
            ]
            for cell in row.cells {
                cells.append(cell.level.title + (cell.claim.decision == nil ? "" : " (auditor's decision; the checks give \(cell.derived.title))"))
                cells.append(remarks(cell, report: report, anchors: anchors, groupOf: groupOf))
            }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        return lines
    }

    /// `ConformanceRemarks` with links, on one line (a table cell cannot hold more).
    static func remarks(_ cell: ConformanceTable.Cell, report: Report, anchors: Anchors, groupOf: [Int: Int]) -> String {
        let parts = ConformanceRemarks.parts(cell, criterionLevel: cell.criterionLevel)
        var sentences = parts.decision.map { [MarkdownText.inline($0)] } ?? []
        sentences.append(MarkdownText.inline(parts.opening))
        guard cell.tally.covered else { return sentences.joined(separator: " ") }
        func anchor(ofScenario index: Int) -> String? {
            anchors.scenarios[index] ?? groupOf[index].flatMap { anchors.groups.indices.contains($0) ? anchors.groups[$0].anchor : nil }
        }
        if !parts.failures.isEmpty {
            // A table cell holds one line: the failed checks are separated by semicolons.
            let items = parts.failures.map { finding, words -> String in
                let text = MarkdownText.inline(words)
                return anchor(ofScenario: finding.scenario).map { "[\(text)](#\($0))" } ?? text
            }
            sentences.append("Failed: " + items.joined(separator: "; ") + ".")
        }
        for sentence in parts.automated + [parts.untested, parts.notApplicable, parts.gap, parts.technology].compactMap({ $0 }) {
            sentences.append(MarkdownText.inline(sentence))
        }
        // The scenarios, counted per feature and platform and linked to that section.
        var perGroup: [Int: Int] = [:]
        var order: [Int] = []
        for index in cell.scenarios {
            guard let group = groupOf[index] else { continue }
            if perGroup[group] == nil { order.append(group) }
            perGroup[group, default: 0] += 1
        }
        let places = order.filter { anchors.groups.indices.contains($0) }.map { group -> String in
            let count = perGroup[group]!
            return "[\(anchors.groups[group].heading)](#\(anchors.groups[group].anchor)) (\(count) scenario\(count == 1 ? "" : "s"))"
        }
        if !places.isEmpty { sentences.append("Scenarios: " + places.joined(separator: ", ") + ".") }
        return sentences.joined(separator: " ")
    }
}
