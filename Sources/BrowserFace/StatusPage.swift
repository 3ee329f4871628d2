import Foundation
import Ledger
import SafeHTML
import TestPlan
import Workflows

/// Where testing stands, from every session in the results — per platform, per component and
/// platform, and per tester — read afresh on each request, so it follows sessions as they run
/// (here, in the terminal, or on another machine writing to the same folder).
///
/// The components are `stepwise status`'s arrangement (`StatusOverview`): at catalog scale the
/// features with results first, those with a failure at the top, and the features nobody has
/// tested one row per folder, in the same words as the terminal's lines. The tables fit the
/// page at full width and, where the page is narrow, become one block per row with each count
/// labelled (`WebAssets`: `.status-counts`), so nothing scrolls sideways.
package enum StatusPage {
    package static func page(_ app: WebApp) -> WebPage {
        let main: HTML = """
            <h1>Status</h1>
            <p>Every planned scenario's current verdict, from every session in <code>\(app.settings.resultsFolder)</code>.</p>
            <p><label class="inline" for="live"><input type="checkbox" id="live"> Update these tables every 10 seconds</label> (or reload the page).</p>
            <div id="status-table" data-source="\(attribute: app.link("/status"))?part=table">\(table(app))</div>
            """
        return WebPage(title: "Status", main: main, current: "/status")
    }

    /// The tables, also served alone for the page's script to refresh them.
    package static func table(_ app: WebApp) -> HTML {
        let console = CollectingConsole()
        let loaded: PlannedResults
        switch PlannedResults.load(app.planArguments + ["--results", app.settings.resultsFolder], command: "status", usage: "", console: console) {
        case .success(let value): loaded = value
        case .failure(let error): return "<p>\(WebText.problem(error.message))</p>"
        }
        let pairs = Array(zip(loaded.plan.scenarios, loaded.results.scenarios))
        let overview = StatusOverview.arrange(
            StatusSummary.summarise(pairs.map { StatusSummary.Entry(uri: $0.0.uri, platform: $0.0.platform, result: $0.1) }))
        let byPlatform = StatusSummary.summarise(pairs.map { StatusSummary.Entry(uri: "", platform: $0.0.platform, result: $0.1) })
        var html: HTML = "<p>\(overview.summary.currentlyPassing) of \(overview.totals.planned) planned scenarios have a current pass.</p>\n"
        html += counts(
            "By platform", id: "by-platform", firstColumn: "Platform",
            rows: byPlatform.rows.map { (HTML(text: PlatformChoice.title($0.platform)), $0.counts) }, totals: byPlatform.totals)
        html += counts(
            "By component and platform", id: "by-component", firstColumn: "Component", lead: foldedLead(overview),
            rows: overview.rows.map { (WebText.breakable($0.uri) + HTML(text: " on \(PlatformChoice.title($0.platform))"), $0.counts) }
                + overview.untested.map { (folderName($0), $0.counts) },
            totals: overview.totals)
        // Against each tester's share where stepwise.json has a team section, as `status --by-tester` says it.
        let byTester = (try? TesterProgress.lines(loaded).get()) ?? StatusByTester.render(loaded.results.scenarios)
        html += "<h2>By tester</h2>\n<ul>\(byTester.filter { !$0.isEmpty }.map { "<li>\($0)</li>" as HTML }.joined())</ul>\n"
        let warnings = console.notices
        if !warnings.isEmpty { html += "<h2>Warnings</h2>\n<ul>\(warnings.map { "<li>\($0)</li>" as HTML }.joined())</ul>\n" }
        return html
    }

    /// What the folding did, said before the table that shows it; nothing when nothing is folded.
    private static func foldedLead(_ overview: StatusOverview) -> HTML {
        guard overview.isFolded else { return HTML() }
        let features = overview.untested.reduce(0) { $0 + $1.features }
        return """
            <p>The components with results come first, those with a failure at the top. \
            The \(features) components with no results yet are counted in one row per folder.</p>

            """
    }

    /// "features/native/controls/: 24 features with no results yet (66 on iOS and 66 on Android)".
    private static func folderName(_ folder: UntestedFolder) -> HTML {
        WebText.breakable(folder.folder)
            + HTML(text: ": \(StatusText.features(folder)) (\(StatusText.perPlatform(folder, platformName: PlatformChoice.title)))")
    }

    /// A table of counts, one row per name, then the totals. Each count cell carries its
    /// column's name, which the narrow layout shows beside the number.
    private static func counts(
        _ caption: String, id: String, firstColumn: String, lead: HTML = HTML(), rows: [(HTML, StatusCounts)], totals: StatusCounts
    ) -> HTML {
        let columns: [(String, (StatusCounts) -> Int)] = [
            ("Passed", { $0.passed }), ("Failed", { $0.failed }), ("Blocked", { $0.blocked }), ("Skipped", { $0.skipped }),
            ("Not applicable", { $0.notApplicable }), ("Untested", { $0.untested }), ("Stale", { $0.stale }), ("Conflicts", { $0.conflicts }),
        ]
        func cells(_ counts: StatusCounts) -> HTML {
            columns.map { "<td class=\"count\" data-label=\"\(attribute: $0.0)\">\($0.1(counts))</td>" as HTML }.joined()
        }
        var html: HTML = "<h2 id=\"\(attribute: id)\">\(caption)</h2>\n\(lead)<table class=\"status-counts\" aria-labelledby=\"\(attribute: id)\">\n"
        html +=
            "<thead><tr><th scope=\"col\">\(firstColumn)</th>\(columns.map { "<th scope=\"col\">\($0.0)</th>" as HTML }.joined())</tr></thead>\n<tbody>\n"
        for (name, counts) in rows {
            html += "<tr><th scope=\"row\">\(name)</th>\(cells(counts))</tr>\n"
        }
        html += "</tbody>\n<tfoot><tr><th scope=\"row\">Total</th>\(cells(totals))</tr></tfoot>\n</table>\n"
        return html
    }
}
