import Foundation
import Testing

@testable import BrowserFace
@testable import StepwiseCLI
@testable import Workflows

/// A feature name, a tester's name and a note written to hurt — markup, both quotes, a
/// bidirectional override, ESC, a line break — are shown as their text on every page
/// `stepwise serve` has, and in the report it shows: never obeyed as markup, never reordering
/// what is read, never leaving an attribute.
@Suite("stepwise serve: hostile text on every page", .serialized)
struct ServeHostileTextTests {
    /// What a feature file can hold in a name (a name ends at the line's end).
    static let hostileName = "<script>alert(1)</script> \"q\" 'a' \u{202E}kcab\u{202C} \u{1B}[2K"
    /// What a form can send: a line break too.
    static let hostile = hostileName + "\nnext"
    /// How each shows in text.
    static let shownName = "&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#39;a&#39; [U+202E]kcab[U+202C] [U+001B][2K"
    /// The raw pieces none of which may reach a page.
    static let raw = ["<script>alert(1)", "\"q\"", "'a'", "\u{202E}", "\u{1B}"]

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/evil.feature":
                    "@native\nFeature: \(ServeHostileTextTests.hostileName)\n\n  Scenario: Keyboard\n    When I press TAB\n    Then it is read\n",
                "steps/steps.md": "## I press TAB\nKind: action\nWhy no criteria: the next step judges it.\n\nPress **Tab**.\n",
            ])
        }
    }

    private func expectShownAsText(_ page: WebClient.Response, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for piece in Self.raw {
            #expect(!page.text.contains(piece), "\(what): \(piece.debugDescription) reached the page raw", sourceLocation: sourceLocation)
        }
        #expect(page.text.contains(Self.shownName), "\(what) does not show the text: \(page.text.prefix(3000))", sourceLocation: sourceLocation)
    }

    @Test("start, home, session, sessions, status, reports and the report viewed here show the text, not what it says")
    func everyPage() throws {
        let project = try Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let start = try client.get("/start?platform=ios")
        expectShownAsText(start, "the start form (the feature's name)")
        let csrf = try #require(WebClient.field("csrf", in: start.text))

        // Sent back with a problem, the typed name stays in its field's value, quotes and line break as references.
        let refused = try client.post("/start", form: [("csrf", csrf), ("tester", Self.hostile)])
        #expect(refused.status == 400)
        expectShownAsText(refused, "the start form sent back")
        #expect(refused.text.contains("value=\"\(Self.shownName)&#10;next\""), "\(refused.text)")

        let started = try client.post("/start", form: [("csrf", csrf), ("tester", Self.hostile), ("platform", "ios")])
        #expect(started.status == 303, "\(started.text)")
        let id = String(client.appPath(try #require(started.header("Location"))).dropFirst("/session/".count).prefix { $0 != "?" })
        expectShownAsText(try client.get("/"), "the home page (the open session's tester)")
        expectShownAsText(try client.get("/session/\(id)"), "the step page (feature and tester)")

        try ServeSessionTests.verdict(client, id, [("verdict", "fail"), ("note", Self.hostile)])
        let afterFailure = try client.get("/session/\(id)")
        expectShownAsText(afterFailure, "the step page after a failure (the note)")
        #expect(afterFailure.text.contains("\(Self.shownName) next"), "a note is one line in the ledger, as at the terminal")

        let page = try client.get("/session/\(id)")
        #expect(try client.post("/session/\(id)", form: [("csrf", WebClient.field("csrf", in: page.text) ?? ""), ("action", "quit")]).status == 303)
        expectShownAsText(try client.get("/session/\(id)"), "the paused session")
        expectShownAsText(try client.get("/sessions"), "the sessions page (the tester)")
        expectShownAsText(try client.get("/status"), "the status page (by tester)")
        expectShownAsText(try client.get("/status?part=table"), "the status tables alone")
        let reports = try client.get("/reports")
        for piece in Self.raw { #expect(!reports.text.contains(piece), "the reports page: \(piece.debugDescription)") }
        expectShownAsText(try client.get("/export/html?view=1"), "the HTML report viewed here")
    }
}
