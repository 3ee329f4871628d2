import Foundation

/// Another web server on 127.0.0.1 — the app under test, a dev server — that the tester's
/// browser also visits: it answers every request with an empty 200 and keeps each request's
/// head, so a test can see what the browser sent it (a cookie meant for `stepwise serve`?).
final class OtherLocalServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var heads: [String] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            close(fd)
            throw Failure(description: "bind or listen: \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(listener) }

    /// Serves the next request that comes within `seconds` on a thread of its own; call it
    /// before the browser sends one.
    func answerOne(within seconds: Double = 10) {
        let listener = self.listener
        let thread = Thread { [self] in
            var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, Int32(seconds * 1000)) > 0 else { return }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            defer { close(connection) }
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 16384)
            let deadline = Date(timeIntervalSinceNow: seconds)
            while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") && deadline.timeIntervalSinceNow > 0 {
                var ready = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { break }
                let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                received += buffer[0..<count]
            }
            lock.lock()
            heads.append(String(decoding: received, as: UTF8.self))
            lock.unlock()
            let answer = Array("HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
            _ = answer.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            shutdown(connection, Int32(SHUT_WR))
        }
        thread.start()
    }

    /// The heads of the requests served so far.
    var received: [String] {
        lock.lock()
        defer { lock.unlock() }
        return heads
    }
}
