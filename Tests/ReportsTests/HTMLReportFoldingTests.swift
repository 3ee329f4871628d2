import Foundation
import Gherkin
import Ledger
import TestPlan
import Testing

@testable import Reports

/// The HTML report at catalog scale: features nobody has tested folded one line per folder,
/// as `stepwise status` folds them; passed scenarios folded under their headings; and tables
/// that become labelled blocks on a narrow screen. Nothing that failed is folded, and every
/// link still lands somewhere.
@Suite("HTML report folding")
struct HTMLReportFoldingTests {
    /// `ConformanceFixture`'s button (focus failed on iOS, passed on desktop; Name untested)
    /// and twelve features nobody has tested: six in `features/fold-a/` checking the name
    /// (4.1.2), six in `features/fold-b/`, the first of which checks the focus (2.4.7) on iOS.
    static func foldedReport() -> Report {
        guard case .success(let definitions) = StepLibraryReader.read(ConformanceFixture.library, file: "steps/button.md"),
            case .success(let library) = StepLibrary.make(definitions)
        else { fatalError("the fixture step library does not read") }
        var texts = [(ConformanceFixture.uri, ConformanceFixture.feature)]
        for number in 1...6 {
            texts.append(
                (
                    "features/fold-a/name-\(number).feature",
                    "Feature: Name \(number)\n\n  @ios @desktop\n  Scenario: Name\n    Then the name is read\n"
                ))
            let step = number == 1 ? "@ios\n  Scenario: Focus\n    Then the focus is visible" : "@ios @desktop\n  Scenario: Tab\n    When I press Tab"
            texts.append(("features/fold-b/other-\(number).feature", "Feature: Other \(number)\n\n  \(step)\n"))
        }
        let ids = IdGenerator()
        let sources = texts.map { uri, text -> PlanSource in
            guard case .success(let document) = GherkinParser.parse(text, uri: uri, ids: ids) else { fatalError("\(uri) does not parse") }
            return PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri))
        }
        let plan = Planner.plan(sources, library: library, selection: PlanSelection()).scenarios
        let focus = plan.first { $0.uri == ConformanceFixture.uri && $0.name == "Keyboard focus" && $0.platform == "ios" }!
        let ann = ReportFixtures.Ledger(id: "2026-11-22-ann-ios", tester: "Ann", platform: "ios", device: "iPhone", build: "1.0")
        ann.step(focus, 0, "passed")
        ann.step(focus, 1, "failed", ["note": .string(ConformanceFixture.note)])
        ann.verdict(focus, "failed")
        ann.finish()
        let bo = ReportFixtures.Ledger(
            id: "2026-11-22-bo-desktop", tester: "Bo", platform: "desktop", device: "Laptop", build: "1.0", startOffset: 100)
        let desktop = plan.first { $0.uri == ConformanceFixture.uri && $0.name == "Keyboard focus" && $0.platform == "desktop" }!
        bo.steps(desktop, ["passed", "passed"])
        bo.verdict(desktop, "passed")
        bo.finish()
        return ReportBuilder.build(plan: plan, sessions: [ann.session, bo.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
    }

    let folded = HTMLReport.render(Self.foldedReport())

    @Test("twelve features nobody tested are one line per folder under What is left, in status's words, with their files a click away")
    func foldersUnderWhatIsLeft() throws {
        let left = try part(of: folded, from: "<h2 id=\"state-untested\">", to: "</section>")
        #expect(left.hasPrefix("<h2 id=\"state-untested\">What is left: 25 untested scenarios</h2>\n<p>13 on iOS and 12 on desktop.</p>"))
        // The untested scenarios of the feature with results keep their rows.
        #expect(try matches(#"<tr id="(g\d+-s\d+)">"#, in: left) == ["g1-s2", "g2-s2"])
        #expect(left.contains("<caption id=\"state-untested-caption\">Scenarios with no result yet in the features that have results, one a row"))
        #expect(left.contains("<p>The 12 features with no result on any platform, one line per folder:</p>"))
        #expect(
            left.contains(
                "<li id=\"untested-folder-1\">features/fold-a/: 6 features with no results yet, 12 untested (6 on iOS and 6 on desktop)"
                    + "<details class=\"features\"><summary>The 6 feature files</summary>\n<p>name-1.feature, name-2.feature, name-3.feature, "
                    + "name-4.feature, name-5.feature, name-6.feature</p>\n</details></li>"))
        #expect(
            left.contains("<li id=\"untested-folder-2\">features/fold-b/: 6 features with no results yet, 11 untested (6 on iOS and 5 on desktop)"))
        // No section for a folded feature; the button keeps both of its.
        #expect(try matches(#"<h2 id="(g\d+)">"#, in: folded) == ["g1", "g2"])
        #expect(!folded.contains("Name 1 on iOS</h2>"))
    }

    @Test("the contents and the overview count folded features per folder, and the counts stay whole")
    func overviewAndContents() throws {
        let nav = try part(of: folded, from: "<nav aria-label=\"Contents and filters\">", to: "</nav>")
        #expect(nav.contains("<details class=\"filter\"><summary>By feature (2)</summary>"))
        #expect(nav.contains("<li><a href=\"#state-untested\">12 features with no result yet, one line per folder</a></li>"))
        let ios = try part(of: folded, from: "<h3 id=\"platform-ios\">", to: "</table>")
        #expect(
            ios.contains(
                "<tr><th scope=\"row\"><a href=\"#untested-folder-1\">features/<wbr>fold-a/<wbr></a>: 6 features with no results yet</th>"
                    + "<td class=\"number\" data-label=\"Passed\">0</td>"))
        #expect(ios.contains("<td class=\"number\" data-label=\"Untested\">6</td>"))
        let desktop = try part(of: folded, from: "<h3 id=\"platform-desktop\">", to: "</table>")
        #expect(desktop.contains("<a href=\"#untested-folder-2\">features/<wbr>fold-b/<wbr></a>: 5 features with no results yet</th>"))
        // Every scenario is still counted in the first table.
        #expect(folded.contains("<tfoot><tr><th scope=\"row\">All platforms</th><td class=\"number\" data-label=\"Passed\">1</td>"))
        #expect(folded.contains("<td class=\"number\" data-label=\"Total\">27</td>"))
    }

    @Test("conformance remarks count folded scenarios per folder and link them to its line; the failure stays linked to its section")
    func conformanceLinks() throws {
        let name = try part(of: folded, from: "<th scope=\"row\" id=\"sc-4-1-2\">", to: "</tr>")
        #expect(
            name.contains(
                "<li><a href=\"#untested-folder-1\">features/fold-a/</a>: 6 scenarios in 6 features with no result yet</li>"))
        let focus = try part(of: folded, from: "<th scope=\"row\" id=\"sc-2-4-7\">", to: "</tr>")
        #expect(focus.contains("<li><a href=\"#g1-s1\">Button on iOS: no focus ring | see &lt;b&gt;here&lt;/b&gt;</a></li>"))
        #expect(focus.contains("<a href=\"#untested-folder-2\">Other 1 on iOS: Focus (line 4)</a>"))
    }

    @Test("a current pass is folded under its heading with who passed it; a failure, a stale pass and a conflict are not")
    func passesFolded() throws {
        #expect(
            folded.contains(
                "<h3 id=\"g2-s1\">Keyboard focus: <span class=\"state state-passed\">passed</span></h3>\n"
                    + "<details class=\"passed\"><summary>Passed by Bo, <time datetime=\"2026-11-22T09:01:44.000Z\">2026-11-22 09:01:44 UTC</time>: "
                    + "every step and the history</summary>\n<dl class=\"facts\">"))
        let failure = try part(of: folded, from: "<h3 id=\"g1-s1\">", to: "</section>")
        #expect(!failure.contains("<details class=\"passed\">") && failure.contains("<table class=\"steps\">"))
        let hostile = HTMLReport.render(HTMLFixtures.hostileReport())
        for id in ["g1-s1", "g1-s2", "g1-s3"] {  // failed, stale pass, conflict
            #expect(!(try part(of: hostile, from: "<h3 id=\"\(id)\">", to: "</section>")).contains("<details class=\"passed\">"), "\(id)")
        }
        #expect(try part(of: hostile, from: "<h3 id=\"g2-s1\">", to: "</section>").contains("<details class=\"passed\">"))
    }

    @Test("a plan with ten features or fewer without results folds none of them")
    func smallPlansUnfolded() {
        let small = HTMLReport.render(ReportFixtures.report())
        #expect(!small.contains("untested-folder"))
        #expect(!small.contains("one line per folder"))
    }

    @Test("every table that reflows labels each data cell with its column's header", arguments: ["folded", "fixture", "conformance", "retest"])
    func labelledCells(_ name: String) throws {
        let page: String
        switch name {
        case "folded": page = folded
        case "fixture": page = HTMLReport.render(ReportFixtures.report(earlierAttempts: true))
        case "conformance": page = HTMLReport.render(ConformanceFixture.report())
        default: page = HTMLReport.render(try RetestFixture.report())
        }
        let tables = page.components(separatedBy: "<table class=\"").dropFirst().filter {
            $0.prefix { $0 != "\"" }.split(separator: " ").contains("reflow")
        }
        #expect(tables.count >= 4, "\(name): \(tables.count) tables reflow")
        for table in tables.map({ $0.components(separatedBy: "</table>")[0] }) {
            let head = try part(of: table, from: "<thead>", to: "</thead>")
            let headers = try matches(#"<th scope="col">(.*?)</th>"#, in: head).map {
                $0.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
            }
            let body = table.components(separatedBy: "</thead>").last ?? ""
            for row in body.components(separatedBy: "<tr").dropFirst() {
                let labels = try matches(#"<td[^>]* data-label="([^"]*)""#, in: row)
                #expect(labels == Array(headers.dropFirst()), "\(name): \(row.prefix(120))")
                #expect(row.components(separatedBy: "<td").count - 1 == labels.count, "every cell labelled: \(row.prefix(120))")
            }
        }
        #expect(HTMLStyles.css.contains("@media (max-width: 72rem)"))
        #expect(
            HTMLStyles.css.contains("table.reflow > * > tr > td[data-label]::before { content: attr(data-label) \": \" / \"\"; font-weight: 600; }"))
    }

    // MARK: helpers

    /// The text from the first `start` up to the next `end` after it.
    private func part(of page: String, from start: String, to end: String) throws -> String {
        let opening = try #require(page.range(of: start), "no \(start)")
        let rest = page[opening.upperBound...]
        let closing = rest.range(of: end)?.lowerBound ?? rest.endIndex
        return start + String(rest[..<closing])
    }

    private func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
