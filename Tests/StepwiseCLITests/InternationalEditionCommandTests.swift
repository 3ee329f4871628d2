import Foundation
import Testing

/// The VPAT 2.5 International Edition from the command line: a web and an iOS session with a
/// failure, decisions on Section 508 and EN 301 549 rows (`decide … --part any-platform`), and
/// `export --catalog 2.5-edition-wcag-2.2-508-eu-en` in OpenACR, the ACR and its Markdown twin;
/// `coverage --catalog` says which rows the plan's checks speak to.
@Suite("The International Edition from the command line")
struct InternationalEditionCommandTests {
    static let catalog = "2.5-edition-wcag-2.2-508-eu-en"

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/web/button.feature": AcceptedACRTests.webFeature, "features/native/button.feature": AcceptedACRTests.nativeFeature,
                "steps/steps.md": AcceptedACRTests.steps, "stepwise.json": AcceptedACRTests.settings,
            ])
        }

        func session(_ platform: String, answers: String) -> (status: Int32, out: String, err: String) {
            run(
                ["run", features, "--steps", steps, "--platform", platform, "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
                stdin: answers)
        }

        func decide(_ criterion: String, part: String = "any-platform", level: String = "not-applicable", reason: String) -> (
            status: Int32, out: String, err: String
        ) {
            run(["decide", "--results", results, "--auditor", "Dee", "--criterion", criterion, "--part", part, "--level", level, "--reason", reason])
        }

        func export(_ format: String, catalog: String = InternationalEditionCommandTests.catalog) -> (status: Int32, out: String, err: String) {
            run(["export", "--format", format, "--catalog", catalog, "--steps", steps, "--platform", "desktop,ios", "--results", results, features])
        }
    }

    @Test(
        "decide on 8.1.1 and 502.2.1 for the product: each shows as Not Applicable with its reason in OpenACR and both ACRs; a web part or a restated clause is refused"
    )
    func decisionsShow() throws {
        let project = try Project()
        #expect(project.session("desktop", answers: "p\np\n").status == 0)
        #expect(project.session("ios", answers: "p\nf the focus ring is <b>gone</b>\n").status == 0)
        let hardware = project.decide("8.1.1", reason: "The product is software; it has no hardware.")
        #expect(hardware.status == 0, "\(hardware.err)")
        #expect(
            hardware.out.hasPrefix("Recorded: EN 301 549 8.1.1 Generic requirements (Product): Not Applicable, decided by Dee."), "\(hardware.out)")
        #expect(project.decide("502.2.1", reason: "The app sets no platform accessibility feature.").status == 0)
        let web = project.decide("502.2.1", part: "web", reason: "x")
        #expect(web.status == 2)
        #expect(web.err.contains("has one row for the whole product, with no web or app part of its own; decide it with --part any-platform"))
        let restated = project.decide("9.2.4.7", reason: "x")
        #expect(restated.status == 2)
        #expect(restated.err.contains("decide --criterion 2.4.7 --part web"), "\(restated.err)")
        #expect(project.decide("8.1.1", level: "not-evaluated", reason: "x").status == 2)
        let listed = run(["decide", "--list", "--results", project.results])
        #expect(listed.out.contains("Section 508 502.2.1 User Control of Accessibility Features (Product): Not Applicable, by Dee"), "\(listed.out)")
        #expect(run(["verify", "--results", project.results]).status == 0)

        let openacr = project.export("openacr")
        #expect(openacr.status == 0, "\(openacr.err)")
        #expect(openacr.out.contains("catalog: \"\(Self.catalog)\""))
        #expect(openacr.out.contains("title: \"Shop\"\n"))
        for (number, reason) in [
            ("8.1.1", "The product is software; it has no hardware."), ("502.2.1", "The app sets no platform accessibility feature."),
        ] {
            let entry = try #require(OpenACREntry(openacr.out, number), "\(number)")
            #expect(entry.level == "not-applicable", "\(number)")
            #expect(entry.notes.hasPrefix("Not Applicable, as decided by Dee on "), "\(entry.notes)")
            #expect(entry.notes.contains("Reason: \(reason)"))
        }
        #expect(OpenACREntry(openacr.out, "8.1.2")?.level == "", "an undecided hardware row is a gap")
        #expect(openacr.out.contains("the focus ring is \\\\<b\\\\>gone\\\\</b\\\\>"), "the tester's markup is escaped for Markdown")

        // A report without those rows says which decisions it leaves out, never drops them unsaid.
        let wcag = project.export("openacr", catalog: "2.5-edition-wcag-2.2-en")
        #expect(wcag.status == 0)
        #expect(
            wcag.err.contains(
                "stepwise export: warning: the decision on EN 301 549 8.1.1 is not in this report: its row is in the ACR and OpenACR with --catalog \(Self.catalog)"
            ), "\(wcag.err)")
        #expect(project.decide("2.4.7", part: "web", level: "supports", reason: "Checked by hand.").status == 0)
        let appOnly = run([
            "export", "--format", "acr", "--catalog", Self.catalog, "--steps", project.steps, "--platform", "ios", "--results", project.results,
            project.features,
        ])
        #expect(appOnly.err.contains("the decision on 2.4.7 Focus Visible (Web) is not in this report: it tests no Web part"), "\(appOnly.err)")
        #expect(!appOnly.err.contains("8.1.1"), "the International Edition shows it")

        let html = project.export("acr")
        #expect(html.out.contains("<h2 id=\"en-301-549\">EN 301 549 report</h2>"))
        #expect(html.out.contains("<tr><th scope=\"row\">8.1.1 Generic requirements</th><td><p><span class=\"level level-not-applicable\">"))
        #expect(html.out.contains("Reason: The product is software; it has no hardware."))
        let markdown = project.export("acr-markdown")
        #expect(markdown.out.contains("| 502.2.1 User Control of Accessibility Features | Not Applicable \\(auditor's decision"))

        // A decision on an EN row is bound by a sign-off like any: a later one changes the claims.
        #expect(
            run([
                "signoff", "--signer", "Dee", "--role", "auditor", "--meaning", "reviewed", "--allow-incomplete", "--results", project.results,
                "--steps", project.steps, "--platform", "desktop,ios", project.features,
            ]).status == 0)
        #expect(project.decide("8.1.1", level: "supports", reason: "A kiosk after all.").status == 0)
        let verify = run(["verify", "--results", project.results])
        #expect(verify.out.contains("EN 301 549 8.1.1: Not Applicable when signed, Supports now"), "\(verify.out)")
    }

    @Test(
        "decide --chapter closes every row of a chapter with one reason; a derived chapter, an unknown one, or a chapter with a criterion is refused")
    func chapterDecision() throws {
        let project = try Project()
        #expect(project.session("desktop", answers: "p\np\n").status == 0)
        let base = ["decide", "--results", project.results, "--auditor", "Dee", "--part", "any-platform", "--level", "not-applicable"]
        let relay = run(
            base + [
                "--chapter", "en_301_549_ict_providing_relay_or_emergency_service_access", "--reason",
                "The product offers no relay or emergency service.",
            ])
        #expect(relay.status == 0, "\(relay.err)")
        #expect(
            relay.out.hasPrefix(
                "Recorded: EN 301 549 Chapter 13: ICT Providing Relay or Emergency Service Access, its 8 rows (13.1 to 13.3) (Product): Not Applicable"
            ),
            "\(relay.out)")
        let openacr = project.export("openacr")
        for number in ["13.1", "13.1.2", "13.1.6", "13.2", "13.3"] {
            let entry = try #require(OpenACREntry(openacr.out, number))
            #expect(entry.level == "not-applicable" && entry.notes.contains("Reason: The product offers no relay or emergency service."), "\(number)")
        }
        #expect(OpenACREntry(openacr.out, "8.1.1")?.level == "", "another chapter is untouched")
        for (arguments, words) in [
            (["--chapter", "en_301_549_functional_performance"], "is not a Section 508 or EN 301 549 chapter to decide"),
            (["--chapter", "moon"], "the chapters are hardware, software,"),
            (["--chapter", "hardware", "--criterion", "402.2.1"], "give --criterion or --chapter, not both"),
        ] {
            let refused = run(base + arguments + ["--reason", "x"])
            #expect(refused.status == 2 && refused.err.contains(words), "\(arguments): \(refused.err)")
        }
    }

    @Test("a check whose definition names an EN 301 549 clause (its EN 301 549: line) gives that row the level its components give")
    func checkedClause() throws {
        let feature = """
            @native
            Feature: Text size

              Scenario: Platform text size
                Then the app follows the platform's text size

            """
        let steps = """
            # Steps

            ## the app follows the platform's text size
            Kind: check
            EN 301 549: 11.7
            Why these criteria: the user's platform preference must be honoured.

            Set the largest text size in the platform's settings.

            """
        let project = try TestProject(files: ["features/native/text.feature": feature, "steps/steps.md": steps])
        let session = run(
            [
                "run", project.features, "--steps", project.steps, "--platform", "ios", "--tester", "Ann", "--results", project.results,
                "--answers", "-", "--plain",
            ], stdin: "f the app keeps its own size\n")
        #expect(session.status == 0, "\(session.err)")
        let openacr = run([
            "export", "--format", "openacr", "--catalog", Self.catalog, "--steps", project.steps, "--platform", "ios", "--results",
            project.results, project.features,
        ])
        let entry = try #require(OpenACREntry(openacr.out, "11.7"))
        #expect(entry.level == "does-not-support" || entry.level == "partially-supports", "\(entry.level)")
        #expect(entry.notes.hasPrefix("Tested in 1 component: 1 fails (1 check: 1 failed)."), "\(entry.notes)")
        #expect(OpenACREntry(openacr.out, "11.6.1")?.level == "", "a clause no check evidences stays a gap")
        let coverage = run(["coverage", project.features, "--steps", project.steps, "--catalog", Self.catalog])
        #expect(coverage.out.contains("1 checked (11.7)"), "\(coverage.out)")
    }

    @Test("coverage --catalog lists the Section 508 and EN 301 549 rows: derived from the WCAG checks, or left for a decision")
    func coverageNamesTheRows() throws {
        let project = try Project()
        let coverage = run(["coverage", project.features, "--steps", project.steps, "--catalog", Self.catalog])
        #expect(coverage.out.contains("VPAT® 2.5 International Edition (\(Self.catalog)): its Section 508 and EN 301 549 rows"), "\(coverage.out)")
        #expect(coverage.out.contains("EN 301 549 Chapter 4: Functional Performance Statements: "), "\(coverage.out)")
        #expect(coverage.out.contains("derived from the WCAG checks (4.2.1"), "\(coverage.out)")
        #expect(coverage.out.contains("EN 301 549 Chapter 8: Hardware: 33 need a check or an auditor's decision"), "\(coverage.out)")
        #expect(coverage.out.contains("EN 301 549 Chapter 9: Web: answered by the WCAG rows above"), "\(coverage.out)")
        let json = run(["coverage", project.features, "--steps", project.steps, "--catalog", Self.catalog, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let clauses = try #require(object["clauses"] as? [String: Any])
        #expect(clauses["catalog"] as? String == Self.catalog)
        #expect((clauses["chapters"] as? [[String: Any]])?.count == 14)
        let bad = run(["coverage", project.features, "--steps", project.steps, "--catalog", "vpat-3"])
        #expect(bad.status == 2)
        #expect(bad.err.contains("--catalog must be one of: 2.5-edition-wcag-2.2-en, 2.5-edition-wcag-2.2-508-en, \(Self.catalog)"))
    }
}
