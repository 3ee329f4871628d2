import Foundation
import Testing

@testable import HTTPServer

@Suite("HTTP server: slow and idle clients")
struct TimeoutTests {
    @Test("A client trickling its request line is cut off with 408 after readTimeout, however often it sends")
    func trickle() throws {
        try withServer(limits: smallLimits { $0.readTimeout = 0.5 }) { server in
            let client = try server.client()
            let start = DispatchTime.now()
            client.send("GET /slo")
            // One byte every 50 ms: each one is progress, so a per-byte timeout would never fire.
            let trickler = Trickler(client: client, bytes: Array(String(repeating: "w", count: 400).utf8), every: 0.05)
            trickler.start()
            defer { trickler.stop() }
            let response = try #require(client.readResponse())
            let elapsed = secondsSince(start)
            #expect(response.status == 408)
            #expect(response.headers["Connection"] == "close")
            #expect(elapsed >= 0.45, "answered after \(elapsed) s, before the timeout")
            #expect(elapsed < 8, "answered after \(elapsed) s")
            #expect(client.waitForClose().closed)
        }
    }

    @Test("A body that does not arrive in time is answered 408")
    func slowBody() throws {
        try withServer(limits: smallLimits { $0.readTimeout = 0.5 }) { server in
            let client = try server.client()
            let start = DispatchTime.now()
            client.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc")
            let response = try #require(client.readResponse())
            #expect(response.status == 408)
            #expect(secondsSince(start) < 8)
        }
    }

    @Test("A kept-alive connection left idle is closed after idleTimeout, without an answer")
    func idle() throws {
        // readTimeout long, so that only idleTimeout can explain a close within the bound.
        try withServer(
            limits: smallLimits {
                $0.idleTimeout = 0.5
                $0.readTimeout = 30
            }
        ) { server in
            let client = try server.client()
            client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.readResponse()?.status == 200)
            let start = DispatchTime.now()
            let end = client.waitForClose()
            let elapsed = secondsSince(start)
            #expect(end.closed)
            #expect(end.rest.isEmpty)
            // No lower bound: the server's idle clock starts before this one, by however long
            // a loaded machine kept this thread waiting. That the connection is kept open at
            // all, PersistentConnectionTests show.
            #expect(elapsed < 8, "closed after \(elapsed) s")
        }
    }

    @Test("A new connection that never sends anything is closed after readTimeout, without an answer")
    func silentConnection() throws {
        try withServer(
            limits: smallLimits {
                $0.readTimeout = 0.5
                $0.idleTimeout = 30
            }
        ) { server in
            let client = try server.client()
            let start = DispatchTime.now()
            let end = client.waitForClose()
            #expect(end.closed && end.rest.isEmpty)
            #expect(secondsSince(start) < 8)
        }
    }

    @Test("A client that stops reading a large response is dropped after writeTimeout")
    func clientStopsReading() throws {
        let big = [UInt8](repeating: 0x61, count: 64 * 1024 * 1024)
        try withServer(limits: smallLimits { $0.writeTimeout = 0.5 }, handler: { _ in HTTPResponse(status: 200, body: big) }) { server in
            let client = try server.client()
            var small: Int32 = 4096
            setsockopt(client.fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
            // Not reading: the server's send buffer fills, and the connection must end by itself.
            let start = DispatchTime.now()
            while server.openConnections > 0 && secondsSince(start) < 10 { usleep(20_000) }
            #expect(server.openConnections == 0)
        }
    }
}

/// Sends one byte at a time on its own thread until stopped or the bytes run out.
final class Trickler: @unchecked Sendable {
    private let client: RawClient
    private let bytes: [UInt8]
    private let interval: Double
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    init(client: RawClient, bytes: [UInt8], every interval: Double) {
        self.client = client
        self.bytes = bytes
        self.interval = interval
    }

    func start() {
        Thread { [self] in
            defer { done.signal() }
            for byte in bytes {
                Thread.sleep(forTimeInterval: interval)
                lock.lock()
                let stop = stopped
                lock.unlock()
                if stop || !client.send([byte]) { return }
            }
        }.start()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        done.wait()
    }
}
