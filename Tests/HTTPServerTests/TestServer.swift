import Foundation

@testable import HTTPServer

/// The requests a test server's handler received, for the test to look at afterwards (the
/// handler runs on the server's threads).
final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [HTTPRequest] = []

    func record(_ request: HTTPRequest) {
        lock.lock()
        requests.append(request)
        lock.unlock()
    }

    var all: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    var last: HTTPRequest? { all.last }
}

/// Limits small enough that the tests that reach them stay fast.
func smallLimits(_ change: (inout HTTPLimits) -> Void = { _ in }) -> HTTPLimits {
    var limits = HTTPLimits()
    limits.readTimeout = 5
    limits.idleTimeout = 5
    change(&limits)
    return limits
}

/// Runs `body` against a started server on 127.0.0.1 and a free port, and stops it after.
/// The default handler records the request and answers `200 <method> <path>`.
func withServer<T>(
    limits: HTTPLimits = smallLimits(), log: RequestLog = RequestLog(), screen: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil,
    handler: (@Sendable (HTTPRequest) -> HTTPResponse)? = nil, _ body: (HTTPServer) throws -> T
) throws -> T {
    let handle: @Sendable (HTTPRequest) -> HTTPResponse =
        handler ?? { request in
            log.record(request)
            return .text(200, "\(request.method) \(request.path)")
        }
    let server = try HTTPServer(addresses: ["127.0.0.1"], port: 0, limits: limits, screen: screen, handler: handle)
    server.start()
    defer { server.stop() }
    return try body(server)
}

extension HTTPServer {
    func client(timeout: Double = 10) throws -> RawClient { try RawClient(port: port, timeout: timeout) }
}

/// Seconds since `start`, by the monotonic clock.
func secondsSince(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}
