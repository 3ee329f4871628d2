/// The report as one self-contained HTML5 page: readable offline, with no scripts and nothing
/// linked, and itself accessible (landmarks, one h1, headings by group and scenario, real
/// tables, text for every chart and image). Everything a person wrote is escaped.
public enum HTMLReport {
    /// A pure function of the report: the same report always gives the same page.
    public static func render(_ report: Report) -> String {
        let groups = report.groups
        let totals = HTMLStateCounts(report.scenarios)
        let heading = report.conformance.details.productTitle.map { "\($0): manual test results" } ?? "Manual test results"
        let title = (report.conformance.details.productTitle.map { "\($0) test report" } ?? "Stepwise test report") + ": \(totals[.passed]) of \(HTMLWords.count(totals.total, "scenario")) passed, \(report.generated)"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="Stepwise">
            <title>\(HTMLEscaping.text(title))</title>
            <style>
            \(HTMLStyles.css)
            </style>
            </head>
            <body>
            <a class="skip" href="#main">Skip to the results</a>
            <header>
            <h1>\(HTMLEscaping.text(heading))</h1>
            \(report.conformance.details.productDescription.map { "<p>\(HTMLEscaping.text($0))</p>\n" } ?? "")<p class="lead">Made by Stepwise at \(HTMLInline.time(report.generated)) from \(HTMLWords.count(report.sessions.count, "session")) \
            and \(HTMLWords.count(report.signOffs.count, "sign-off")).</p>
            </header>

            """
        html += navigation(groups) + "<main id=\"main\" tabindex=\"-1\">\n"
        html += HTMLConformanceTable.html(report)
        html += summary(groups, totals: totals)
        for (index, group) in groups.enumerated() {
            html += groupSection(group, index: index, links: report.defectLinks)
        }
        html += "<section aria-labelledby=\"sessions\">\n<h2 id=\"sessions\">Sessions</h2>\n" + HTMLSessionsTable.html(report.sessions) + "</section>\n"
        html += "<section aria-labelledby=\"sign-offs\">\n<h2 id=\"sign-offs\">Sign-offs</h2>\n" + HTMLSignOffsTable.html(report.signOffs) + "</section>\n"
        html += """
            </main>
            <footer>
            <p>This page is complete in itself: it needs no network and runs no scripts, and evidence images are stored inside it. \
            Its results come from the session ledgers listed under Sessions; <code>stepwise verify</code> checks that their hash chains are intact.</p>
            </footer>
            </body>
            </html>

            """
        return html
    }

    private typealias Group = (uri: String, featureName: String, platform: String, scenarios: [ReportScenario])

    private static func navigation(_ groups: [Group]) -> String {
        var items = ["<li><a href=\"#\(HTMLConformanceTable.id)\">WCAG 2.2 conformance</a></li>", "<li><a href=\"#summary\">Summary</a></li>"]
        for (index, group) in groups.enumerated() {
            let name = HTMLWords.group(featureName: group.featureName, uri: group.uri, platform: group.platform)
            items.append("<li><a href=\"#\(HTMLAnchors.group(index))\">\(HTMLEscaping.text(name))</a></li>")
        }
        items.append("<li><a href=\"#sessions\">Sessions</a></li>")
        items.append("<li><a href=\"#sign-offs\">Sign-offs</a></li>")
        return "<nav aria-label=\"Contents\">\n<ul>\n" + items.joined(separator: "\n") + "\n</ul>\n</nav>\n"
    }

    /// Every group's numbers side by side, and the totals.
    private static func summary(_ groups: [Group], totals: HTMLStateCounts) -> String {
        var html = "<section aria-labelledby=\"summary\">\n<h2 id=\"summary\">Summary</h2>\n"
        html += "<p>\(HTMLEscaping.text(totals.sentence)). A scenario counts once, in its state; "
            + "stale counts again those whose verdict was given to an older version of the steps.</p>\n"
        guard !groups.isEmpty else { return html + "<p>The plan has no scenarios.</p>\n</section>\n" }
        let kinds = HTMLResultKind.states + [.stale]
        var table = "<table>\n<caption id=\"summary-caption\">Scenarios by state, per feature and platform</caption>\n<thead><tr><th scope=\"col\">Feature and platform</th>"
        table += kinds.map { "<th scope=\"col\">\($0.title)</th>" }.joined() + "<th scope=\"col\">Total</th></tr></thead>\n<tbody>\n"
        for (index, group) in groups.enumerated() {
            let counts = HTMLStateCounts(group.scenarios)
            let name = HTMLWords.group(featureName: group.featureName, uri: group.uri, platform: group.platform)
            table += "<tr><th scope=\"row\"><a href=\"#\(HTMLAnchors.group(index))\">\(HTMLEscaping.text(name))</a></th>"
                + kinds.map { "<td class=\"number\">\(counts[$0])</td>" }.joined() + "<td class=\"number\">\(counts.total)</td></tr>\n"
        }
        table += "</tbody>\n<tfoot><tr><th scope=\"row\">All</th>"
            + kinds.map { "<td class=\"number\">\(totals[$0])</td>" }.joined() + "<td class=\"number\">\(totals.total)</td></tr></tfoot>\n</table>\n"
        return html + HTMLScrollRegion.html(table, labelledBy: "summary-caption") + "</section>\n"
    }

    /// A feature on a platform: its chart, the chart's numbers as a table, then each scenario.
    private static func groupSection(_ group: Group, index groupIndex: Int, links: DefectLinks) -> String {
        let id = HTMLAnchors.group(groupIndex)
        let name = HTMLWords.group(featureName: group.featureName, uri: group.uri, platform: group.platform)
        let counts = HTMLStateCounts(group.scenarios)
        var html = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(HTMLEscaping.text(name))</h2>\n"
        html += "<p class=\"lead\">From <span class=\"wrap\">\(HTMLEscaping.text(group.uri))</span>: \(HTMLEscaping.text(counts.sentence)).</p>\n"
        html += HTMLSummaryChart.svg(counts, groupName: name, id: "\(id)-chart") + "\n"
        html += "<table class=\"counts\">\n<caption>The chart’s numbers: scenarios of \(HTMLEscaping.text(name)) by state</caption>\n"
        html += "<thead><tr><th scope=\"col\">State</th><th scope=\"col\">Scenarios</th></tr></thead>\n<tbody>\n"
        for kind in HTMLResultKind.states + [.stale] {
            html += "<tr><th scope=\"row\">\(kind.title)</th><td class=\"number\">\(counts[kind])</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        var names: [String: Int] = [:]
        for scenario in group.scenarios { names[scenario.planned.name, default: 0] += 1 }
        for (index, scenario) in group.scenarios.enumerated() {
            html += HTMLScenarioSection.html(scenario, id: HTMLAnchors.scenario(group: groupIndex, position: index), showLine: names[scenario.planned.name, default: 0] > 1, links: links)
        }
        return html + "</section>\n"
    }
}
