/// One request as the handler sees it: parsed, checked against the limits, body read in full.
public struct HTTPRequest: Sendable {
    /// As sent, always a token: methods are case-sensitive (`GET`, not `get`).
    public var method: String
    /// The request-target exactly as sent (`/s/abc?x=1`).
    public var target: String
    /// The path with its `%XX` escapes decoded, without the query. Never holds NUL, always
    /// starts with `/`. It may hold `..` segments or an encoded `/` (`%2F`): a handler that
    /// maps paths to files must check them itself (`rawPath` tells `%2F` from `/`).
    public var path: String
    /// The path still percent-encoded.
    public var rawPath: String
    /// The query's `name=value` pairs, decoded as a form is (`+` is a space), in order.
    public var query: [(name: String, value: String)]
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// From the `Cookie` headers; the first of two cookies with one name is kept.
    public var cookies: [String: String]
    /// The client's IP address (`127.0.0.1`, `::1`), without the port.
    public var remoteAddress: String

    /// A request made by hand, as the server would have parsed it — for testing handlers.
    /// Nil when the server would refuse the target (not a path starting with `/`, a bad `%`
    /// escape, NUL).
    public init?(
        method: String = "GET", target: String, version: String = "HTTP/1.1", headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [],
        remoteAddress: String = "127.0.0.1"
    ) {
        guard case .success(let parsed) = RequestTarget.parse(target.utf8) else { return nil }
        self.init(method: method, target: target, parsedTarget: parsed, version: version, headers: headers, body: body, remoteAddress: remoteAddress)
    }

    init(method: String, target: String, parsedTarget: RequestTarget, version: String, headers: HTTPHeaders, body: [UInt8], remoteAddress: String) {
        self.method = method
        self.target = target
        self.path = parsedTarget.path
        self.rawPath = parsedTarget.rawPath
        self.query = parsedTarget.rawQuery.map { FormData.urlEncoded(Array($0.utf8)) } ?? []
        self.version = version
        self.headers = headers
        self.body = body
        self.cookies = CookieHeader.parse(headers)
        self.remoteAddress = remoteAddress
    }

    /// The first query value of that name.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}
