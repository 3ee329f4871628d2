import Foundation
import Testing

@testable import HTTPServer

/// The screen: a look at each request's head before its body is read, which may answer it then.
@Suite("HTTP server: screening a request by its head")
struct ScreenTests {
    /// Lets through requests that carry `X-Key: open`, and answers the rest 401.
    static let screen: @Sendable (HTTPRequest) -> HTTPResponse? = { request in
        request.headers["X-Key"] == "open" ? nil : .text(401, "No key.\n")
    }

    @Test("A request the screen refuses is answered from its head: its body is not read, the handler not called, and the connection ends")
    func refusedFromTheHead() throws {
        let log = RequestLog()
        try withServer(limits: smallLimits { $0.readTimeout = 30 }, log: log, screen: Self.screen) { server in
            let client = try server.client(timeout: 5)
            // Announces 20 MB and sends none of it: were the body read first, no answer would come.
            client.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 20000000\r\n\r\n")
            let response = try #require(client.readResponse())
            #expect(response.status == 401)
            #expect(response.headers["Connection"] == "close")
            #expect(client.waitForClose().closed)
            // Expect: 100-continue gets the answer instead of a 100.
            let asking = try server.client(timeout: 5)
            asking.send("POST /upload HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
            #expect(asking.readResponse()?.status == 401)
            // A GET that keeps the connection alive by default still has it closed.
            let getting = try server.client(timeout: 5)
            getting.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(getting.readResponse()?.status == 401)
            #expect(getting.waitForClose().closed)
            #expect(log.all.isEmpty)
        }
    }

    @Test("A request the screen lets through is read whole and handled, and its connection stays open")
    func letThrough() throws {
        let log = RequestLog()
        try withServer(log: log, screen: Self.screen) { server in
            let client = try server.client()
            client.send("POST /a HTTP/1.1\r\nHost: x\r\nX-Key: open\r\nContent-Length: 5\r\n\r\nhello")
            #expect(client.readResponse()?.status == 200)
            client.send("GET /b HTTP/1.1\r\nHost: x\r\nX-Key: open\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
            #expect(log.all.map(\.path) == ["/a", "/b"])
            #expect(log.all.first?.body == Array("hello".utf8))
        }
    }

    @Test("Strangers cannot take a screened client's place: refused and silent connections make room, its own stays")
    func strangersMakeRoom() throws {
        try withServer(
            limits: smallLimits {
                $0.maxConnections = 3
                $0.idleTimeout = 60
                $0.readTimeout = 60
            }, screen: Self.screen
        ) { server in
            let tester = try server.client()
            tester.send("GET /mine HTTP/1.1\r\nHost: x\r\nX-Key: open\r\n\r\n")
            #expect(tester.readResponse()?.status == 200)
            // Far more strangers than there are places, each holding its connection open.
            var strangers: [RawClient] = []
            for n in 0..<12 {
                let stranger = try server.client(timeout: 5)
                if n.isMultiple(of: 2) { stranger.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n") }
                strangers.append(stranger)
            }
            // A second connection of the tester's is served; the first is still kept alive.
            let second = try server.client()
            second.send("GET /again HTTP/1.1\r\nHost: x\r\nX-Key: open\r\n\r\n")
            #expect(second.readResponse()?.status == 200)
            tester.send("GET /still HTTP/1.1\r\nHost: x\r\nX-Key: open\r\n\r\n")
            #expect(tester.readResponse()?.status == 200)
            // Every stranger's connection was closed: refused, or dropped for a newcomer.
            for stranger in strangers.dropLast() { #expect(stranger.waitForClose().closed) }
        }
    }
}
