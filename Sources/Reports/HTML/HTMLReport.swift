import SafeHTML

/// The report as one self-contained HTML5 page: readable offline, with no scripts and nothing
/// linked, and itself accessible (landmarks, one h1, headings by group and scenario, real
/// tables, text for every chart and image). Everything a person wrote is escaped.
///
/// It leads with results, as a test lead reads them: the counts per platform, then what needs
/// attention (failed, blocked, in conflict, stale) with notes, thumbnails and defects, then
/// what is left, one line per untested scenario; then the WCAG 2.2 conformance table, the full
/// sections of the scenarios that have results, the sessions and the sign-offs.
///
/// At the scale of a whole catalog it stays short: features nobody has tested are one line
/// per folder (`HTMLFoldedFeatures`), a passed scenario's steps and history are in a closed
/// disclosure under its heading, and its tables become one block per row on a narrow screen
/// instead of scrolling sideways (`HTMLStyles`). Nothing that failed is ever folded.
public enum HTMLReport {
    /// A pure function of the report: the same report always gives the same page.
    public static func render(_ report: Report) -> String {
        let out = ReportSink(capacity: 16_384 + report.scenarios.count * 3_072)
        write(report, to: out)
        return out.text
    }

    /// The page written into `out` section by section, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        let index = HTMLReportIndex(report)
        let totals = HTMLStateCounts(report.scenarios.indices, of: report)
        let heading = report.conformance.details.productTitle.map { "\($0): manual test results" } ?? "Manual test results"
        let title =
            (report.conformance.details.productTitle.map { "\($0) test report" } ?? "Stepwise test report")
            + ": \(totals[.passed]) of \(HTMLWords.count(totals.total, "scenario")) passed, \(report.generated)"
        out.append(html: HTMLDocumentStart.html(title: title, skipLink: "Skip to the results"))
        out.append("<header>\n<h1>")
        out.html(heading)
        out.append("</h1>\n")
        if let description = report.conformance.details.productDescription {
            out.append("<p>")
            out.html(description)
            out.append("</p>\n")
        }
        out.append("<p class=\"lead\">Made by Stepwise at ")
        HTMLInline.time(report.generated, to: out)
        out.append(
            " from \(HTMLWords.count(report.sessions.count, "session")) and \(HTMLWords.count(report.signOffs.count, "sign-off")).</p>\n</header>\n")
        out.append(html: HTMLNavigation.html(index))
        out.append("<main id=\"main\" tabindex=\"-1\">\n")
        out.append(html: HTMLCountsTable.html(index))
        HTMLAttention.write(index, to: out)
        HTMLWhatIsLeft.write(index, to: out)
        out.append(html: HTMLConformanceTable.html(index))
        HTMLAutomatedResults.write(index, to: out)
        HTMLPlatformOverview.write(index, to: out)
        for group in index.groups.indices where index.hasSection(group) {
            groupSection(group, index, to: out)
        }
        out.append("<section aria-labelledby=\"sessions\">\n<h2 id=\"sessions\">Sessions</h2>\n")
        out.append(html: HTMLSessionsTable.html(report.sessions))
        out.append("</section>\n<section aria-labelledby=\"sign-offs\">\n<h2 id=\"sign-offs\">Sign-offs</h2>\n")
        out.append(html: HTMLSignOffsTable.html(report.signOffs))
        out.append("</section>\n")
        out.append(
            """
            </main>
            <footer>
            <p>This page is complete in itself: it needs no network and runs no scripts, and evidence images are stored inside it. \
            Its results come from the session ledgers listed under Sessions; <code>stepwise verify</code> checks that their hash chains are intact.</p>
            </footer>
            </body>
            </html>

            """)
    }

    /// A feature on a platform: its chart and the chart's numbers as a table, each scenario
    /// with a result in full, and its untested scenarios in one line. A feature whose every
    /// scenario passed, and still holds, has no chart: its first line says all there is to chart.
    private static func groupSection(_ groupIndex: Int, _ index: HTMLReportIndex, to out: ReportSink) {
        let id = HTMLAnchors.group(groupIndex)
        let name = index.groupName(groupIndex)
        let scenarios = index.groups[groupIndex]
        let counts = HTMLStateCounts(scenarios, of: index.report)
        let uri = index.report.scenarios[scenarios[0]].planned.uri
        out.append("<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">")
        out.html(name)
        out.append("</h2>\n<p class=\"lead\">From <span class=\"wrap\">")
        HTMLInline.path(uri, to: out)
        out.append("</span>: ")
        out.html(counts.sentence)
        out.append(".</p>\n")
        let tested = scenarios.filter(index.hasResult)
        let allPassing = counts[.passed] == counts.total && counts[.stale] == 0
        if !tested.isEmpty && !allPassing {
            out.append(html: HTMLSummaryChart.svg(counts, groupName: name, id: "\(id)-chart"))
            out.append("\n<table class=\"counts\">\n<caption>The chart’s numbers: scenarios of ")
            out.html(name)
            out.append(" by state</caption>\n<thead><tr><th scope=\"col\">State</th><th scope=\"col\">Scenarios</th></tr></thead>\n<tbody>\n")
            for kind in HTMLResultKind.states + [.stale] {
                out.append("<tr><th scope=\"row\">")
                out.append(kind.title)
                out.append("</th><td class=\"number\">")
                out.append(counts[kind])
                out.append("</td></tr>\n")
            }
            out.append("</tbody>\n</table>\n")
        }
        let untested = scenarios.filter { !index.hasResult($0) }
        if !untested.isEmpty {
            out.append(tested.isEmpty ? "<p>None of its scenarios has a result yet" : "<p>Not yet tested here")
            out.append(", listed under <a href=\"#\(HTMLWhatIsLeft.id)\">What is left</a>: ")
            for (number, scenario) in untested.enumerated() {
                if number > 0 { out.append("; ") }
                out.append("<a href=\"#")
                index.anchors.scenario(scenario, to: out)
                out.append("\">")
                out.html(index.title(scenario))
                out.append("</a>")
            }
            out.append(".</p>\n")
        }
        index.report.scenarios.withUnsafeBufferPointer { all in
            for scenario in tested {
                HTMLScenarioSection.write(
                    all[scenario], id: index.anchors.scenario(scenario), showLine: index.repeatsName(scenario),
                    links: index.report.defectLinks, evidenceAbove: index.needsAttention(scenario), to: out)
            }
        }
        out.append("</section>\n")
    }
}
