import Foundation
import Testing

@testable import HTTPServer

@Suite("HTTP server: persistent connections")
struct PersistentConnectionTests {
    @Test("HTTP/1.1 keeps the connection open for a second request")
    func twoRequestsOnOneConnection() throws {
        try withServer { server in
            let client = try server.client()
            client.send("GET /one HTTP/1.1\r\nHost: x\r\n\r\n")
            let first = try #require(client.readResponse())
            #expect(first.text == "GET /one")
            #expect(first.headers["Connection"] == "keep-alive")
            client.send("GET /two HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.text == "GET /two")
        }
    }

    @Test("Pipelined requests, sent in one write, are answered in order")
    func pipelined() throws {
        try withServer(handler: { .text(200, "\($0.method) \($0.path) \(String(decoding: $0.body, as: UTF8.self))") }) { server in
            let client = try server.client()
            client.send(
                "GET /a HTTP/1.1\r\nHost: x\r\n\r\n" + "POST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nbody"
                    + "\r\n"  // an empty line between requests is allowed
                    + "HEAD /c HTTP/1.1\r\nHost: x\r\n\r\n" + "GET /d HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(client.readResponse()?.text == "GET /a ")
            #expect(client.readResponse()?.text == "POST /b body")
            let head = try #require(client.readResponse(forHead: true))
            #expect(head.headers["Content-Length"] == "8" && head.body.isEmpty)
            let last = try #require(client.readResponse())
            #expect(last.text == "GET /d ")
            #expect(last.headers["Connection"] == "close")
            #expect(client.waitForClose().closed)
        }
    }

    @Test("A client's Connection: close is answered with Connection: close, then the server closes")
    func clientCloses() throws {
        try withServer { server in
            let client = try server.client()
            client.send("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let response = try #require(client.readResponse())
            #expect(response.status == 200)
            #expect(response.headers["Connection"] == "close")
            let end = client.waitForClose()
            #expect(end.closed && end.rest.isEmpty)
        }
    }

    @Test("A handler's Connection: close closes the connection after its response")
    func handlerCloses() throws {
        try withServer(handler: { _ in HTTPResponse(status: 200, headers: [("Connection", "close")], body: Array("bye".utf8)) }) { server in
            let client = try server.client()
            client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            let response = try #require(client.readResponse())
            #expect(response.text == "bye")
            #expect(response.headers.values("Connection") == ["close"])
            #expect(client.waitForClose().closed)
        }
    }

    @Test("HTTP/1.0 closes unless it asks for keep-alive; no Host needed")
    func http10() throws {
        try withServer { server in
            let plain = try server.client()
            plain.send("GET /old HTTP/1.0\r\n\r\n")
            let response = try #require(plain.readResponse())
            #expect(response.text == "GET /old")
            #expect(response.headers["Connection"] == "close")
            #expect(plain.waitForClose().closed)

            let keepAlive = try server.client()
            keepAlive.send("GET /1 HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")
            #expect(keepAlive.readResponse()?.headers["Connection"] == "keep-alive")
            keepAlive.send("GET /2 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(keepAlive.readResponse()?.text == "GET /2")
        }
    }

    @Test("The last request allowed on a connection is answered with Connection: close")
    func requestsPerConnection() throws {
        try withServer(limits: smallLimits { $0.maxRequestsPerConnection = 2 }) { server in
            let client = try server.client()
            client.send("GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\nGET /3 HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.headers["Connection"] == "keep-alive")
            let second = try #require(client.readResponse())
            #expect(second.text == "GET /2" && second.headers["Connection"] == "close")
            #expect(client.readResponse() == nil)
        }
    }

    @Test("A client that leaves without reading does not harm the server (no SIGPIPE)")
    func clientGoneBeforeResponse() throws {
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 4 * 1024 * 1024)
        try withServer(handler: { _ in HTTPResponse(status: 200, body: big) }) { server in
            for _ in 0..<3 {
                let client = try server.client()
                client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
                client.closeWithReset()
            }
            let client = try server.client()
            client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.body.count == big.count)
        }
    }
}
