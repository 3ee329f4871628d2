/// Reading the `Cookie` request header (RFC 6265 §4.2): `name=value` pairs separated by `;`.
enum CookieHeader {
    /// Every pair from every `Cookie` line. When a name comes twice the first is kept:
    /// browsers send the cookie with the most specific path first. Values stay as sent
    /// (cookies are opaque), except that surrounding double quotes are removed.
    static func parse(_ headers: HTTPHeaders) -> [String: String] {
        var cookies: [String: String] = [:]
        for line in headers.values("Cookie") {
            for piece in line.split(separator: ";") {
                let pair = ASCII.trimmingWhitespace(String(piece))
                guard let equals = pair.firstIndex(of: "=") else { continue }
                let name = ASCII.trimmingWhitespace(String(pair[..<equals]))
                var value = ASCII.trimmingWhitespace(String(pair[pair.index(after: equals)...]))
                guard ASCII.isToken(name) else { continue }
                if value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"") {
                    value = String(value.dropFirst().dropLast())
                }
                if cookies[name] == nil { cookies[name] = value }
            }
        }
        return cookies
    }
}
