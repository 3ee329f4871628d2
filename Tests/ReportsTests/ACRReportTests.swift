import Conformance
import Foundation
import SafeHTML
import Testing
import WCAG

@testable import Reports

/// `stepwise export --format acr` and `--format acr-markdown`: the Accessibility Conformance
/// Report in the VPAT 2.5 layout, as an HTML page and as Markdown, read back the way a reader
/// (or a browser) would meet them.
///
/// The fixture (`ConformanceFixture`) tests one feature on the web (desktop) and as a native
/// app (iOS): on the web every check passed (2.1.1, 2.4.7, 2.4.11 Support); on iOS the focus
/// check failed (2.4.7, 2.4.11 Do Not Support). An auditor's decision here makes 2.1.1 Partially
/// Supports on iOS. The name check (4.1.2) is untested and every other criterion has no check:
/// gaps, but for the five WCAG2ICT leaves out of a single native app (Not Applicable).
@Suite("ACR report")
struct ACRReportTests {
    static let sections = [
        "Product and report information", "Applicable standards and guidelines", "Terms", "Executive summary", "WCAG 2.2 report",
        "Legal disclaimer", "Licence, feedback and repository",
    ]
    static let levelColumns = ["Supports", "Partially Supports", "Does Not Support", "Not Applicable", "Not established (gap)"]

    static func report(catalog: String? = nil, target: WCAGCriterion.Level = .aa) -> Report {
        var report = ConformanceFixture.report()
        report.conformance.productName = "Shop"
        report.conformance.productVersion = "2.1"
        report.conformance.target = target
        if let catalog { report.conformance.openACRCatalog = catalog }
        report.decisions = [
            AuditorDecision(
                clause: .wcag(WCAGCriterion.named("2.1.1")!), part: .nativeApp, level: .partiallySupports, reason: "the date picker traps focus",
                auditor: "Dee", time: "2026-11-22T11:00:00.000Z")
        ]
        return report
    }

    // MARK: sections and structure

    @Test("both formats have the VPAT 2.5 sections in order under a title naming the product, the edition and VPAT 2.5")
    func sectionsInOrder() throws {
        let report = Self.report()
        let html = ACRReport.render(report)
        #expect(try matches(#"<h1>([^<]*)</h1>"#, in: html) == ["Shop Accessibility Conformance Report"])
        #expect(html.contains("<p class=\"lead\">WCAG edition, based on VPAT® 2.5</p>"))
        #expect(try matches(#"<h2 id="[^"]+">([^<]*)</h2>"#, in: html) == Self.sections)
        #expect(
            try matches(#"<h3[^>]*>([^<]*)</h3>"#, in: html) == [
                "Contact information", "Notes", "Evaluation methods used", "Scope of the evaluation",
                "Table 1: Success Criteria, Level A", "Table 2: Success Criteria, Level AA", "Table 3: Success Criteria, Level AAA",
            ])
        let markdown = ACRMarkdownReport.render(report)
        let lines = markdown.split(separator: "\n").map(String.init)
        #expect(lines.first == "# Shop Accessibility Conformance Report")
        #expect(lines.contains("WCAG edition, based on VPAT® 2.5"))
        #expect(lines.filter { $0.hasPrefix("## ") } == Self.sections.map { "## " + $0 })
        #expect(lines.filter { $0.hasPrefix("### ") }.count == 7)
        #expect(lines.filter { $0.hasPrefix("# ") }.count == 1)
    }

    @Test("the page is a complete, self-contained HTML5 document: one h1, no skipped heading level, skip link, landmarks, nothing fetched")
    func pageStructure() throws {
        let html = ACRReport.render(Self.report(catalog: "2.5-edition-wcag-2.2-508-en"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.hasSuffix("</body>\n</html>\n"))
        #expect(html.contains("<a class=\"skip\" href=\"#main\">"))
        #expect(html.contains("<main id=\"main\" tabindex=\"-1\">"))
        for landmark in ["<header>", "<nav aria-label=\"Contents\">", "</main>", "<footer>"] {
            #expect(html.components(separatedBy: landmark).count == 2, "\(landmark) should appear once")
        }
        let levels = try matches(#"<h([1-6])[ >]"#, in: html).compactMap { Int($0) }
        #expect(levels.filter { $0 == 1 }.count == 1)
        #expect(levels.first == 1)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            #expect(next <= previous + 1, "heading level jumps from \(previous) to \(next)")
        }
        // The contents list leads to every section.
        for id in try matches(#"<h2 id="([^"]+)">"#, in: html) {
            #expect(html.contains("<li><a href=\"#\(id)\">"), "no contents link to \(id)")
        }
        // No scripts, style sheets, images or frames: nothing is loaded from anywhere.
        #expect(try matches(#"<(script|link|img|iframe|object|embed)[\s>]"#, in: html.lowercased()).isEmpty)
        #expect(!html.contains(" src="))
        // Every id is unique, so every caption names its own table.
        let ids = try matches(#" id="([^"]+)""#, in: html)
        #expect(Set(ids).count == ids.count)
    }

    @Test("every table has a caption and scoped header cells, and sits in a focusable region named by that caption")
    func tablesReflow() throws {
        let html = ACRReport.render(Self.report(catalog: "2.5-edition-wcag-2.2-508-en"))
        let pieces = html.components(separatedBy: "<table").dropFirst()
        // Standards, two summary tables, Tables 1 and 2, and Chapters 3 to 6.
        #expect(pieces.count == 1 + 2 + 2 + 4)
        let regions = try matches(
            #"<div class="table-scroll" role="region" aria-labelledby="([^"]+)" tabindex="0">\n<table[^>]*>\n<caption id="([^"]+)">"#, in: html,
            groups: [1, 2])
        #expect(regions.count == pieces.count)
        for pair in regions { #expect(pair[0] == pair[1]) }
        for attributes in try matches(#"<th( [^>]*)?>"#, in: html) {
            #expect(attributes.contains("scope=\"col\"") || attributes.contains("scope=\"row\""), "a th without scope: \(attributes)")
        }
        // It prints: the scroll boxes stop clipping, rows break between pages, links show where they go.
        let print = try #require(html.range(of: "@media print {\n  body").map { String(html[$0.lowerBound...]) })
        #expect(print.contains(".table-scroll { overflow: visible;"))
        #expect(print.contains("thead { display: table-header-group; }"))
        #expect(print.contains("attr(href)"))
        // Focus is always visible: the links' and the scroll boxes' outlines.
        #expect(html.contains(".table-scroll:focus, .table-scroll:focus-visible { outline: 3px solid"))
        #expect(html.contains("a:focus, a:focus-visible { outline: 3px solid"))
    }

    // MARK: levels and counts

    @Test("a web and native report gives each criterion one line per product part, with the auditor's decision beside its level")
    func levelsPerPart() throws {
        let report = Self.report()
        let html = ACRReport.render(report)
        let keyboard = try htmlRow("2.1.1", in: html)
        // The row starts with the criterion, linked to W3C's Understanding document, and its level.
        #expect(keyboard.hasPrefix("keyboard.html\">2.1.1 Keyboard</a> (Level A)</th>"))
        #expect(keyboard.contains("<p>Web: <span class=\"level level-supports\">Supports</span></p>"))
        #expect(
            keyboard.contains(
                "<p>Native app: <span class=\"level level-partially-supports\">Partially Supports</span> (auditor&#39;s decision; the checks give Supports)</p>"
            ))
        #expect(keyboard.contains("Reason: the date picker traps focus"))
        let focus = try htmlRow("2.4.7", in: html)
        #expect(focus.contains("<p>Web: <span class=\"level level-supports\">Supports</span></p>"))
        #expect(focus.contains("<p>Native app: <span class=\"level level-partially-supports\">Partially Supports</span></p>"))
        // The remarks are the tester's, escaped: the failed check on iOS, with its note.
        #expect(focus.contains("<li>Button on iOS: no focus ring | see &lt;b&gt;here&lt;/b&gt;</li>"))
        #expect(!focus.contains("<b>here</b>"))
        let bypass = try htmlRow("2.4.1", in: html)
        #expect(bypass.contains("Native app: <span class=\"level level-not-applicable\">Not Applicable</span>"))
        #expect(bypass.contains("WCAG2ICT"))

        let markdown = ACRMarkdownReport.render(report)
        let keyboardCells = try markdownRow("2.1.1", in: markdown)
        #expect(keyboardCells.count == 3)
        #expect(keyboardCells[0] == "[2.1.1 Keyboard](https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html) \\(Level A\\)")
        #expect(keyboardCells[1] == "Web: Supports<br>Native app: Partially Supports \\(auditor's decision; the checks give Supports\\)")
        let focusCells = try markdownRow("2.4.7", in: markdown)
        #expect(focusCells[1] == "Web: Supports<br>Native app: Partially Supports")
        #expect(focusCells[2].contains("**Native app:** "))
        // One remark a line: the failures each on a line of their own, as the HTML page lists them.
        #expect(focusCells[2].contains("<br>Failed:<br>- Button on iOS: no focus ring \\| see \\<b\\>here\\</b\\>"))
    }

    @Test("the executive summary's figures are the tables' own: per part, the number of rows with each level, in both formats")
    func summaryEqualsTables() throws {
        let report = Self.report()
        let total = WCAGCriterion.all.filter { $0.level != .aaa }.count
        // What the fixture gives, worked out by hand: Web Supports 2.1.1, 2.4.7, 2.4.11; iOS
        // Partially Supports 2.1.1 (decided), 2.4.7 and 2.4.11 (one failing component), Not
        // Applicable the five WCAG2ICT criteria; everything else a gap.
        let expected = ["Web": [3, 0, 0, 0, total - 3, total], "Native app": [0, 3, 0, 5, total - 8, total]]

        let html = ACRReport.render(report)
        let summary = try section("summary", in: html)
        #expect(try matches(#"<th scope="col">([^<]*)</th>"#, in: summary).prefix(7) == ["Product part"] + Self.levelColumns + ["Total"])
        let wcag = try section("wcag", in: html)
        for (part, figures) in expected {
            let row = try matches(#"<tr><th scope="row">\#(part)</th>(.*?)</tr>"#, in: summary)
            let shown = try matches(#"<td class="number">(\d+)</td>"#, in: try #require(row.first)).compactMap { Int($0) }
            #expect(shown == figures, "\(part)")
            let inTables = ["supports", "partially-supports", "does-not-support", "not-applicable", "gap"].map { level in
                wcag.components(separatedBy: "<p>\(part): <span class=\"level level-\(level)\">").count - 1
            }
            #expect(inTables + [inTables.reduce(0, +)] == shown, "\(part): the tables say \(inTables)")
        }

        let markdown = ACRMarkdownReport.render(report)
        let lines = markdown.split(separator: "\n").map(String.init)
        let heading = try #require(
            lines.firstIndex(
                of: "| Product part | Supports | Partially Supports | Does Not Support | Not Applicable | Not established \\(gap\\) | Total |"))
        let wcagStart = try #require(lines.firstIndex(of: "## WCAG 2.2 report"))
        let levelCells = lines[wcagStart...].filter { $0.hasPrefix("| [") }.flatMap { line in
            markdownCells(Substring(line))[1].components(separatedBy: "<br>")
        }
        for (part, figures) in expected {
            let row = try #require(lines[heading...].first { $0.hasPrefix("| \(part) |") })
            let shown = markdownCells(Substring(row)).dropFirst().compactMap { Int($0) }
            #expect(shown == figures, "\(part)")
            let inTables = Self.levelColumns.map { words in
                levelCells.filter {
                    $0 == "\(part): \(words.replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)"))"
                        || $0.hasPrefix("\(part): \(words) \\(auditor")
                }.count
            }
            #expect(inTables + [inTables.reduce(0, +)] == shown, "\(part): the tables say \(inTables)")
        }
    }

    @Test("a gap is never printed as a VPAT term: untested results give no Supports anywhere, and the terms say a gap is never claimed")
    func gapsAreNeverSupports() throws {
        var report = ReportBuilder.build(
            plan: ConformanceFixture.plan(), sessions: [], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z", earlierAttempts: false)
        report.conformance.productName = "Shop"
        let html = ACRReport.render(report)
        let wcag = try section("wcag", in: html)
        #expect(!wcag.contains("level-supports"))
        #expect(!wcag.contains(">Supports<"))
        let nonText = try htmlRow("1.1.1", in: html)
        #expect(nonText.contains("<p>Web: <span class=\"level level-gap\">Not established (gap)</span></p>"))
        #expect(nonText.contains("Gap: no planned check evidences this criterion"))
        let summary = try section("summary", in: html)
        let web = try #require(try matches(#"<tr><th scope="row">Web</th>(.*?)</tr>"#, in: summary).first)
        #expect(try matches(#"<td class="number">(\d+)</td>"#, in: web).first == "0")
        #expect(summary.contains("The claim is incomplete"))
        let terms = try section("terms", in: html)
        #expect(terms.contains("<dt>Not established (gap)</dt>"))
        #expect(terms.contains("never claimed or counted as supported"))

        let markdown = ACRMarkdownReport.render(report)
        let rows = markdown.components(separatedBy: "## WCAG 2.2 report")[1].split(separator: "\n").filter { $0.hasPrefix("| [") }
        #expect(rows.count == WCAGCriterion.all.filter { $0.level != .aaa }.count)
        for row in rows {
            #expect(!markdownCells(row)[1].contains("Supports"), "\(row)")
        }
        #expect(try markdownRow("1.1.1", in: markdown)[1] == "Web: Not established \\(gap\\)<br>Native app: Not established \\(gap\\)")
    }

    @Test("--level: a table above the target says so instead of listing rows; at AAA, Table 3 and a Not Evaluated count appear")
    func target() throws {
        let aa = ACRReport.render(Self.report())
        let aaa = try #require(aa.range(of: "<h3 id=\"table-3\">").map { String(aa[$0.lowerBound...]) })
        #expect(aaa.contains("Level AAA is above this report&#39;s conformance target, Level AA"))
        #expect(!aa.contains("2.4.13 Focus Appearance"))
        #expect(aa.contains("Level A: Yes. Level AA: Yes. Level AAA: No (above this report&#39;s conformance target, Level AA)."))

        let report = Self.report(target: .aaa)
        let html = ACRReport.render(report)
        #expect(html.contains("2.4.13 Focus Appearance</a> (Level AAA)"))
        let summary = try section("summary", in: html)
        #expect(try matches(#"<th scope="col">([^<]*)</th>"#, in: summary).contains("Not Evaluated"))
        let aaaCount = WCAGCriterion.all.filter { $0.level == .aaa }.count
        let wcag = try section("wcag", in: html)
        #expect(wcag.components(separatedBy: "<p>Web: <span class=\"level level-not-evaluated\">Not Evaluated</span></p>").count - 1 == aaaCount)
        let markdown = ACRMarkdownReport.render(report)
        #expect(
            markdown.contains(
                "| Product part | Supports | Partially Supports | Does Not Support | Not Applicable | Not Evaluated | Not established \\(gap\\) | Total |"
            ))
    }

    // MARK: Section 508

    @Test("with the 508 catalog: the Section 508 edition, its standard, and Chapters 3 to 6 with the FPC rows, in both formats")
    func section508() throws {
        let plain = Self.report()
        #expect(!ACRReport.render(plain).contains("302.1"))
        #expect(!ACRMarkdownReport.render(plain).contains("302.1"))

        let report = Self.report(catalog: "2.5-edition-wcag-2.2-508-en")
        let html = ACRReport.render(report)
        #expect(html.contains("<p class=\"lead\">Section 508 edition, based on VPAT® 2.5</p>"))
        #expect(try matches(#"<h2 id="[^"]+">([^<]*)</h2>"#, in: html).contains("Revised Section 508 report"))
        #expect(try section("standards", in: html).contains("Revised Section 508 standards"))
        let chapters = try section("section-508", in: html)
        #expect(try matches(#"<h3[^>]*>([^<]*)</h3>"#, in: chapters).first == "Chapter 3: Functional Performance Criteria (FPC)")
        let table = try #require(ACRContent(report).clauses)
        for chapter in table.chapters {
            #expect(chapters.contains(">\(chapter.label)</h3>"))
            for row in chapter.rows {
                #expect(
                    chapters.contains(
                        "<tr><th scope=\"row\">\(row.number) \(HTMLEscaper.text(row.name))</th><td><p><span class=\"level level-\(row.level.rawValue)\">"
                    ), "\(row.number)")
            }
        }
        let withoutVision = try #require(table.chapters.first?.rows.first)
        #expect(withoutVision.number == "302.1")
        #expect(chapters.contains(HTMLEscaper.text(withoutVision.lines[0])))

        let markdown = ACRMarkdownReport.render(report)
        #expect(markdown.contains("## Revised Section 508 report"))
        #expect(markdown.contains("### Chapter 3: Functional Performance Criteria \\(FPC\\)"))
        let fpc = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| 302.1 Without Vision |") })
        #expect(markdownCells(fpc)[1] == MarkdownText.inline(ACRContent.words(withoutVision.level)))
        // A chapter 5 row is not established, and says so rather than claiming a level.
        let software = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| 502.2.1 ") })
        #expect(markdownCells(software)[1] == "Not established \\(gap\\)")
    }

    // MARK: details

    @Test("the product and report information: dates, version, contacts, notes with the completeness and sign-off, methods and scope")
    func information() throws {
        var report = Self.report()
        report.conformance.details.reportVersion = 3
        report.conformance.details.productDescription = "An online shop."
        report.conformance.details.vendor = ReportDetails.Contact(name: "Acme Ltd", email: "a11y@acme.example")
        report.conformance.details.scope = [
            ReportDetails.ScopeItem(title: "Cart", url: "https://shop.example/cart", platforms: ["desktop"]),
            ReportDetails.ScopeItem(title: "Checkout screen", platforms: ["ios"]),
        ]
        var signOff = ReportSignOff(
            id: "s-1", signer: "Dee <dee@acme.example>", role: "auditor", meaning: "reviewed", time: "2026-11-20T09:00:00.000Z",
            allowIncomplete: true, signed: true, signatureNote: "signature good (Dee)", problems: [])
        signOff.conformanceSHA256 = nil
        signOff.signatureVerified = true
        report.signOffs = [signOff]

        let html = ACRReport.render(report)
        let information = try section("information", in: html)
        // No report date in the details: the holding sign-off's; last modified: when it was made.
        #expect(information.contains("<dt>Report date</dt>\n<dd>2026-11-20</dd>"))
        #expect(information.contains("<dt>Last modified</dt>\n<dd>2026-11-22</dd>"))
        #expect(information.contains("<dt>Name of product/version</dt>\n<dd>Shop 2.1</dd>"))
        #expect(information.contains("<dt>Report version</dt>\n<dd>3</dd>"))
        #expect(information.contains("<dd>Acme Ltd<br><a href=\"mailto:a11y@acme.example\">a11y@acme.example</a></dd>"))
        // No author in the details: the signer of the signed sign-off that holds.
        #expect(
            information.contains("<dt>Report author</dt>\n<dd>Dee (not given in the report details: the signer of the signed sign-off that holds)"))
        #expect(information.contains("Signed off by Dee"))
        #expect(information.contains("The claim is incomplete"))
        #expect(information.contains("Manual testing with Stepwise"))
        #expect(
            information.contains(
                "<li><a href=\"https://shop.example/cart\">Cart</a>: A page, at https://shop.example/cart. Evaluated on desktop.</li>"))
        #expect(information.contains("<li>Checkout screen: An app screen. Evaluated on iOS.</li>"))

        report.conformance.details.reportDate = "2026-01-15"
        let markdown = ACRMarkdownReport.render(report)
        #expect(markdown.contains("- **Report date:** 2026-01-15\n- **Last modified:** 2026-11-22"))
        #expect(markdown.contains("- [Cart](https://shop.example/cart): A page, at https://shop.example/cart. Evaluated on desktop."))

        // With no scope given, the scope is the plan's components.
        let unscoped = ACRMarkdownReport.render(Self.report())
        #expect(unscoped.contains("so the scope is the components of the test plan"))
        #expect(unscoped.contains("- Button: Planned on "))
    }

    @Test("without a legal disclaimer the report says none was given; with one, it prints it; licence, feedback and repository follow")
    func disclaimerAndLicence() throws {
        var report = Self.report()
        #expect(ACRReport.render(report).contains("<p>No legal disclaimer was given for this report"))
        #expect(ACRMarkdownReport.render(report).contains("\nNo legal disclaimer was given for this report"))
        #expect(try section("licence", in: ACRReport.render(report)).contains("<dt>Licence</dt>\n<dd>None given"))

        report.conformance.details.legalDisclaimer = "Provided as is."
        report.conformance.details.license = "CC-BY-4.0"
        report.conformance.details.feedback = "mailto:a11y@acme.example"
        report.conformance.details.repository = "https://git.example/shop-acr"
        let html = ACRReport.render(report)
        #expect(try section("disclaimer", in: html) == "<p>Provided as is.</p>\n")
        let licence = try section("licence", in: html)
        #expect(licence.contains("<a href=\"https://spdx.org/licenses/CC-BY-4.0.html\">CC-BY-4.0</a>"))
        #expect(licence.contains("<a href=\"mailto:a11y@acme.example\">a11y@acme.example</a>"))
        #expect(licence.contains("<a href=\"https://git.example/shop-acr\">https://git.example/shop-acr</a>"))
        let markdown = ACRMarkdownReport.render(report)
        #expect(markdown.contains("## Legal disclaimer\n\nProvided as is.\n"))
        #expect(!markdown.contains("No legal disclaimer"))
        #expect(markdown.contains("- **Repository:** [https://git.example/shop-acr](https://git.example/shop-acr)"))
    }

    @Test("hostile details come out as text in both formats: no markup, no script, no javascript: link, no broken table")
    func hostileDetails() throws {
        let hostile = "<script>&\"'"
        var report = Self.report()
        report.conformance.productName = hostile
        report.conformance.productVersion = "1 | <b>2</b>"
        var details = report.conformance.details
        details.productDescription = "desc\n| --- |\n<img src=x onerror=alert(1)>"
        details.vendor = ReportDetails.Contact(name: hostile, company: "Acme | Co", website: "javascript:alert(1)")
        details.notes = "note <iframe>"
        details.legalDisclaimer = "<a href=\"javascript:alert(1)\">terms</a>"
        details.feedback = "javascript:alert(1)"
        details.repository = "https://x.example/\"><script>alert(1)</script>"
        details.scope = [ReportDetails.ScopeItem(title: "[page](javascript:alert(1))", url: "javascript:alert(2)", description: "a | b")]
        details.evaluationMethods = "with <em>axe</em> & `code`"
        report.conformance.details = details

        let html = ACRReport.render(report)
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<iframe"))
        #expect(!html.contains("<em>"))
        #expect(!html.lowercased().contains("href=\"javascript:"))
        #expect(try matches(#"<[A-Za-z][^<>]*\s(on[a-z]+)\s*="#, in: html).isEmpty)
        #expect(html.contains("<h1>&lt;script&gt;&amp;&quot;&#39; Accessibility Conformance Report</h1>"))
        #expect(html.contains("<title>&lt;script&gt;&amp;&quot;&#39; Accessibility Conformance Report"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("<p>&lt;a href=&quot;javascript:alert(1)&quot;&gt;terms&lt;/a&gt;</p>"))
        let hrefs = try matches(#"href="([^"]*)""#, in: html)
        for href in hrefs {
            #expect(href.hasPrefix("#") || href.hasPrefix("https://") || href.hasPrefix("mailto:"), "\(href)")
        }

        let markdown = ACRMarkdownReport.render(report)
        // MarkdownText writes `<` as `\<`: an unescaped one would be markup.
        #expect(try matches(#"(?<!\\)(<(?:script|img|iframe|em|a )[^>]*>?)"#, in: markdown).isEmpty)
        #expect(markdown.contains("\\<script\\>"))
        #expect(!markdown.contains("](javascript:"))
        #expect(markdown.hasPrefix("# \\<script\\>\\&\"' Accessibility Conformance Report\n"))
        #expect(markdown.contains("\\[page\\]\\(javascript:alert\\(1\\)\\)"))
        // Every table row has its header's number of cells: no pipe from the text splits one.
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("|") else {
                index += 1
                continue
            }
            let width = markdownCells(lines[index]).count
            while index < lines.count, lines[index].hasPrefix("|") {
                #expect(markdownCells(lines[index]).count == width, "\(lines[index])")
                index += 1
            }
        }
        // A line break in the description does not start a table or a heading.
        #expect(!lines.contains { $0.hasPrefix("\\| ---") || $0 == "| --- |" })
    }

    @Test("the same report always renders to the same page and the same Markdown")
    func deterministic() {
        let report = Self.report(catalog: "2.5-edition-wcag-2.2-508-en")
        #expect(ACRReport.render(report) == ACRReport.render(report))
        #expect(ACRMarkdownReport.render(report) == ACRMarkdownReport.render(report))
    }

    // MARK: helpers

    /// The HTML of the section whose heading has this id.
    private func section(_ id: String, in html: String) throws -> String {
        let start = try #require(html.range(of: "<h2 id=\"\(id)\">"), "no section \(id)")
        let rest = html[start.upperBound...]
        let heading = try #require(rest.range(of: "</h2>\n"))
        let end = try #require(rest.range(of: "</section>"))
        return String(rest[heading.upperBound..<end.lowerBound])
    }

    /// The WCAG table row of a criterion.
    private func htmlRow(_ number: String, in html: String) throws -> String {
        let marker = "<tr><th scope=\"row\"><a href=\"https://www.w3.org/WAI/WCAG22/Understanding/"
        let row = html.components(separatedBy: marker).dropFirst().first { $0.contains("\">\(number) ") }
        return try #require(row.map { $0.components(separatedBy: "</tr>")[0] }, "no row for \(number)")
    }

    private func markdownRow(_ number: String, in markdown: String) throws -> [String] {
        let line = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| [\(number) ") }, "no row for \(number)")
        return markdownCells(line)
    }

    /// The cells of a Markdown table row, split at pipes that are not escaped.
    private func markdownCells(_ row: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        cells.append(current)
        return Array(cells.dropFirst().dropLast()).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func matches(_ pattern: String, in text: String) throws -> [String] {
        try matches(pattern, in: text, groups: [1]).map { $0[0] }
    }

    /// The capture groups of every match.
    private func matches(_ pattern: String, in text: String, groups: [Int]) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            groups.map { group in Range(match.range(at: group), in: text).map { String(text[$0]) } ?? "" }
        }
    }
}
