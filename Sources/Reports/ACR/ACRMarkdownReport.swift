import Conformance

/// `stepwise export --format acr-markdown`: the Accessibility Conformance Report's Markdown
/// twin, with the sections, words and figures of the HTML page (`ACRReport`), both laid out
/// from `ACRContent`. Table cells are one line each: a cell's lines are joined with `<br>`, and
/// everything from the details or the results goes through `MarkdownText`, so a pipe or a
/// line break in a note cannot break a table.
public enum ACRMarkdownReport {
    /// The document written into `out`, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        out.append(render(report))
    }

    public static func render(_ report: Report) -> String {
        let content = ACRContent(report)
        var lines = ["# " + MarkdownText.inline(content.title), "", MarkdownText.inline(content.subtitle), ""]
        if let interim = content.interimStatement { lines += ["**" + MarkdownText.inline(interim) + "**", ""] }
        for section in content.sections {
            lines += ["## " + MarkdownText.inline(section.heading), ""]
            lines += body(section, content)
        }
        lines += ["---", "", MarkdownText.inline(content.footer), ""]
        return lines.joined(separator: "\n")
    }

    private static func body(_ section: ACRContent.Section, _ content: ACRContent) -> [String] {
        switch section {
        case .information:
            var lines = facts(content.productFacts)
            lines += ["### " + MarkdownText.inline(ACRContent.contactHeading), ""] + facts(content.contactFacts)
            lines += ["### " + MarkdownText.inline(ACRContent.notesHeading), ""]
            for note in content.notes { lines += [MarkdownText.inline(note), ""] }
            lines += ["### " + MarkdownText.inline(ACRContent.methodsHeading), ""]
            lines += content.methods.map { "- " + MarkdownText.inline($0) } + [""]
            lines += ["### " + MarkdownText.inline(ACRContent.scopeHeading), "", MarkdownText.inline(content.scopeIntroduction), ""]
            let scope = content.scope
            if !scope.isEmpty {
                lines += scope.map { "- " + linked($0.title) + ($0.details.isEmpty ? "" : ": " + MarkdownText.inline($0.details)) } + [""]
            }
            return lines
        case .standards:
            var lines = ["| Standard or guideline | Included in this report |", "|---|---|"]
            lines += content.standards.map { "| " + linked($0.name) + " | " + MarkdownText.inline($0.included) + " |" }
            return lines + ["", MarkdownText.inline(content.standardsNote), ""]
        case .terms:
            return [MarkdownText.inline(ACRContent.termsIntroduction), ""]
                + content.terms.map { "- **" + MarkdownText.inline($0.name) + ":** " + MarkdownText.inline($0.definition) } + [""]
        case .summary:
            var lines = [MarkdownText.inline(content.summaryIntroduction), ""]
            if !content.table.parts.isEmpty { lines += counts(content.partCounts) }
            if let chapters = content.chapterCounts { lines += counts(chapters) }
            let gaps = MarkdownText.inline(content.gapStatement)
            return lines + [content.table.complete || content.table.parts.isEmpty ? gaps : "**" + gaps + "**", ""]
        case .wcag:
            return content.wcagChapters.flatMap(chapter)
        case .section508:
            return content.clauseChapters(.section508).flatMap(chapter)
        case .en301549:
            return content.clauseChapters(.en301549).flatMap(chapter)
        case .disclaimer:
            return content.legalDisclaimer.split(whereSeparator: \.isNewline).flatMap { [MarkdownText.inline(String($0)), ""] }
        case .licence:
            return facts(content.licenceFacts)
        }
    }

    private static func linked(_ linked: ACRContent.Linked) -> String {
        let text = MarkdownText.inline(linked.text)
        guard let url = linked.url else { return text }
        return "[\(text)](\(MarkdownText.webDestination(url)))"
    }

    private static func facts(_ facts: [ACRContent.Fact]) -> [String] {
        facts.map { "- **" + MarkdownText.inline($0.label) + ":** " + $0.lines.map(linked).joined(separator: "<br>") } + [""]
    }

    private static func counts(_ counts: ACRContent.CountsTable) -> [String] {
        var lines = ["**" + MarkdownText.inline(counts.caption) + "**", ""]
        lines.append(
            "| " + ([counts.rowHeading] + counts.columns.map(ACRContent.words) + ["Total"]).map(MarkdownText.inline).joined(separator: " | ") + " |")
        lines.append("|---|" + String(repeating: "---:|", count: counts.columns.count + 1))
        for row in counts.rows {
            lines.append(
                "| " + ([MarkdownText.inline(row.label)] + row.figures.map(String.init) + [String(row.total)]).joined(separator: " | ") + " |")
        }
        return lines + [""]
    }

    private static func chapter(_ chapter: ACRContent.Chapter) -> [String] {
        var lines = ["### " + MarkdownText.inline(chapter.heading), ""]
        for note in chapter.notes { lines += [MarkdownText.inline(note), ""] }
        guard chapter.included, !chapter.rows.isEmpty else { return lines }
        lines.append("| " + ACRContent.columns.joined(separator: " | ") + " |")
        lines.append("|---|---|---|")
        for row in chapter.rows {
            var criterion = MarkdownText.inline(row.name)
            if let link = row.link { criterion = "[\(criterion)](\(MarkdownText.webDestination(link)))" }
            if let level = row.level { criterion += " " + MarkdownText.inline("(\(level))") }
            if let also = row.alsoAppliesTo { criterion += "<br>" + MarkdownText.inline(also) }
            let conformance = row.conformance.map { line in
                (line.part.isEmpty ? "" : MarkdownText.inline(line.part) + ": ") + MarkdownText.inline(ACRContent.words(line.level))
                    + (line.decision.map { " " + MarkdownText.inline("(\($0))") } ?? "")
            }
            // One remark a line, as the HTML page shows them: a table cell's lines are joined by <br>.
            let remarks = row.remarks.map { part in
                var lines = part.lead.map(MarkdownText.inline)
                if !part.failures.isEmpty { lines += ["Failed:"] + part.failures.map { "- " + MarkdownText.inline($0) } }
                lines += part.trailing.map(MarkdownText.inline)
                return (part.part.isEmpty ? "" : "**" + MarkdownText.inline(part.part) + ":** ") + lines.joined(separator: "<br>")
            }
            lines.append(
                "| " + [criterion, conformance.joined(separator: "<br>"), remarks.joined(separator: "<br>")].joined(separator: " | ") + " |")
        }
        return lines + [""]
    }
}
