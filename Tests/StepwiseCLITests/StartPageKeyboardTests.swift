import Foundation
import Testing

@testable import BrowserFace
@testable import Workflows

/// The start page over the bundled catalog, as a keyboard meets it: once the platform and a
/// feature are chosen, "Start the session" is a few Tabs away, not behind every checkbox.
@Suite("The start page by keyboard")
struct StartPageKeyboardTests {
    static func app(_ results: String) -> WebApp {
        let repository = BundledFeaturesTests.repository
        return WebApp(
            settings: .init(paths: [repository + "/features"], steps: repository + "/steps", resultsFolder: results),
            access: WebAccess(port: 8080, beyondLoopback: false))
    }

    /// The start page as served for these query fields.
    static func page(_ app: WebApp, _ fields: [(name: String, value: String)]) -> String {
        StartPage.page(app, form: WebForm(fields: fields), problem: nil).html(root: app.access.root).markup
    }

    /// The value of the component checkbox on the page whose path ends so.
    static func component(_ page: String, endingWith suffix: String) -> String? {
        page.components(separatedBy: "name=\"component\" value=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }.first {
            $0.hasSuffix(suffix)
        }
    }

    @Test("with a platform and one feature of the bundled catalog chosen, Start the session is reached within 20 Tabs")
    func startWithinTwentyTabs() throws {
        let folder = try TemporaryFolder()
        let app = Self.app(folder.path + "/results")
        let narrowed = Self.page(app, [("platform", "desktop"), ("filter", "button")])
        let button = try #require(Self.component(narrowed, endingWith: "/web/component/button.feature"), "no Button to choose: \(narrowed)")
        let chosen = Self.page(app, [("platform", "desktop"), ("component", button)])
        let stops = TabStops.stops(chosen)
        // Whether Button shows ticked is asserted over a project of the test's own (ServeKeyboardTests):
        // the bundled features' shown paths come from a cache shared by every test in this process,
        // which may point at another test's copy of the catalog.
        let start = try #require(stops.firstIndex { $0.tag == "button" && $0.text.hasPrefix("Start the session") }, "no start button")
        let path = stops[...start].map { "\($0.tag) \($0.attributes["name"] ?? "") \($0.text.prefix(30))" }
        #expect(start + 1 <= 20, "Tab presses to Start the session: \(start + 1): \(path.joined(separator: " → "))")
    }
}
