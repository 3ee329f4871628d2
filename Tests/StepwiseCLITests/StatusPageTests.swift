import Foundation
import Testing

@testable import BrowserFace
@testable import Workflows

/// `serve`'s Status page at catalog scale: the terminal's arrangement and words, in tables
/// that reflow instead of scrolling sideways.
@Suite("Status page")
struct StatusPageTests {
    private func app(_ project: CatalogScaleProject) -> WebApp {
        WebApp(
            settings: .init(paths: [project.features], steps: nil, resultsFolder: project.results),
            access: WebAccess(port: 8080, beyondLoopback: false))
    }

    /// The row headings of the table after the `h2` with `id`, in order.
    private func rowNames(_ html: String, table id: String) throws -> [String] {
        let start = try #require(html.range(of: "<h2 id=\"\(id)\">"))
        let table = html[start.upperBound...].components(separatedBy: "</table>")[0]
        return table.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().map {
            $0.components(separatedBy: "</th>")[0].replacingOccurrences(of: "<wbr>", with: "")
        }
    }

    @Test("components with results first, the failure at the top, then one row per folder in the terminal's words; totals count all")
    func folded() throws {
        let project = try CatalogScaleProject()
        let html = StatusPage.table(app(project)).markup
        let link = project.uri("scale-link.feature")
        let toggle = project.uri("scale-toggle.feature")
        #expect(
            try rowNames(html, table: "by-component") == [
                "\(link) on desktop", "\(toggle) on iOS", "\(toggle) on Android", "\(link) on mobile web",
                "\(project.folder("scale-native")): 6 features with no results yet (12 on iOS and 12 on Android)",
                "\(project.folder("scale-web")): 6 features with no results yet (12 on desktop and 12 on mobile web)", "Total",
            ])
        #expect(html.contains("The 12 components with no results yet are counted in one row per folder."))
        // A folded row's numbers are those of its features; the totals count everything.
        let cells = { (values: [Int]) in
            zip(["Passed", "Failed", "Blocked", "Skipped", "Not applicable", "Untested", "Stale", "Conflicts"], values)
                .map { "<td class=\"count\" data-label=\"\($0)\">\($1)</td>" }.joined()
        }
        #expect(html.contains("(12 on iOS and 12 on Android)</th>" + cells([0, 0, 0, 0, 0, 24, 0, 0]) + "</tr>"))
        #expect(html.contains("<tfoot><tr><th scope=\"row\">Total</th>" + cells([1, 1, 0, 0, 0, 54, 0, 0]) + "</tr></tfoot>"))
        #expect(html.hasPrefix("<p>1 of 56 planned scenarios have a current pass.</p>"))
    }

    @Test("the tables are tables a narrow page can reflow: column headers, labelled counts, no box that scrolls sideways")
    func reflowable() throws {
        let project = try CatalogScaleProject()
        let html = StatusPage.table(app(project)).markup
        #expect(html.contains("<table class=\"status-counts\" aria-labelledby=\"by-platform\">\n<thead><tr><th scope=\"col\">Platform</th>"))
        #expect(html.contains("<table class=\"status-counts\" aria-labelledby=\"by-component\">\n<thead><tr><th scope=\"col\">Component</th>"))
        #expect(!html.contains("table-box"), "nothing is left to scroll sideways")
        #expect(!html.contains("<td class=\"count\">"), "every count says its column where the header row is hidden")
        #expect(WebAssets.css.contains("@container (max-width: 52rem)"))
        #expect(WebAssets.css.contains("table.status-counts td::before { content: attr(data-label) \": \" / \"\"; }"))
    }

    @Test("a small plan reads as before: every component on every platform, in plan order, and nothing said of folding")
    func smallPlan() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/status-page-toggle.feature", CatalogScaleProject.feature("@native", "Toggle"))
        try FileManager.default.createDirectory(atPath: folder.path + "/results", withIntermediateDirectories: true)
        let app = WebApp(
            settings: .init(paths: [folder.path + "/features"], steps: nil, resultsFolder: folder.path + "/results"),
            access: WebAccess(port: 8080, beyondLoopback: false))
        let html = StatusPage.table(app).markup
        let uri = try #require(try rowNames(html, table: "by-component").first?.replacingOccurrences(of: " on iOS", with: ""))
        #expect(try rowNames(html, table: "by-component") == ["\(uri) on iOS", "\(uri) on Android", "Total"])
        #expect(!html.contains("one row per folder"))
    }
}
