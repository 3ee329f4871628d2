import Foundation
import Testing

@testable import HTTPServer

@Suite("HTTP server: malformed requests are refused")
struct MalformedRequestTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var status: Int
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ status: Int) {
            self.init(name, Array(text.utf8), status)
        }
        init(_ name: String, _ bytes: [UInt8], _ status: Int) {
            self.name = name
            self.bytes = bytes
            self.status = status
        }
    }

    static let limits = smallLimits {
        $0.maxRequestLineBytes = 256
        $0.maxHeaderCount = 10
        $0.maxHeaderBytes = 1024
    }

    static let cases: [Case] = [
        Case("garbage", "\u{1}\u{2}garbage\u{7f} &&&\r\n\r\n", 400),
        Case("no version", "GET /\r\nHost: x\r\n\r\n", 400),
        Case("two spaces in the request line", "GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("tab in the request line", "GET\t/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("method is not a token", "G(T / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("version is not HTTP/x.y", "GET / HTTP/1\r\nHost: x\r\n\r\n", 400),
        Case("lower-case version", "GET / http/1.1\r\nHost: x\r\n\r\n", 400),
        Case("header name with a space", "GET / HTTP/1.1\r\nHost: x\r\nBad Name: v\r\n\r\n", 400),
        Case("header name with a bracket", "GET / HTTP/1.1\r\nHost: x\r\nBad[Name]: v\r\n\r\n", 400),
        Case("header without a colon", "GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n", 400),
        Case("empty header name", "GET / HTTP/1.1\r\nHost: x\r\n: v\r\n\r\n", 400),
        Case("space before the colon", "GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
        Case("obs-fold", "GET / HTTP/1.1\r\nHost: x\r\nX-A: one\r\n  two\r\n\r\n", 400),
        Case("obs-fold with a tab", "GET / HTTP/1.1\r\nHost: x\r\nX-A: one\r\n\ttwo\r\n\r\n", 400),
        Case("control character in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{1}b\r\n\r\n", 400),
        Case("bare CR in a value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n", 400),
        Case("NUL in a value", Array("GET / HTTP/1.1\r\nHost: x\r\nX-A: a".utf8) + [0] + Array("b\r\n\r\n".utf8), 400),
        Case("no Host in HTTP/1.1", "GET / HTTP/1.1\r\nAccept: */*\r\n\r\n", 400),
        Case("two Host headers", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        Case("two Content-Length that differ", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!", 400),
        Case("Content-Length list that differs", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5, 6\r\n\r\nhello!", 400),
        Case("negative Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
        Case("non-digit Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 12abc\r\n\r\n", 400),
        Case("signed Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: +5\r\n\r\nhello", 400),
        Case("empty Content-Length", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length:\r\n\r\n", 400),
        Case("encoded NUL in the path", "GET /a%00b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("raw NUL in the target", Array("GET /a".utf8) + [0] + Array("b HTTP/1.1\r\nHost: x\r\n\r\n".utf8), 400),
        Case("bad percent escape", "GET /a%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("cut percent escape", "GET /a%4 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("path that is not UTF-8", "GET /%C3%28 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("non-ASCII byte in the target", "GET /café HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("fragment in the target", "GET /a#b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("absolute-form target", "GET http://example.com/ HTTP/1.1\r\nHost: example.com\r\n\r\n", 400),
        Case("asterisk target", "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("authority-form target", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n", 400),
        Case("relative target", "GET index.html HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        Case("over-long request line", "GET /" + String(repeating: "a", count: 300) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        Case("over-long request line never ended", "GET /" + String(repeating: "a", count: 300), 414),
        Case("too many headers", "GET / HTTP/1.1\r\nHost: x\r\n" + (1...11).map { "X-\($0): v\r\n" }.joined() + "\r\n", 431),
        Case("header block too large", "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "b", count: 1100) + "\r\n\r\n", 431),
        Case("HTTP/2.0", "GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        Case("HTTP/0.9 version", "GET / HTTP/0.9\r\nHost: x\r\n\r\n", 505),
        Case("chunked body", "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", 501),
        Case(
            "Transfer-Encoding with Content-Length",
            "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nhello", 501),
        Case("unknown expectation", "POST / HTTP/1.1\r\nHost: x\r\nExpect: magic\r\nContent-Length: 1\r\n\r\nx", 417),
    ]

    @Test("Each is answered with its status and a short text, then the connection is closed", arguments: cases)
    func refused(_ example: Case) throws {
        let log = RequestLog()
        try withServer(limits: Self.limits, log: log) { server in
            let client = try server.client()
            client.send(example.bytes)
            let response = try #require(client.readResponse(), "no response to \(example.name)")
            #expect(response.status == example.status)
            #expect(response.headers["Connection"] == "close")
            #expect(response.headers["Content-Type"] == "text/plain; charset=utf-8")
            #expect(!response.body.isEmpty && response.body.count < 200)
            #expect(client.waitForClose().closed)
            #expect(log.all.isEmpty, "the handler must not see a refused request")

            // The server goes on serving.
            let next = try server.client()
            next.send("GET /after HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(next.readResponse()?.text == "GET /after")
        }
    }

    @Test("All the cases on one server, one after another, then a good request")
    func oneServerSurvivesAll() throws {
        try withServer(limits: Self.limits) { server in
            for example in Self.cases {
                let client = try server.client()
                client.send(example.bytes)
                #expect(client.readResponse()?.status == example.status, "\(example.name)")
            }
            let client = try server.client()
            client.send("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
        }
    }

    @Test("A bad request after a good one on the same connection gets its 400 and the close")
    func badAfterGood() throws {
        try withServer { server in
            let client = try server.client()
            client.send("GET /good HTTP/1.1\r\nHost: x\r\n\r\nGET /bad HTTP/1.1\r\nHost x\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
            #expect(client.readResponse()?.status == 400)
            #expect(client.waitForClose().closed)
        }
    }

    @Test("Random bytes never crash the server: each connection is answered or closed")
    func randomBytesOverTheWire() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        try withServer(limits: Self.limits) { server in
            for _ in 0..<150 {
                let client = try server.client()
                client.send(Fuzz.request(using: &generator))
                // The client says it is done, so a request still waiting for bytes ends too.
                client.shutdownWrite()
                #expect(client.waitForClose().closed)
            }
            let client = try server.client()
            client.send("GET /alive HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.text == "GET /alive")
        }
    }

    @Test("The head parser never traps on random and mutated input")
    func randomBytesIntoTheParser() {
        var generator = SeededGenerator(seed: 42)
        let limits = Self.limits
        for _ in 0..<5000 {
            let bytes = Fuzz.request(using: &generator)
            var scanner = HeadScanner(limits: limits)
            // Fed in random pieces, as bytes arrive from the network.
            var received: [UInt8] = []
            var remaining = bytes[...]
            while !remaining.isEmpty {
                let take = Int.random(in: 1...max(1, remaining.count), using: &generator)
                received += remaining.prefix(take)
                remaining = remaining.dropFirst(take)
                if case .complete = scanner.scan(received) {
                    if case .success(let head) = RequestHead.parse(received, lines: scanner.lines) {
                        _ = RequestFraming.check(head, limits: limits)
                    }
                    break
                }
            }
        }
    }
}

/// Requests broken at random: valid requests with bytes changed, inserted and cut, and
/// plain noise.
enum Fuzz {
    static let seeds = [
        "GET /a?b=c HTTP/1.1\r\nHost: x\r\nCookie: a=b\r\n\r\n",
        "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 7\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\na=1&b=2",
        "HEAD / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
        "PUT /%41%42 HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc",
    ]

    static func request(using generator: inout SeededGenerator) -> [UInt8] {
        if Int.random(in: 0..<5, using: &generator) == 0 {
            return (0..<Int.random(in: 0..<300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        var bytes = Array(seeds[Int.random(in: 0..<seeds.count, using: &generator)].utf8)
        let interesting: [UInt8] = [0, 9, 10, 13, 32, 58, 37, 43, 0x7F, 0x80, 0xFF, UInt8(ascii: "-"), UInt8(ascii: "9")]
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            guard !bytes.isEmpty else { break }
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            let byte = Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[at] = byte
            case 1: bytes.insert(byte, at: at)
            case 2: bytes.remove(at: at)
            default: bytes = Array(bytes.prefix(at))
            }
        }
        return bytes
    }
}

/// A small deterministic generator (SplitMix64), so a failing case can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
