import SafeHTML
import TestPlan

/// The report's first section: how many scenarios are in each state on each platform, and in
/// all, in one compact table. Each state's column heading links to where the page lists those
/// scenarios, and each platform to its part of Results by feature and platform, so the table
/// is also the way in to the rest of the page.
enum HTMLCountsTable {
    static let id = "counts"

    /// The columns, in the order a test lead reads them: what passed, what needs someone to
    /// act, what is left, what was set aside; then the total, and stale (counted again).
    static let columns: [HTMLResultKind] = [.passed, .failed, .blocked, .conflict, .untested, .skipped, .notApplicable]

    static func html(_ index: HTMLReportIndex) -> HTML {
        let html: HTML = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">Results per platform</h2>\n"
        guard !index.groups.isEmpty else { return html + "<p>The plan has no scenarios.</p>\n</section>\n" }
        let captionID = "\(id)-caption"
        var table: HTML =
            "<table class=\"counts-per-platform reflow numbers\">\n<caption id=\"\(captionID)\">Scenarios by state on each platform; "
            + "a stale scenario is counted in its state and again under Stale</caption>\n<thead><tr><th scope=\"col\">Platform</th>"
        func heading(_ kind: HTMLResultKind) -> HTML {
            let words = title(kind)
            let linked = index.stateTarget(kind).map { "<a href=\"#\(attribute: $0)\">\(words)</a>" as HTML } ?? HTML(text: words)
            return "<th scope=\"col\">\(linked)</th>"
        }
        table += columns.map(heading).joined() + "<th scope=\"col\">Total</th>" + heading(.stale) + "</tr></thead>\n<tbody>\n"
        for platform in index.platforms {
            let scenarios = index.ordered.filter { index.report.scenarios[$0].planned.platform == platform }
            let name = PlatformChoice.title(platform)
            table +=
                "<tr><th scope=\"row\"><a href=\"#\(attribute: index.anchors.platform(platform))\">\(name)</a></th>"
                + cells(HTMLStateCounts(scenarios, of: index.report)) + "</tr>\n"
        }
        table +=
            "</tbody>\n<tfoot><tr><th scope=\"row\">All platforms</th>" + cells(HTMLStateCounts(index.report.scenarios.indices, of: index.report))
            + "</tr></tfoot>\n</table>\n"
        return html + HTMLScrollRegion.html(table, labelledBy: captionID) + "</section>\n"
    }

    /// The column headings of the numbers, without links: each state, the total, then stale.
    static var headings: String {
        columns.map { "<th scope=\"col\">\(title($0))</th>" }.joined() + "<th scope=\"col\">Total</th><th scope=\"col\">Stale</th>"
    }

    /// A row's numbers: each state, the total, then stale. Each cell carries its column's
    /// name, which the narrow layout shows beside the number.
    static func cells(_ counts: HTMLStateCounts) -> HTML {
        columns.map { "<td class=\"number\" data-label=\"\(title($0))\">\(counts[$0])</td>" as HTML }.joined()
            + "<td class=\"number\" data-label=\"Total\">\(counts.total)</td><td class=\"number\" data-label=\"Stale\">\(counts[.stale])</td>"
    }

    /// "In conflict" for conflicts, the kind's title for the rest.
    private static func title(_ kind: HTMLResultKind) -> String { kind == .conflict ? "In conflict" : kind.title }
}
