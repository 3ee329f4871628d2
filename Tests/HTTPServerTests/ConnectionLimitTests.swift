import Foundation
import Testing

@testable import HTTPServer

@Suite("HTTP server: many connections at once")
struct ConnectionLimitTests {
    @Test("Beyond maxConnections a client gets 503 at once; once the others close, requests succeed again")
    func overTheLimit() throws {
        // Long timeouts: no held connection may end by itself while the test counts on it.
        try withServer(
            limits: smallLimits {
                $0.maxConnections = 4
                $0.idleTimeout = 60
                $0.readTimeout = 60
            }
        ) { server in
            // Four connections being served: each has had its answer and is kept alive.
            var held: [RawClient] = []
            for i in 0..<4 {
                let client = try server.client()
                client.send("GET /held/\(i) HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(client.readResponse()?.status == 200)
                held.append(client)
            }
            // Six more at once.
            let extra = try (0..<6).map { _ in try server.client() }
            for client in extra { client.send("GET /extra HTTP/1.1\r\nHost: x\r\n\r\n") }
            for client in extra {
                let response = try #require(client.readResponse())
                #expect(response.status == 503)
                #expect(response.headers["Connection"] == "close")
                #expect(client.waitForClose().closed)
            }
            // The held ones still work.
            held[0].send("GET /still HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(held[0].readResponse()?.status == 200)

            held.removeAll()  // closes them
            // Their threads notice the close on their own time; a new request is served as soon
            // as they have (a 503 until then).
            let start = DispatchTime.now()
            var status = 0
            while status != 200 && secondsSince(start) < 10 {
                let client = try server.client()
                client.send("GET /again HTTP/1.1\r\nHost: x\r\n\r\n")
                status = client.readResponse()?.status ?? 0
                if status != 200 { usleep(20_000) }
            }
            #expect(status == 200)
        }
    }

    @Test("When every place is taken, a connection that has sent no request yet makes room for a new one; one already served keeps its place")
    func silentConnectionsMakeRoom() throws {
        // Long timeouts: the silent connections must not end by themselves during the test.
        try withServer(
            limits: smallLimits {
                $0.maxConnections = 4
                $0.idleTimeout = 60
                $0.readTimeout = 60
            }
        ) { server in
            let served = try server.client()
            served.send("GET /kept HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(served.readResponse()?.status == 200)
            // Three that connect and say nothing (a stranger holding places): now all four are taken.
            let silent = try (0..<3).map { _ in try server.client(timeout: 5) }
            let start = DispatchTime.now()
            while server.openConnections < 4 && secondsSince(start) < 5 { usleep(10_000) }
            #expect(server.openConnections == 4)
            // A newcomer is served, not turned away.
            let newcomer = try server.client()
            newcomer.send("GET /new HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(newcomer.readResponse()?.status == 200)
            // The one silent the longest was closed for it, without an answer.
            let dropped = silent[0].waitForClose()
            #expect(dropped.closed && dropped.rest.isEmpty)
            // The connection that was served is still kept alive.
            served.send("GET /still HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(served.readResponse()?.status == 200)
        }
    }

    @Test("The handler runs for several connections at once, and each gets its own answer")
    func concurrentHandlers() throws {
        let count = 6
        let gate = Gate(expected: count)
        let handler: @Sendable (HTTPRequest) -> HTTPResponse = { request in
            // Every call waits here until all are inside: possible only if they run at once.
            let allInside = gate.arriveAndWait(timeout: 10)
            return .text(200, "\(request.queryValue("n") ?? "?") \(allInside)")
        }
        try withServer(handler: handler) { server in
            let answers = Answers()
            let finished = DispatchGroup()
            // A thread per client (not concurrentPerform, which runs only as many at once as
            // there are cores): all must be waiting for their answers at the same time.
            let port = server.port
            for n in 0..<count {
                finished.enter()
                Thread {
                    defer { finished.leave() }
                    guard let client = try? RawClient(port: port, timeout: 20) else { return }
                    client.send("GET /work?n=\(n) HTTP/1.1\r\nHost: x\r\n\r\n")
                    answers.set(n, client.readResponse()?.text)
                }.start()
            }
            finished.wait()
            for n in 0..<count {
                #expect(answers.get(n) == "\(n) true")
            }
        }
    }
}

/// Lets callers through once `expected` of them have arrived (or the timeout passes).
final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var arrived = 0
    private let expected: Int

    init(expected: Int) { self.expected = expected }

    func arriveAndWait(timeout: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        condition.broadcast()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while arrived < expected {
            if !condition.wait(until: deadline) { break }
        }
        return arrived >= expected
    }
}

final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: String] = [:]

    func set(_ n: Int, _ value: String?) {
        lock.lock()
        values[n] = value
        lock.unlock()
    }

    func get(_ n: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return values[n]
    }
}
