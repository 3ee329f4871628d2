import Foundation
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// Undo in the browser names the verdict it withdraws: the same Undo sent twice (a double
/// click, a stale tab, a resent form) withdraws one verdict and refuses the second.
@Suite("stepwise serve: undo names its verdict", .serialized)
struct ServeUndoTests {
    @Test("an Undo sent twice withdraws one verdict; the second is refused with 409")
    func undoTwiceWithdrawsOne() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        #expect(try ServeSessionTests.verdict(client, id, [("verdict", "pass")]).status == 303)
        #expect(try ServeSessionTests.verdict(client, id, [("verdict", "pass")]).status == 303)
        let page = try client.get("/session/\(id)")
        let csrf = try #require(WebClient.field("csrf", in: page.text))
        let undo = try #require(WebClient.field("undo", in: page.text), "the Undo form names the verdict: \(page.text)")
        let first = try client.post("/session/\(id)", form: [("csrf", csrf), ("action", "undo"), ("undo", undo)])
        #expect(first.status == 303)
        let path = try ServeSessionTests.ledger(project.results)
        let afterOne = try String(contentsOfFile: path, encoding: .utf8)
        let again = try client.post("/session/\(id)", form: [("csrf", csrf), ("action", "undo"), ("undo", undo)])
        #expect(again.status == 409, "\(again.text)")
        #expect(again.text.contains("Nothing was undone"))
        // An Undo naming nothing is refused too.
        #expect(try client.post("/session/\(id)", form: [("csrf", csrf), ("action", "undo")]).status == 409)
        // Nothing more was withdrawn: the first step's pass stands.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == afterOne)
        #expect(afterOne.contains("\"type\":\"correction\""))
    }

    @Test("a FIFO among the ledgers: the Sessions page names it and still lists the paused session")
    func unreadableFileHidesNothing() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        #expect(try ServeSessionTests.verdict(client, id, [("verdict", "pass")]).status == 303)
        let page = try client.get("/session/\(id)")
        let csrf = try #require(WebClient.field("csrf", in: page.text))
        #expect(try client.post("/session/\(id)", form: [("csrf", csrf), ("action", "quit")]).status == 303)
        #expect(mkfifo(project.results + "/pipe.jsonl", 0o644) == 0)
        let sessions = try client.get("/sessions")
        #expect(sessions.status == 200)
        #expect(sessions.text.contains(id), "the paused session is listed: \(sessions.text)")
        #expect(sessions.text.contains("pipe.jsonl"), "the bad file is named")
        #expect(!sessions.text.contains("No session yet"))
    }

    @Test("a bad tag expression or criterion on the start form is shown on its own field, by the option it came from")
    func startFormMarksTheField() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let form = try client.get("/start?platform=ios")
        let csrf = try #require(WebClient.field("csrf", in: form.text))
        let tags = try client.post("/start", form: [("csrf", csrf), ("tester", "Ann"), ("platform", "ios"), ("tags", "@a and (")])
        #expect(tags.status == 400)
        #expect(tags.text.contains("id=\"tags\" name=\"tags\""), "\(tags.text)")
        #expect(tags.text.range(of: #"<input id="tags" name="tags"[^>]*aria-invalid="true""#, options: .regularExpression) != nil, "\(tags.text)")
        let wcag = try client.post("/start", form: [("csrf", csrf), ("tester", "Ann"), ("platform", "ios"), ("wcag", "9.9.9")])
        #expect(wcag.status == 400)
        #expect(wcag.text.range(of: #"<input id="wcag" name="wcag"[^>]*aria-invalid="true""#, options: .regularExpression) != nil, "\(wcag.text)")
    }
}
