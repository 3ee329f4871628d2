import Foundation
import Testing

@testable import HTTPServer

@Suite("HTTP server: binding, starting and stopping")
struct ListeningTests {
    static let hello: @Sendable (HTTPRequest) -> HTTPResponse = { _ in .text(200, "hello") }

    @Test("Port 0 gives a real port that answers")
    func portZero() throws {
        let server = try HTTPServer(addresses: ["127.0.0.1"], port: 0, handler: Self.hello)
        server.start()
        defer { server.stop() }
        #expect(server.port != 0)
        #expect(server.boundAddresses == ["127.0.0.1"])
        let client = try server.client()
        client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(client.readResponse()?.text == "hello")
    }

    @Test("A second server on a port in use fails with a clear error")
    func portInUse() throws {
        let first = try HTTPServer(addresses: ["127.0.0.1"], port: 0, handler: Self.hello)
        defer { first.stop() }
        let error = #expect(throws: HTTPServerError.self) {
            _ = try HTTPServer(addresses: ["127.0.0.1"], port: first.port, handler: Self.hello)
        }
        #expect(error?.description == "cannot listen on 127.0.0.1:\(first.port): \(String(cString: strerror(EADDRINUSE)))")
        #expect(error?.systemError == EADDRINUSE)
        #expect(error?.localizedDescription == error?.description)
    }

    @Test("An address that is not an IP address, or none at all, is an error")
    func badAddresses() {
        #expect(throws: HTTPServerError.self) { _ = try HTTPServer(addresses: ["localhost"], port: 0, handler: Self.hello) }
        #expect(throws: HTTPServerError.self) { _ = try HTTPServer(addresses: [], port: 0, handler: Self.hello) }
    }

    @Test("127.0.0.1 and an optional ::1 on one port; ::1 answers when the host has it")
    func optionalIPv6() throws {
        let log = RequestLog()
        let server = try HTTPServer(addresses: ["127.0.0.1", "::1"], port: 0, optionalAddresses: ["::1"]) { request in
            log.record(request)
            return .text(200, "hello")
        }
        server.start()
        defer { server.stop() }
        #expect(server.boundAddresses.first == "127.0.0.1")
        #expect(server.boundAddresses.allSatisfy { ["127.0.0.1", "::1"].contains($0) })
        for address in server.boundAddresses {
            let client = try RawClient(port: server.port, host: address)
            client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.text == "hello", "via \(address)")
            #expect(log.last?.remoteAddress == address)
        }
    }

    @Test("An optional address that does not exist on the host is skipped; a required one is an error")
    func missingAddress() throws {
        // 192.0.2.1 is TEST-NET-1: never an address of this host.
        let server = try HTTPServer(addresses: ["127.0.0.1", "192.0.2.1"], port: 0, optionalAddresses: ["192.0.2.1"], handler: Self.hello)
        server.stop()
        #expect(server.boundAddresses == ["127.0.0.1"])
        let error = #expect(throws: HTTPServerError.self) { _ = try HTTPServer(addresses: ["127.0.0.1", "192.0.2.1"], port: 0, handler: Self.hello) }
        #expect(error?.description.hasPrefix("cannot listen on 192.0.2.1:") == true)
        #expect(throws: HTTPServerError.self) {
            _ = try HTTPServer(addresses: ["192.0.2.1"], port: 0, optionalAddresses: ["192.0.2.1"], handler: Self.hello)
        }
    }

    @Test("stop() frees the port, refuses new connections and closes open ones")
    func stopFreesThePort() throws {
        let server = try HTTPServer(addresses: ["127.0.0.1"], port: 0, handler: Self.hello)
        server.start()
        let port = server.port
        let idle = try server.client()
        idle.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(idle.readResponse()?.status == 200)

        server.stop()
        #expect(idle.waitForClose().closed)
        #expect(throws: RawClient.Failure.self) { _ = try RawClient(port: port) }

        let again = try HTTPServer(addresses: ["127.0.0.1"], port: port, handler: Self.hello)
        again.start()
        defer { again.stop() }
        let client = try RawClient(port: port)
        client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(client.readResponse()?.status == 200)
    }

    @Test("Many servers started and stopped one after another")
    func manyServers() throws {
        for _ in 0..<40 {
            let server = try HTTPServer(addresses: ["127.0.0.1"], port: 0, handler: Self.hello)
            server.start()
            let client = try server.client()
            client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
            server.stop()
            server.stop()  // twice is harmless
        }
    }

    @Test("A handler can stop its own server, and its answer still arrives")
    func stopFromHandler() throws {
        let box = ServerBox()
        let server = try HTTPServer(addresses: ["127.0.0.1"], port: 0) { _ in
            box.server?.stop()
            return .text(200, "stopped")
        }
        box.server = server
        server.start()
        let client = try server.client()
        client.send("GET /quit HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try #require(client.readResponse())
        #expect(response.text == "stopped")
        #expect(response.headers["Connection"] == "close")
        #expect(client.waitForClose().closed)
        box.server = nil
    }

    @Test("A server dropped without stop() stops itself and frees its port")
    func deinitStops() throws {
        var port: UInt16 = 0
        do {
            let server = try HTTPServer(addresses: ["127.0.0.1"], port: 0, handler: Self.hello)
            server.start()
            port = server.port
        }
        let again = try HTTPServer(addresses: ["127.0.0.1"], port: port, handler: Self.hello)
        again.stop()
    }
}

final class ServerBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: HTTPServer?
    var server: HTTPServer? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}
