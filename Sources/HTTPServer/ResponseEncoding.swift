/// A response turned into the bytes sent. Whatever the handler put in it, what goes out is
/// well-formed HTTP/1.1: the framing headers are the server's own, and nothing the handler
/// passed on from a request (a redirect target, a file name) can end a header line early
/// and smuggle in headers or a second response.
enum ResponseEncoding {
    /// Headers only the server may set: it alone knows how the body is framed and whether
    /// the connection stays open.
    private static let serverOwned = ["Content-Length", "Transfer-Encoding", "Connection", "Date", "Keep-Alive"]

    /// The status line and headers, and the body to send after them (empty for HEAD, and for
    /// 204 and 304, which have no body by definition).
    static func encode(_ response: HTTPResponse, keepAlive: Bool, isHeadRequest: Bool, date: String = HTTPDate.now()) -> (
        head: [UInt8], body: [UInt8]
    ) {
        var response = response
        if !(200...999).contains(response.status) {
            // 1xx is the server's to send; other numbers are not HTTP.
            response = .text(500, "The handler gave status \(response.status), which is not a final status.\n")
        }
        let hasNoBody = response.status == 204 || response.status == 304
        var head = "HTTP/1.1 \(response.status) \(cleanValue(response.reason))\r\n"
        for (name, value) in response.headers.pairs where ASCII.isToken(name) && !serverOwned.contains(where: { HTTPHeaders.sameName($0, name) }) {
            head += "\(name): \(cleanValue(value))\r\n"
        }
        if !hasNoBody { head += "Content-Length: \(response.body.count)\r\n" }
        head += "Date: \(date)\r\n"
        head += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return (Array(head.utf8), hasNoBody || isHeadRequest ? [] : response.body)
    }

    /// The value without control characters (CR, LF, NUL...) and without the spaces around it.
    static func cleanValue(_ value: String) -> String {
        let kept = value.utf8.filter { ASCII.isFieldValueByte($0) }
        return ASCII.trimmingWhitespace(String(decoding: kept, as: UTF8.self))
    }

    /// The interim answer to `Expect: 100-continue`: go on, send the body.
    static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
}
