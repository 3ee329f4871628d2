import Foundation
import Testing

@testable import Reports

@Suite("HTML conformance table")
struct HTMLConformanceTableTests {
    let html = HTMLReport.render(ConformanceFixture.report())

    /// The table's row for a criterion, from its opening `<tr>` to its `</tr>`.
    private func row(_ number: String) throws -> String {
        let start = try #require(html.range(of: "<tr><th scope=\"row\" id=\"sc-"))
        let table = html[start.lowerBound...].components(separatedBy: "</tbody>")[0]
        let rows = table.components(separatedBy: "<tr>").filter { $0.contains(".html\">\(number) ") }
        return try #require(rows.first, "no row for \(number)")
    }

    /// The cells of a row after the criterion: level, then conformance and remarks per part.
    private func cells(_ row: String) -> [String] {
        row.components(separatedBy: "<td").dropFirst().map { $0.components(separatedBy: "</td>")[0] }
    }

    @Test("the conformance section follows what needs attention and what is left, before the full results, and is in the contents")
    func placement() throws {
        let main = try #require(html.components(separatedBy: "<main id=\"main\" tabindex=\"-1\">").last)
        let conformance = try #require(main.range(of: "<section aria-labelledby=\"conformance\">\n<h2 id=\"conformance\">WCAG 2.2 conformance</h2>"))
        let left = try #require(main.range(of: "<h2 id=\"state-untested\">"))
        let overview = try #require(main.range(of: "<h2 id=\"by-feature\">"))
        #expect(left.lowerBound < conformance.lowerBound && conformance.lowerBound < overview.lowerBound)
        #expect(html.contains("<li><a href=\"#conformance\">WCAG 2.2 conformance</a></li>"))
    }

    @Test("the criterion filter lists every criterion some check evidences, with its levels, linked to its row")
    func criterionFilter() throws {
        let filter = try #require(
            html.components(separatedBy: "<summary>By WCAG 2.2 criterion with checks (4)</summary>").dropFirst().first?
                .components(separatedBy: "</details>").first)
        #expect(filter.contains("<li><a href=\"#sc-2-4-7\">2.4.7 Focus Visible (AA)</a>: Web: Supports; Native app: Partially Supports</li>"))
        #expect(
            filter.contains(
                "<li><a href=\"#sc-4-1-2\">4.1.2 Name, Role, Value (A)</a>: Web: Gap: not established; Native app: Gap: not established</li>"))
        #expect(!filter.contains("1.1.1"), "a criterion no check evidences is not a filter")
        #expect(try row("2.4.7").hasPrefix("<th scope=\"row\" id=\"sc-2-4-7\">"))
    }

    @Test("under What needs attention, a failed scenario names the criteria its failed checks fail, linked to their rows")
    func failedCriteriaInAttention() throws {
        let entry = try #require(html.components(separatedBy: "<div class=\"finding\">").dropFirst().first?.components(separatedBy: "</div>").first)
        #expect(entry.contains(">Keyboard focus, Button on iOS: <span class=\"state state-failed\">failed</span></h4>"))
        #expect(
            entry.contains(
                "<p>Fails WCAG 2.2: <a href=\"#sc-2-4-7\">2.4.7 Focus Visible (AA)</a>, <a href=\"#sc-2-4-11\">2.4.11 Focus Not Obscured (Minimum) (AA)</a>.</p>"
            ))
        #expect(!entry.contains("2.1.1"), "Tab passed")
    }

    @Test("above the table: the target, the product parts, and that the claim is incomplete, naming every gap")
    func statement() {
        #expect(html.contains("<p>Conformance target: WCAG 2.2 level AA, the 55 success criteria at levels A and AA, for Web and Native app.</p>"))
        #expect(
            html.contains(
                "<p class=\"callout incomplete\"><strong>The claim is incomplete: 99 gaps at Level A and AA, where the evaluation has not established the criterion — Web, 52 of 55 (no check: 1.1.1, 1.2.1,"
            ))
        #expect(html.contains("3.3.8, 4.1.3; checks without an outcome yet: 4.1.2); Native app, 47 of 55 (no check: 1.1.1,"))
        #expect(html.contains("A gap is never claimed as supported;"))
    }

    @Test("a real table: caption, column and row headers, Understanding links, one column pair per product part")
    func structure() throws {
        #expect(
            html.contains(
                "<caption id=\"conformance-caption\">WCAG 2.2 success criteria up to level AA, with the conformance level and remarks for Web and Native app</caption>"
            ))
        #expect(
            html.contains(
                "<thead><tr><th scope=\"col\">Criterion</th><th scope=\"col\">Level</th><th scope=\"col\">Web: conformance</th>"
                    + "<th scope=\"col\">Web: remarks</th><th scope=\"col\">Native app: conformance</th><th scope=\"col\">Native app: remarks</th></tr></thead>"
            ))
        #expect(
            try row("2.4.7").hasPrefix(
                "<th scope=\"row\" id=\"sc-2-4-7\"><a href=\"https://www.w3.org/WAI/WCAG22/Understanding/focus-visible.html\">2.4.7 Focus Visible</a></th><td data-label=\"Level\">AA</td>"
            ))
        // The table scrolls in its own focusable region, named by the caption.
        #expect(
            html.contains(
                "<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"conformance-caption\" tabindex=\"0\">\n<table class=\"conformance reflow\">"
            ))
        #expect(try cells(row("1.4.3")).count == 1 + 2 * 2)
    }

    /// Cells: the level, then the web's conformance and remarks, then the native app's.
    @Test("a criterion of the failed focus step does not hold on iOS, names the note and links to the scenario")
    func failedCriterion() throws {
        let anchor = try #require(
            html.components(separatedBy: "<h3 id=\"").dropFirst().first { $0.contains(">Keyboard focus: <span class=\"state state-failed\">") })
        let id = String(anchor.prefix { $0 != "\"" })
        for number in ["2.4.7", "2.4.11"] {
            let cells = cells(try row(number))
            #expect(
                cells[3] == " data-label=\"Native app: conformance\"><span class=\"level level-partially-supports\">Partially Supports</span>",
                "\(number) on iOS")
            // One line per failed check, in the tester's words, no Gherkin.
            #expect(cells[4].contains("<li><a href=\"#\(id)\">Button on iOS: no focus ring | see &lt;b&gt;here&lt;/b&gt;</a></li>"), "\(number)")
            #expect(!cells[4].contains("Then the focus"))
            #expect(cells[1] == " data-label=\"Web: conformance\"><span class=\"level level-supports\">Supports</span>", "\(number) on the web")
            #expect(cells[2].contains("Tested in Button on desktop (1 check: 1 passed)."))
        }
        // Tab passed on both.
        let tab = cells(try row("2.1.1"))
        #expect(tab[1].contains(">Supports<") && tab[3].contains(">Supports<"))
    }

    @Test("untested checks are counted and leave an A/AA criterion a gap; unmapped criteria are gaps too, never supported or Not Evaluated")
    func untestedAndUncovered() throws {
        let name = cells(try row("4.1.2"))
        #expect(name[1].contains(">Gap: not established<"))
        #expect(name[2].contains("<p>Planned in Button on desktop (1 check: 1 without an outcome).</p>"))
        #expect(
            name[2].contains("<p>1 check without an outcome: 1 not tested.</p><p>Gap: the claim is incomplete until every check has an outcome.</p>"))
        let uncovered = cells(try row("1.1.1"))
        #expect(uncovered[1] == " data-label=\"Web: conformance\"><span class=\"level level-gap\">Gap: not established</span>")
        let gap = "><p>Gap: no planned check evidences this criterion, so the evaluation has not established it.</p>"
        #expect(uncovered[2] == " class=\"remarks\" data-label=\"Web: remarks\"" + gap)
        #expect(uncovered[4] == " class=\"remarks\" data-label=\"Native app: remarks\"" + gap)
    }

    @Test("every in-page link in the table leads to an id the page has, on the scenario it names")
    func linksResolve() throws {
        let start = try #require(html.range(of: "<table class=\"conformance reflow\">"))
        let table = html[start.lowerBound...].components(separatedBy: "</table>")[0]
        let targets = table.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(!targets.isEmpty)
        // A scenario with a result has a section (its h3); an untested one a row under What is left.
        for target in Set(targets) {
            #expect(html.contains("<h3 id=\"\(target)\">") || html.contains("<tr id=\"\(target)\">"), "#\(target) leads nowhere")
        }
        #expect(html.contains("<tr id=\"g1-s2\"><th scope=\"row\">Name</th>"))
        #expect(table.contains("<p>Scenarios: <a href=\"#g2-s1\">Button on desktop: Keyboard focus (line 4)</a>.</p>"))
    }

    @Test("a plan with no scenarios claims nothing and has no table")
    func empty() {
        let page = HTMLReport.render(Report(generated: "2026-11-22T12:00:00.000Z", scenarios: [], sessions: []))
        #expect(page.contains("<p>The plan has no scenarios, so nothing is claimed.</p>\n</section>"))
        #expect(!page.contains("class=\"conformance\""))
    }
}
