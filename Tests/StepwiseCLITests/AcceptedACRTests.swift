import Foundation
import Testing

/// An Accessibility Conformance Report a procurement officer accepts, made the way a team
/// makes one: a web feature and a native feature, two testers on two platforms, the report's
/// details in `stepwise.json`, and one export per format — the ACR and its Markdown twin,
/// OpenACR, EARL and the HTML and Markdown reports.
@Suite("An ACR from one project, across web and native")
struct AcceptedACRTests {
    static let webFeature = """
        @web @button
        Feature: Button

          Scenario: Keyboard
            When I press the "TAB" key
            Then the focus should visibly move to the button

        """
    static let nativeFeature = """
        @native @button
        Feature: Native button

          Scenario: Keyboard
            When I press the "TAB" key
            Then the focus should visibly move to the button

        """
    static let steps = """
        # Steps

        ## I press the {string} key
        Kind: action
        Why no criteria: the next step judges the key press.

        Press the key.

        ## the focus should visibly move to {}
        Kind: check
        WCAG: 2.4.7, 2.1.1
        Why these criteria: focus must reach it and be seen.

        Look for the focus ring.

        """
    static let settings = """
        {"project": "Shop", "release": "2.1",
         "report": {
           "vendor": {"company": "Shop Inc.", "name": "Ann Lee", "email": "a11y@shop.example", "website": "https://shop.example"},
           "product": {"description": "Buying things, on the web and in the app.", "url": "https://shop.example/"},
           "reportVersion": 2, "reportDate": "2026-11-01",
           "evaluationMethods": "Also checked with axe DevTools 4.10.",
           "legalDisclaimer": "Given in good faith; not a legally binding claim.",
           "license": "CC-BY-4.0", "feedback": "https://shop.example/accessibility/feedback",
           "repository": "https://git.shop.example/acr",
           "scope": [
             {"title": "Home page", "url": "https://shop.example/", "platforms": ["desktop", "mobile-web"], "components": ["Button"]},
             {"title": "Basket screen", "platforms": ["ios", "android"], "components": ["Native button"]}]}}
        """

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/web/button.feature": AcceptedACRTests.webFeature, "features/native/button.feature": AcceptedACRTests.nativeFeature,
                "steps/steps.md": AcceptedACRTests.steps, "stepwise.json": AcceptedACRTests.settings,
            ])
        }

        func session(_ platform: String, tester: String, answers: String, technology: String) -> (status: Int32, out: String, err: String) {
            run(
                [
                    "run", features, "--steps", steps, "--platform", platform, "--tester", tester, "--at", technology,
                    "--results", results, "--answers", "-", "--plain",
                ],
                stdin: answers)
        }

        func export(_ format: String, platforms: String = "desktop,mobile-web,ios,android", _ extra: [String] = []) -> (
            status: Int32, out: String, err: String
        ) {
            run(["export", "--format", format, "--steps", steps, "--platform", platforms, "--results", results, features] + extra)
        }
    }

    @Test("--platform only narrows: web features on the web platforms, native ones on the native platforms")
    func onePlanAcrossWebAndNative() throws {
        let project = try Project()
        let plan = run(["plan", project.features, "--steps", project.steps, "--platform", "desktop,mobile-web,ios", "--format", "json"])
        #expect(plan.status == 0, "\(plan.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(plan.out.utf8)) as? [String: Any])
        let runs = try #require(object["scenarios"] as? [[String: Any]]).map { "\($0["uri"] as? String ?? "")@\($0["platform"] as? String ?? "")" }
        #expect(runs.count == 3, "\(runs)")
        #expect(runs.filter { $0.contains("/web/") }.map { $0.components(separatedBy: "@").last } == ["desktop", "mobile-web"])
        #expect(runs.filter { $0.contains("/native/") }.map { $0.components(separatedBy: "@").last } == ["ios"])
    }

    @Test("OpenACR has every field of GSA's example, and names only what tested the selection")
    func openACRComplete() throws {
        let project = try Project()
        #expect(project.session("desktop", tester: "Ann", answers: "p\np\n", technology: "NVDA 2025.1").status == 0)
        #expect(project.session("ios", tester: "Bo", answers: "p\nf no focus ring\n", technology: "VoiceOver").status == 0)
        let acr = project.export("openacr")
        #expect(acr.status == 0, "\(acr.err)")
        for field in [
            "title: \"Shop\"", "  name: \"Shop\"", "  version: \"2.1\"",
            "  description: \"Buying things, on the web and in the app.\"", "vendor:", "  company_name: \"Shop Inc.\"",
            "report_date: \"2026-11-01\"", "last_modified_date: \"", "version: 2\n", "legal_disclaimer: \"Given in good faith",
            "license: \"CC-BY-4.0\"", "feedback: \"https://shop.example/accessibility/feedback\"", "repository: \"https://git.shop.example/acr\"",
        ] {
            #expect(acr.out.contains(field), "missing \(field)")
        }
        let methods = try #require(
            acr.out.components(separatedBy: "evaluation_methods_used: ").dropFirst().first?.components(separatedBy: "\n").first)
        #expect(methods.hasPrefix("\"Also checked with axe DevTools 4.10."), "\(methods)")
        #expect(methods.contains("Tested on: iOS and desktop."), "\(methods)")
        #expect(methods.contains("Planned but with no results: Android and mobile web."), "\(methods)")
        // The web-only report names neither the iOS session nor its screen reader.
        let web = project.export("openacr", platforms: "desktop")
        #expect(web.status == 0, "\(web.err)")
        #expect(!web.out.contains("VoiceOver") && !web.out.contains("Bo"), "\(web.out.prefix(3000))")
        #expect(!web.out.contains("iOS") && !web.out.contains("Android"), "\(web.out.prefix(3000))")
        #expect(web.out.contains("NVDA 2025.1"))
        let earl = project.export("earl", platforms: "desktop")
        #expect(!earl.out.contains("VoiceOver") && !earl.out.contains("\"Bo\""), "\(earl.out.prefix(3000))")
    }

    @Test("the ACR and its Markdown twin come from the project's details, with options overriding them")
    func acrFromDetails() throws {
        let project = try Project()
        #expect(project.session("desktop", tester: "Ann", answers: "p\np\n", technology: "NVDA").status == 0)
        #expect(project.session("ios", tester: "Bo", answers: "p\nf no focus ring\n", technology: "VoiceOver").status == 0)
        for format in ["acr", "acr-markdown"] {
            let acr = project.export(format, ["--product-version", "2.2"])
            #expect(acr.status == 0, "\(format): \(acr.err)")
            for text in [
                "Shop", "2.2", "Shop Inc.", "Buying things, on the web and in the app.", "https://shop.example/", "Home page",
                "Basket screen", "Given in good faith", "Supports", "Does Not Support",
            ] {
                #expect(acr.out.contains(text), "\(format): missing \(text)")
            }
            #expect(acr.out.contains("Shop 2.2") && !acr.out.contains("Shop 2.1"), "\(format): the release was overridden by --product-version")
        }
    }

    @Test("a report section with a mistake stops the export with the file and the member named")
    func brokenDetails() throws {
        let project = try Project()
        #expect(project.session("desktop", tester: "Ann", answers: "p\np\n", technology: "NVDA").status == 0)
        try project.folder.write("stepwise.json", #"{"report": {"scope": [{"title": "Home", "url": "javascript:alert(1)"}]}}"#)
        let acr = project.export("acr", ["--out", project.folder.path + "/acr.html"])
        #expect(acr.status == 2)
        #expect(acr.err.contains("stepwise.json: error: report.scope[0].url must be an http or https address"), "\(acr.err)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.path + "/acr.html"))
    }

    @Test("a report with no details is still made, and says what it lacks")
    func draftWarnings() throws {
        let project = try Project()
        try project.folder.write("stepwise.json", "{}")
        #expect(project.session("desktop", tester: "Ann", answers: "p\np\n", technology: "NVDA").status == 0)
        let acr = project.export("acr")
        #expect(acr.status == 0, "\(acr.err)")
        #expect(acr.err.contains("warning: the report does not give the vendor (report.vendor)"), "\(acr.err)")
        #expect(acr.err.contains("stepwise init-report"))
    }

    @Test("init-report adds a blank section beside the other settings, and never overwrites one")
    func initReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("stepwise.json", #"{"project": "Shop", "defectURL": "https://t.example/{id}"}"#)
        try folder.write("sub/readme.txt", "a folder below the project")
        let binary = try BuiltBinary.stepwise()
        let first = try ChildProcess(binary, ["init-report"], environment: [:], directory: folder.path + "/sub")
        #expect(first.waitForExit(timeout: 30) == 0, "\(first.output)")
        // JSON holds no comments: what each field takes is said as the section is written.
        #expect(first.output.contains("feedback: where readers send feedback: an http, https or mailto: address"), "\(first.output)")
        #expect(first.output.contains("reportDate: the date of the report, as YYYY-MM-DD"))
        let written = try String(contentsOfFile: folder.path + "/stepwise.json", encoding: .utf8)
        #expect(written.contains("\"project\": \"Shop\"") && written.contains("\"legalDisclaimer\": \"\"") && written.contains("\"scope\""))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/sub/stepwise.json"))
        let second = try ChildProcess(binary, ["init-report"], environment: [:], directory: folder.path)
        #expect(second.waitForExit(timeout: 30) == 2)
        #expect(second.output.contains("already has a \"report\" section"), "\(second.output)")
        #expect(try String(contentsOfFile: folder.path + "/stepwise.json", encoding: .utf8) == written)
    }

    @Test("a selection that plans nothing (web features with --platform ios) still gives a report, with a warning saying why")
    func emptySelectionWarns() throws {
        let project = try Project()
        #expect(project.session("desktop", tester: "Ann", answers: "p\np\n", technology: "NVDA").status == 0)
        let acr = run([
            "export", "--format", "acr", "--steps", project.steps, "--platform", "ios", "--results", project.results,
            project.features + "/web",
        ])
        #expect(acr.status == 0)
        #expect(acr.err.contains("warning: no planned scenario matches; a feature is planned on its family's platforms only"), "\(acr.err)")
    }
}
