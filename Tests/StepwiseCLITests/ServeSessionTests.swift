import Foundation
import Testing

@testable import BrowserFace
@testable import StepwiseCLI
@testable import Workflows

/// `stepwise serve` driven over HTTP as a browser drives it: the ledger it writes is the one
/// `run --answers` writes for the same answers, a session moves between the browser and the
/// terminal both ways, and two tabs never judge one step twice.
@Suite("stepwise serve: sessions in the browser", .serialized)
struct ServeSessionTests {
    static let feature = """
        @native
        Feature: Toggle

          Scenario: Keyboard
            When I press TAB
            Then the focus moves to the toggle

          Scenario: Name
            Then the name is read

        """

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really an image, but evidence all the same".utf8)

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/toggle.feature": ServeSessionTests.feature,
                "steps/serve-session-steps.md": "## I press TAB\nKind: action\nWhy no criteria: the next step judges it.\n\nPress **Tab**.\n",
            ])
        }
    }

    /// A server on a free port, entered with its token; stopped by the caller.
    static func serve(_ project: TestProject, results: String? = nil, maxEvidence: Int? = nil) throws -> (BrowserServer.Running, WebClient) {
        var options = BrowserServer.Options()
        options.paths = [project.features]
        options.results = results ?? project.results
        options.port = 0
        if let maxEvidence { options.maxEvidenceBytes = maxEvidence }
        let running = try BrowserServer.start(options).get()
        let client = WebClient(port: running.server.port)
        let address = try #require(running.addresses.first)
        #expect(address.hasPrefix("http://127.0.0.1:\(running.server.port)/?token="))
        let token = String(address.split(separator: "=").last ?? "")
        let entered = try client.get("/?token=\(token)")
        #expect(entered.status == 303)
        #expect(entered.header("Location") == client.root + "/")
        #expect(entered.header("Set-Cookie")?.contains("HttpOnly; SameSite=Strict") == true)
        return (running, client)
    }

    /// Starts a session from the start form; returns its id.
    static func start(_ client: WebClient, tester: String = "Ann") throws -> String {
        let form = try client.get("/start?platform=ios")
        #expect(form.status == 200)
        let csrf = try #require(WebClient.field("csrf", in: form.text))
        let started = try client.post(
            "/start",
            form: [("csrf", csrf), ("tester", tester), ("platform", "ios"), ("device", "iPhone 15"), ("os", "iOS 18"), ("at", "VoiceOver")])
        #expect(started.status == 303, "\(started.text)")
        let location = client.appPath(try #require(started.header("Location")))
        #expect(location.hasPrefix("/session/") && location.hasSuffix("?after=verdict"))
        return String(location.dropFirst("/session/".count).prefix { $0 != "?" })
    }

    /// Sends a verdict from the step page as it is now.
    @discardableResult
    static func verdict(_ client: WebClient, _ id: String, _ fields: [(String, String)], files: [(field: String, name: String, bytes: [UInt8])] = [])
        throws -> WebClient.Response
    {
        let page = try client.get("/session/\(id)")
        let csrf = try #require(WebClient.field("csrf", in: page.text))
        let at = try #require(WebClient.field("at", in: page.text), "no step on the page: \(page.text)")
        return try client.post("/session/\(id)", fields: [("csrf", csrf), ("at", at)] + fields, files: files)
    }

    /// A ledger's records without what differs between any two sessions: times, the chain,
    /// the session id, and the seconds a step took.
    static func normalised(_ path: String) throws -> [NSDictionary] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in ["time", "prev", "check", "session", "seconds"] { object.removeValue(forKey: key) }
            return object as NSDictionary
        }
    }

    static func ledger(_ results: String) throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: results).filter { $0.hasSuffix(".jsonl") }
        #expect(files.count == 1, "\(files)")
        return results + "/" + (files.first ?? "")
    }

    @Test("a whole session over HTTP (start, pass, fail with a note and evidence, quit) writes what run --answers writes")
    func wholeSessionMatchesAnswers() throws {
        let project = try Project()
        let (running, client) = try Self.serve(project)
        defer { running.server.stop() }
        let id = try Self.start(client)
        let first = try client.get("/session/\(id)?after=verdict")
        #expect(first.status == 200)
        #expect(first.text.contains("<h2 id=\"step-heading\" tabindex=\"-1\" autofocus>Step 1 of 2: When I press TAB</h2>"), "\(first.text)")
        #expect(first.text.contains("<button type=\"submit\" name=\"verdict\" value=\"pass\""))
        #expect(first.text.contains("Press Tab."), "guidance as the terminal speaks it")
        let passed = try Self.verdict(client, id, [("verdict", "pass"), ("note", "")])
        #expect(passed.status == 303)
        let second = try client.get(try #require(passed.header("Location")))
        #expect(second.text.contains("Step 1: passed."), "the status region says what was recorded: \(second.text)")
        #expect(second.text.contains("data-after=\"verdict\""))
        #expect(second.text.contains("Step 2 of 2: Then the focus moves to the toggle"))
        let failed = try Self.verdict(client, id, [("verdict", "fail"), ("note", "Focus lost")], files: [("evidence", "shot.png", Self.png)])
        #expect(failed.status == 303, "\(failed.text)")
        let third = try client.get("/session/\(id)")
        #expect(third.text.contains("Step 2: failed, Focus lost."), "\(third.text)")
        #expect(third.text.contains("Scenario 1, Keyboard: failed."))
        #expect(third.text.contains("Evidence for scenario 1, step 2 saved as evidence/"))
        let csrf = try #require(WebClient.field("csrf", in: third.text))
        #expect(try client.post("/session/\(id)", form: [("csrf", csrf), ("action", "quit")]).status == 303)
        let paused = try client.get("/session/\(id)")
        #expect(paused.text.contains("run --resume \(id)"))
        #expect(
            paused.text.contains("Resume this session") && !paused.text.contains("name=\"verdict\""), "a quit session offers Resume, not a verdict")

        // The same answers at the terminal, in another results folder.
        let shot = try project.folder.write("shot.png", bytes: Self.png)
        let terminal = project.folder.path + "/terminal-results"
        let answered = run(
            [
                "run", project.features, "--platform", "ios", "--tester", "Ann", "--device", "iPhone 15", "--os", "iOS 18", "--at", "VoiceOver",
                "--results", terminal, "--answers", "-", "--plain",
            ],
            stdin: "p\nf Focus lost\ne \(shot)\nq\n")
        #expect(answered.status == 0, "\(answered.err)")
        let browser = try Self.normalised(try Self.ledger(project.results))
        let typed = try Self.normalised(try Self.ledger(terminal))
        #expect(browser == typed, "browser:\n\(browser)\nterminal:\n\(typed)")
        #expect(
            browser.map { $0["type"] as? String } == ["sessionStarted", "stepResult", "stepResult", "scenarioResult", "evidence", "paused"],
            "\(browser)")
        let evidence = try FileManager.default.contentsOfDirectory(atPath: project.results + "/evidence")
        #expect(evidence.count == 1 && evidence[0].hasSuffix(".png"))
    }

    @Test("the step's short guidance is shown in the open, its full guidance folded under How to perform this step")
    func shortGuidanceOnThePage() throws {
        let project = try TestProject(files: [
            "features/toggle.feature": Self.feature,
            "steps/steps.md": "## I press TAB\nKind: action\nShort: Press **Tab** once.\nWhy no criteria: the next step judges it.\n\n"
                + "Press Tab until focus reaches the toggle.\n\n### iOS\nShort: With Full Keyboard Access on, press Tab.\nTurn it on first.\n",
        ])
        let (running, client) = try Self.serve(project)
        defer { running.server.stop() }
        let page = try client.get("/session/\(try Self.start(client))")
        #expect(page.text.contains("<p class=\"short-guidance\">With Full Keyboard Access on, press Tab.</p>"), "\(page.text)")
        #expect(
            page.text.contains(
                "<details class=\"guidance\">\n<summary>How to perform this step</summary>\n<p>Press Tab until focus reaches the toggle.</p>"))
    }

    @Test("a session started in the browser resumes in the terminal, and one started in the terminal resumes in the browser")
    func resumesBothWays() throws {
        let project = try Project()
        let (running, client) = try Self.serve(project)
        defer { running.server.stop() }
        let id = try Self.start(client)
        try Self.verdict(client, id, [("verdict", "pass")])
        let page = try client.get("/session/\(id)")
        // While the browser holds it, the terminal is told who has it.
        let held = run(["run", "--resume", id, "--results", project.results, "--answers", "-", "--plain"], stdin: "p\n")
        #expect(held.status != 0)
        #expect(held.err.contains("Ann"), "\(held.err)")
        #expect(try client.post("/session/\(id)", form: [("csrf", WebClient.field("csrf", in: page.text) ?? ""), ("action", "quit")]).status == 303)
        let resumed = run(["run", "--resume", id, "--results", project.results, "--answers", "-", "--plain"], stdin: "f no focus ring\n")
        #expect(resumed.status == 0, "\(resumed.err)")
        #expect(
            resumed.out.contains("Step 2 of 2: Then the focus moves to the toggle"), "the terminal goes on where the browser stopped: \(resumed.out)")

        // The other way: the terminal quits; the browser resumes and finishes.
        let other = run(
            ["run", project.features, "--platform", "ios", "--tester", "Bo", "--results", project.results, "--answers", "-", "--plain"],
            stdin: "p\nq\n")
        #expect(other.status == 0, "\(other.err)")
        let bo = try #require(
            try FileManager.default.contentsOfDirectory(atPath: project.results).first { $0.contains("-bo-") && $0.hasSuffix(".jsonl") })
        let boID = String(bo.dropLast(".jsonl".count))
        let sessions = try client.get("/sessions")
        #expect(sessions.text.contains("aria-label=\"Resume session \(boID)\""), "\(sessions.text)")
        let resume = try client.post("/resume", form: [("csrf", WebClient.field("csrf", in: sessions.text) ?? ""), ("session", boID)])
        #expect(resume.status == 303, "\(resume.text)")
        let step = try client.get("/session/\(boID)")
        #expect(step.text.contains("Step 2 of 2: Then the focus moves to the toggle"), "\(step.text)")
        try Self.verdict(client, boID, [("verdict", "pass")])
        try Self.verdict(client, boID, [("verdict", "not-applicable"), ("note", "no name on this build")])
        let finished = try client.get("/session/\(boID)")
        #expect(finished.text.contains("Session finished: 2 of 2 scenarios"), "\(finished.text)")
        let verify = run(["verify", "--results", project.results])
        #expect(verify.status == 0, "\(verify.out)\(verify.err)")
    }

    @Test("two tabs on one session: the second verdict for the same step is refused, and nothing is written twice")
    func twoTabs() throws {
        let project = try Project()
        let (running, client) = try Self.serve(project)
        defer { running.server.stop() }
        let id = try Self.start(client)
        let page = try client.get("/session/\(id)")
        let csrf = try #require(WebClient.field("csrf", in: page.text))
        let at = try #require(WebClient.field("at", in: page.text))
        let tab1 = try client.post("/session/\(id)", fields: [("csrf", csrf), ("at", at), ("verdict", "pass")], files: [])
        let tab2 = try client.post("/session/\(id)", fields: [("csrf", csrf), ("at", at), ("verdict", "fail"), ("note", "late")], files: [])
        #expect(tab1.status == 303)
        #expect(tab2.status == 409)
        #expect(tab2.text.contains("That step already has its verdict"))
        let records = try Self.normalised(try Self.ledger(project.results))
        #expect(records.filter { $0["type"] as? String == "stepResult" }.count == 1, "\(records)")
        // A GET changes nothing.
        let before = try String(contentsOfFile: try Self.ledger(project.results), encoding: .utf8)
        _ = try client.get("/session/\(id)")
        _ = try client.get("/status")
        #expect(try String(contentsOfFile: try Self.ledger(project.results), encoding: .utf8) == before)
    }

    @Test("a failure without a note, and evidence over the cap, are refused with the reason and record nothing")
    func refusals() throws {
        let project = try Project()
        let (running, client) = try Self.serve(project, maxEvidence: 1000)
        defer { running.server.stop() }
        let id = try Self.start(client)
        let noNote = try Self.verdict(client, id, [("verdict", "fail"), ("note", "  ")])
        #expect(noNote.status == 400)
        #expect(noNote.text.contains("role=\"alert\""))
        #expect(noNote.text.contains("say in the note what went wrong"))
        #expect(noNote.text.contains("aria-invalid=\"true\""))
        let big = try Self.verdict(client, id, [("verdict", "pass")], files: [("evidence", "big.png", [UInt8](repeating: 7, count: 5000))])
        #expect(big.status == 413)
        #expect(big.text.contains("Nothing was recorded: the evidence is"), "\(big.text)")
        let records = try Self.normalised(try Self.ledger(project.results))
        #expect(records.map { $0["type"] as? String } == ["sessionStarted"], "\(records)")
        #expect(!FileManager.default.fileExists(atPath: project.results + "/evidence"))
    }

    @Test("status, sessions and reports pages show the results; every export downloads")
    func statusAndReports() throws {
        let project = try Project()
        let (running, client) = try Self.serve(project)
        defer { running.server.stop() }
        let id = try Self.start(client)
        try Self.verdict(client, id, [("verdict", "pass")])
        try Self.verdict(client, id, [("verdict", "pass")])
        let status = try client.get("/status")
        #expect(status.text.contains("<caption") || status.text.contains("By platform"))
        #expect(status.text.contains("Ann: 1 scenario, 1 passed"), "\(status.text)")
        #expect(
            try client.get("/status?part=table").text.hasPrefix("<p>1 of 4 planned scenarios have a current pass.</p>"),
            "two scenarios on iOS and Android")
        let reports = try client.get("/reports")
        #expect(reports.text.contains("Every ledger and sign-off verifies."), "\(reports.text)")
        for format in ExportCommand.formats {
            let export = try client.get("/export/\(format)" + (format == "xray" ? "?platform=ios&project=DEMO" : ""))
            #expect(export.status == 200, "\(format): \(export.text.prefix(300))")
            #expect(export.header("Content-Disposition")?.hasPrefix("attachment; filename=\"stepwise-") == true, "\(format)")
            #expect(!export.body.isEmpty)
        }
        #expect(reports.text.contains("<option value=\"android\">Android</option>"))
        #expect(try client.get("/export/xray?platform=..%2Fx").status == 404)
        let view = try client.get("/export/html?view=1")
        #expect(view.header("Content-Disposition") == nil)
        #expect(view.header("Content-Security-Policy")?.contains("script-src") == false)
    }

    @Test("names, notes and steps full of markup are shown as text, never obeyed")
    func hostileText() throws {
        let project = try TestProject(files: [
            "features/evil.feature":
                "@native\nFeature: <script>alert(1)</script> & \"co\"\n\n  Scenario: <img src=x onerror=alert(2)>\n    Then the <b>name</b> is read\n"
        ])
        let (running, client) = try Self.serve(project)
        defer { running.server.stop() }
        let form = try client.get("/start?platform=ios")
        let started = try client.post(
            "/start", form: [("csrf", WebClient.field("csrf", in: form.text) ?? ""), ("tester", "<i>Ann</i> \u{1B}[2K"), ("platform", "ios")])
        let id = String(client.appPath(try #require(started.header("Location"))).dropFirst("/session/".count).prefix { $0 != "?" })
        let page = try client.get("/session/\(id)")
        for raw in ["<script>alert(1)", "<img src=x", "<b>name</b>", "<i>Ann</i>", "\u{1B}"] {
            #expect(!page.text.contains(raw), "\(raw) reached the page as markup")
        }
        #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;"))
        #expect(page.text.contains("[U+001B]"), "a control character is shown by its code point")
        try Self.verdict(client, id, [("verdict", "fail"), ("note", "<svg onload=alert(3)>\nsecond line")])
        let after = try client.get("/session/\(id)")
        #expect(!after.text.contains("<svg"))
        #expect(after.text.contains("failed, &lt;svg onload=alert(3)&gt; second line."), "a note's lines are joined, as the terminal takes one line")
    }
}
