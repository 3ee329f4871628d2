import Foundation

/// An HTTP/1.1 server over POSIX sockets for a local web app: one thread per connection,
/// strict parsing, and limits on everything a client can make it wait for or hold.
///
/// ```swift
/// let server = try HTTPServer(addresses: ["127.0.0.1", "::1"], port: 0, optionalAddresses: ["::1"]) { request in
///     .text(200, "Hello from \(request.path)")
/// }
/// server.start()
/// print("http://127.0.0.1:\(server.port)/")
/// ```
///
/// The handler is called on the connection's thread, from several connections at once; it
/// does its own locking. Request bodies are read whole into memory (at most `maxBodyBytes`
/// each). Requests with `Transfer-Encoding` (chunked bodies) are answered 501.
///
/// A `screen` sees each request's head before its body is read, and may answer it then: the
/// body is never read and the connection ends. An app that lets in only clients with a secret
/// checks it there, so a stranger can make the server hold neither an upload nor a connection.
/// A connection whose request passed the screen keeps its place when the server is full;
/// one that has not (a stranger's) is dropped to make room (see `ConnectionRegistry`).
public final class HTTPServer: @unchecked Sendable {
    /// The port every address is bound on; the system's choice when 0 was asked for.
    public let port: UInt16
    /// The addresses bound, in the order given; an optional one that is missing is not here.
    public let boundAddresses: [String]

    private let listeners: [ListeningSocket]
    private let limits: HTTPLimits
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?
    private let registry: ConnectionRegistry
    private let stopSignal: StopSignal
    private let acceptLoopEnded = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var state = State.bound

    private enum State { case bound, running, stopped }

    /// Binds every address given (e.g. ["127.0.0.1", "::1"]) on one port; port 0 picks a free
    /// port (the first bind chooses, the others reuse it). An address that cannot be bound is
    /// an error unless it is in `optionalAddresses` and the system says it does not exist
    /// (::1 on a host without IPv6). An optional address whose port is taken is still an
    /// error: another program would then answer there, and a browser that tries ::1 first
    /// for `localhost` would talk to it.
    ///
    /// `screen` is given each request as its head made it, with an empty body (the body is not
    /// read yet); it returns nil to let the request go on, or the answer to send instead.
    public init(
        addresses: [String], port: UInt16, optionalAddresses: Set<String> = [], limits: HTTPLimits = HTTPLimits(),
        screen: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws {
        guard !addresses.isEmpty else { throw HTTPServerError(message: "cannot listen: no address was given") }
        var bound: [ListeningSocket] = []
        for attempt in 1...8 {
            switch Self.bindAll(addresses, port: port, optional: optionalAddresses) {
            case .success(let listeners):
                bound = listeners
            case .failure(let error):
                // With port 0, the port the first address was given may be taken on another
                // address: choose again.
                if port == 0 && error.systemError == EADDRINUSE && attempt < 8 { continue }
                throw error
            }
            break
        }
        guard let first = bound.first else {
            throw HTTPServerError(message: "cannot listen on any of \(addresses.joined(separator: ", ")): none of them exists on this host")
        }
        self.listeners = bound
        self.port = first.port
        self.boundAddresses = bound.map(\.address)
        self.limits = limits
        self.handler = handler
        self.screen = screen
        self.registry = ConnectionRegistry(capacity: limits.maxConnections)
        do {
            self.stopSignal = try StopSignal()
        } catch {
            for listener in bound { listener.close() }
            throw error
        }
    }

    private static func bindAll(_ addresses: [String], port: UInt16, optional: Set<String>) -> Result<[ListeningSocket], HTTPServerError> {
        var bound: [ListeningSocket] = []
        var chosenPort = port
        for address in addresses {
            switch Result(catching: { () throws(HTTPServerError) in try ListeningSocket.open(address: address, port: chosenPort) }) {
            case .success(let listener):
                bound.append(listener)
                chosenPort = listener.port
            case .failure(let error):
                let missing = [EADDRNOTAVAIL, EAFNOSUPPORT, EPROTONOSUPPORT].contains(error.systemError ?? 0)
                if optional.contains(address) && missing { continue }
                for listener in bound { listener.close() }
                return .failure(error)
            }
        }
        return .success(bound)
    }

    /// Starts accepting connections on a background thread and returns at once. Calling it
    /// again, or after `stop()`, does nothing.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard state == .bound else { return }
        state = .running
        let loop = AcceptLoop(
            listeners: listeners.map(\.fd), stopFD: stopSignal.readFD, limits: limits, registry: registry, screen: screen, handler: handler)
        let ended = acceptLoopEnded
        let thread = Thread {
            loop.run()
            ended.signal()
        }
        thread.name = "HTTPServer accept"
        thread.start()
    }

    /// Stops accepting, frees the port, and closes the open connections; returns once the
    /// accept loop has ended. A connection whose handler is running still sends that answer,
    /// then closes; `stop()` does not wait for it, so a handler may call `stop()` itself (a
    /// "quit" button) and its page still arrives.
    public func stop() {
        lock.lock()
        let wasRunning = state == .running
        guard state != .stopped else {
            lock.unlock()
            return
        }
        state = .stopped
        registry.stopAll()
        stopSignal.signal()
        lock.unlock()
        if wasRunning { acceptLoopEnded.wait() }
        // Closed only now that the loop no longer polls them, so no descriptor is reused under it.
        for listener in listeners { listener.close() }
    }

    /// Connections being served now.
    public var openConnections: Int { registry.count }

    deinit { stop() }
}
