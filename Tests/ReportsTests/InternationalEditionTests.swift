import Conformance
import Foundation
import TestPlan
import Testing
import WCAG

@testable import Reports

/// The VPAT 2.5 International Edition (`--catalog 2.5-edition-wcag-2.2-508-eu-en`) over a web and
/// iOS session with a failure: its OpenACR has GSA's catalog's chapters, criteria and components,
/// EN 301 549's chapters 4 to 13 with the Functional Performance Statements derived and every
/// other row a gap until an auditor decides it; the HTML and Markdown ACRs lay the same out.
@Suite struct InternationalEditionTests {
    static let catalogID = "2.5-edition-wcag-2.2-508-eu-en"
    static let note = "the name is silent: <b>Save</b> *unlabelled*"

    /// The OpenACR fixture's plan on desktop and iOS: desktop passes everything; on iOS the
    /// screen reader's name check (4.1.2) fails with a note holding markup, the rest passes.
    static func report(decisions: [AuditorDecision] = [], catalog: String = catalogID) -> Report {
        let plan = OpenACRFixture.plan(tag: "", platforms: ["desktop", "ios"])
        let ann = ReportFixtures.Ledger(id: "2026-11-22-ann-desktop", tester: "Ann", platform: "desktop", device: nil, build: nil)
        for scenario in plan where scenario.platform == "desktop" {
            ann.steps(scenario, scenario.steps.map { _ in "passed" })
            ann.verdict(scenario, "passed")
        }
        ann.finish()
        let bo = ReportFixtures.Ledger(id: "2026-11-22-bo-ios", tester: "Bo", platform: "ios", device: "iPhone 15", build: nil, startOffset: 500)
        for scenario in plan where scenario.platform == "ios" {
            if scenario.name == "Button name" {
                bo.step(scenario, 0, "failed", ["note": .string(note)])
                bo.step(scenario, 1, "passed")
                bo.verdict(scenario, "failed")
            } else {
                bo.steps(scenario, scenario.steps.map { _ in "passed" })
                bo.verdict(scenario, "passed")
            }
        }
        bo.finish()
        var report = ReportBuilder.build(plan: plan, sessions: [ann.session, bo.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
        report.conformance.openACRCatalog = catalog
        report.conformance.productName = "Shop"
        report.decisions = decisions
        return report
    }

    static func decision(_ number: String, _ part: ProductPart, reason: String) -> AuditorDecision {
        AuditorDecision(
            clause: Clause.named(number)!, part: part, level: .notApplicable, reason: reason, auditor: "Dee", time: "2026-11-23T09:00:00.000Z")
    }

    static let decisions = [
        decision("8.1.1", .anyPlatform, reason: "The product is software; it has no hardware."),
        decision("502.2.1", .anyPlatform, reason: "The app sets no platform accessibility feature."),
        decision("1.2.1", .anyPlatform, reason: "The product has no prerecorded audio or video."),
    ]

    func component(_ document: OpenACRYAML, _ chapter: String, _ num: String) -> [(name: String, level: String, notes: String)] {
        let criterion = document["chapters"]?[chapter]?["criteria"]?.items.first { $0["num"]?.text == num }
        return (criterion?["components"]?.items ?? []).map {
            ($0["name"]?.text ?? "", $0["adherence"]?["level"]?.text ?? "", $0["adherence"]?["notes"]?.text ?? "")
        }
    }

    @Test("the INT OpenACR names the catalog and has its chapters, criteria and components in its order, EN 301 549's chapters 4 to 13 with them")
    func structureIsTheCatalogs() throws {
        let document = try OpenACRYAML.read(OpenACRReport.render(Self.report(decisions: Self.decisions)))
        let catalog = try #require(OpenACRCatalog.named(Self.catalogID))
        #expect(document["catalog"]?.text == Self.catalogID)
        #expect(document["chapters"]?.keys == catalog.chapters.map(\.id))
        for chapter in catalog.chapters where chapter.wcagLevel != .aaa {
            let written = document["chapters"]?[chapter.id]?["criteria"]?.items ?? []
            #expect(written.compactMap { $0["num"]?.text } == chapter.criteria.map(\.num), "\(chapter.id)")
            for (entry, criterion) in zip(written, chapter.criteria) {
                let names = (entry["components"]?.items ?? []).compactMap { $0["name"]?.text }
                #expect(!names.isEmpty && names.allSatisfy(criterion.components.contains), "\(criterion.num): \(names)")
                // Every component has a level: a term, or empty for a gap.
                #expect((entry["components"]?.items ?? []).allSatisfy { $0["adherence"]?["level"] != nil }, "\(criterion.num)")
            }
        }
        let terms = Set(ConformanceLevel.allCases.map(\.rawValue)).subtracting(["gap"]).union([""])
        for id in [
            "en_301_549_functional_performance", "en_301_549_generic_requirements", "en_301_549_software",
            "en_301_549_documentation_and_support_services",
        ] {
            let rows = document["chapters"]?[id]?["criteria"]?.items ?? []
            #expect(!rows.isEmpty, "\(id)")
            for row in rows {
                let level = row["components"]?.items.first?["adherence"]?["level"]?.text
                #expect(level.map(terms.contains) == true, "\(id) \(row["num"]?.text ?? "")")
            }
        }
        // Chapter 9 is answered by the WCAG tables: notes, and no rows of its own.
        #expect(document["chapters"]?["en_301_549_web"]?["criteria"] == nil)
        #expect(document["chapters"]?["en_301_549_web"]?["notes"]?.text?.contains("the WCAG tables above answer them") == true)
    }

    @Test("4.2.1 usage without vision is derived from the screen-reader check that failed on iOS, as 302.1 is; 4.2.6 and 4.2.11 are gaps")
    func functionalPerformanceStatements() throws {
        let document = try OpenACRYAML.read(OpenACRReport.render(Self.report()))
        let withoutVision = try #require(component(document, "en_301_549_functional_performance", "4.2.1").first)
        #expect(withoutVision.name == "none")
        #expect(withoutVision.level == "partially-supports")
        #expect(withoutVision.notes.contains("Native app: Partially Supports, because of 4.1.2 (Partially Supports)"), "\(withoutVision.notes)")
        #expect(component(document, "functional_performance_criteria", "302.1").first?.level == withoutVision.level)
        for number in ["4.2.6", "4.2.11"] {
            let row = try #require(component(document, "en_301_549_functional_performance", number).first)
            #expect(row.level == "" && row.notes.hasPrefix("Not established"), "\(number): \(row)")
        }
        // Without any failure, 4.2.1 is not Partially Supports.
        let passing = FunctionalPerformance.derive(
            try #require(FunctionalPerformance.statement("4.2.1")), claims: ConformanceTable(Self.report(), target: .aa).claims, parts: [.web])
        #expect(passing.level != .partiallySupports)
    }

    @Test(
        "decisions on 8.1.1 and 502.2.1 show as Not Applicable with their reason; undecided hardware and relay rows are gaps saying how to close them"
    )
    func decisionsCloseRows() throws {
        let undecided = try OpenACRYAML.read(OpenACRReport.render(Self.report()))
        for (chapter, number) in [
            ("en_301_549_hardware", "8.1.1"), ("software", "502.2.1"), ("hardware", "402.2.1"),
            ("en_301_549_ict_providing_relay_or_emergency_service_access", "13.1.2"),
        ] {
            let row = try #require(component(undecided, chapter, number).first)
            #expect(row.level == "", "\(number) is a gap until decided, never Not Applicable unsaid")
            #expect(row.notes.contains("stepwise decide --criterion \(number) --part any-platform"), "\(row.notes)")
        }
        let decided = try OpenACRYAML.read(OpenACRReport.render(Self.report(decisions: Self.decisions)))
        let hardware = try #require(component(decided, "en_301_549_hardware", "8.1.1").first)
        #expect(hardware.level == "not-applicable")
        #expect(hardware.notes.hasPrefix("Not Applicable, as decided by Dee on 2026-11-23"))
        #expect(hardware.notes.contains("Reason: The product is software; it has no hardware."))
        let software = try #require(component(decided, "software", "502.2.1").first)
        #expect(software.level == "not-applicable")
        #expect(software.notes.contains("Reason: The app sets no platform accessibility feature."))
        // The Section 508 edition shows the 508 decision too, and the EN one nowhere.
        let section508 = try OpenACRYAML.read(
            OpenACRReport.render(Self.report(decisions: Self.decisions, catalog: OpenACRCatalog.section508EditionID)))
        #expect(component(section508, "software", "502.2.1").first?.level == "not-applicable")
        #expect(section508["chapters"]?["en_301_549_hardware"] == nil)
    }

    @Test("a WCAG decision for any-platform is the level of every part in OpenACR and both ACRs, beside the derived level")
    func anyPlatformDecisionShows() throws {
        for catalog in OpenACRCatalog.ids {
            let report = Self.report(decisions: Self.decisions, catalog: catalog)
            let document = try OpenACRYAML.read(OpenACRReport.render(report))
            let media = component(document, "success_criteria_level_a", "1.2.1")
            #expect(media.map(\.name) == ["web", "software"], "\(catalog)")
            #expect(media.map(\.level) == ["not-applicable", "not-applicable"], "\(catalog)")
            #expect(media.allSatisfy { $0.notes.contains("Reason: The product has no prerecorded audio or video.") }, "\(catalog)")
            let markdown = ACRMarkdownReport.render(report)
            let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| [1.2.1 ") }, "\(catalog)")
            #expect(row.contains("Web: Not Applicable \\(auditor's decision; the checks give Not established \\(gap\\)\\)"), "\(row)")
            #expect(row.contains("Native app: Not Applicable \\(auditor's decision"), "\(row)")
            #expect(ACRReport.render(report).contains("The product has no prerecorded audio or video."))
            // EARL states it beside what the checks give, for each part.
            let earl = EARLReport.render(report)
            for part in ["Web", "Native app"] {
                #expect(
                    earl.contains(
                        "Auditor's decision on 1.2.1 Audio-only and Video-only (Prerecorded) for \(part) (Dee, 2026-11-23): Not Applicable"),
                    "\(catalog) \(part)")
            }
        }
    }

    @Test("EARL's per-subject evidence names an any-platform decision on a checked criterion for the subject's part")
    func anyPlatformDecisionInEARLEvidence() {
        let decided = AuditorDecision(
            clause: Clause.named("4.1.2")!, part: .anyPlatform, level: .supports, reason: "Equivalent facilitation: the name is in the hint.",
            auditor: "Dee", time: "2026-11-23T09:00:00.000Z")
        let earl = EARLReport.render(Self.report(decisions: [decided]))
        #expect(earl.contains("Auditor's decision for Native app (Dee, 2026-11-23): Supports. Reason: Equivalent facilitation"))
        #expect(earl.contains("Auditor's decision for Web (Dee, 2026-11-23): Supports. Reason: Equivalent facilitation"))
    }

    @Test("GSA's faults are gone in every edition: the product as title, one remark a paragraph, a tester's markup escaped")
    func readAsGSAReadsIt() throws {
        for catalog in OpenACRCatalog.ids {
            let document = try OpenACRYAML.read(OpenACRReport.render(Self.report(catalog: catalog)))
            // GSA's template writes "{{title}} Accessibility Conformance Report": the title is the product.
            #expect(document["title"]?.text == "Shop", "\(catalog)")
            let name = try #require(component(document, "success_criteria_level_a", "4.1.2").last)
            #expect(name.name == "software")
            // Paragraphs apart, so Markdown never runs one line into the next; the failure a list item.
            let failure = "1 failed).\n\nFailed:\n- Controls on iOS: the name is silent: \\<b\\>Save\\</b\\> \\*unlabelled\\*"
            #expect(name.notes.contains(failure), "\(name.notes.debugDescription)")
            if catalog == Self.catalogID {
                // What follows the list is a paragraph of its own, not a run-on of the last item.
                #expect(
                    name.notes.contains(failure + "\n\nEN 301 549 11.4.1.2.1 (open functionality) takes this level"), "\(name.notes.debugDescription)"
                )
            }
            #expect(!name.notes.contains("<b>"))
        }
    }

    @Test(
        "the HTML ACR in the INT layout: the WCAG tables with the EN 301 549 clauses each criterion answers, then Section 508, then EN 301 549 chapters 4 to 13"
    )
    func htmlLayout() throws {
        let report = Self.report(decisions: Self.decisions)
        let html = ACRReport.render(report)
        #expect(html.contains("<p class=\"lead\">International Edition, based on VPAT® 2.5</p>"))
        let headings = html.components(separatedBy: "<h2 id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(headings.firstIndex(of: "wcag")! < headings.firstIndex(of: "section-508")!)
        #expect(headings.firstIndex(of: "section-508")! < headings.firstIndex(of: "en-301-549")!)
        let catalog = try #require(OpenACRCatalog.named(Self.catalogID))
        let en = html.components(separatedBy: "<h2 id=\"en-301-549\">")[1].components(separatedBy: "</section>")[0]
        for chapter in catalog.chapters where catalog.standard(of: chapter)?.id == "eu" {
            #expect(en.contains(">\(chapter.label)</h3>"), "\(chapter.label)")
        }
        #expect(en.contains("<tr><th scope=\"row\">4.2.1 Usage without vision</th><td><p><span class=\"level level-partially-supports\">"))
        #expect(en.contains("<tr><th scope=\"row\">8.1.1 Generic requirements</th><td><p><span class=\"level level-not-applicable\">"))
        #expect(html.contains("Also applies to: EN 301 549 9.4.1.2 (web), 10.4.1.2 (non-web documents), 11.4.1.2.1 (open functionality software)"))
        #expect(html.contains("EN 301 549 11.4.1.2.1 (open functionality) takes this level"))
        // Which WCAG it evaluated, and that 2.2's additions go beyond V3.2.1.
        #expect(html.contains("EN 301 549 V3.2.1 references WCAG 2.1"))
        #expect(html.contains("go beyond EN 301 549 V3.2.1"))
        let markdown = ACRMarkdownReport.render(report)
        #expect(markdown.contains("## EN 301 549 report"))
        #expect(
            markdown.contains("| 8.1.1 Generic requirements | Not Applicable \\(auditor's decision; the checks give Not established \\(gap\\)\\) |"))
        // The WCAG edition has none of it.
        let plain = ACRReport.render(Self.report(catalog: OpenACRCatalog.wcagEditionID))
        #expect(!plain.contains("EN 301 549") && !plain.contains("Also applies to"))
    }
}
