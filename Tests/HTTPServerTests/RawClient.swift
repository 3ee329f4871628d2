import Foundation

@testable import HTTPServer

/// A client socket that sends exactly the bytes a test gives it — malformed ones included,
/// which no HTTP library would send — and reads the answer back. Every read waits at most
/// `timeout` seconds (SO_RCVTIMEO), so a test fails instead of hanging when the server does
/// not answer.
final class RawClient {
    let fd: Int32
    private var buffer: [UInt8] = []

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(port: UInt16, host: String = "127.0.0.1", timeout: Double = 10) throws {
        let isIPv6 = host.contains(":")
        fd = socket(isIPv6 ? AF_INET6 : AF_INET, streamSocketType, 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: .init((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let connected: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard connected == 0 else {
            let message = String(cString: strerror(errno))
            closeSocket(fd)
            throw Failure(description: "connect to \(host):\(port): \(message)")
        }
    }

    deinit { closeSocket(fd) }

    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// False when the server has gone (reset, closed): sending never raises SIGPIPE.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { sendBytes(fd, $0.baseAddress! + offset, $0.count - offset) }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    func shutdownWrite() { shutdown(fd, Int32(SHUT_WR)) }

    /// Makes close() send a reset, as a client that crashed or gave up would.
    func closeWithReset() {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        shutdown(fd, Int32(SHUT_RDWR))
    }

    private enum ReadResult { case data, closed, timedOut }

    private func readMore() -> ReadResult {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            return .data
        }
        if count == 0 || errno == ECONNRESET || errno == EPIPE { return .closed }
        if errno == EINTR { return readMore() }
        return .timedOut
    }

    /// The next response, or nil when the connection closed (or the timeout passed) first.
    /// `forHead`: the answer to a HEAD request, which has no body whatever its Content-Length.
    func readResponse(forHead: Bool = false) -> ClientResponse? {
        var headEnd: Int?
        while true {
            if let end = MultipartBody.find(Array("\r\n\r\n".utf8), in: buffer, from: 0) {
                headEnd = end + 4
                break
            }
            guard readMore() == .data else { return nil }
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: buffer[..<(headEnd - 4)], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard statusParts.count >= 2, statusParts[0] == "HTTP/1.1", let status = Int(statusParts[1]) else { return nil }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers.add(String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var bodyLength = 0
        if !forHead && status >= 200 && status != 204 && status != 304 {
            guard let length = headers["Content-Length"].flatMap({ Int($0) }) else { return nil }
            bodyLength = length
        }
        while buffer.count < headEnd + bodyLength {
            guard readMore() == .data else { return nil }
        }
        let body = Array(buffer[headEnd..<(headEnd + bodyLength)])
        buffer.removeFirst(headEnd + bodyLength)
        return ClientResponse(status: status, reason: statusParts.count > 2 ? String(statusParts[2]) : "", headers: headers, body: body)
    }

    /// Everything up to the server's close: true when it closed (end of stream or reset),
    /// false when `timeout` passed with the connection still open.
    func waitForClose() -> (closed: Bool, rest: [UInt8]) {
        while true {
            switch readMore() {
            case .data: continue
            case .closed:
                defer { buffer.removeAll() }
                return (true, buffer)
            case .timedOut:
                return (false, buffer)
            }
        }
    }
}

struct ClientResponse {
    var status: Int
    var reason: String
    var headers: HTTPHeaders
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

// The spellings that differ between Linux and Darwin.
#if canImport(Darwin)
    private let streamSocketType = SOCK_STREAM
    private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Darwin.send(fd, bytes, count, 0) }
    private func closeSocket(_ fd: Int32) { _ = Darwin.close(fd) }
#else
    private let streamSocketType = Int32(SOCK_STREAM.rawValue)
    private func sendBytes(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL)) }
    private func closeSocket(_ fd: Int32) { _ = Glibc.close(fd) }
#endif
