import Foundation
import Testing

@testable import HTTPServer

@Suite("HTTP server: requests reach the handler parsed")
struct RequestTests {
    @Test("A GET is answered with the handler's response and the server's headers")
    func get() throws {
        let log = RequestLog()
        try withServer(log: log) { server in
            let client = try server.client()
            client.send("GET /hello HTTP/1.1\r\nHost: localhost\r\nUser-Agent: raw\r\n\r\n")
            let response = try #require(client.readResponse())
            #expect(response.status == 200)
            #expect(response.reason == "OK")
            #expect(response.text == "GET /hello")
            #expect(response.headers["Content-Length"] == "10")
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(response.headers["Connection"] == "keep-alive")
            let date = try #require(response.headers["Date"])
            #expect(Self.isIMFFixdate(date), "\(date)")
            let request = try #require(log.last)
            #expect(request.method == "GET")
            #expect(request.target == "/hello")
            #expect(request.version == "HTTP/1.1")
            #expect(request.headers["user-agent"] == "raw")
            #expect(request.body.isEmpty)
            #expect(request.remoteAddress == "127.0.0.1")
        }
    }

    @Test("A POST's form body arrives whole and decodes")
    func postForm() throws {
        let log = RequestLog()
        try withServer(log: log) { server in
            let client = try server.client()
            let body = "name=Ada+Lovelace&note=caf%C3%A9+%26+more&empty="
            client.send(
                "POST /s/abc/notes HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            )
            #expect(client.readResponse()?.status == 200)
            let request = try #require(log.last)
            #expect(request.method == "POST")
            #expect(request.body == Array(body.utf8))
            let fields = FormData.urlEncoded(request.body)
            #expect(fields.map(\.name) == ["name", "note", "empty"])
            #expect(fields.map(\.value) == ["Ada Lovelace", "café & more", ""])
        }
    }

    @Test("The query, the percent-decoded path and the cookies")
    func queryPathAndCookies() throws {
        let log = RequestLog()
        try withServer(log: log) { server in
            let client = try server.client()
            client.send(
                "GET /s/caf%C3%A9/a%20b%2Fc?x=1&y=two+words&z=%E2%9C%93&x=2&flag HTTP/1.1\r\nHost: x\r\n"
                    + "Cookie: session=abc123; theme=\"dark\"\r\nCookie: session=other; lang=en\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
            let request = try #require(log.last)
            #expect(request.path == "/s/café/a b/c")
            #expect(request.rawPath == "/s/caf%C3%A9/a%20b%2Fc")
            #expect(request.target == "/s/caf%C3%A9/a%20b%2Fc?x=1&y=two+words&z=%E2%9C%93&x=2&flag")
            #expect(request.query.map(\.name) == ["x", "y", "z", "x", "flag"])
            #expect(request.query.map(\.value) == ["1", "two words", "✓", "2", ""])
            #expect(request.queryValue("x") == "1")
            #expect(request.cookies == ["session": "abc123", "theme": "dark", "lang": "en"])
        }
    }

    @Test("HEAD gets the GET's headers and no body; the next response on the connection is intact")
    func head() throws {
        try withServer(handler: { _ in .html(200, "<p>hello</p>") }) { server in
            let client = try server.client()
            client.send("HEAD /page HTTP/1.1\r\nHost: x\r\n\r\n")
            let head = try #require(client.readResponse(forHead: true))
            #expect(head.status == 200)
            #expect(head.headers["Content-Length"] == "12")
            #expect(head.headers["Content-Type"] == "text/html; charset=utf-8")
            #expect(head.body.isEmpty)
            // Had the server sent the body, it would be read here as the next status line.
            client.send("GET /page HTTP/1.1\r\nHost: x\r\n\r\n")
            let get = try #require(client.readResponse())
            #expect(get.text == "<p>hello</p>")
        }
    }

    @Test("Header names keep their spelling and are looked up in any case; repeated ones stay apart")
    func headers() throws {
        let log = RequestLog()
        try withServer(log: log) { server in
            let client = try server.client()
            client.send("GET / HTTP/1.1\r\nHost: x\r\nX-Thing:   padded value \t\r\nx-thing: second\r\nX-Empty:\r\nX-Utf8: café\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
            let request = try #require(log.last)
            #expect(request.headers["X-THING"] == "padded value")
            #expect(request.headers.values("x-thing") == ["padded value", "second"])
            #expect(request.headers["X-Empty"] == "")
            #expect(request.headers["X-Utf8"] == "café")
            #expect(request.headers.pairs.map(\.name) == ["Host", "X-Thing", "x-thing", "X-Empty", "X-Utf8"])
        }
    }

    @Test("Bare LF line ends are accepted")
    func bareLineFeeds() throws {
        let log = RequestLog()
        try withServer(log: log) { server in
            let client = try server.client()
            client.send("POST /lf HTTP/1.1\nHost: x\nContent-Length: 3\n\nabc")
            #expect(client.readResponse()?.status == 200)
            #expect(log.last?.body == Array("abc".utf8))
        }
    }

    @Test("What the handler sets cannot break the response: no injected headers, framing is the server's")
    func responseIsWellFormed() throws {
        let handler: @Sendable (HTTPRequest) -> HTTPResponse = { request in
            var response = HTTPResponse.redirect(to: "/next\r\nSet-Cookie: evil=1")
            response.headers.add("Content-Length", "999")
            response.headers.add("Bad Name", "x")
            response.headers.add("X-Ok", "fine")
            response.reason = "See\r\nOther"
            return response
        }
        try withServer(handler: handler) { server in
            let client = try server.client()
            client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = try #require(client.readResponse())
            #expect(response.status == 303)
            #expect(response.headers["Location"] == "/nextSet-Cookie: evil=1")
            #expect(response.headers["Set-Cookie"] == nil)
            #expect(response.headers.values("Content-Length") == ["0"])
            #expect(response.headers["Bad Name"] == nil)
            #expect(response.headers["X-Ok"] == "fine")
            #expect(response.reason == "SeeOther")
        }
    }

    @Test("204 and 304 are sent without a body or Content-Length; a non-final status becomes 500")
    func statusesWithoutBody() throws {
        let handler: @Sendable (HTTPRequest) -> HTTPResponse = { request in
            switch request.path {
            case "/204": HTTPResponse(status: 204, body: Array("ignored".utf8))
            case "/304": HTTPResponse(status: 304, body: Array("ignored".utf8))
            default: HTTPResponse(status: 101)
            }
        }
        try withServer(handler: handler) { server in
            let client = try server.client()
            client.send("GET /204 HTTP/1.1\r\nHost: x\r\n\r\nGET /304 HTTP/1.1\r\nHost: x\r\n\r\nGET /101 HTTP/1.1\r\nHost: x\r\n\r\n")
            let noContent = try #require(client.readResponse())
            #expect(noContent.status == 204 && noContent.headers["Content-Length"] == nil)
            let notModified = try #require(client.readResponse())
            #expect(notModified.status == 304 && notModified.headers["Content-Length"] == nil)
            #expect(client.readResponse()?.status == 500)
        }
    }

    @Test("The reason phrase follows the status unless one is set")
    func reasonPhrase() {
        var response = HTTPResponse.text(200, "x")
        #expect(response.reason == "OK")
        response.status = 404
        #expect(response.reason == "Not Found")
        response.reason = "Nowhere"
        #expect(response.reason == "Nowhere")
        #expect(HTTPResponse(status: 299).reason == "Success")
    }

    @Test("The Date header is IMF-fixdate in GMT")
    func dateFormat() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(secondsSince1970: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.format(secondsSince1970: 1_709_208_000) == "Thu, 29 Feb 2024 12:00:00 GMT")
    }

    @Test("A request made by hand for a handler's tests parses as the server would")
    func handMadeRequest() throws {
        let request = try #require(
            HTTPRequest(method: "POST", target: "/a%20b?q=1+2", headers: HTTPHeaders([("Cookie", "k=v")]), body: [1, 2]))
        #expect(request.path == "/a b")
        #expect(request.query.first?.value == "1 2")
        #expect(request.cookies == ["k": "v"])
        #expect(HTTPRequest(target: "http://example.com/") == nil)
        #expect(HTTPRequest(target: "/a%00") == nil)
    }

    static func isIMFFixdate(_ text: String) -> Bool {
        // Sun, 06 Nov 1994 08:49:37 GMT
        let pattern =
            #"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [0-9]{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT$"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }
}
