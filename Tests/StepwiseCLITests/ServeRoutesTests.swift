import Foundation
import HTTPServer
import Testing

@testable import BrowserFace
@testable import StepwiseCLI
@testable import Workflows

/// The browser face's route table: an address no route takes is 404, whoever asks with the
/// cookie; without the cookie every address, known or not, is refused alike; every answer
/// carries the security headers.
@Suite("stepwise serve: the route table", .serialized)
struct ServeRoutesTests {
    static let securityHeaders = ["Content-Security-Policy", "X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Cache-Control"]

    private func expectSecured(_ answer: WebClient.Response, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for name in Self.securityHeaders {
            #expect(answer.header(name) != nil, "\(what): no \(name)", sourceLocation: sourceLocation)
        }
    }

    @Test("an unknown address is 404: a page, a form's target, a method the route does not take, a path outside the root")
    func unknownRoutes() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        for path in ["/nothing", "/start/", "/session", "/assets/other.css", "/resume"] {
            let answer = try client.get(path)
            #expect(answer.status == 404, "\(path): \(answer.status)")
            #expect(answer.text.contains("There is no page at this address."), "\(path)")
            expectSecured(answer, path)
        }
        let csrf = try #require(WebClient.field("csrf", in: try client.get("/start?platform=ios").text))
        let posted = try client.post("/nothing", form: [("csrf", csrf)])
        #expect(posted.status == 404)
        #expect(posted.text.contains("Nothing takes a form at this address."))
        // A form for no route is checked first, like any other.
        #expect(try client.post("/nothing", form: [("csrf", "x")]).status == 403)
        // Outside the secret root, with the cookie the browser would not send there.
        let cookie = try #require(client.cookieHeader(for: client.root + "/"))
        let outside = try client.send("GET", "/start", headers: [("Cookie", cookie)], raw: true)
        #expect(outside.status == 404)
        expectSecured(outside, "outside the root")
        let head = try client.send("HEAD", "/start")
        #expect(head.status == 200 && head.body.isEmpty, "HEAD is answered as GET, without the body")
    }

    @Test("without the cookie every route, and every unknown address, is refused as before")
    func withoutTheCookie() throws {
        let project = try ServeSessionTests.Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let stranger = WebClient(port: running.server.port)
        let paths = [
            "/", "/start", "/sessions", "/status", "/status?part=table", "/reports", "/favicon.ico", "/assets/app.css", "/assets/app.js",
            "/session/20261122-091503-ann-ios-3f2a", "/export/csv", "/evidence/" + String(repeating: "a", count: 64) + ".png", "/nothing",
        ]
        for path in paths {
            // The host's own /favicon.ico is answered with nothing, to anyone (ServeSecurityTests).
            for target in [path, client.root + path] where target != "/favicon.ico" {
                let answer = try stranger.send("GET", target, raw: true)
                #expect(answer.status == 401, "\(target): \(answer.status)")
                #expect(answer.text.contains("needs the access token"), "\(target)")
                #expect(!answer.text.contains(client.root), "a refusal must not give the root away")
                expectSecured(answer, target)
            }
        }
        for path in ["/start", "/resume", "/session/20261122-091503-ann-ios-3f2a", "/nothing"] {
            let answer = try stranger.send(
                "POST", client.root + path, headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Array("csrf=x".utf8), raw: true)
            #expect(answer.status == 401, "POST \(path): \(answer.status)")
        }
    }

    @Test("patterns: a literal path, one segment captured by name, the rest of a path")
    func patterns() {
        let session: RoutePattern = "/session/{id}"
        #expect(session.match("/session/abc") == ["id": "abc"])
        #expect(session.match("/session/") == ["id": ""], "an empty id is the page's to refuse, as before")
        #expect(session.match("/session/a/b") == nil)
        #expect(session.match("/sessions") == nil)
        let home: RoutePattern = "/"
        #expect(home.match("/") == [:])
        #expect(home.match("/start") == nil)
        let rest: RoutePattern = "/**"
        #expect(rest.match("/") == [:] && rest.match("/a/b/c") == [:])
    }

    /// Records the order middleware runs in, and marks the answer on its way out.
    struct Mark: WebMiddleware {
        let name: String
        func handle(_ request: WebRequest, next: WebResponder) -> HTTPResponse {
            var response = next(request)
            response.headers.add("X-Passed", name)
            return response
        }
    }

    @Test("middleware wraps the routes added after it, the first outermost; a group's only its own; HEAD is GET")
    func middlewareOrder() throws {
        let app = WebApp(settings: .init(paths: [], steps: nil, resultsFolder: "/nonexistent"), access: WebAccess(port: 8080, beyondLoopback: false))
        var table = RouteTable(root: "/r", notFound: { _ in HTTPResponse(status: 404) })
        table.add(middleware: Mark(name: "outer"))
        table.on(.get, "/a") { _ in HTTPResponse(status: 200) }
        table.add(middleware: Mark(name: "inner"))
        table.group(Mark(name: "group")) { group in
            group.on(.get, "/b/{x}") { request in HTTPResponse(status: 200, headers: [("X-Captured", request.parameter("x"))]) }
        }
        table.on(.get, "/b/{y}") { _ in HTTPResponse(status: 500) }
        func answer(_ method: String, _ target: String) throws -> HTTPResponse {
            table.respond(to: try #require(HTTPRequest(method: method, target: target)), app: app)
        }
        #expect(try answer("GET", "/r/a").headers.values("X-Passed") == ["outer"])
        let b = try answer("HEAD", "/r/b/7")
        #expect(b.status == 200, "the first route that matches answers")
        #expect(b.headers["X-Captured"] == "7")
        #expect(b.headers.values("X-Passed") == ["group", "inner", "outer"], "the innermost marks the answer first")
        let missing = try answer("GET", "/r/c")
        #expect(
            missing.status == 404 && missing.headers.values("X-Passed") == ["inner", "outer"],
            "not found passes the table's middleware, not a group's")
        #expect(try answer("POST", "/r/a").status == 404, "a route answers its own method only")
        #expect(try answer("GET", "/a").status == 404, "outside the root")
    }
}
