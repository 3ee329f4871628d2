import Foundation
import Testing

@testable import StepwiseCLI

/// What `stepwise serve` refuses: any request without the token; a Host that is not this
/// server's (DNS rebinding); a change from another site, or without the form's CSRF token; an
/// address that names a file outside the results' evidence; a body over the limit.
@Suite("stepwise serve: secure by default", .serialized)
struct ServeSecurityTests {
    @Test("no token, a wrong token: refused, and nothing is served")
    func token() throws {
        let project = try ServeSessionTests.Project()
        let (running, _) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let stranger = WebClient(port: running.server.port)
        for path in ["/", "/start", "/status", "/reports", "/sessions", "/export/csv", "/assets/app.js"] {
            let answer = try stranger.get(path)
            #expect(answer.status == 401, "\(path): \(answer.status)")
            #expect(answer.text.contains("needs the access token"))
        }
        let wrong = try stranger.get("/?token=0000")
        #expect(wrong.status == 403)
        #expect(stranger.cookies.isEmpty)
        // A cookie made up by a page elsewhere does not pass either.
        stranger.cookies["stepwise-\(running.server.port)"] = String(repeating: "a", count: 64)
        #expect(try stranger.get("/start").status == 401)
    }

    @Test("a Host other than this server's (DNS rebinding) is refused, even with the cookie")
    func wrongHost() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let port = running.server.port
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1:\(port &+ 1)", "192.168.1.20:\(port)", "localhost.evil.example:\(port)", ""] {
            let answer = try client.send("GET", "/", host: host)
            #expect(answer.status == 421 || answer.status == 400, "\(host): \(answer.status)")
        }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)"] {
            #expect(try client.send("GET", "/", host: host).status == 200, "\(host)")
        }
    }

    @Test("a cross-site POST, or one without the CSRF token, changes nothing")
    func crossSite() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let page = try client.get("/start")
        let csrf = try #require(WebClient.field("csrf", in: page.text))
        let form = [("csrf", csrf), ("tester", "Mallory"), ("platform", "ios")]
        let fromElsewhere = try client.post("/start", form: form, headers: [("Origin", "http://evil.example")])
        #expect(fromElsewhere.status == 403)
        let fetchedElsewhere = try client.send(
            "POST", "/start", headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Sec-Fetch-Site", "cross-site")],
            body: Array("csrf=\(csrf)&tester=Mallory&platform=ios".utf8))
        #expect(fetchedElsewhere.status == 403)
        // A browser whose referrer policy hides the origin sends `Origin: null`; Sec-Fetch-Site
        // then says whose page sent the form.
        let hiddenElsewhere = try client.post("/start", form: form, headers: [("Origin", "null"), ("Sec-Fetch-Site", "cross-site")])
        #expect(hiddenElsewhere.status == 403)
        let noToken = try client.post("/start", form: [("tester", "Mallory"), ("platform", "ios")])
        #expect(noToken.status == 403)
        let wrongToken = try client.post("/start", form: [("csrf", "x"), ("tester", "Mallory"), ("platform", "ios")])
        #expect(wrongToken.status == 403)
        // GET never changes anything, whatever it carries.
        #expect(try client.get("/start?tester=Mallory&platform=ios").status == 200)
        #expect(!FileManager.default.fileExists(atPath: project.results), "no session was started")
        // Chromium's own form POST: `Origin: null` under the page's referrer policy, from this server's page.
        let ours = try client.post(
            "/start", form: [("csrf", csrf), ("tester", "Ann"), ("platform", "ios")], headers: [("Origin", "null"), ("Sec-Fetch-Site", "same-origin")])
        #expect(ours.status == 303, "\(ours.text)")
        #expect(ours.header("Referrer-Policy") == "same-origin")
        let answer = try client.send("DELETE", "/session/x")
        #expect(answer.status == 405)
    }

    @Test("no address names a file outside the results' evidence")
    func pathEscape() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        try ServeSessionTests.verdict(client, id, [("verdict", "pass")], files: [("evidence", "shot.png", ServeSessionTests.png)])
        let stored = try #require(try FileManager.default.contentsOfDirectory(atPath: project.results + "/evidence").first)
        let served = try client.get("/evidence/\(stored)")
        #expect(served.status == 200)
        #expect(served.body == ServeSessionTests.png)
        try project.folder.write("secret.txt", "the project's secret")
        let ledger = try ServeSessionTests.ledger(project.results)
        let ledgerName = (ledger as NSString).lastPathComponent
        let attempts = [
            "/evidence/../../secret.txt", "/evidence/..%2f..%2fsecret.txt", "/evidence/%2e%2e/%2e%2e/secret.txt", "/evidence/../\(ledgerName)",
            "/evidence/" + String(repeating: "a", count: 64) + ".png/../../../secret.txt", "/evidence//etc/passwd", "/../secret.txt",
            "/session/..%2f..%2fsecret.txt", "/session/../../secret.txt", "/export/..%2f..%2fsecret.txt", "/assets/../secret.txt",
            "/%2e%2e/%2e%2e/etc/passwd", "/evidence/%00.png",
        ]
        for path in attempts {
            let answer = try client.get(path)
            #expect([400, 404].contains(answer.status), "\(path): \(answer.status)")
            #expect(!answer.text.contains("the project's secret") && !answer.text.contains("root:"), "\(path)")
        }
        // The start form takes only the components it offers, never another path to read.
        let start = try client.get("/start")
        #expect(start.text.contains("value=\"\(project.features)/toggle.feature\""), "\(start.text)")
        for path in ["/etc", project.folder.path, project.features + "/../secret.txt"] {
            let refused = try client.post(
                "/start", form: [("csrf", WebClient.field("csrf", in: start.text) ?? ""), ("tester", "Mallory"), ("platform", "ios"), ("component", path)])
            #expect(refused.status == 400, "\(path)")
            #expect(refused.text.contains("is not one of the components this server plans from"))
        }
        // A link put in the evidence folder is not followed.
        let hex = String(repeating: "b", count: 64)
        try FileManager.default.createSymbolicLink(atPath: project.results + "/evidence/\(hex).txt", withDestinationPath: project.folder.path + "/secret.txt")
        #expect(try client.get("/evidence/\(hex).txt").status == 404)
    }

    @Test("an oversized body is refused before it is read")
    func oversizedBody() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let page = try client.get("/start")
        let csrf = try #require(WebClient.field("csrf", in: page.text))
        // Declares a gigabyte and sends a little: the answer comes without the rest.
        let answer = try client.send(
            "POST", "/start",
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Origin", "http://\(client.host)"), ("Content-Length", "1073741824")],
            body: Array("csrf=\(csrf)".utf8))
        #expect(answer.status == 413 || answer.status == 400, "\(answer.status)")
        #expect(!FileManager.default.fileExists(atPath: project.results))
    }

    @Test("serve's options: a bad port, a name for --listen, an unknown option")
    func options() throws {
        #expect(run(["serve", "--port", "70000"]).err.contains("--port takes a number from 0 to 65535"))
        #expect(run(["serve", "--listen", "example.com"]).err.contains("--listen takes an IP address"))
        #expect(run(["serve", "--prot", "1"]).err.contains("did you mean '--port'?"))
        #expect(run(["serve", "/no/such/folder"]).err.contains("/no/such/folder: error: no such file or folder"))
        #expect(run(["serve", "--help"]).out.contains("--listen ADDR"))
    }
}
