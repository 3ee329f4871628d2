import Foundation
import Testing

@testable import HTTPServer

@Suite("HTTP server: request bodies and their limit")
struct BodyLimitTests {
    static let limits = smallLimits { $0.maxBodyBytes = 1000 }

    @Test(
        "A Content-Length above the limit is answered 413 before any of the body is sent",
        arguments: ["1001", "10000000000", "99999999999999999999999999999", "00000000000000000000002000"])
    func tooLarge(length: String) throws {
        let log = RequestLog()
        try withServer(limits: Self.limits, log: log) { server in
            let client = try server.client()
            // Only the head: were the server reading the body first, no answer would come.
            client.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: \(length)\r\n\r\n")
            let response = try #require(client.readResponse())
            #expect(response.status == 413)
            #expect(response.headers["Connection"] == "close")
            #expect(client.waitForClose().closed)
            #expect(log.all.isEmpty)
        }
    }

    @Test("A body of exactly the limit is read, with leading zeros in its length")
    func atTheLimit() throws {
        let log = RequestLog()
        try withServer(limits: Self.limits, log: log) { server in
            let client = try server.client()
            let body = [UInt8](repeating: 0xAB, count: 1000)
            client.send(Array("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 01000\r\nContent-Length: 1000\r\n\r\n".utf8) + body)
            #expect(client.readResponse()?.status == 200)
            #expect(log.last?.body == body)
        }
    }

    @Test("A large body sent in many pieces arrives whole")
    func largeBody() throws {
        let log = RequestLog()
        try withServer(log: log) { server in
            let client = try server.client()
            let body = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            client.send("PUT /big HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n")
            for start in stride(from: 0, to: body.count, by: 100_000) {
                client.send(Array(body[start..<min(start + 100_000, body.count)]))
            }
            #expect(client.readResponse()?.status == 200)
            #expect(log.last?.body == body)
        }
    }

    @Test("Expect: 100-continue gets 100 Continue before the body is sent")
    func expectContinue() throws {
        let log = RequestLog()
        try withServer(limits: Self.limits, log: log) { server in
            let client = try server.client()
            client.send("POST /form HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
            let interim = try #require(client.readResponse())
            #expect(interim.status == 100)
            #expect(interim.reason == "Continue")
            client.send("hello")
            let final = try #require(client.readResponse())
            #expect(final.status == 200)
            #expect(log.last?.body == Array("hello".utf8))
        }
    }

    @Test("Expect: 100-continue with a body too large gets 413 and no 100")
    func expectContinueTooLarge() throws {
        try withServer(limits: Self.limits) { server in
            let client = try server.client()
            client.send("POST /form HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5000\r\n\r\n")
            #expect(client.readResponse()?.status == 413)
            #expect(client.waitForClose().closed)
        }
    }

    @Test("HTTP/1.0 with Expect: 100-continue gets no 100 (RFC 9110 §10.1.1)")
    func expectContinueHTTP10() throws {
        try withServer(limits: Self.limits) { server in
            let client = try server.client()
            client.send("POST /form HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok")
            #expect(client.readResponse()?.status == 200)
        }
    }
}
