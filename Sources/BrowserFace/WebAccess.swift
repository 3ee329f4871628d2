import Foundation
import HTTPServer
import Workflows

/// Who may use `stepwise serve`, decided from each request's head before its body is read (the
/// server's screen), and again before the request is handled.
///
/// - The **entry link** printed in the terminal (`/?token=…`) proves the browser was sent by
///   whoever reads the terminal: without it, any page or program on the machine (or the LAN,
///   with `--listen`) could drive sessions. It lets one browser in, once (`EntryLink`), and is
///   exchanged for a **session secret** of the browser's own in a cookie (`BrowserSessions`),
///   so the token leaves the address bar and the history, and is worth nothing to whoever reads
///   it later in the process list or the scrollback.
/// - Every page lives under a **secret root** (`/<32 hex digits>/…`), and the cookie's `Path` is
///   that root. Browsers keep cookies per host, not per port: a cookie with `Path=/` would go to
///   every other web server on 127.0.0.1 the tester visits (the app under test, a dev server),
///   and those could use it here. A browser sends this one only to paths under the root, which
///   no other server is asked for, since only this server and the admitted browser know it.
/// - The **Host** must name this server by an IP address or `localhost`, on its port: a page
///   on `evil.example` whose name was rebound to 127.0.0.1 (DNS rebinding) sends its own name
///   and is refused, even though its requests reach the socket.
/// - A change (a POST) must come from a page of this server: its **Origin** (or, when a client
///   sends none, `Sec-Fetch-Site`) must be this server's, and its form must carry the **CSRF
///   token** only this server's pages hold. The cookie is `SameSite=Strict` as well.
package struct WebAccess: Sendable {
    package let entry: EntryLink
    package let browsers: BrowserSessions
    /// Where every page lives (`/3f0c…`, without a slash at the end), and the cookie's path.
    package let root: String
    package let csrf: String
    package let port: UInt16
    /// `--listen` was given: the Host may then be any IP address (the LAN's), never a name.
    package let beyondLoopback: Bool

    package init(port: UInt16, beyondLoopback: Bool) {
        self.entry = EntryLink()
        self.browsers = BrowserSessions()
        self.root = "/" + Self.randomToken(bytes: 16)
        self.csrf = Self.randomToken()
        self.port = port
        self.beyondLoopback = beyondLoopback
    }

    /// The cookie's name carries the port: cookies are shared by every port of a host, and two
    /// servers must not overwrite each other's.
    package var cookieName: String { "stepwise-\(port)" }

    package enum Decision: Equatable {
        case allow
        /// The address carries an entry link's token: to be exchanged, once, for a session.
        case enter(key: String)
        /// `/favicon.ico` at the host's root: answered with nothing, to anyone.
        case noIcon
        case refuse(status: Int, message: String)
    }

    /// Random bytes as hex, from the system's generator (getrandom).
    package static func randomToken(bytes: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<bytes).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    package static let needsEntry =
        "This page needs the access token. Open the link stepwise serve printed in the terminal (it ends with ?token=…); each link lets one browser in, once. For a new one, press Enter in that terminal."

    /// Looks only at the head: the method, the target, the Host, Origin and the cookie.
    package func decide(_ request: HTTPRequest) -> Decision {
        guard hostIsOurs(request.headers["Host"]) else {
            return .refuse(
                status: 421,
                message: "This server answers only to its own address (127.0.0.1, [::1] or localhost, port \(port)); the Host header named another.")
        }
        guard ["GET", "HEAD", "POST"].contains(request.method) else {
            return .refuse(status: 405, message: "Only GET, HEAD and POST are used here.")
        }
        // Browsers ask the host's root for an icon on pages that name none (a report viewed
        // here): "none" for anyone, as it is outside the secret root and tells nothing.
        if request.path == "/favicon.ico", request.method != "POST" { return .noIcon }
        if let given = request.query.first(where: { $0.name == "token" })?.value {
            return .enter(key: given)
        }
        guard let cookie = request.cookies[cookieName], browsers.admits(cookie) else {
            return .refuse(status: 401, message: Self.needsEntry)
        }
        if request.method == "POST" {
            // A browser sends `Origin: null` where a referrer policy or a privacy setting hides
            // the origin: then Sec-Fetch-Site, which it always sends, says whose page it was.
            if let origin = request.headers["Origin"], origin != "null" {
                guard origin == "http://" + (request.headers["Host"] ?? "") else {
                    return .refuse(
                        status: 403, message: "A change was sent from another site (\(origin)); only this server's own pages may make changes.")
                }
            } else if let site = request.headers["Sec-Fetch-Site"], site != "same-origin", site != "none" {
                return .refuse(status: 403, message: "A change was sent from another site; only this server's own pages may make changes.")
            }
        }
        return .allow
    }

    /// Whether a POSTed form carries this server's CSRF token.
    package func formIsOurs(_ fields: WebForm) -> Bool {
        fields.value("csrf").map { Self.same($0, csrf) } ?? false
    }

    /// The Set-Cookie value that admits a browser from now on: its own secret, sent back only to
    /// the pages under the root, never read by a script, never sent with another site's request.
    package func cookie(_ secret: String) -> String { "\(cookieName)=\(secret); Path=\(root); HttpOnly; SameSite=Strict" }

    /// `127.0.0.1:8080`, `[::1]:8080`, `localhost:8080`; with `--listen` any IP address.
    package func hostIsOurs(_ host: String?) -> Bool {
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

    package static func isIPv4(_ text: String) -> Bool {
        var address = in_addr()
        return inet_pton(AF_INET, text, &address) == 1
    }

    package static func isIPv6(_ text: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, text, &address) == 1
    }

    /// Compares in time that does not depend on where the texts differ.
    package static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
