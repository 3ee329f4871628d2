#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A socket bound to one IP address and port and listening there.
struct ListeningSocket {
    let fd: Int32
    let address: String
    let port: UInt16

    static let backlog: Int32 = 64

    /// How the address reads in a message: `127.0.0.1:8080`, `[::1]:8080`.
    static func display(_ address: String, _ port: UInt16) -> String {
        address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
    }

    /// Binds and listens; port 0 lets the system choose.
    static func open(address: String, port: UInt16) throws(HTTPServerError) -> ListeningSocket {
        var ipv4 = in_addr()
        var ipv6 = in6_addr()
        let family: Int32
        if inet_pton(AF_INET, address, &ipv4) == 1 {
            family = AF_INET
        } else if inet_pton(AF_INET6, address, &ipv6) == 1 {
            family = AF_INET6
        } else {
            throw HTTPServerError(message: "cannot listen on \(address): not an IPv4 or IPv6 address")
        }
        func failure(_ code: Int32) -> HTTPServerError {
            HTTPServerError(message: "cannot listen on \(display(address, port)): \(SystemSocket.errorText(code))", systemError: code)
        }

        let fd = SystemSocket.makeStream(family: family)
        guard fd >= 0 else { throw failure(errno) }
        // Without it a port used a moment ago (its connections in TIME_WAIT) cannot be bound
        // again; it does not let two listeners share a port.
        _ = SystemSocket.setOption(fd, SOL_SOCKET, SO_REUSEADDR, 1)
        if family == AF_INET6 {
            // IPv6 only: otherwise `::` would also take IPv4, and 127.0.0.1 and ::1 could not
            // be bound side by side on one port.
            _ = SystemSocket.setOption(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, 1)
        }
        let bound: Int32
        if family == AF_INET {
            var socketAddress = sockaddr_in()
            #if canImport(Darwin)
                socketAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = port.bigEndian
            socketAddress.sin_addr = ipv4
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        } else {
            var socketAddress = sockaddr_in6()
            #if canImport(Darwin)
                socketAddress.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = port.bigEndian
            socketAddress.sin6_addr = ipv6
            bound = withUnsafePointer(to: &socketAddress) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        guard bound == 0, listen(fd, backlog) == 0 else {
            let code = errno
            _ = closeDescriptor(fd)
            throw failure(code)
        }
        // The accept loop polls first; non-blocking so a client that gave up between the poll
        // and the accept() cannot leave the loop blocked.
        SystemSocket.setNonBlocking(fd)

        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            _ = closeDescriptor(fd)
            throw failure(code)
        }
        let boundPort: UInt16 = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout<sockaddr_storage>.size) { raw in
                let base = UnsafeRawPointer(raw)
                return family == AF_INET
                    ? UInt16(bigEndian: base.load(as: sockaddr_in.self).sin_port) : UInt16(bigEndian: base.load(as: sockaddr_in6.self).sin6_port)
            }
        }
        return ListeningSocket(fd: fd, address: address, port: boundPort)
    }

    func close() { _ = closeDescriptor(fd) }
}

private func closeDescriptor(_ fd: Int32) -> Int32 {
    #if canImport(Darwin)
        return Darwin.close(fd)
    #elseif canImport(Glibc)
        return Glibc.close(fd)
    #else
        return Musl.close(fd)
    #endif
}
