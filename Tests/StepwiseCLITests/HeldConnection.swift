import Foundation

/// One loopback connection a test keeps open and drives by hand: what a stranger on the machine
/// does to hold the server's places (send nothing, send a request and keep the connection, start
/// an upload and stop). Every wait is bounded, so a test fails rather than hangs.
final class HeldConnection {
    private let descriptor: Int32
    private var received: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(port: UInt16) throws {
        guard let connected = LoopbackSocket.connect(port: port) else { throw Failure(description: "connect: \(errno)") }
        descriptor = connected
    }

    deinit { close(descriptor) }

    /// Sends what it can; false once the server has closed.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            if count <= 0 { return count < 0 && errno == EAGAIN }
            sent += count
        }
        return true
    }

    /// The status and headers of the next response, once its head has come within `seconds`;
    /// nil when it did not come in time or the server closed without one.
    func responseHead(within seconds: Double) -> (status: Int, headers: [String: String])? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        let separator: [UInt8] = [13, 10, 13, 10]
        while true {
            if let end = (0..<max(0, received.count - 3)).first(where: { Array(received[$0..<$0 + 4]) == separator }) {
                let lines = String(decoding: received[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
                let parts = lines[0].split(separator: " ")
                guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return (status, headers)
            }
            guard read(until: deadline) > 0 else { return nil }
        }
    }

    /// Whether the server closed the connection within `seconds` (what it sent is read and dropped).
    func closed(within seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while true {
            switch read(until: deadline) {
            case 0: return true
            case -1: return false
            default: continue
            }
        }
    }

    /// Reads what has come, waiting until the deadline: the count read, 0 when the server
    /// closed (or reset) the connection, -1 when nothing came in time.
    private func read(until deadline: Date) -> Int {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, milliseconds) > 0 else { return -1 }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            guard count > 0 else { return 0 }
            received += buffer[0..<count]
            return count
        }
    }
}
