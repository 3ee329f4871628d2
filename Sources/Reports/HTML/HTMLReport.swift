/// The report as one self-contained HTML5 page: readable offline, with no scripts and nothing
/// linked, and itself accessible (landmarks, one h1, headings by group and scenario, real
/// tables, text for every chart and image). Everything a person wrote is escaped.
///
/// It leads with results, as a test lead reads them: the counts per platform, then what needs
/// attention (failed, blocked, in conflict, stale) with notes, thumbnails and defects, then
/// what is left, one line per untested scenario; then the WCAG 2.2 conformance table, the full
/// sections of the scenarios that have results, the sessions and the sign-offs.
public enum HTMLReport {
    /// A pure function of the report: the same report always gives the same page.
    public static func render(_ report: Report) -> String {
        let index = HTMLReportIndex(report)
        let totals = HTMLStateCounts(report.scenarios)
        let heading = report.conformance.details.productTitle.map { "\($0): manual test results" } ?? "Manual test results"
        let title = (report.conformance.details.productTitle.map { "\($0) test report" } ?? "Stepwise test report") + ": \(totals[.passed]) of \(HTMLWords.count(totals.total, "scenario")) passed, \(report.generated)"
        var html = HTMLDocumentStart.html(title: title, skipLink: "Skip to the results") + """
            <header>
            <h1>\(HTMLEscaping.text(heading))</h1>
            \(report.conformance.details.productDescription.map { "<p>\(HTMLEscaping.text($0))</p>\n" } ?? "")<p class="lead">Made by Stepwise at \(HTMLInline.time(report.generated)) from \(HTMLWords.count(report.sessions.count, "session")) \
            and \(HTMLWords.count(report.signOffs.count, "sign-off")).</p>
            </header>

            """
        html += HTMLNavigation.html(index) + "<main id=\"main\" tabindex=\"-1\">\n"
        html += HTMLCountsTable.html(index)
        html += HTMLAttention.html(index)
        html += HTMLWhatIsLeft.html(index)
        html += HTMLConformanceTable.html(index)
        html += HTMLPlatformOverview.html(index)
        for group in index.groups.indices {
            html += groupSection(group, index)
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

    /// A feature on a platform: its chart and the chart's numbers as a table, each scenario
    /// with a result in full, and its untested scenarios in one line.
    private static func groupSection(_ groupIndex: Int, _ index: HTMLReportIndex) -> String {
        let id = HTMLAnchors.group(groupIndex)
        let name = index.groupName(groupIndex)
        let scenarios = index.groups[groupIndex]
        let counts = HTMLStateCounts(scenarios.map(index.scenario))
        let uri = index.scenario(scenarios[0]).planned.uri
        var html = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">\(HTMLEscaping.text(name))</h2>\n"
        html += "<p class=\"lead\">From <span class=\"wrap\">\(HTMLEscaping.text(uri))</span>: \(HTMLEscaping.text(counts.sentence)).</p>\n"
        let tested = scenarios.filter(index.hasResult)
        if !tested.isEmpty {
            html += HTMLSummaryChart.svg(counts, groupName: name, id: "\(id)-chart") + "\n"
            html += "<table class=\"counts\">\n<caption>The chart’s numbers: scenarios of \(HTMLEscaping.text(name)) by state</caption>\n"
            html += "<thead><tr><th scope=\"col\">State</th><th scope=\"col\">Scenarios</th></tr></thead>\n<tbody>\n"
            for kind in HTMLResultKind.states + [.stale] {
                html += "<tr><th scope=\"row\">\(kind.title)</th><td class=\"number\">\(counts[kind])</td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        let untested = scenarios.filter { !index.hasResult($0) }
        if !untested.isEmpty {
            let links = untested.map { "<a href=\"#\(index.anchors.scenario($0))\">\(HTMLEscaping.text(index.title($0)))</a>" }
            html += "<p>\(tested.isEmpty ? "None of its scenarios has a result yet" : "Not yet tested here"), listed under "
                + "<a href=\"#\(HTMLWhatIsLeft.id)\">What is left</a>: " + links.joined(separator: "; ") + ".</p>\n"
        }
        for scenario in tested {
            html += HTMLScenarioSection.html(
                index.scenario(scenario), id: index.anchors.scenario(scenario), showLine: index.repeatsName(scenario),
                links: index.report.defectLinks, evidenceAbove: index.needsAttention(scenario))
        }
        return html + "</section>\n"
    }
}
