import Foundation
import Testing

@testable import BrowserFace
@testable import StepwiseCLI
@testable import Workflows

/// Testers who cannot run Stepwise themselves (on Windows, with NVDA or JAWS) use the browser
/// face of a colleague's server, each with a link of their own: the browser it lets in tests as
/// that tester only, so nobody there records a verdict in someone else's name.
@Suite("stepwise serve: a tester's own link", .serialized)
struct ServeNamedLinksTests {
    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/named-link-toggle.feature": ServeSessionTests.feature,
                "steps/steps.md": "## I press TAB\nKind: action\nWhy no criteria: the next step judges it.\n\nPress **Tab**.\n",
            ])
        }
    }

    static func serve(_ project: Project) throws -> BrowserServer.Running {
        var options = BrowserServer.Options()
        options.paths = [project.features]
        options.results = project.results
        options.port = 0
        return try BrowserServer.start(options).get()
    }

    /// A browser let in with `address`'s token.
    static func enter(_ running: BrowserServer.Running, _ address: String) throws -> WebClient {
        let client = WebClient(port: running.server.port)
        let token = String(address.split(separator: "=").last ?? "")
        #expect(try client.get("/?token=\(token)").status == 303)
        return client
    }

    @Test("named links wait side by side until used; a new one for the same tester retires the one before")
    func namedLinksCoexist() {
        let entry = EntryLink()
        let ann = entry.issue(for: "Ann Lee")
        let bo = entry.issue(for: "Bo")
        let annAgain = entry.issue(for: "Ann Lee")
        #expect(entry.use(ann) == .spent)
        #expect(entry.use(bo) == .admitted(tester: "Bo"))
        #expect(entry.use(bo) == .spent)
        #expect(entry.use(annAgain) == .admitted(tester: "Ann Lee"))
        #expect(entry.key != nil, "the link for anyone is untouched")
        #expect(entry.use(entry.key ?? "") == .admitted(tester: nil))
    }

    @Test("a session started with a tester's link is that tester's, whatever name the form sends")
    func startsAsTheNamedTester() throws {
        let project = try Project()
        let running = try Self.serve(project)
        defer { running.server.stop() }
        let ann = try Self.enter(running, try #require(running.newAddresses(for: "Ann Lee").first))
        let form = try ann.get("/start?platform=ios")
        #expect(form.text.contains("Testing as <strong>Ann Lee</strong>") && !form.text.contains("id=\"tester\""), "the name is not a field")
        _ = try ServeSessionTests.start(ann, tester: "Bo")
        let ledger = try String(contentsOfFile: try ServeSessionTests.ledger(project.results), encoding: .utf8)
        #expect(ledger.contains("\"tester\":\"Ann Lee\""), "\(ledger)")
        #expect(!ledger.contains("\"tester\":\"Bo\""))
    }

    @Test("a tester's browser cannot record a verdict in, or resume, another tester's session; a browser for anyone still can")
    func othersSessionsRefused() throws {
        let project = try Project()
        let running = try Self.serve(project)
        defer { running.server.stop() }
        let ann = try Self.enter(running, try #require(running.newAddresses(for: "Ann").first))
        let bo = try Self.enter(running, try #require(running.newAddresses(for: "Bo").first))
        let lead = try Self.enter(running, try #require(running.addresses.first))
        let id = try ServeSessionTests.start(ann, tester: "Ann")
        let ledger = try ServeSessionTests.ledger(project.results)
        let before = try String(contentsOfFile: ledger, encoding: .utf8)

        let refused = try ServeSessionTests.verdict(bo, id, [("verdict", "fail"), ("note", "forged")])
        #expect(refused.status == 403 && refused.text.contains("tests as Bo only; this session is Ann"), "\(refused.text)")
        let csrf = try #require(WebClient.field("csrf", in: try bo.get("/start?platform=ios").text))
        #expect(try bo.post("/resume", form: [("csrf", csrf), ("session", id)]).status == 403)
        #expect(try String(contentsOfFile: ledger, encoding: .utf8) == before, "nothing was recorded")

        #expect(try ServeSessionTests.verdict(ann, id, [("verdict", "pass"), ("note", "")]).status == 303)
        #expect(try ServeSessionTests.verdict(lead, id, [("verdict", "pass"), ("note", "")]).status == 303)
    }

    @Test("the terminal gives a tester's own link for a name typed before Enter, and says who came in")
    func terminalNamesTheLink() throws {
        let project = try Project()
        let running = try Self.serve(project)
        defer { running.server.stop() }
        let output = CommandOutput.captured()
        let terminal = ServeTerminal(output: output)
        var lines = ["  Ann Lee  ", "", "bad\u{7}name"]
        terminal.answerEnter(
            reading: { lines.isEmpty ? nil : lines.removeFirst() }, newLink: { running.newAddresses() },
            testersLink: { running.newAddresses(for: $0) })
        let text = output.standardOutput
        #expect(text.contains("Ann Lee's own link; it lets one browser in, once, and sessions started there are Ann Lee's:"))
        #expect(text.contains("A new link; it lets one browser in, once"))
        #expect(text.contains("A tester's name cannot hold control characters"))
        terminal.entered(BrowserArrival(address: "192.168.1.20", tester: "Ann Lee"))
        #expect(
            output.standardOutput.contains(
                "a browser at 192.168.1.20 came in with Ann Lee's link, which now lets no one else in; it tests as Ann Lee."))
    }
}
