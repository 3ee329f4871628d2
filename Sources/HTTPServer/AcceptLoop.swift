import Foundation

/// Waits on every listening socket at once and gives each new connection a thread of its
/// own — or, when `maxConnections` trusted ones are already being served, a 503 straight away.
final class AcceptLoop: Sendable {
    private let listeners: [Int32]
    private let stopFD: Int32
    private let limits: HTTPLimits
    private let registry: ConnectionRegistry
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?

    init(
        listeners: [Int32], stopFD: Int32, limits: HTTPLimits, registry: ConnectionRegistry, screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        self.listeners = listeners
        self.stopFD = stopFD
        self.limits = limits
        self.registry = registry
        self.handler = handler
        self.screen = screen
    }

    /// Returns once the stop signal is given.
    func run() {
        var entries = (listeners + [stopFD]).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            for i in entries.indices { entries[i].revents = 0 }
            let ready = poll(&entries, nfds_t(entries.count), -1)
            if ready < 0 {
                if errno != EINTR { pause(stopOrMilliseconds: 10) }
                continue
            }
            if entries[entries.count - 1].revents != 0 { return }
            for entry in entries.dropLast() where entry.revents != 0 {
                acceptWaiting(on: entry.fd)
            }
        }
    }

    /// Takes every connection that is waiting on one listener.
    private func acceptWaiting(on listener: Int32) {
        while true {
            var storage = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SystemSocket.accept(listener, $0, &length) }
            }
            if fd < 0 {
                switch errno {
                case EINTR, ECONNABORTED, EPROTO: continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors: the connection stays queued and poll() would report
                    // it again at once; give the open connections a moment to finish.
                    pause(stopOrMilliseconds: 100)
                    return
                default: return  // EAGAIN: none left
                }
            }
            SystemSocket.prepareConnection(fd)
            let remoteAddress = withUnsafePointer(to: &storage) { SystemSocket.addressText($0) }
            if registry.admit(fd) {
                let connection = ClientConnection(
                    fd: fd, remoteAddress: remoteAddress, limits: limits, registry: registry, screen: screen, handler: handler)
                let thread = Thread { connection.serve() }
                thread.name = "HTTPServer connection"
                thread.start()
            } else {
                turnAway(fd)
            }
        }
    }

    /// Answers 503 without a thread and closes. What the client already sent is read first
    /// (without waiting), as closing with unread bytes would reset the connection and could
    /// destroy the 503 before the client reads it.
    private func turnAway(_ fd: Int32) {
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<4 {
            let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
        }
        let response = HTTPResponse.text(503, "The server is busy; try again in a moment.\n")
        let encoded = ResponseEncoding.encode(response, keepAlive: false, isHeadRequest: false)
        let bytes = encoded.head + encoded.body
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, SystemSocket.sendFlags) }
        SystemSocket.shutdownWrite(fd)
        _ = close(fd)
    }

    /// Sleeps a little, but wakes at once when stop() is called.
    private func pause(stopOrMilliseconds milliseconds: Int32) {
        var entry = pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, milliseconds)
    }
}
