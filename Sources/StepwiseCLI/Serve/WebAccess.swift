import Foundation
import HTTPServer

/// Who may use `stepwise serve`, decided per request before anything else is read.
///
/// - The **token** in the printed address proves the request comes from whoever read the
///   terminal: without it, any page or program on the machine (or the LAN, with `--listen`)
///   could drive sessions. It is swapped at once for a cookie, so it leaves the address bar
///   and the history.
/// - The **Host** must name this server by an IP address or `localhost`, on its port: a page
///   on `evil.example` whose name was rebound to 127.0.0.1 (DNS rebinding) sends its own name
///   and is refused, even though its requests reach the socket.
/// - A change (a POST) must come from a page of this server: its **Origin** (or, when a client
///   sends none, `Sec-Fetch-Site`) must be this server's, and its form must carry the **CSRF
///   token** only this server's pages hold. The cookie is `SameSite=Strict` as well.
struct WebAccess: Sendable {
    let token: String
    let csrf: String
    let port: UInt16
    /// `--listen` was given: the Host may then be any IP address (the LAN's), never a name.
    let beyondLoopback: Bool

    /// The cookie's name carries the port: cookies are shared by every port of a host, and two
    /// servers must not overwrite each other's.
    var cookieName: String { "stepwise-\(port)" }

    enum Decision: Equatable {
        case allow
        /// The token was in the address: set the cookie and load the same page without it.
        case enter(location: String)
        case refuse(status: Int, message: String)
    }

    /// 32 random bytes as hex, from the system's generator (getrandom).
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    func decide(_ request: HTTPRequest) -> Decision {
        guard hostIsOurs(request.headers["Host"]) else {
            return .refuse(status: 421, message: "This server answers only to its own address (127.0.0.1, [::1] or localhost, port \(port)); the Host header named another.")
        }
        guard ["GET", "HEAD", "POST"].contains(request.method) else {
            return .refuse(status: 405, message: "Only GET, HEAD and POST are used here.")
        }
        if let given = request.query.first(where: { $0.name == "token" })?.value {
            guard Self.same(given, token) else {
                return .refuse(status: 403, message: "The token in this address is not this server's. Open the address stepwise serve printed.")
            }
            let rest = request.query.filter { $0.name != "token" }
            let query = rest.isEmpty ? "" : "?" + rest.map { WebText.formEncoded($0.name) + "=" + WebText.formEncoded($0.value) }.joined(separator: "&")
            return .enter(location: request.rawPath + query)
        }
        guard let cookie = request.cookies[cookieName], Self.same(cookie, token) else {
            return .refuse(
                status: 401,
                message: "This page needs the access token. Open the address stepwise serve printed in the terminal (it ends with ?token=…).")
        }
        if request.method == "POST" {
            // A browser sends `Origin: null` where a referrer policy or a privacy setting hides
            // the origin: then Sec-Fetch-Site, which it always sends, says whose page it was.
            if let origin = request.headers["Origin"], origin != "null" {
                guard origin == "http://" + (request.headers["Host"] ?? "") else {
                    return .refuse(status: 403, message: "A change was sent from another site (\(origin)); only this server's own pages may make changes.")
                }
            } else if let site = request.headers["Sec-Fetch-Site"], site != "same-origin", site != "none" {
                return .refuse(status: 403, message: "A change was sent from another site; only this server's own pages may make changes.")
            }
        }
        return .allow
    }

    /// Whether a POSTed form carries this server's CSRF token.
    func formIsOurs(_ fields: WebForm) -> Bool {
        fields.value("csrf").map { Self.same($0, csrf) } ?? false
    }

    /// The Set-Cookie value that admits the browser from now on.
    var cookie: String { "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict" }

    /// `127.0.0.1:8080`, `[::1]:8080`, `localhost:8080`; with `--listen` any IP address.
    func hostIsOurs(_ host: String?) -> Bool {
        guard let host, !host.isEmpty else { return false }
        let name: Substring
        let portText: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[host.index(after: host.startIndex)..<close]
            let after = host[host.index(after: close)...]
            if after.isEmpty {
                portText = nil
            } else {
                guard after.hasPrefix(":") else { return false }
                portText = after.dropFirst()
            }
            guard Self.isIPv6(String(name)) else { return false }
            if !beyondLoopback && name != "::1" { return false }
        } else {
            let parts = host.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return false }
            name = parts[0]
            portText = parts.count == 2 ? parts[1] : nil
            let lower = name.lowercased()
            if lower == "localhost" || name == "127.0.0.1" {
                // Loopback names are always ours.
            } else if !(beyondLoopback && Self.isIPv4(String(name))) {
                return false
            }
        }
        let given = portText.map { UInt16($0) } ?? 80
        return given == port
    }

    static func isIPv4(_ text: String) -> Bool {
        var address = in_addr()
        return inet_pton(AF_INET, text, &address) == 1
    }

    static func isIPv6(_ text: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, text, &address) == 1
    }

    /// Compares in time that does not depend on where the texts differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
