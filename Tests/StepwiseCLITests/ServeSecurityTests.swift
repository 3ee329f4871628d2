import Foundation
import Testing

@testable import BrowserFace
@testable import StepwiseCLI
@testable import Workflows

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
        // The icon a browser asks the host's root for (viewing a report here): nothing, to anyone,
        // rather than a refusal in the browser's console; every other root path is still refused.
        let icon = try stranger.send("GET", "/favicon.ico", raw: true)
        #expect(icon.status == 204 && icon.text.isEmpty)
        #expect(try stranger.send("GET", "/favicon.png", raw: true).status == 401)
        #expect(try stranger.send("POST", "/favicon.ico", raw: true).status != 204)
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
        let page = try client.get("/start?platform=ios")
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
            "/start", form: [("csrf", csrf), ("tester", "Ann"), ("platform", "ios")],
            headers: [("Origin", "null"), ("Sec-Fetch-Site", "same-origin")])
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
            // Under the pages' root, with the cookie; and as written, where the cookie is not sent.
            for (answer, allowed) in [(try client.get(path), [400, 404]), (try client.send("GET", path, raw: true), [400, 401, 404])] {
                #expect(allowed.contains(answer.status), "\(path): \(answer.status)")
                #expect(!answer.text.contains("the project's secret") && !answer.text.contains("root:"), "\(path)")
            }
        }
        // The start form takes only the components it offers, never another path to read.
        let start = try client.get("/start?platform=ios")
        #expect(start.text.contains("value=\"\(project.features)/toggle.feature\""), "\(start.text)")
        for path in ["/etc", project.folder.path, project.features + "/../secret.txt"] {
            let refused = try client.post(
                "/start",
                form: [("csrf", WebClient.field("csrf", in: start.text) ?? ""), ("tester", "Mallory"), ("platform", "ios"), ("component", path)])
            #expect(refused.status == 400, "\(path)")
            #expect(refused.text.contains("is not one of the components this server plans from"))
        }
        // A link put in the evidence folder is not followed.
        let hex = String(repeating: "b", count: 64)
        try FileManager.default.createSymbolicLink(
            atPath: project.results + "/evidence/\(hex).txt", withDestinationPath: project.folder.path + "/secret.txt")
        #expect(try client.get("/evidence/\(hex).txt").status == 404)
    }

    @Test("an oversized body is refused before it is read")
    func oversizedBody() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let page = try client.get("/start?platform=ios")
        let csrf = try #require(WebClient.field("csrf", in: page.text))
        // Declares a gigabyte and sends a little: the answer comes without the rest.
        let answer = try client.send(
            "POST", "/start",
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Origin", "http://\(client.host)"), ("Content-Length", "1073741824")],
            body: Array("csrf=\(csrf)".utf8))
        #expect(answer.status == 413 || answer.status == 400, "\(answer.status)")
        #expect(!FileManager.default.fileExists(atPath: project.results))
    }

    // Issue 33: the entry link read from the process list, strangers holding every connection,
    // the cookie sent to every server on 127.0.0.1, evidence in the report viewed here.

    /// The printed entry link as a path (`/?token=…`).
    static func entryLink(_ running: BrowserServer.Running) throws -> String {
        let address = try #require(running.addresses.first)
        let path = try #require(address.range(of: ":\(running.server.port)/"))
        return String(address[address.index(before: path.upperBound)...])
    }

    @Test("the printed link lets one browser in, once: whoever opens it again is refused and told how to get a new one")
    func entryLinkWorksOnce() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let link = try Self.entryLink(running)
        // `serve --open` hands the link to the opener as an argument: anyone on the machine can
        // read it in the process list. Once the tester's browser has used it, it lets no one in.
        let stranger = WebClient(port: running.server.port)
        let late = try stranger.send("GET", link, raw: true)
        #expect(late.status == 403, "\(late.status)")
        #expect(late.header("Set-Cookie") == nil)
        #expect(stranger.cookies.isEmpty)
        #expect(late.text.contains("has been used already"), "\(late.text)")
        #expect(late.text.contains("press Enter in the terminal"), "\(late.text)")
        stranger.root = client.root
        let shut = try stranger.get("/sessions")
        #expect(shut.status == 401)
        // Neither refusal gives away where the pages are.
        #expect(!late.text.contains(client.root) && !shut.text.contains(client.root))
        // The browser that came first is still in.
        #expect(try client.get("/sessions").status == 200)
        // A made-up token is not taken for a used one.
        #expect(
            try stranger.send("GET", "/?token=" + String(repeating: "0", count: 64), raw: true).text.contains(
                "The token in this address is not this server"))
    }

    @Test("Enter in the terminal prints a new link, for one browser; the terminal says when a browser came in")
    func newEntryLinkOnEnter() throws {
        let project = try ServeSessionTests.Project()
        let arrivals = Arrivals()
        var options = BrowserServer.Options()
        options.paths = [project.features]
        options.results = project.results
        options.port = 0
        let running = try BrowserServer.start(options, entered: { arrivals.add($0.address) }).get()
        defer { running.server.stop() }
        let output = CommandOutput.captured()
        let terminal = ServeTerminal(output: output)
        var presses = ["", ""]
        terminal.answerEnter(reading: { presses.isEmpty ? nil : presses.removeFirst() }, newLink: { running.newAddresses() })
        let printed = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("http://127.0.0.1:\(running.server.port)/?token=") }
        #expect(printed.count == 2, "\(output.standardOutput)")
        let (older, newer) = (String(printed[0]), String(printed[1]))
        #expect(older != newer && older != running.addresses[0])
        // Only the newest works: the first printed, and the one the server started with, were never used and no longer let anyone in.
        for retired in [running.addresses[0], older] {
            let answer = try WebClient(port: running.server.port).send(
                "GET", String(retired.dropFirst("http://127.0.0.1:\(running.server.port)".count)), raw: true)
            #expect(answer.status == 403 && answer.text.contains("has been used already"), "\(retired): \(answer.status)")
        }
        #expect(arrivals.all.isEmpty)
        let tablet = WebClient(port: running.server.port)
        let entered = try tablet.send("GET", String(newer.dropFirst("http://127.0.0.1:\(running.server.port)".count)), raw: true)
        #expect(entered.status == 303)
        #expect(try tablet.get("/status").status == 200)
        #expect(arrivals.all == ["127.0.0.1"], "the terminal is told a browser came in")
        terminal.entered(BrowserArrival(address: "127.0.0.1"))
        #expect(output.standardOutput.contains("a browser at 127.0.0.1 came in with the link, which now lets no one else in"))
    }

    @Test("a refused request ends its connection at once, before any body it announces is read")
    func refusedBeforeTheBody() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let port = running.server.port
        // Without the token, on a connection HTTP/1.1 keeps open by default: the place is given back.
        let asking = try HeldConnection(port: port)
        asking.send("GET /sessions HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let refused = try #require(asking.responseHead(within: 5))
        #expect(refused.status == 401)
        #expect(refused.headers["connection"] == "close")
        #expect(asking.closed(within: 5), "a refused connection is kept open")
        // A 24 MB upload without the token, from the wrong Host, or from another site's page:
        // refused from its head alone. Were the server reading the body first, no answer would come.
        let twentyFourMB = 24 * 1024 * 1024
        let cookie = client.cookieHeader(for: client.address("/start")).map { "Cookie: \($0)\r\n" } ?? ""
        let uploads: [(head: String, status: Int)] = [
            ("Host: 127.0.0.1:\(port)\r\n", 401),
            ("Host: evil.example:\(port)\r\n\(cookie)", 421),
            ("Host: 127.0.0.1:\(port)\r\n\(cookie)Origin: http://evil.example\r\n", 403),
        ]
        for upload in uploads {
            let uploading = try HeldConnection(port: port)
            uploading.send(
                "POST \(client.address("/start")) HTTP/1.1\r\n\(upload.head)Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(twentyFourMB)\r\n\r\ncsrf=x"
            )
            let early = uploading.responseHead(within: 3)
            #expect(early?.status == upload.status, "\(upload.head): the server waited for the body before checking the request")
            #expect(uploading.closed(within: 5))
        }
        #expect(!FileManager.default.fileExists(atPath: project.results))
    }

    @Test("strangers holding every connection do not lock the tester out")
    func strangersCannotLockOut() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let port = running.server.port
        // As many as the server serves at once (32), each asking without the token and keeping its connection.
        var strangers: [HeldConnection] = []
        for _ in 0..<32 {
            let stranger = try HeldConnection(port: port)
            stranger.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            #expect(stranger.responseHead(within: 5)?.status == 401)
            strangers.append(stranger)
        }
        #expect(try client.get("/sessions").status == 200)
        #expect(try client.get("/status").status == 200)
        // As many again that connect and say nothing, for as long as the server lets them.
        strangers += try (0..<32).map { _ in try HeldConnection(port: port) }
        usleep(200_000)
        #expect(try client.get("/sessions").status == 200)
        #expect(try client.get("/reports").status == 200)
    }

    @Test("what the browser keeps is not the printed token, and no other server on 127.0.0.1 receives it")
    func cookieStaysWithThisServer() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let token = String(try Self.entryLink(running).split(separator: "=").last ?? "")
        let name = "stepwise-\(running.server.port)"
        let kept = try #require(client.cookies[name])
        #expect(kept != token, "the cookie is the printed token")
        // Cookies are not kept apart by port: the tester's browser, visiting the app under test or
        // a dev server on 127.0.0.1, sends that server every cookie whose path matches.
        let other = try OtherLocalServer()
        let sameBrowser = WebClient(port: other.port)
        sameBrowser.cookies = client.cookies
        sameBrowser.cookiePaths = client.cookiePaths
        for path in ["/", "/sessions", "/status?part=table", "/api/login"] {
            other.answerOne()
            _ = try sameBrowser.send("GET", path, raw: true)
        }
        #expect(other.received.count == 4)
        for head in other.received {
            #expect(!head.contains(kept) && !head.contains(token), "another server on 127.0.0.1 received the secret: \(head)")
        }
        // The cookie's path is a secret of its own, long enough not to be guessed.
        let path = try #require(client.cookiePaths[name])
        #expect(path.count >= 33 && path != "/", "\(path)")
        // The printed token, had another server caught it, is no cookie here.
        let thief = WebClient(port: running.server.port)
        thief.cookies[name] = token
        thief.root = client.root
        #expect(try thief.get("/sessions").status == 401)
    }

    @Test("the report viewed here links its evidence; evidence whose bytes were replaced is refused, not served")
    func evidenceOfTheServedReport() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        try ServeSessionTests.verdict(client, id, [("verdict", "pass")])
        let failed = try ServeSessionTests.verdict(
            client, id, [("verdict", "fail"), ("note", "focus lost")], files: [("evidence", "shot.png", ServeSessionTests.png)])
        #expect(failed.status == 303, "\(failed.text)")
        let view = try client.get("/export/html?view=1")
        #expect(view.status == 200)
        let links = view.text.components(separatedBy: "href=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            .filter { $0.contains("evidence") && !$0.hasPrefix("#") }.map { $0.replacingOccurrences(of: "&amp;", with: "&") }
        #expect(!links.isEmpty, "\(view.text)")
        for link in links {
            let opened = try client.get(link)
            #expect(opened.status == 200, "\(link): \(opened.status)")
            #expect(opened.body == ServeSessionTests.png, "\(link)")
        }
        // The file swapped for other bytes under the same name: its name is its SHA-256, which no longer holds.
        let stored = try #require(try FileManager.default.contentsOfDirectory(atPath: project.results + "/evidence").first)
        try Data("forged screenshot".utf8).write(to: URL(fileURLWithPath: project.results + "/evidence/" + stored))
        for link in links + ["/evidence/\(stored)"] {
            let forged = try client.get(link)
            #expect(forged.status == 409, "\(link): \(forged.status)")
            #expect(!forged.text.contains("forged screenshot"))
            #expect(forged.text.contains("no longer match the SHA-256"), "\(forged.text)")
        }
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

/// The addresses `serve` reported browsers coming in from, told on the server's threads.
final class Arrivals: @unchecked Sendable {
    private let lock = NSLock()
    private var addresses: [String] = []

    func add(_ address: String) {
        lock.lock()
        addresses.append(address)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return addresses
    }
}
