#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One client's socket, non-blocking, where every wait is a poll() with a deadline: no read
/// or write can hang a connection's thread for longer than the limits say. It does not close
/// the descriptor; the `ConnectionRegistry` does, so that `stop()` never shuts down a number
/// that has meanwhile been given to another file.
final class ConnectionSocket {
    let fd: Int32
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    init(fd: Int32) { self.fd = fd }

    enum ReadOutcome: Equatable {
        /// At least one byte was appended.
        case data
        /// The client closed its side, or the connection failed (reset, or shut down by stop()).
        case closed
        case timedOut
    }

    /// Appends what has arrived (at most 64 KiB), waiting for it until the deadline.
    func read(appendingTo buffer: inout [UInt8], until deadline: Deadline) -> ReadOutcome {
        while true {
            switch wait(for: Int16(POLLIN), until: deadline) {
            case .timedOut: return .timedOut
            case .failed: return .closed
            case .ready: break
            }
            let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: scratch[0..<count])
                return .data
            }
            if count == 0 { return .closed }
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            return .closed
        }
    }

    /// Sends all of `bytes`; false when the client is gone or made no room for them for
    /// `progressTimeout` seconds (it stopped reading).
    func write(_ bytes: [UInt8], progressTimeout: Double) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + offset, $0.count - offset, SystemSocket.sendFlags) }
            if sent > 0 {
                offset += sent
                continue
            }
            if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                guard case .ready = wait(for: Int16(POLLOUT), until: .after(progressTimeout)) else { return false }
                continue
            }
            return false
        }
        return true
    }

    /// Ends a connection the server is closing without losing its last response: close()
    /// with unread bytes makes TCP send a reset, which can destroy the response before the
    /// client reads it (a client still sending a refused body, or pipelined requests). So:
    /// say we are done writing, read and drop what still comes for a short while, then let the
    /// registry close.
    func finishSending(lingerSeconds: Double) {
        SystemSocket.shutdownWrite(fd)
        let deadline = Deadline.after(lingerSeconds)
        var discarded: [UInt8] = []
        var total = 0
        while total < 1024 * 1024 {
            discarded.removeAll(keepingCapacity: true)
            guard read(appendingTo: &discarded, until: deadline) == .data else { return }
            total += discarded.count
        }
    }

    private enum Readiness { case ready, timedOut, failed }

    private func wait(for events: Int16, until deadline: Deadline) -> Readiness {
        while true {
            let timeout = deadline.pollMilliseconds
            if timeout == 0 { return .timedOut }
            var entry = pollfd(fd: fd, events: events, revents: 0)
            let result = poll(&entry, 1, timeout)
            if result > 0 {
                // Hang-up or error: ready too; the recv() or send() that follows says which.
                return entry.revents & Int16(POLLNVAL) != 0 ? .failed : .ready
            }
            if result < 0 && errno != EINTR { return .failed }
        }
    }
}
