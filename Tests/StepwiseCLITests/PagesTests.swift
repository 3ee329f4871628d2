import Foundation
import Testing

@testable import BrowserFace
@testable import StepwiseCLI
@testable import Workflows

/// Results tied to the pages or screens of the evaluation's sample (report.scope): a component
/// listed on pages is planned once per page, `run --page` tests one, each page's verdict is a
/// result of its own, and claims count failing pages — one failing page of three is Partially
/// Supports, two are Does Not Support — with the page named in the remarks and EARL.
@Suite("Pages of the sample")
struct PagesTests {
    static let settings = """
        {"release": "3.4.0", "report": {"scope": [
          {"title": "Settings screen", "platforms": ["ios"], "components": ["Toggle switch"]},
          {"title": "Profile screen", "components": ["toggle switch"]},
          {"title": "Home screen", "components": ["Toggle switch"]},
          {"title": "About screen"}
        ]}}
        """

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/toggle.feature": TrueClaimsTests.feature, "steps/steps.md": TrueClaimsTests.steps, "stepwise.json": PagesTests.settings,
            ])
        }

        @discardableResult
        func session(page: String, tester: String, _ answers: String) -> (status: Int32, out: String, err: String) {
            run(
                [
                    "run", features, "--steps", steps, "--platform", "ios", "--page", page, "--tester", tester, "--build", "3.4.0",
                    "--results", results, "--answers", "-", "--plain",
                ],
                stdin: answers)
        }

        func openACR() -> String {
            run(["export", "--format", "openacr", "--steps", steps, "--platform", "ios", "--results", results, features]).out
        }
    }

    func level(_ openacr: String, _ number: String) throws -> OpenACREntry {
        try #require(OpenACREntry(openacr, number), "no entry for \(number)")
    }

    @Test("plan lists the component once per page it is listed on; --page plans one; an unknown page is refused with the list")
    func planPerPage() throws {
        let project = try Project()
        let plan = run(["plan", project.features, "--steps", project.steps, "--platform", "ios"])
        for page in ["Settings screen", "Profile screen", "Home screen"] {
            #expect(plan.out.contains("Scenario: Keyboard (\(page)), line 8, on iOS"), "\(plan.out)")
        }
        let json = run(["plan", project.features, "--steps", project.steps, "--platform", "ios", "--format", "json"])
        #expect(json.out.contains("\"page\":\"Profile screen\""))
        let one = run(["plan", project.features, "--steps", project.steps, "--platform", "ios", "--page", "profile screen"])
        #expect(one.out.contains("Scenario: Keyboard (Profile screen)") && !one.out.contains("Settings screen"), "\(one.out)")
        let unknown = run(["plan", project.features, "--steps", project.steps, "--page", "Basket"])
        #expect(unknown.status == 2)
        #expect(
            unknown.err.contains(
                "--page Basket is not a page of report.scope that lists components; its pages are: Settings screen, Profile screen, Home screen"),
            "\(unknown.err)")
    }

    @Test(
        "a failure on one page of three is Partially Supports and names its page; a pass on another page never hides it; two failing pages are Does Not Support"
    )
    func pagesAreCounted() throws {
        let project = try Project()
        let started = project.session(page: "Settings screen", tester: "Ann", "p\np\nf 2.4.7: no focus ring\np\np\n")
        #expect(started.status == 0, "\(started.err)")
        #expect(started.out.contains("Scenario 1 of 1: Toggle switch, Keyboard (Settings screen), on iOS"), "\(started.out)")
        // Another tester, another page, the same scenario: a result of its own, not a conflict and not a retest.
        #expect(project.session(page: "Profile screen", tester: "Bo", "p\np\np\np\np\n").status == 0)
        #expect(project.session(page: "Home screen", tester: "Bo", "p\np\np\np\np\n").status == 0)
        var acr = project.openACR()
        var focus = try level(acr, "2.4.7")
        #expect(focus.level == "partially-supports", "\(focus)")
        #expect(focus.notes.contains("1 of 3 tested instances fails"), "\(focus.notes)")
        #expect(focus.notes.contains("Toggle switch on iOS, Settings screen: no focus ring"), "\(focus.notes)")
        #expect(try level(acr, "4.1.2").level == "supports")
        let status = run(["status", project.features, "--steps", project.steps, "--platform", "ios", "--results", project.results])
        #expect(status.out.contains("0 conflicts"), "\(status.out)")

        // A second page fails: the majority of the three.
        #expect(project.session(page: "Home screen", tester: "Bo", "p\np\nf 2.4.7: ring hidden under the header\np\np\n").status == 0)
        acr = project.openACR()
        focus = try level(acr, "2.4.7")
        #expect(focus.level == "does-not-support", "\(focus)")

        // CI dashboards tell the pages' results apart by name: the failing page is never merged into a passing one.
        let junit = run([
            "export", "--format", "junit", "--steps", project.steps, "--platform", "ios", "--results", project.results, project.features,
        ]).out
        for page in ["Settings screen", "Profile screen", "Home screen"] {
            #expect(junit.contains("name=\"Keyboard (\(page))\""), "\(page): \(junit.prefix(1500))")
        }

        // EARL: one subject per page, each part of its page of the sample.
        let earl = run(["export", "--format", "earl", "--steps", project.steps, "--platform", "ios", "--results", project.results, project.features])
            .out
        for page in ["Settings screen", "Profile screen", "Home screen"] {
            #expect(earl.contains("\"title\": \"Toggle switch on iOS, \(page)\""), "\(page)")
        }
    }

    @Test("the browser's start form offers the pages, and refuses one it does not plan")
    func startFormOffersPages() throws {
        let project = try Project()
        var options = BrowserServer.Options()
        options.paths = [project.features]
        options.steps = project.steps
        options.results = project.results
        options.port = 0
        let running = try BrowserServer.start(options).get()
        defer { running.server.stop() }
        let client = WebClient(port: running.server.port)
        let token = String(try #require(running.addresses.first).split(separator: "=").last ?? "")
        _ = try client.get("/?token=\(token)")
        let form = try client.get("/start?platform=ios")
        #expect(form.text.contains("<option value=\"Profile screen\">Profile screen</option>"), "\(form.text)")
        #expect(!form.text.contains("About screen"), "a page that lists no component has nothing to plan")
        let csrf = try #require(WebClient.field("csrf", in: form.text))
        let refused = try client.post("/start", form: [("csrf", csrf), ("tester", "Ann"), ("platform", "ios"), ("page", "Basket")])
        #expect(refused.status == 400)
        let started = try client.post("/start", form: [("csrf", csrf), ("tester", "Ann"), ("platform", "ios"), ("page", "Home screen")])
        #expect(started.status == 303, "\(started.text)")
        let location = try #require(started.header("Location"))
        let page = try client.get(location)
        #expect(page.text.contains("Home screen"), "\(page.text)")
    }
}
