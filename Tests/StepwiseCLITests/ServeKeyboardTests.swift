import Foundation
import Testing

@testable import BrowserFace
@testable import Workflows

/// `stepwise serve` as a keyboard and a browser without the script meet it: the start page asks
/// for the platform first and then offers only that platform's features, by folder, narrowed by
/// a filter that is a step of its own, losing nothing typed or ticked; a verdict is a Tab or two
/// from the step's heading; after Save and quit focus goes to the page's heading.
@Suite("stepwise serve by keyboard", .serialized)
struct ServeKeyboardTests {
    static let webFeature = """
        @web
        Feature: Start-page toggle button

          Scenario: Name
            Then the name is read

        """

    static let nativeFeature = """
        @native
        Feature: Start-page switch

          Scenario: Name
            Then the name is read

          Scenario: State
            Then the state is read

        """

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/web/component/start-page-toggle.feature": ServeKeyboardTests.webFeature,
                "features/native/controls/start-page-switch.feature": ServeKeyboardTests.nativeFeature,
            ])
        }
    }

    /// The value of every component checkbox on a page.
    static func components(_ page: String) -> [String] {
        page.components(separatedBy: "name=\"component\" value=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("the features a platform offers: only those with a scenario on it, each in its folder below the criteria")
    func choicesPerPlatform() throws {
        let project = try Project()
        let app = WebApp(
            settings: .init(paths: [project.features], steps: nil, resultsFolder: project.results),
            access: WebAccess(port: 8080, beyondLoopback: false))
        let plan = try WebPlan.load(app).get()
        let desktop = plan.choices(on: "desktop", app)
        #expect(desktop.features.map(\.name) == ["Start-page toggle button"])
        #expect(desktop.features.map(\.category) == ["web/component"])
        let ios = plan.choices(on: "ios", app)
        #expect(ios.features.map(\.name) == ["Start-page switch"])
        #expect(ios.features.map(\.scenarios) == [2])
        #expect(ios.categories(matching: "").map(\.name) == ["native/controls"])
        let toggle = try #require(desktop.features.first)
        #expect(FeatureChoices.matches(toggle, "TOGGLE button"), "every word, whatever the case")
        #expect(FeatureChoices.matches(toggle, "web/comp"), "the folder")
        #expect(!FeatureChoices.matches(toggle, "toggle switch"), "not every word")
        #expect(desktop.categories(matching: "switch").isEmpty)
        #expect(
            desktop.categories(matching: "switch", keeping: [toggle.path]).map(\.features) == [[toggle]], "a chosen feature is never filtered out")
    }

    @Test("the start page asks for the platform first, then offers its features only; without the script the filter is a step that keeps everything")
    func platformFirstThenFilter() throws {
        let project = try Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let first = try client.get("/start")
        #expect(first.text.contains("<form method=\"get\""), "the platform is chosen with a GET form")
        #expect(first.text.contains("name=\"platform\" value=\"desktop\""))
        #expect(Self.components(first.text).isEmpty, "no feature before the platform: \(first.text)")
        #expect(WebClient.field("csrf", in: first.text) == nil, "a GET form carries no token in its address")

        let desktop = try client.get("/start?platform=desktop&after=platform")
        #expect(Self.components(desktop.text).count == 1 && Self.components(desktop.text)[0].hasSuffix("web/component/start-page-toggle.feature"))
        #expect(desktop.text.contains("<legend>web/component</legend>"))
        #expect(desktop.text.contains("<h1 id=\"start-heading\" tabindex=\"-1\" autofocus>Start a session on desktop</h1>"), "\(desktop.text)")
        let ios = try client.get("/start?platform=ios")
        let switchPath = try #require(Self.components(ios.text).first)
        #expect(switchPath.hasSuffix("native/controls/start-page-switch.feature"))

        // The filter's button sends the form; the page comes back narrowed, everything kept.
        let csrf = try #require(WebClient.field("csrf", in: ios.text))
        let typed: [(String, String)] = [
            ("csrf", csrf), ("platform", "ios"), ("shown", ""), ("tester", "Ann Lee"), ("device", "iPhone 15"), ("component", switchPath),
            ("filter", "toggle"),
        ]
        let narrowed = try client.post("/start", form: typed + [("step", "filter")])
        #expect(narrowed.status == 303, "\(narrowed.text)")
        let location = try #require(narrowed.header("Location"))
        #expect(location.contains("after=filter") && !location.contains("csrf"), "\(location)")
        let page = try client.get(client.appPath(location))
        #expect(page.text.contains("value=\"Ann Lee\"") && page.text.contains("value=\"iPhone 15\""), "what was typed is kept")
        #expect(page.text.contains("value=\"\(switchPath)\" checked"), "what was ticked is kept, and shown though the filter does not match it")
        #expect(page.text.contains("No feature matches"), "\(page.text)")
        #expect(page.text.contains("<h2 id=\"features-heading\" tabindex=\"-1\" autofocus>"), "focus goes to the list's heading")

        // Enter in the filter field sends the form by its first button, Start: a filter that
        // changed narrows the list instead of starting a session.
        let enter = try client.post("/start", form: typed)
        #expect(enter.status == 303 && (enter.header("Location") ?? "").contains("after=filter"), "\(enter.text)")
        #expect(!FileManager.default.fileExists(atPath: project.results), "no session was started")
        // The list showing that filter, Start starts.
        let started = try client.post("/start", form: typed.map { $0.0 == "shown" ? ("shown", "toggle") : $0 })
        #expect(started.status == 303 && (started.header("Location") ?? "").contains("/session/"), "\(started.text)")
    }

    @Test("a verdict is two Tabs from the step's heading (the guidance, then Pass), and the shortcuts' switch is on, for the script to show")
    func passFirst() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        let page = try client.get("/session/\(id)?after=verdict")
        let step = try #require(page.text.range(of: "id=\"step-heading\""))
        let stops = TabStops.stops(String(page.text[step.lowerBound...]))
        let pass = try #require(stops.firstIndex { $0.attributes["value"] == "pass" })
        #expect(pass + 1 <= 2, "Tabs from the heading to Pass: \(stops.prefix(pass + 1).map { "\($0.tag) \($0.text.prefix(30))" })")
        #expect(page.text.contains("<input type=\"checkbox\" id=\"shortcuts\" checked>"))
        #expect(page.text.contains("id=\"shortcuts-line\" hidden"), "without the script there are no shortcuts to offer")
    }

    @Test("after Save and quit, and after the last verdict, focus goes to the page's heading")
    func focusAfterQuit() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        let page = try client.get("/session/\(id)")
        let quit = try client.post("/session/\(id)", form: [("csrf", WebClient.field("csrf", in: page.text) ?? ""), ("action", "quit")])
        let location = try #require(quit.header("Location"))
        #expect(location.hasSuffix("?after=quit"), "\(location)")
        let paused = try client.get(client.appPath(location))
        #expect(paused.text.contains("data-after=\"quit\""))
        #expect(paused.text.contains("<h1 id=\"session-heading\" tabindex=\"-1\" autofocus>Session \(id)</h1>"), "\(paused.text)")

        let other = try ServeSessionTests.start(client, tester: "Bo")
        var last = try ServeSessionTests.verdict(client, other, [("verdict", "pass")])
        for _ in 0..<2 { last = try ServeSessionTests.verdict(client, other, [("verdict", "pass")]) }
        let finished = try client.get(client.appPath(try #require(last.header("Location"))))
        #expect(finished.text.contains("Every scenario has its verdict"), "\(finished.text)")
        #expect(finished.text.contains("<h1 id=\"session-heading\" tabindex=\"-1\" autofocus>"), "\(finished.text)")
    }
}
