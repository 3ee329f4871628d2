import Foundation
import Workflows
import Ledger
import TestPlan

/// Where testing stands, from every session in the results — per platform, per component and
/// platform, and per tester — read afresh on each request, so it follows sessions as they run
/// (here, in the terminal, or on another machine writing to the same folder).
package enum StatusPage {
    package static func page(_ app: WebApp) -> WebPage {
        let main = """
            <h1>Status</h1>
            <p>Every planned scenario's current verdict, from every session in <code>\(WebText.html(app.settings.resultsFolder))</code>.</p>
            <p><label class="inline" for="live"><input type="checkbox" id="live"> Update these tables every 10 seconds</label> (or reload the page).</p>
            <div id="status-table" data-source="\(app.link("/status"))?part=table">\(table(app))</div>
            """
        return WebPage(title: "Status", main: main, current: "/status")
    }

    /// The tables, also served alone for the page's script to refresh them.
    package static func table(_ app: WebApp) -> String {
        let console = CollectingConsole()
        let loaded: PlannedResults
        switch PlannedResults.load(app.planArguments + ["--results", app.settings.resultsFolder], command: "status", usage: "", console: console) {
        case .success(let value): loaded = value
        case .failure(let error): return "<p>\(WebText.html(WebText.problem(error.message)))</p>"
        }
        let pairs = Array(zip(loaded.plan.scenarios, loaded.results.scenarios))
        let byComponent = StatusSummary.summarise(pairs.map { StatusSummary.Entry(uri: $0.0.uri, platform: $0.0.platform, result: $0.1) })
        let byPlatform = StatusSummary.summarise(pairs.map { StatusSummary.Entry(uri: "", platform: $0.0.platform, result: $0.1) })
        var html = "<p>\(byComponent.currentlyPassing) of \(byComponent.totals.planned) planned scenarios have a current pass.</p>\n"
        html += counts(
            "By platform", id: "by-platform", firstColumn: "Platform",
            rows: byPlatform.rows.map { (PlatformChoice.title($0.platform), $0.counts) }, totals: byPlatform.totals)
        html += counts(
            "By component and platform", id: "by-component", firstColumn: "Component",
            rows: byComponent.rows.map { ("\($0.uri) on \(PlatformChoice.title($0.platform))", $0.counts) }, totals: byComponent.totals)
        html += "<h2>By tester</h2>\n<ul>" + StatusByTester.render(loaded.results.scenarios).map { "<li>\(WebText.html($0))</li>" }.joined() + "</ul>\n"
        let warnings = console.notices
        if !warnings.isEmpty { html += "<h2>Warnings</h2>\n<ul>" + warnings.map { "<li>\(WebText.html($0))</li>" }.joined() + "</ul>\n" }
        return html
    }

    private static func counts(_ caption: String, id: String, firstColumn: String, rows: [(String, StatusCounts)], totals: StatusCounts) -> String {
        let columns: [(String, (StatusCounts) -> Int)] = [
            ("Passed", { $0.passed }), ("Failed", { $0.failed }), ("Blocked", { $0.blocked }), ("Skipped", { $0.skipped }),
            ("Not applicable", { $0.notApplicable }), ("Untested", { $0.untested }), ("Stale", { $0.stale }), ("Conflicts", { $0.conflicts }),
        ]
        var html = "<h2 id=\"\(id)\">\(caption)</h2>\n<div class=\"table-box\" tabindex=\"0\" role=\"region\" aria-labelledby=\"\(id)\"><table>\n<tr><th scope=\"col\">\(firstColumn)</th>"
            + columns.map { "<th scope=\"col\">\($0.0)</th>" }.joined() + "</tr>\n"
        for (name, counts) in rows {
            html += "<tr><th scope=\"row\">\(WebText.html(name))</th>" + columns.map { "<td class=\"count\">\($0.1(counts))</td>" }.joined() + "</tr>\n"
        }
        html += "<tr><th scope=\"row\">Total</th>" + columns.map { "<td class=\"count\">\($0.1(totals))</td>" }.joined() + "</tr>\n</table></div>\n"
        return html
    }
}
