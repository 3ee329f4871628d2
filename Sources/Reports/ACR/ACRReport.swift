import Conformance

/// `stepwise export --format acr`: the Accessibility Conformance Report as one self-contained
/// HTML page in the layout of the ITI VPAT 2.5 template (WCAG edition, or Section 508 edition
/// with the 508 catalog). It needs no network and runs no scripts, reflows at 320 CSS pixels
/// (wide tables scroll in focusable boxes of their own) and prints to PDF from a browser:
/// tables break across pages with their heads repeated, and links print their addresses.
///
/// What it says is `ACRContent`'s, which the Markdown twin (`ACRMarkdownReport`) lays out too.
/// Everything from the report's details or the results is escaped.
public enum ACRReport {
    /// A pure function of the report: the same report always gives the same page.
    /// The document written into `out`, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        out.append(render(report))
    }

    public static func render(_ report: Report) -> String {
        let content = ACRContent(report)
        var html = HTMLDocumentStart.html(title: content.title + " (" + content.subtitle + ")", extraStyles: css, skipLink: "Skip to the report") + """
            <header>
            <h1>\(HTMLEscaping.text(content.title))</h1>
            <p class="lead">\(HTMLEscaping.text(content.subtitle))</p>
            \(content.interimStatement.map { "<p class=\"callout incomplete\"><strong>\(HTMLEscaping.text($0))</strong></p>" } ?? "")
            </header>

            """
        html += "<nav aria-label=\"Contents\">\n<ul>\n"
        for section in content.sections {
            html += "<li><a href=\"#\(section.rawValue)\">\(HTMLEscaping.text(section.heading))</a></li>\n"
        }
        html += "</ul>\n</nav>\n<main id=\"main\" tabindex=\"-1\">\n"
        for section in content.sections {
            html += "<section aria-labelledby=\"\(section.rawValue)\">\n<h2 id=\"\(section.rawValue)\">\(HTMLEscaping.text(section.heading))</h2>\n"
            html += body(section, content)
            html += "</section>\n"
        }
        html += """
            </main>
            <footer>
            <p>\(HTMLEscaping.text(content.footer))</p>
            </footer>
            </body>
            </html>

            """
        return html
    }

    private static func body(_ section: ACRContent.Section, _ content: ACRContent) -> String {
        switch section {
        case .information:
            var html = facts(content.productFacts)
            html += "<h3>\(HTMLEscaping.text(ACRContent.contactHeading))</h3>\n" + facts(content.contactFacts)
            html += "<h3>\(HTMLEscaping.text(ACRContent.notesHeading))</h3>\n" + content.notes.map(paragraph).joined()
            html += "<h3>\(HTMLEscaping.text(ACRContent.methodsHeading))</h3>\n<ul>\n"
                + content.methods.map { "<li>\(HTMLEscaping.text($0))</li>\n" }.joined() + "</ul>\n"
            html += "<h3>\(HTMLEscaping.text(ACRContent.scopeHeading))</h3>\n" + paragraph(content.scopeIntroduction)
            let scope = content.scope
            if !scope.isEmpty {
                html += "<ul>\n"
                for entry in scope {
                    html += "<li>" + linked(entry.title) + (entry.details.isEmpty ? "" : ": " + HTMLEscaping.text(entry.details)) + "</li>\n"
                }
                html += "</ul>\n"
            }
            return html
        case .standards:
            var rows = "<table class=\"standards\">\n<caption id=\"standards-caption\">Standards and guidelines, and whether this report covers them</caption>\n"
            rows += "<thead><tr><th scope=\"col\">Standard or guideline</th><th scope=\"col\">Included in this report</th></tr></thead>\n<tbody>\n"
            for standard in content.standards {
                rows += "<tr><th scope=\"row\">\(linked(standard.name))</th><td>\(HTMLEscaping.text(standard.included))</td></tr>\n"
            }
            rows += "</tbody>\n</table>\n"
            return HTMLScrollRegion.html(rows, labelledBy: "standards-caption") + paragraph(content.standardsNote)
        case .terms:
            var html = paragraph(ACRContent.termsIntroduction) + "<dl class=\"terms\">\n"
            for term in content.terms {
                html += "<dt>\(HTMLEscaping.text(term.name))</dt>\n<dd>\(HTMLEscaping.text(term.definition))</dd>\n"
            }
            return html + "</dl>\n"
        case .summary:
            var html = paragraph(content.summaryIntroduction)
            if !content.table.parts.isEmpty { html += counts(content.partCounts, id: "summary-parts") }
            if let chapters = content.chapterCounts { html += counts(chapters, id: "summary-508") }
            let gaps = HTMLEscaping.text(content.gapStatement)
            html += content.table.complete || content.table.parts.isEmpty
                ? "<p>\(gaps)</p>\n" : "<p class=\"callout incomplete\"><strong>\(gaps)</strong></p>\n"
            return html
        case .wcag:
            return content.wcagChapters.map(chapter).joined()
        case .section508:
            return content.section508Chapters.map(chapter).joined()
        case .disclaimer:
            return content.legalDisclaimer.split(whereSeparator: \.isNewline).map { paragraph(String($0)) }.joined()
        case .licence:
            return facts(content.licenceFacts)
        }
    }

    private static func paragraph(_ text: String) -> String { "<p>\(HTMLEscaping.text(text))</p>\n" }

    private static func linked(_ linked: ACRContent.Linked) -> String {
        guard let url = linked.url else { return HTMLEscaping.text(linked.text) }
        return "<a href=\"\(HTMLEscaping.attribute(url))\">\(HTMLEscaping.text(linked.text))</a>"
    }

    private static func facts(_ facts: [ACRContent.Fact]) -> String {
        var html = "<dl class=\"facts\">\n"
        for fact in facts {
            html += "<dt>\(HTMLEscaping.text(fact.label))</dt>\n<dd>" + fact.lines.map(linked).joined(separator: "<br>") + "</dd>\n"
        }
        return html + "</dl>\n"
    }

    private static func counts(_ counts: ACRContent.CountsTable, id: String) -> String {
        let captionID = id + "-caption"
        var html = "<table class=\"counts\">\n<caption id=\"\(captionID)\">\(HTMLEscaping.text(counts.caption))</caption>\n"
        html += "<thead><tr><th scope=\"col\">\(HTMLEscaping.text(counts.rowHeading))</th>"
        html += counts.columns.map { "<th scope=\"col\">\(HTMLEscaping.text(ACRContent.words($0)))</th>" }.joined()
        html += "<th scope=\"col\">Total</th></tr></thead>\n<tbody>\n"
        for row in counts.rows {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.text(row.label))</th>"
                + row.figures.map { "<td class=\"number\">\($0)</td>" }.joined() + "<td class=\"number\">\(row.total)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return HTMLScrollRegion.html(html, labelledBy: captionID)
    }

    private static func chapter(_ chapter: ACRContent.Chapter) -> String {
        let html = "<h3 id=\"\(chapter.id)\">\(HTMLEscaping.text(chapter.heading))</h3>\n" + chapter.notes.map(paragraph).joined()
        guard chapter.included, !chapter.rows.isEmpty else { return html }
        let captionID = chapter.id + "-caption"
        var rows = "<table class=\"conformance acr\">\n<caption id=\"\(captionID)\">\(HTMLEscaping.text(chapter.caption))</caption>\n<thead><tr>"
        rows += ACRContent.columns.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in chapter.rows {
            var criterion = HTMLEscaping.text(row.name)
            if let link = row.link { criterion = "<a href=\"\(HTMLEscaping.attribute(link))\">\(criterion)</a>" }
            if let level = row.level { criterion += " (\(HTMLEscaping.text(level)))" }
            rows += "<tr><th scope=\"row\">\(criterion)</th><td>"
            for line in row.conformance {
                rows += "<p>" + (line.part.isEmpty ? "" : "\(HTMLEscaping.text(line.part)): ")
                    + "<span class=\"level level-\(line.level.rawValue)\">\(HTMLEscaping.text(ACRContent.words(line.level)))</span>"
                    + (line.decision.map { " (\(HTMLEscaping.text($0)))" } ?? "") + "</p>"
            }
            rows += "</td><td class=\"remarks\">"
            for part in row.remarks {
                rows += "<div class=\"part-remarks\">"
                for (index, sentence) in part.lead.enumerated() {
                    let label = index == 0 && !part.part.isEmpty ? "<strong>\(HTMLEscaping.text(part.part)):</strong> " : ""
                    rows += "<p>\(label)\(HTMLEscaping.text(sentence))</p>"
                }
                if !part.failures.isEmpty {
                    rows += "<p>Failed:</p><ul>" + part.failures.map { "<li>\(HTMLEscaping.text($0))</li>" }.joined() + "</ul>"
                }
                rows += part.trailing.map { "<p>\(HTMLEscaping.text($0))</p>" }.joined() + "</div>"
            }
            rows += "</td></tr>\n"
        }
        rows += "</tbody>\n</table>\n"
        return html + HTMLScrollRegion.html(rows, labelledBy: captionID)
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
