/// What the handler answers. The server adds `Content-Length`, `Date` and `Connection` (any
/// the handler set are replaced), and leaves the body off for HEAD, 204 and 304.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: [UInt8]
    private var customReason: String?

    /// The status's standard phrase (`Not Found`) unless one was set: changing `status`
    /// later does not leave a stale phrase behind (`404 OK`).
    public var reason: String {
        get { customReason ?? StatusReason.phrase(for: status) }
        set { customReason = newValue }
    }

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = HTTPHeaders(headers)
        self.body = body
    }

    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    public static func html(_ status: Int, _ html: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(html.utf8))
    }

    /// 303 by default: after a form POST the browser GETs the new place, and reloading it
    /// does not post the form again.
    public static func redirect(to location: String, status: Int = 303) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Location", location)])
    }
}
