import Foundation

/// A browser as far as tests need one: raw HTTP/1.1 over a loopback socket, one request per
/// connection, with the cookies the server sets kept for the next request — so the tests talk
/// to `stepwise serve` exactly as any client on the machine could, and can also send what no
/// browser would (a forged Host, a cross-site Origin, no token).
///
/// Cookies are kept as a browser keeps them (RFC 6265): per host, whatever the port, and sent
/// only to paths under their `Path`. So a client for another port with the same `cookies` and
/// `cookiePaths` is the same browser visiting another server on 127.0.0.1.
final class WebClient {
    struct Response {
        let status: Int
        let headers: [(String, String)]
        let body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
    }

    let port: UInt16
    var cookies: [String: String] = [:]
    /// The `Path` each cookie was set with; a cookie with none here goes to every path.
    var cookiePaths: [String: String] = [:]
    /// Where the server put its pages, learned from the cookie's `Path` when the entry link
    /// was opened ("" until then, or for a server that keeps its pages at "/").
    var root = ""

    init(port: UInt16) {
        self.port = port
    }

    var host: String { "127.0.0.1:\(port)" }

    /// The address of an app page ("/start") as this server's links give it: under `root`.
    /// A target already under the root, or one that is not a path, is left as it is.
    func address(_ target: String) -> String {
        guard !root.isEmpty, target.hasPrefix("/"), target != root, !target.hasPrefix(root + "/"), !target.hasPrefix(root + "?") else {
            return target
        }
        return root + target
    }

    /// An address this server gave (a redirect's Location) as the app's own path, without the root.
    func appPath(_ location: String) -> String {
        !root.isEmpty && location.hasPrefix(root + "/") ? String(location.dropFirst(root.count)) : location
    }

    /// Sends one request and reads the whole answer (the server closes after it). An app path is
    /// put under the root first, unless `raw` (then the target goes exactly as given).
    func send(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = [], host: String? = nil, raw: Bool = false
    ) throws -> Response {
        let target = raw ? target : address(target)
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? self.host)\r\nConnection: close\r\n"
        if let cookie = cookieHeader(for: target) { head += "Cookie: \(cookie)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if method == "POST" || !body.isEmpty { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let bytes = try Self.exchange(port: port, Array(head.utf8) + body)
        let response = try Self.parse(bytes)
        for (name, value) in response.headers where name.lowercased() == "set-cookie" {
            let parts = value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let pair = parts[0].split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let name = String(pair[0])
            cookies[name] = String(pair[1])
            let path = parts.dropFirst().first { $0.lowercased().hasPrefix("path=") }.map { String($0.dropFirst("path=".count)) }
            cookiePaths[name] = path
            if let path, path != "/" { root = path.hasSuffix("/") ? String(path.dropLast()) : path }
        }
        return response
    }

    /// The `Cookie` header a browser sends with a request for `target`: the cookies whose path
    /// is the request's path or a folder of it (RFC 6265 §5.1.4), or nil when there is none.
    func cookieHeader(for target: String) -> String? {
        let path = String(target.prefix { $0 != "?" })
        let sent = cookies.filter { name, _ in
            guard let cookiePath = cookiePaths[name], cookiePath != "/" else { return true }
            return path == cookiePath || path.hasPrefix(cookiePath.hasSuffix("/") ? cookiePath : cookiePath + "/")
        }
        return sent.isEmpty ? nil : sent.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
    }

    func get(_ target: String) throws -> Response { try send("GET", target) }

    /// A form as a browser sends it without files.
    func post(_ target: String, form: [(String, String)], headers: [(String, String)] = []) throws -> Response {
        let body = form.map { Self.encoded($0.0) + "=" + Self.encoded($0.1) }.joined(separator: "&")
        // A browser's own Origin, unless the test sends another.
        let origin = headers.contains { $0.0 == "Origin" } ? [] : [("Origin", "http://\(host)")]
        return try send("POST", target, headers: [("Content-Type", "application/x-www-form-urlencoded")] + origin + headers, body: Array(body.utf8))
    }

    /// A form with files, as multipart/form-data.
    func post(_ target: String, fields: [(String, String)], files: [(field: String, name: String, bytes: [UInt8])]) throws -> Response {
        let boundary = "----stepwise-test-\(UUID().uuidString)"
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for file in files {
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.name)\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                    .utf8)
            body += file.bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return try send(
            "POST", target, headers: [("Content-Type", "multipart/form-data; boundary=\(boundary)"), ("Origin", "http://\(host)")], body: body)
    }

    static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(of: "%20", with: "+")
    }

    /// The value of the first `<input … name="NAME" value="…">` in a page.
    static func field(_ name: String, in page: String) -> String? {
        guard let range = page.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = page[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func exchange(port: UInt16, _ request: [UInt8]) throws -> [UInt8] {
        guard let descriptor = LoopbackSocket.connect(port: port) else { throw Failure(description: "connect: \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // The server may answer (413) and close before reading everything: read what it said.
            if count <= 0 { break }
            sent += count
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += buffer[0..<count]
        }
        return answer
    }

    private static func parse(_ bytes: [UInt8]) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
            throw Failure(description: "no complete response: \(String(decoding: bytes, as: UTF8.self))")
        }
        let head = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = head[0].split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line \(head[0])") }
        let headers = head.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }
}
