#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pipe whose read end the accept loop polls beside the listening sockets: `stop()` closes
/// the write end, the read end then reports hang-up, and the loop wakes from poll() and ends
/// at once — no timeout to wait out, no signal to send to a thread.
final class StopSignal: @unchecked Sendable {
    let readFD: Int32
    private var writeFD: Int32

    init() throws(HTTPServerError) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw HTTPServerError(message: "cannot create the server's stop pipe: \(SystemSocket.errorText(errno))", systemError: errno)
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        readFD = fds[0]
        writeFD = fds[1]
    }

    /// Wakes the accept loop. Only `HTTPServer.stop()` calls this, under its lock.
    func signal() {
        if writeFD >= 0 {
            _ = close(writeFD)
            writeFD = -1
        }
    }

    deinit {
        signal()
        _ = close(readFD)
    }
}
