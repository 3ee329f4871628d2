import Foundation
import SafeHTML
import Testing

@testable import Ledger
@testable import Reports

@Suite("HTML report")
struct HTMLReportTests {
    let html = HTMLReport.render(HTMLFixtures.hostileReport())
    let hostileEscaped = "&lt;script&gt;alert(1)&lt;/script&gt; &quot; onmouseover=&quot;x&quot; &#39;q&#39; &amp; 🎉[U+0007][U+0000]"

    @Test("the hostile report contains only the exporter's own elements and no event handlers")
    func onlyOwnMarkup() throws {
        let allowed: Set<String> = [
            "html", "head", "meta", "title", "style", "body", "a", "header", "nav", "main", "footer", "section", "h1", "h2", "h3", "h4", "h5",
            "p", "ul", "li", "dl", "dt", "dd", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "span", "strong", "code",
            "time", "br", "figure", "figcaption", "img", "svg", "defs", "pattern", "rect", "path", "circle", "text", "div",
            "details", "summary", "q", "wbr",
        ]
        let names = Set(try matches(#"<([A-Za-z][A-Za-z0-9-]*)"#, in: html))
        #expect(names.subtracting(allowed).isEmpty, "unexpected elements: \(names.subtracting(allowed).sorted())")
        // An event handler attribute inside any tag (in text, the words are harmless).
        #expect(try matches(#"<[A-Za-z][^<>]*\s(on[a-z]+)\s*="#, in: html).isEmpty)
        #expect(html.contains(" onmouseover=&quot;x&quot;"))
        #expect(!html.contains(HTMLFixtures.hostile))
        #expect(!html.lowercased().contains("<script"))
    }

    @Test("every field a person wrote is escaped where it is shown")
    func escapesEveryField() {
        let escaped = [
            hostileEscaped,  // tester, note, scenario name
            "&lt;b&gt;lost&lt;/b&gt; &amp; gone",  // step note
            "no speech &#39;today&#39;",  // step reason
            "https://bugs.example/A11Y-7?a=1&amp;b=&lt;2&gt;",  // defect
            "Alert &lt;dialog&gt; &amp; &quot;friends&quot; on iOS",  // feature name
            "features/<wbr>a&amp;b.feature",  // path, which may wrap after a slash
            "@&lt;tag&gt;",  // tag
            "iPhone &lt;15&gt;", "1.2 &amp; &quot;beta&quot;",  // device, build
            "voiceover &lt;log&gt;.txt", "shot &quot;&lt;1&gt;&quot;.png",  // evidence files
            "Dee &lt;QA&gt;", "Lead &amp; &quot;owner&quot;", "Release &lt;1.2&gt; approved",  // sign-off
            "s-ann changed since: head &lt;new&gt;", "line 3: edited &lt;b&gt;",  // problems
        ]
        for text in escaped {
            #expect(html.contains(text), "missing escaped text: \(text)")
        }
    }

    // MARK: structure

    @Test("a complete HTML5 document: language, title, skip link, landmarks")
    func documentStructure() throws {
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        let title = try #require(try matches(#"<title>([^<]*)</title>"#, in: html).first)
        #expect(title == "Stepwise test report: 2 of 5 scenarios passed, 2026-11-22T12:00:00.000Z")
        #expect(html.contains("<a class=\"skip\" href=\"#main\">Skip to the results</a>"))
        #expect(html.contains("<main id=\"main\" tabindex=\"-1\">"))
        for landmark in ["<header>", "</header>", "<nav aria-label=\"Contents and filters\">", "</main>", "<footer>", "</footer>"] {
            #expect(html.components(separatedBy: landmark).count == 2, "\(landmark) should appear once")
        }
        #expect(html.hasSuffix("</body>\n</html>\n"))
    }

    @Test("one h1, the results first, an h2 per feature and platform, an h3 per scenario with a result, no level skipped")
    func headings() throws {
        let levels = try matches(#"<h([1-6])[ >]"#, in: html).compactMap { Int($0) }
        #expect(levels.first == 1)
        #expect(levels.filter { $0 == 1 }.count == 1)
        #expect(levels.filter { $0 == 2 }.count == 2 + 7)  // two groups and the seven sections
        // Failed, in conflict and stale under attention; iOS, Android and the other states under
        // the overview; the four scenarios with a result (the untested one has a line, no section).
        #expect(levels.filter { $0 == 3 }.count == 3 + 3 + 4)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            #expect(next <= previous + 1, "heading level jumps from \(previous) to \(next)")
        }
        let h2 = try matches(#"<h2 id="[^"]+">([^<]*)</h2>"#, in: html)
        #expect(
            h2 == [
                "Results per platform", "What needs attention: 3 scenarios", "What is left: 1 untested scenario", "WCAG 2.2 conformance",
                "Results by feature and platform", "Alert &lt;dialog&gt; &amp; &quot;friends&quot; on iOS", "Link on Android", "Sessions",
                "Sign-offs",
            ])
    }

    @Test("every table has a caption first and every header cell a scope")
    func tables() throws {
        let tables = html.components(separatedBy: "<table").dropFirst()
        // counts, what is left, conformance, one per platform, chart numbers (not for Link on Android,
        // whose one scenario passed), steps, histories, sessions, sign-offs
        #expect(tables.count == 1 + 1 + 1 + 2 + 1 + 4 + 4 + 1 + 1)
        for table in tables {
            let afterTag = table.drop { $0 != ">" }.dropFirst()
            #expect(afterTag.hasPrefix("\n<caption>") || afterTag.hasPrefix("\n<caption id=\""), "a table without a caption: \(table.prefix(80))")
        }
        let headerCells = try matches(#"<th( [^>]*)?>"#, in: html)
        #expect(!headerCells.isEmpty)
        for attributes in headerCells {
            #expect(attributes.contains("scope=\"col\"") || attributes.contains("scope=\"row\""), "a th without scope: \(attributes)")
        }
        let captions = try matches(#"<caption(?: id="[^"]+")?>([^<]*)</caption>"#, in: html)
        #expect(captions.filter { $0.hasPrefix("Steps of") }.count == 4)
        #expect(!captions.contains { $0.hasPrefix("Steps of “Text resize”") }, "an untested scenario has no table of steps")
        #expect(captions.filter { $0.hasPrefix("History of") }.count == 4)
    }

    // MARK: charts

    @Test("each group's chart is a named image, and the same numbers follow as a table; a feature that passed whole has none")
    func charts() throws {
        let charts = html.components(separatedBy: "<svg ").dropFirst().map { $0.components(separatedBy: "</svg>")[0] }
        #expect(charts.count == 1)
        let ios = try #require(charts.first)
        #expect(ios.hasPrefix("class=\"chart\" role=\"img\" aria-labelledby=\"g1-chart-title\""))
        #expect(
            ios.contains(
                "<title id=\"g1-chart-title\">Bar chart of Alert &lt;dialog&gt; &amp; &quot;friends&quot; on iOS: 4 scenarios: 1 passed, 1 failed, "
                    + "0 blocked, 0 skipped, 0 not applicable, 1 untested, 1 conflict, 1 stale.</title>"))
        // Bars only for the non-zero counts, each a quarter of the bar space.
        #expect(try matches(#"<rect x="160" y="\d+" width="(\d+)""#, in: ios) == ["100", "100", "100", "100", "100"])
        for (state, count) in [
            ("Passed", 1), ("Failed", 1), ("Blocked", 0), ("Skipped", 0), ("Not applicable", 0), ("Untested", 1), ("Conflict", 1), ("Stale", 1),
        ] {
            #expect(html.contains("<tr><th scope=\"row\">\(state)</th><td class=\"number\">\(count)</td></tr>"), "\(state) row")
        }
        // Link on Android passed whole: its first line says all a chart would.
        #expect(!html.contains("<caption>The chart’s numbers: scenarios of Link on Android by state</caption>"))
        #expect(html.contains("<h2 id=\"g2\">Link on Android</h2>\n<p class=\"lead\">From <span class=\"wrap\">"))
        #expect(
            html.contains(": 1 scenario: 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested, 0 conflict, 0 stale.</p>\n<section"))
        // Every bar has its own pattern, so no two states look alike without colour.
        let patterns = try matches(#"<pattern id="g1-chart-[a-z-]+" [^>]*>(.*?)</pattern>"#, in: ios)
        #expect(patterns.count == 8)
        #expect(Set(patterns.map { $0.replacingOccurrences(of: ##"fill="#[0-9a-f]{6}""##, with: "", options: .regularExpression) }).count == 8)
    }

    @Test("each platform's part of the overview gives its numbers and a row per feature, linked to its section")
    func platformOverview() {
        #expect(
            html.contains(
                "<h3 id=\"platform-ios\">iOS</h3>\n<p>4 scenarios: 1 passed, 1 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 1 conflict, 1 stale.</p>"
            ))
        #expect(
            html.contains(
                "<tr><th scope=\"row\"><a href=\"#g2\">Link</a></th><td class=\"number\" data-label=\"Passed\">1</td>"
                    + "<td class=\"number\" data-label=\"Failed\">0</td>"))
        #expect(html.contains("<details class=\"state-list\" id=\"state-passed\"><summary>Passed: 2 scenarios</summary>"))
        #expect(html.contains("<li><a href=\"#g1-s2\">Swipe, Alert &lt;dialog&gt; &amp; &quot;friends&quot; on iOS</a> (stale)</li>"))
    }

    // MARK: scenarios

    @Test("verdicts are written out, for the scenario and for each step")
    func verdictWords() {
        #expect(html.contains("<h3 id=\"g1-s2\">Swipe: <span class=\"state state-passed\">passed, stale</span></h3>"))
        #expect(html.contains("<h3 id=\"g1-s3\">Screen reader: <span class=\"state state-conflict\">conflict</span></h3>"))
        #expect(
            html.contains("<td><span class=\"state state-skipped\">skipped</span></td><td><span class=\"pre\">no speech &#39;today&#39;</span></td>"))
        #expect(html.contains("<span class=\"state state-not-applicable\">not applicable</span> (recorded by Stepwise)"))
        #expect(html.contains("<th scope=\"row\">And nothing else</th><td>not reached</td>"))
        #expect(html.contains("<dt>Time taken</dt><dd>2 min 5 s</dd>"))
    }

    @Test("conflicts, stale verdicts and broken ledgers are called out in words")
    func callouts() {
        #expect(
            html.contains(
                "<p class=\"callout conflict\"><strong>Conflict:</strong> the latest verdicts of different testers disagree: Bo gave "
                    + "<span class=\"state state-passed\">passed</span> at <time datetime=\"2026-11-21T10:05:00.000Z\">2026-11-21 10:05:00 UTC</time>; "
                    + hostileEscaped + " gave <span class=\"state state-failed\">failed</span>"))
        // Under What needs attention and in the scenario's section.
        #expect(html.components(separatedBy: "<p class=\"callout stale\"><strong>Stale:</strong>").count == 3)
        #expect(
            html.contains(
                "<p class=\"callout problem\"><strong>Ledger problem:</strong> the session this verdict comes from, s-broken, does not verify"))
        #expect(html.contains("<td data-label=\"Steps tested\">older version (stale)</td>"))
        #expect(
            html.contains(
                "<td class=\"number\" data-label=\"Attempt\">2</td><td class=\"wrap\" data-label=\"Session\">s-ann</td>"
                    + "<td data-label=\"Steps tested\">current version</td>"))
    }

    @Test("notes and defects are listed with the step they belong to")
    func notesAndDefects() {
        #expect(
            html.contains(
                "<h4>Notes</h4>\n<ul>\n<li><time datetime=\"2026-11-22T09:13:00.000Z\">2026-11-22 09:13:00 UTC</time>, on step 2: "
                    + "<span class=\"pre\">\(hostileEscaped)</span></li>"))
        #expect(html.contains("<h4>Defects</h4>\n<ul>\n<li class=\"wrap\">https://bugs.example/A11Y-7?a=1&amp;b=&lt;2&gt;</li>"))
    }

    @Test("images are embedded with alt text naming the file and step; other evidence is listed by name, size and SHA-256")
    func evidence() throws {
        let images = try matches(#"<img src="([^"]*)" alt="([^"]*)">"#, in: html, group: 0)
        #expect(images.count == 1)
        let base64 = Data(HTMLFixtures.image).base64EncodedString()
        #expect(
            html.contains(
                "<img src=\"data:image/png;base64,\(base64)\" "
                    + "alt=\"Evidence image shot &quot;&lt;1&gt;&quot;.png, attached to step 2, When I press &quot;TAB&quot;\">"))
        #expect(html.contains("voiceover &lt;log&gt;.txt</span> (2.0 KB); SHA-256 <code class=\"hash\">\(String(repeating: "b", count: 64))</code>"))
        // An image whose bytes are not the recorded ones is not shown as if it were the evidence.
        #expect(html.contains("swapped.png</span> (13 bytes), on step 1, Given that I am on a &lt;screen&gt;; SHA-256"))
        #expect(html.contains("does not match this SHA-256: it is not the evidence that was recorded"))
    }

    // MARK: self-contained

    @Test("nothing is loaded from outside: no scripts, no links, only data: sources and in-page links")
    func selfContained() throws {
        for forbidden in ["<script", "<link", "<iframe", "<object", "<embed", "@import", "javascript:"] {
            #expect(!html.lowercased().contains(forbidden), "contains \(forbidden)")
        }
        for source in try matches(#"\ssrc="([^"]*)""#, in: html) {
            #expect(source.hasPrefix("data:"))
        }
        let links = try matches(#"\shref="([^"]*)""#, in: html)
        #expect(!links.isEmpty)
        // Links out of the page go only to W3C's explanation of each criterion and to the
        // evidence files at full size: followed, never loaded.
        let understanding = "https://www.w3.org/WAI/WCAG22/Understanding/"
        for link in links {
            #expect(link.hasPrefix("#") || link.hasPrefix(understanding) || link.hasPrefix("results/evidence/"), "a link out of the page: \(link)")
        }
        for reference in try matches(#"url\(([^)]*)\)"#, in: html) {
            #expect(reference.hasPrefix("#"))
        }
        // Besides those, the only web address is the one the tester typed, and it is text.
        // (Under What needs attention and in the scenario's section.)
        let addresses = try matches(#"(https?://[^\s<"]*)"#, in: html).filter { !$0.hasPrefix(understanding) }
        #expect(addresses == ["https://bugs.example/A11Y-7?a=1&amp;b=&lt;2&gt;", "https://bugs.example/A11Y-7?a=1&amp;b=&lt;2&gt;"])
    }

    // MARK: sessions and sign-offs

    @Test("sessions show their ledger head hashes and whether the chain verifies")
    func sessions() {
        #expect(
            html.contains(
                "<th scope=\"row\" class=\"wrap\">s-ann</th><td data-label=\"Tester\">\(hostileEscaped)</td><td data-label=\"Platform\">iOS</td>"))
        #expect(html.components(separatedBy: "<code class=\"hash\">\(HTMLFixtures.headHash)</code>").count == 4)
        #expect(
            html.contains(
                "<td data-label=\"Time\">started <time datetime=\"2026-11-22T09:00:00.000Z\">2026-11-22 09:00:00 UTC</time>, not finished</td>"))
        #expect(html.contains("<td data-label=\"Verified\"><strong>does not verify</strong>: line 3: edited &lt;b&gt;</td>"))
        #expect(html.components(separatedBy: "</code></td><td data-label=\"Verified\">intact</td>").count == 3)
    }

    @Test("sign-offs say whether each still holds, and why not")
    func signOffs() {
        #expect(html.contains("<caption id=\"sign-offs-caption\">Sign-offs and whether each still holds</caption>"))
        #expect(
            html.contains(
                "<td data-label=\"Signature\">signed</td><td data-label=\"Incomplete results\">not allowed</td>"
                    + "<td data-label=\"Still holds\"><span class=\"state state-passed\">holds</span></td><td data-label=\"Problems\">none</td>"))
        #expect(
            html.contains(
                "<td data-label=\"Signature\">not signed</td><td data-label=\"Incomplete results\">allowed</td>"
                    + "<td data-label=\"Still holds\"><span class=\"state state-failed\">does not hold</span></td>"
                    + "<td data-label=\"Problems\"><ul><li>s-ann changed since: head &lt;new&gt;</li></ul></td>"))
    }

    // MARK: other reports

    @Test("an empty report is still a whole page that says there is nothing yet")
    func emptyReport() {
        let empty = HTMLReport.render(Report(generated: "2026-11-22T12:00:00.000Z", scenarios: [], sessions: []))
        #expect(empty.contains("<title>Stepwise test report: 0 of 0 scenarios passed, 2026-11-22T12:00:00.000Z</title>"))
        #expect(empty.contains("<p>The plan has no scenarios.</p>"))
        #expect(empty.contains("<p>No session has recorded results yet.</p>"))
        #expect(empty.contains("<p>Nobody has signed off these results yet.</p>"))
        #expect(!empty.contains("<svg"))
        #expect(!empty.contains("<table"))
    }

    @Test("scenarios that share a name (outline rows) are told apart by their line, in their sections and under What is left")
    func sharedNames() {
        let passed = HTMLFixtures.attempt(.passed, tester: "Bo", time: "2026-11-21T10:00:00.000Z", session: "s-bo")
        let report = Report(
            generated: "2026-11-22T12:00:00.000Z",
            scenarios: [
                HTMLFixtures.scenario(HTMLFixtures.planned("Row", line: 12), state: .passed, current: [passed]),
                HTMLFixtures.scenario(HTMLFixtures.planned("Row", line: 13), state: .untested),
                HTMLFixtures.scenario(HTMLFixtures.planned("", line: 20), state: .untested),
            ],
            sessions: [])
        let page = HTMLReport.render(report)
        #expect(page.contains(">Row (line 12): <span"))
        #expect(page.contains("<tr id=\"g1-s2\"><th scope=\"row\">Row (line 13)</th>"))
        #expect(page.contains("<tr id=\"g1-s3\"><th scope=\"row\">Unnamed scenario (line 20)</th>"))
    }

    @Test("the history says what each earlier attempt found, when the report was built with earlier attempts")
    func historyFindings() {
        let withEarlier = HTMLReport.render(ReportFixtures.report(earlierAttempts: true))
        #expect(withEarlier.contains("<td class=\"pre\" data-label=\"What was found\">step 2 failed: first try</td>"))
        #expect(withEarlier.contains("<td class=\"pre\" data-label=\"What was found\">shown above</td>"))
        #expect(!withEarlier.contains("see the session’s ledger"))
        let without = HTMLReport.render(ReportFixtures.report())
        #expect(without.contains("<td class=\"pre\" data-label=\"What was found\">see the session’s ledger</td>"))
        #expect(!without.contains("first try</td>"))
    }

    @Test("a failure retested to a pass shows the pass, then the failure's screenshot under a heading naming its attempt")
    func earlierAttemptEvidence() throws {
        let retest = try RetestFixture.report()
        let page = HTMLReport.render(retest)
        let start = try #require(
            page.range(of: ">\(HTMLEscaper.text(ReportFixtures.formulaScenario)): <span class=\"state state-passed\">passed</span></h3>"))
        let section = String(page[start.upperBound...]).components(separatedBy: "</section>")[0]
        let base64 = Data(RetestFixture.screenshot).base64EncodedString()
        let heading =
            "<h4>Evidence of earlier attempts</h4>\n<h5>Attempt 1 in session <span class=\"wrap\">\(RetestFixture.failingSession)</span>: "
            + "<span class=\"state state-failed\">failed</span>, by Ann, <time datetime="
        #expect(section.contains(heading))
        #expect(
            section.contains(
                "<img src=\"data:image/png;base64,\(base64)\" alt=\"Evidence image \(RetestFixture.screenshotName), attached to step 2, "
                    + "When I press &quot;TAB&quot; &lt;key&gt;, in earlier attempt 1 in session \(RetestFixture.failingSession), failed\">"))
        let history = try #require(section.range(of: "-history\">History of"))
        #expect(section.range(of: heading).map { $0.lowerBound > history.lowerBound } == true, "under the history")
        let levels = try matches(#"<h([1-6])[ >]"#, in: page).compactMap { Int($0) }
        for (previous, next) in zip(levels, levels.dropFirst()) {
            #expect(next <= previous + 1, "heading level jumps from \(previous) to \(next)")
        }
    }

    @Test("the same report always renders to the same page")
    func deterministic() {
        #expect(HTMLReport.render(HTMLFixtures.hostileReport()) == html)
    }

    // MARK: helpers

    /// The first capture group (or the whole match, for group 0) of every match.
    private func matches(_ pattern: String, in text: String, group: Int = 1) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: group), in: text).map { String(text[$0]) } ?? (group > 0 ? "" : nil)
        }
    }
}
