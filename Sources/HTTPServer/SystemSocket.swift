#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The few socket calls whose spelling differs between Linux and Darwin, and the socket
/// options every socket of the server gets.
enum SystemSocket {
    /// A new TCP socket, closed on exec: stepwise runs device tools (adb starts a server that
    /// lives on), and one that inherited a listening socket would keep the port taken.
    static func makeStream(family: Int32) -> Int32 {
        #if canImport(Darwin)
            let fd = socket(family, SOCK_STREAM, 0)
            if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return fd
        #else
            return socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #endif
    }

    /// Accepts one connection, closed on exec as above (set just after: glibc's accept4 is not
    /// visible to Swift); its peer address goes into `address`.
    static func accept(_ listener: Int32, _ address: UnsafeMutablePointer<sockaddr>, _ length: UnsafeMutablePointer<socklen_t>) -> Int32 {
        #if canImport(Darwin)
            let fd = Darwin.accept(listener, address, length)
        #elseif canImport(Glibc)
            let fd = Glibc.accept(listener, address, length)
        #else
            let fd = Musl.accept(listener, address, length)
        #endif
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }

    /// Flags for send(): a peer that went away must give EPIPE, not SIGPIPE, which would end
    /// the whole process. (Darwin has no MSG_NOSIGNAL; SO_NOSIGPIPE is set per socket there.)
    static var sendFlags: Int32 {
        #if canImport(Darwin)
            return 0
        #else
            return Int32(MSG_NOSIGNAL)
        #endif
    }

    static func setOption(_ fd: Int32, _ level: Int32, _ name: Int32, _ value: Int32) -> Bool {
        var value = value
        return setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// What a connection socket gets: non-blocking (every wait is a poll() with a deadline),
    /// no delay for small writes, no SIGPIPE.
    static func prepareConnection(_ fd: Int32) {
        setNonBlocking(fd)
        _ = setOption(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
        #if canImport(Darwin)
            _ = setOption(fd, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
    }

    static func setNonBlocking(_ fd: Int32) {
        let flags = fcntl(fd, F_GETFL, 0)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    static func shutdownWrite(_ fd: Int32) {
        #if canImport(Darwin)
            _ = shutdown(fd, SHUT_WR)
        #else
            _ = shutdown(fd, Int32(SHUT_WR))
        #endif
    }

    static func shutdownRead(_ fd: Int32) {
        #if canImport(Darwin)
            _ = shutdown(fd, SHUT_RD)
        #else
            _ = shutdown(fd, Int32(SHUT_RD))
        #endif
    }

    /// Both directions: the peer sees the end of the stream, and a read here returns at once.
    static func shutdownBoth(_ fd: Int32) {
        #if canImport(Darwin)
            _ = shutdown(fd, SHUT_RDWR)
        #else
            _ = shutdown(fd, Int32(SHUT_RDWR))
        #endif
    }

    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// The IP address text of a peer (`127.0.0.1`, `::1`; an IPv4 client of an IPv6
    /// socket would be `::ffff:...`, but IPv6 sockets here are IPv6-only).
    static func addressText(_ storage: UnsafePointer<sockaddr_storage>) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let family = Int32(storage.pointee.ss_family)
        let ok: Bool = storage.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout<sockaddr_storage>.size) { raw in
            let base = UnsafeRawPointer(raw)
            if family == AF_INET {
                var address = base.load(as: sockaddr_in.self).sin_addr
                return inet_ntop(AF_INET, &address, &text, socklen_t(text.count)) != nil
            } else if family == AF_INET6 {
                var address = base.load(as: sockaddr_in6.self).sin6_addr
                return inet_ntop(AF_INET6, &address, &text, socklen_t(text.count)) != nil
            }
            return false
        }
        guard ok else { return "unknown" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
