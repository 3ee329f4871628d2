import Conformance
import SafeHTML

/// `stepwise export --format acr`: the Accessibility Conformance Report as one self-contained
/// HTML page in the layout of the ITI VPAT 2.5 template (WCAG edition; Section 508 edition with the
/// 508 catalog; International Edition with EN 301 549). It needs no network and runs no scripts, reflows at 320 CSS pixels
/// (wide tables scroll in focusable boxes of their own) and prints to PDF from a browser:
/// tables break across pages with their heads repeated, and links print their addresses.
///
/// What it says is `ACRContent`'s, which the Markdown twin (`ACRMarkdownReport`) lays out too.
/// Everything from the report's details or the results is escaped.
public enum ACRReport {
    /// A pure function of the report: the same report always gives the same page.
    /// The document written into `out`, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        out.append(html: document(report))
    }

    public static func render(_ report: Report) -> String {
        document(report).markup
    }

    static func document(_ report: Report) -> HTML {
        let content = ACRContent(report)
        let interim = content.interimStatement.map { "<p class=\"callout incomplete\"><strong>\($0)</strong></p>" as HTML } ?? ""
        var html = HTMLDocumentStart.html(title: content.title + " (" + content.subtitle + ")", extraStyles: css, skipLink: "Skip to the report")
        html += """
            <header>
            <h1>\(content.title)</h1>
            <p class="lead">\(content.subtitle)</p>
            \(interim)
            </header>

            """
        html += "<nav aria-label=\"Contents\">\n<ul>\n"
        for section in content.sections {
            html += "<li><a href=\"#\(attribute: section.rawValue)\">\(section.heading)</a></li>\n"
        }
        html += "</ul>\n</nav>\n<main id=\"main\" tabindex=\"-1\">\n"
        for section in content.sections {
            html +=
                "<section aria-labelledby=\"\(attribute: section.rawValue)\">\n<h2 id=\"\(attribute: section.rawValue)\">\(section.heading)</h2>\n"
            html += body(section, content)
            html += "</section>\n"
        }
        html += """
            </main>
            <footer>
            <p>\(content.footer)</p>
            </footer>
            </body>
            </html>

            """
        return html
    }

    private static func body(_ section: ACRContent.Section, _ content: ACRContent) -> HTML {
        switch section {
        case .information: return information(content)
        case .standards:
            var rows: HTML =
                "<table class=\"standards\">\n<caption id=\"standards-caption\">Standards and guidelines, and whether this report covers them</caption>\n"
            rows += "<thead><tr><th scope=\"col\">Standard or guideline</th><th scope=\"col\">Included in this report</th></tr></thead>\n<tbody>\n"
            for standard in content.standards {
                rows += "<tr><th scope=\"row\">\(linked(standard.name))</th><td>\(standard.included)</td></tr>\n"
            }
            rows += "</tbody>\n</table>\n"
            return HTMLScrollRegion.html(rows, labelledBy: "standards-caption") + paragraph(content.standardsNote)
        case .terms:
            var html = paragraph(ACRContent.termsIntroduction) + "<dl class=\"terms\">\n"
            for term in content.terms {
                html += "<dt>\(term.name)</dt>\n<dd>\(term.definition)</dd>\n"
            }
            return html + "</dl>\n"
        case .summary:
            var html = paragraph(content.summaryIntroduction)
            if !content.table.parts.isEmpty { html += counts(content.partCounts, id: "summary-parts") }
            if let chapters = content.chapterCounts { html += counts(chapters, id: "summary-508") }
            let gaps = content.gapStatement
            html +=
                content.table.complete || content.table.parts.isEmpty
                ? "<p>\(gaps)</p>\n" : "<p class=\"callout incomplete\"><strong>\(gaps)</strong></p>\n"
            return html
        case .wcag:
            return content.wcagChapters.map(chapter).joined()
        case .section508:
            return content.clauseChapters(.section508).map(chapter).joined()
        case .en301549:
            return content.clauseChapters(.en301549).map(chapter).joined()
        case .disclaimer:
            return content.legalDisclaimer.split(whereSeparator: \.isNewline).map { paragraph(String($0)) }.joined()
        case .licence:
            return facts(content.licenceFacts)
        }
    }

    /// The product, the contact, the notes, the evaluation methods and the scope.
    private static func information(_ content: ACRContent) -> HTML {
        var html = facts(content.productFacts)
        html += "<h3>\(ACRContent.contactHeading)</h3>\n" + facts(content.contactFacts)
        html += "<h3>\(ACRContent.notesHeading)</h3>\n" + content.notes.map(paragraph).joined()
        html += "<h3>\(ACRContent.methodsHeading)</h3>\n<ul>\n\(content.methods.map { "<li>\($0)</li>\n" as HTML }.joined())</ul>\n"
        html += "<h3>\(ACRContent.scopeHeading)</h3>\n" + paragraph(content.scopeIntroduction)
        let scope = content.scope
        if !scope.isEmpty {
            html += "<ul>\n"
            for entry in scope {
                let details: HTML = entry.details.isEmpty ? "" : ": \(entry.details)"
                html += "<li>\(linked(entry.title))\(details)</li>\n"
            }
            html += "</ul>\n"
        }
        return html
    }

    private static func paragraph(_ text: String) -> HTML { "<p>\(text)</p>\n" }

    private static func linked(_ linked: ACRContent.Linked) -> HTML {
        guard let url = linked.url else { return HTML(text: linked.text) }
        return "<a href=\"\(attribute: url)\">\(linked.text)</a>"
    }

    private static func facts(_ facts: [ACRContent.Fact]) -> HTML {
        var html: HTML = "<dl class=\"facts\">\n"
        for fact in facts {
            html += "<dt>\(fact.label)</dt>\n<dd>\(fact.lines.map(linked).joined(separator: "<br>"))</dd>\n"
        }
        return html + "</dl>\n"
    }

    private static func counts(_ counts: ACRContent.CountsTable, id: String) -> HTML {
        let captionID = id + "-caption"
        var html: HTML = "<table class=\"counts\">\n<caption id=\"\(attribute: captionID)\">\(counts.caption)</caption>\n"
        html += "<thead><tr><th scope=\"col\">\(counts.rowHeading)</th>"
        html += counts.columns.map { "<th scope=\"col\">\(ACRContent.words($0))</th>" as HTML }.joined()
        html += "<th scope=\"col\">Total</th></tr></thead>\n<tbody>\n"
        for row in counts.rows {
            html +=
                "<tr><th scope=\"row\">\(row.label)</th>"
                + row.figures.map { "<td class=\"number\">\($0)</td>" as HTML }.joined() + "<td class=\"number\">\(row.total)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return HTMLScrollRegion.html(html, labelledBy: captionID)
    }

    private static func chapter(_ chapter: ACRContent.Chapter) -> HTML {
        let html: HTML = "<h3 id=\"\(attribute: chapter.id)\">\(chapter.heading)</h3>\n" + chapter.notes.map(paragraph).joined()
        guard chapter.included, !chapter.rows.isEmpty else { return html }
        let captionID = chapter.id + "-caption"
        var rows: HTML = "<table class=\"conformance acr\">\n<caption id=\"\(attribute: captionID)\">\(chapter.caption)</caption>\n<thead><tr>"
        rows += ACRContent.columns.map { "<th scope=\"col\">\($0)</th>" as HTML }.joined() + "</tr></thead>\n<tbody>\n"
        for row in chapter.rows {
            rows += "<tr><th scope=\"row\">\(criterion(row))</th><td>"
            for line in row.conformance {
                let part: HTML = line.part.isEmpty ? "" : "\(line.part): "
                let decision: HTML = line.decision.map { " (\($0))" } ?? ""
                rows +=
                    "<p>\(part)<span class=\"level level-\(attribute: line.level.rawValue)\">\(ACRContent.words(line.level))</span>\(decision)</p>"
            }
            rows += "</td><td class=\"remarks\">\(row.remarks.map(remarks).joined())</td></tr>\n"
        }
        rows += "</tbody>\n</table>\n"
        return html + HTMLScrollRegion.html(rows, labelledBy: captionID)
    }

    /// The criterion's name, linked to its explanation where it has one, and its level.
    private static func criterion(_ row: ACRContent.CriterionRow) -> HTML {
        var criterion = HTML(text: row.name)
        if let link = row.link { criterion = "<a href=\"\(attribute: link)\">\(criterion)</a>" }
        if let level = row.level { criterion += " (\(level))" }
        if let also = row.alsoAppliesTo { criterion += "<br><small>\(also)</small>" }
        return criterion
    }

    /// One product part's remarks on a criterion: its sentences, its failures, what follows.
    private static func remarks(_ part: ACRContent.PartRemarks) -> HTML {
        var html: HTML = "<div class=\"part-remarks\">"
        for (index, sentence) in part.lead.enumerated() {
            let label: HTML = index == 0 && !part.part.isEmpty ? "<strong>\(part.part):</strong> " : ""
            html += "<p>\(label)\(sentence)</p>"
        }
        if !part.failures.isEmpty {
            html += "<p>Failed:</p><ul>\(part.failures.map { "<li>\($0)</li>" as HTML }.joined())</ul>"
        }
        return html + part.trailing.map { "<p>\($0)</p>" as HTML }.joined() + "</div>"
    }

    /// What the ACR adds to the HTML report's style sheet: a one-column list of facts on a
    /// narrow screen, remarks per product part set apart, and a page that prints: nothing
    /// clipped by a scroll box, tables that break between rows with their heads repeated, and
    /// every link's address printed after it.
    static let css = """
        dl.terms dt { font-weight: 700; margin-top: 0.5rem; }
        dl.terms dd { margin: 0 0 0.25rem 0; }
        table.acr td p { margin: 0 0 0.25rem; }
        table.acr td.remarks { min-width: 16rem; }
        table.acr .part-remarks + .part-remarks { border-top: 1px solid \(HTMLPalette.rule); margin-top: 0.35rem; padding-top: 0.35rem; }
        table.standards th[scope="row"] { font-weight: 400; }
        @media (max-width: 30rem) {
          dl.facts { grid-template-columns: 1fr; }
          dl.facts dd { margin-bottom: 0.35rem; }
        }
        @media print {
          body { font-size: 10pt; }
          header, main, footer { max-width: none; padding: 0; }
          a { color: \(HTMLPalette.text); }
          a[href^="http"]::after, a[href^="mailto:"]::after { content: " (" attr(href) ")"; overflow-wrap: anywhere; }
          .table-scroll { overflow: visible; max-width: none; }
          .table-scroll caption { position: static; max-width: none; }
          table { break-inside: auto; page-break-inside: auto; }
          thead { display: table-header-group; }
          tr { break-inside: avoid; page-break-inside: avoid; }
          h2, h3, caption { break-after: avoid; page-break-after: avoid; }
          .callout { border: 1px solid \(HTMLPalette.text); }
        }
        """
}
