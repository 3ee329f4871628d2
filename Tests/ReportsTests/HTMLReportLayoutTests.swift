import Foundation
import Testing

@testable import Ledger
@testable import Reports

/// The HTML report leads with results: counts per platform, what needs attention, what is
/// left, then the conformance table and the full sections; and it filters by state, platform,
/// feature and criterion with links alone.
@Suite("HTML report layout")
struct HTMLReportLayoutTests {
    let html = HTMLReport.render(HTMLFixtures.hostileReport())
    /// The ledger-made report: a failure with a note, defect and evidence, a blocked and a
    /// skipped outline row, a conflict, a stale pass, a not applicable and untested scenarios.
    let fixture = HTMLReport.render(ReportFixtures.report())

    @Test("main opens with the counts, then what needs attention, what is left, the conformance table, the full results, sessions and sign-offs")
    func order() throws {
        let main = try #require(html.components(separatedBy: "<main id=\"main\" tabindex=\"-1\">").last)
        #expect(main.hasPrefix("\n<section aria-labelledby=\"counts\">\n<h2 id=\"counts\">Results per platform</h2>"))
        let marks = [
            "<h2 id=\"counts\">", "<h2 id=\"attention\">", "<h3 id=\"state-failed\">", "<h2 id=\"state-untested\">", "<h2 id=\"conformance\">",
            "<h2 id=\"by-feature\">", "<h2 id=\"g1\">", "<h3 id=\"g1-s1\">", "<h2 id=\"g2\">", "<h2 id=\"sessions\">", "<h2 id=\"sign-offs\">",
        ]
        let places = try marks.map { mark in try #require(main.range(of: mark), "\(mark) missing").lowerBound }
        #expect(places == places.sorted(), "sections out of order")
    }

    @Test("the counts table has a row per platform and one for all, each state a column linked to where its scenarios are listed")
    func countsPerPlatform() {
        #expect(
            html.contains(
                "<thead><tr><th scope=\"col\">Platform</th><th scope=\"col\"><a href=\"#state-passed\">Passed</a></th>"
                    + "<th scope=\"col\"><a href=\"#state-failed\">Failed</a></th><th scope=\"col\">Blocked</th>"
                    + "<th scope=\"col\"><a href=\"#state-conflict\">In conflict</a></th><th scope=\"col\"><a href=\"#state-untested\">Untested</a></th>"
                    + "<th scope=\"col\">Skipped</th><th scope=\"col\">Not applicable</th><th scope=\"col\">Total</th>"
                    + "<th scope=\"col\"><a href=\"#state-stale\">Stale</a></th></tr></thead>"))
        let labels = ["Passed", "Failed", "Blocked", "In conflict", "Untested", "Skipped", "Not applicable", "Total", "Stale"]
        let numbers = { (values: [Int]) in
            zip(labels, values).map { "<td class=\"number\" data-label=\"\($0)\">\($1)</td>" }.joined()
        }
        #expect(html.contains("<tr><th scope=\"row\"><a href=\"#platform-ios\">iOS</a></th>" + numbers([1, 1, 0, 1, 1, 0, 0, 4, 1]) + "</tr>"))
        #expect(
            html.contains("<tr><th scope=\"row\"><a href=\"#platform-android\">Android</a></th>" + numbers([1, 0, 0, 0, 0, 0, 0, 1, 0]) + "</tr>"))
        #expect(html.contains("<tfoot><tr><th scope=\"row\">All platforms</th>" + numbers([2, 1, 0, 1, 1, 0, 0, 5, 1]) + "</tr></tfoot>"))
        #expect(html.contains("<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"counts-caption\" tabindex=\"0\">"))
    }

    @Test(
        "a failed scenario is summed up under What needs attention: the failed step with the tester's words, defect, notes, a thumbnail, a link to its steps"
    )
    func failureSummedUp() throws {
        let entry = try section(of: html, from: "<h4 id=\"attention-g1-s1\">", to: "</div>\n")
        #expect(
            entry.contains(
                "<li>Step 2, <q>When I press &quot;TAB&quot;</q>, <span class=\"state state-failed\">failed</span>: "
                    + "<span class=\"pre\">focus &lt;b&gt;lost&lt;/b&gt; &amp; gone</span></li>"))
        #expect(entry.contains("<p class=\"wrap\">Defect: https://bugs.example/A11Y-7?a=1&amp;b=&lt;2&gt;</p>"))
        #expect(entry.contains("on step 2: <span class=\"pre\">&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(entry.contains("<a href=\"#g1-s1\">Every step and attempt</a>"))
        // The thumbnail opens to full width in a disclosure, no script needed; the file is a link away.
        let base64 = Data(HTMLFixtures.image).base64EncodedString()
        #expect(
            entry.contains(
                "<figure class=\"thumbnail\" id=\"g1-s1-evidence-1\">\n<details class=\"enlarge\"><summary><img src=\"data:image/png;base64,\(base64)\" "
                    + "alt=\"Evidence image shot &quot;&lt;1&gt;&quot;.png, attached to step 2, When I press &quot;TAB&quot;\"> <span>show larger</span></summary></details>"
            ))
        #expect(entry.contains("<a href=\"results/evidence/x.png\">open shot &quot;&lt;1&gt;&quot;.png full size</a>"))
        // A file whose bytes are not the recorded ones is named, never shown.
        #expect(entry.contains("swapped.png</span> (13 bytes)") && entry.contains("does not match this SHA-256"))
    }

    @Test("each image is embedded once: a summed-up scenario's section links to its thumbnail")
    func evidenceEmbeddedOnce() throws {
        let base64 = Data(HTMLFixtures.image).base64EncodedString()
        #expect(html.components(separatedBy: base64).count == 2)
        let full = try section(of: html, from: "<h3 id=\"g1-s1\">", to: "</section>")
        #expect(full.contains("<a href=\"#g1-s1-evidence-1\">shown under What needs attention</a>; <a href=\"results/evidence/x.png\">open"))
        #expect(!full.contains("<img"))
    }

    @Test("blocked, in conflict and stale scenarios are summed up too, each said in words; a stale failure once, under Failed")
    func otherNeeds() throws {
        let attention = try section(of: fixture, from: "<h2 id=\"attention\">", to: "<h2 id=\"state-untested\">")
        let headings = try matches(#"<h3 id="(state-[a-z-]+)">"#, in: attention)
        #expect(headings == ["state-failed", "state-blocked", "state-conflict", "state-stale"])
        #expect(attention.contains("<span class=\"state state-blocked\">blocked</span>: <span class=\"pre\">-2+3 &lt;no device&gt;</span>"))
        #expect(attention.contains("<p class=\"callout conflict\"><strong>Conflict:</strong> the latest verdicts of different testers disagree"))
        #expect(!attention.contains("The steps below"), "no steps follow under What needs attention")
        #expect(attention.contains("<p class=\"callout stale\"><strong>Stale:</strong>"))
        #expect(!attention.contains("The step verdicts below"))
        // Every entry leads to the scenario's full section.
        for id in try matches(#"<h4 id="attention-([a-z0-9-]+)">"#, in: attention) {
            #expect(attention.contains("<a href=\"#\(id)\">Every step and attempt</a>"))
            #expect(fixture.contains("<h3 id=\"\(id)\">"))
        }
    }

    @Test("nothing to act on is said in a sentence")
    func nothingNeedsAttention() {
        let passed = HTMLFixtures.scenario(
            HTMLFixtures.planned("Tab", line: 3), state: .passed,
            current: [HTMLFixtures.attempt(.passed, tester: "Bo", time: "2026-11-21T10:00:00.000Z", session: "s-bo")])
        let page = HTMLReport.render(Report(generated: "2026-11-22T12:00:00.000Z", scenarios: [passed], sessions: []))
        #expect(
            page.contains(
                "<h2 id=\"attention\">What needs attention</h2>\n<p>Nothing needs attention: no scenario failed, was blocked, is in conflict or is stale.</p>"
            ))
        #expect(page.contains("<h2 id=\"state-untested\">What is left</h2>\n<p>Nothing is left: every planned scenario has a result.</p>"))
    }

    @Test("an untested scenario is one row under What is left, linked to its feature, and gets no table of steps")
    func whatIsLeft() throws {
        let left = try section(of: fixture, from: "<h2 id=\"state-untested\">", to: "</section>")
        #expect(left.hasPrefix("<h2 id=\"state-untested\">What is left: 5 untested scenarios</h2>\n<p>1 on iOS and 4 on Android.</p>"))
        let rows = try matches(#"<tr id="(g\d+-s\d+)"><th scope="row">"#, in: left)
        #expect(rows.count == 5)
        #expect(
            left.contains(
                "<th scope=\"row\">Never tested</th><td data-label=\"Feature\"><a href=\"#g1\">Dialogs &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; 😀 ]]&gt;</a></td>"
                    + "<td data-label=\"Platform\">iOS</td></tr>"
            ))
        #expect(!fixture.contains("Steps of “Never tested”"))
        #expect(!fixture.contains("<td>not tested</td>"))
        #expect(!fixture.contains("<dd>nobody yet</dd>"), "no facts of a scenario nobody tested")
        // Its feature's section names it in a line, linked to its row.
        let group = try section(of: fixture, from: "<h2 id=\"g1\">", to: "<section class=\"scenario\">")
        #expect(
            group.contains(
                "<p>Not yet tested here, listed under <a href=\"#state-untested\">What is left</a>: <a href=\"#\(rows[0])\">Never tested</a>.</p>"))
    }

    @Test("a feature and platform nobody has tested keeps its section, for its links: a line naming its scenarios, no chart")
    func untestedGroup() {
        let tested = HTMLFixtures.scenario(
            HTMLFixtures.planned("Tab", line: 3), state: .failed,
            current: [HTMLFixtures.attempt(.failed, tester: "Bo", time: "2026-11-21T10:00:00.000Z", session: "s-bo")])
        let untested = HTMLFixtures.scenario(HTMLFixtures.planned("Swipe", feature: "Menu", uri: "features/menu.feature", line: 4), state: .untested)
        let page = HTMLReport.render(Report(generated: "2026-11-22T12:00:00.000Z", scenarios: [tested, untested], sessions: []))
        #expect(
            page.contains(
                "<h2 id=\"g2\">Menu on iOS</h2>\n<p class=\"lead\">From <span class=\"wrap\">features/<wbr>menu.feature</span>: 1 scenario: 0 passed, 0 failed, "
                    + "0 blocked, 0 skipped, 0 not applicable, 1 untested, 0 conflict, 0 stale.</p>\n<p>None of its scenarios has a result yet, listed under "
                    + "<a href=\"#state-untested\">What is left</a>: <a href=\"#g2-s1\">Swipe</a>.</p>\n</section>"))
        #expect(page.components(separatedBy: "<svg ").count == 2, "one chart, for the tested group")
    }

    @Test("the filters: states with their counts, platforms, features and criteria, each link leading to an id the page has")
    func filters() throws {
        let nav = try section(of: fixture, from: "<nav aria-label=\"Contents and filters\">", to: "</nav>")
        #expect(nav.contains("<span class=\"label\">Filter by state:</span>"))
        for (target, words) in [
            ("state-failed", "failed (1)"), ("state-blocked", "blocked (1)"), ("state-conflict", "in conflict (1)"), ("state-stale", "stale (1)"),
            ("state-untested", "untested (5)"), ("state-passed", "passed (2)"), ("state-skipped", "skipped (1)"),
            ("state-not-applicable", "not applicable (1)"),
        ] {
            #expect(nav.contains("<li><a href=\"#\(target)\">\(words)</a></li>"), "\(words)")
        }
        #expect(
            nav.contains("<li><a href=\"#platform-ios\">iOS (6)</a></li>") && nav.contains("<li><a href=\"#platform-android\">Android (6)</a></li>"))
        #expect(nav.contains("<details class=\"filter\"><summary>By feature (2)</summary>"))
        // The platform's part names what needs attention on it.
        let ios = try section(of: fixture, from: "<h3 id=\"platform-ios\">", to: "</table>")
        #expect(ios.contains("<p>Needs attention: <a href=\"#attention-g1-s1\">"))
        // Passed, skipped and not applicable scenarios are listed by state in closed disclosures.
        #expect(fixture.contains("<details class=\"state-list\" id=\"state-not-applicable\"><summary>Not applicable: 1 scenario</summary>"))
    }

    @Test(
        "every in-page link leads to an id the page has, and no id is used twice",
        arguments: ["hostile", "fixture", "conformance", "retest", "folded"])
    func linksResolve(_ name: String) throws {
        let page: String
        switch name {
        case "hostile": page = html
        case "fixture": page = fixture
        case "conformance": page = HTMLReport.render(ConformanceFixture.report())
        case "folded": page = HTMLReport.render(HTMLReportFoldingTests.foldedReport())
        default: page = HTMLReport.render(try RetestFixture.report())
        }
        let ids = try matches(#"\sid="([^"]+)""#, in: page)
        #expect(Set(ids).count == ids.count, "ids used twice: \(Dictionary(grouping: ids) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        for target in Set(try matches(##"\shref="#([^"]*)""##, in: page)) {
            #expect(ids.contains(target), "#\(target) leads nowhere")
        }
    }

    // MARK: helpers

    /// The text from the first `start` up to the next `end` after it.
    private func section(of page: String, from start: String, to end: String) throws -> String {
        let opening = try #require(page.range(of: start), "no \(start)")
        let rest = page[opening.lowerBound...]
        let after = rest.index(opening.lowerBound, offsetBy: start.count)
        let closing = rest[after...].range(of: end)?.lowerBound ?? rest.endIndex
        return String(rest[..<closing])
    }

    private func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
