import SafeHTML
import TestPlan

/// The page's contents and its filters, which need no script: links to where the page lists
/// the scenarios of each state and of each platform, and, in closed disclosures, to each
/// feature's section and to each WCAG criterion's row that some check evidences.
enum HTMLNavigation {
    static func html(_ index: HTMLReportIndex) -> HTML {
        let sections = [
            (HTMLCountsTable.id, "Results per platform"), (HTMLAttention.id, "What needs attention"), (HTMLWhatIsLeft.id, "What is left"),
            (HTMLConformanceTable.id, "WCAG 2.2 conformance"), (HTMLPlatformOverview.id, "Results by feature and platform"),
            ("sessions", "Sessions"), ("sign-offs", "Sign-offs"),
        ]
        let contents = sections.map { "<li><a href=\"#\(attribute: $0.0)\">\($0.1)</a></li>" as HTML }
        var html: HTML = "<nav aria-label=\"Contents and filters\">\n<ul class=\"inline\">\n\(contents.joined(separator: "\n"))\n</ul>\n"
        guard !index.groups.isEmpty else { return html + "</nav>\n" }
        let kinds: [HTMLResultKind] = [.failed, .blocked, .conflict, .stale, .untested, .passed, .skipped, .notApplicable]
        let states = kinds.compactMap { kind -> HTML? in
            let count = index.scenarios(in: kind).count
            guard count > 0, let target = index.stateTarget(kind) else { return nil }
            return "<li><a href=\"#\(attribute: target)\">\(kind == .conflict ? "in conflict" : kind.word) (\(count))</a></li>"
        }
        let platforms = index.platforms.map { platform -> HTML in
            let count = index.ordered.filter { index.report.scenarios[$0].planned.platform == platform }.count
            return "<li><a href=\"#\(attribute: index.anchors.platform(platform))\">\(PlatformChoice.title(platform)) (\(count))</a></li>"
        }
        html +=
            "<div class=\"filters\">\n<span class=\"label\">Filter by state:</span>\n<ul class=\"inline\">\n\(states.joined(separator: "\n"))\n</ul>\n"
            + "<span class=\"label\">by platform:</span>\n<ul class=\"inline\">\n\(platforms.joined(separator: "\n"))\n</ul>\n</div>\n"
        // The features folded with their folders have no section: one item leads to their lines.
        let features = index.groups.indices.filter(index.hasSection).map { group -> HTML in
            "<li><a href=\"#\(attribute: HTMLAnchors.group(group))\">\(index.groupName(group))</a></li>"
        }
        let folded: [HTML] =
            index.folded.isEmpty
            ? []
            : [
                "<li><a href=\"#\(attribute: HTMLWhatIsLeft.id)\">\(HTMLWords.count(index.folded.features, "feature")) with no result yet, "
                    + "one line per folder</a></li>"
            ]
        html +=
            "<div class=\"filters\">\n<details class=\"filter\"><summary>By feature (\(features.count))</summary>\n<ul>\n"
            + (features + folded).joined(separator: "\n") + "\n</ul>\n</details>\n"
        let criteria = index.table.rows.filter { row in row.cells.contains { $0.tally.covered } }.map { row -> HTML in
            let criterion = HTMLReportIndex.Criterion(number: row.criterion.number, name: row.criterion.name, level: row.criterion.level.rawValue)
            let levels = row.cells.filter { $0.tally.covered }.map { "\($0.part.title): \($0.level.title)" }
            return
                "<li><a href=\"#\(attribute: HTMLAnchors.criterion(criterion.number))\">\(criterion.words)</a>: \(levels.joined(separator: "; "))</li>"
        }
        if !criteria.isEmpty {
            html +=
                "<details class=\"filter\"><summary>By WCAG 2.2 criterion with checks (\(criteria.count))</summary>\n<ul>\n"
                + criteria.joined(separator: "\n") + "\n</ul>\n</details>\n"
        }
        return html + "</div>\n</nav>\n"
    }
}
