import Foundation
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// The browser's verdict form names what a failure breaks: a checkbox per criterion of the
/// step, and one for "holds across the product"; the ledger records them as `f 2.4.7: …` does.
@Suite("stepwise serve: failures that name what they break", .serialized)
struct ServeNamedFailureTests {
    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/named-failure-toggle.feature":
                    "@native\nFeature: Toggle\n\n  Scenario: Keyboard\n    Then the focus moves to the toggle\n    Then the toggle has a name\n",
                "steps/named-failure-steps.md": """
                ## the focus moves to {}
                Kind: check
                WCAG: 2.4.7, 2.1.1
                Why these criteria: focus must reach it and be seen.

                Press Tab.

                ## the toggle has a name
                Kind: check
                WCAG: 4.1.2
                Why these criteria: the name is announced.

                Listen.

                """,
            ])
        }
    }

    @Test("one checkbox per criterion; the ticked ones and 'across' are recorded with the failure; an unknown one records nothing")
    func checkboxesNameTheCriteria() throws {
        let project = try Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        let page = try client.get("/session/\(id)")
        #expect(page.text.contains("<input type=\"checkbox\" id=\"breaks-1\" name=\"breaks\" value=\"2.4.7\""), "\(page.text)")
        #expect(page.text.contains("2.1.1 Keyboard</label>"))
        #expect(page.text.contains("name=\"across\" value=\"yes\""))
        #expect(
            page.text.contains("<p class=\"hint\">Why these criteria: focus must reach it and be seen.</p>"), "the step library's reason, to weigh by"
        )

        let refused = try ServeSessionTests.verdict(client, id, [("verdict", "fail"), ("note", "no ring"), ("breaks", "1.1.1")])
        #expect(refused.status == 400)
        #expect(refused.text.contains("1.1.1&#39; is not a criterion of this step"), "\(refused.text)")
        let ledger = try ServeSessionTests.ledger(project.results)
        #expect(!(try String(contentsOfFile: ledger, encoding: .utf8)).contains("\"failed\""))

        let failed = try ServeSessionTests.verdict(
            client, id, [("verdict", "fail"), ("note", "no ring"), ("breaks", "2.4.7"), ("across", "yes")])
        #expect(failed.status == 303, "\(failed.text)")
        let text = try String(contentsOfFile: ledger, encoding: .utf8)
        #expect(text.contains("\"breaks\":[\"2.4.7\"]"), "\(text)")
        #expect(text.contains("\"acrossProduct\":true"))
        let next = try client.get("/session/\(id)")
        #expect(next.text.contains("Step 1: failed against 2.4.7, across the product, no ring."), "\(next.text)")
        // A step with one criterion says which a failure counts against, with no checkboxes.
        #expect(next.text.contains("<p>A failure counts against 4.1.2 Name, Role, Value.</p>"))
        #expect(!next.text.contains("name=\"breaks\""))
    }

    @Test("the browser sends commands as values: a note that reads like criteria (\"2.4.7: …\") is kept whole, never parsed")
    func noteIsNeverParsed() throws {
        let project = try Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        let failed = try ServeSessionTests.verdict(client, id, [("verdict", "fail"), ("note", "2.4.7: the ring is grey")])
        #expect(failed.status == 303, "\(failed.text)")
        let text = try String(contentsOfFile: try ServeSessionTests.ledger(project.results), encoding: .utf8)
        #expect(text.contains("\"note\":\"2.4.7: the ring is grey\""), "\(text)")
        #expect(!text.contains("\"breaks\""), "no criteria named by the note's words")
    }
}
