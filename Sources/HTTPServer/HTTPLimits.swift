/// What one client may ask of the server before it is cut off. The defaults suit a local web
/// app: generous for a person with a browser, small enough that a stuck or hostile client
/// cannot hold the server's memory or threads for long.
public struct HTTPLimits: Sendable {
    /// The request line (`GET /path?query HTTP/1.1`), without its line end; longer → 414.
    public var maxRequestLineBytes = 8192
    /// All header lines together, with their line ends; more → 431.
    public var maxHeaderBytes = 32 * 1024
    /// Header lines; more → 431.
    public var maxHeaderCount = 100
    /// A declared Content-Length above this → 413, answered before any of the body is read.
    public var maxBodyBytes = 25 * 1024 * 1024
    /// Seconds a request may take to arrive, counted from its first byte — for the whole
    /// head, not per byte, so a client trickling bytes is still cut off (408). The body gets
    /// this much again from the end of the head, plus one second for each 256 KiB it declares.
    /// Also how long a new connection may stay silent before it is closed.
    public var readTimeout: Double = 15
    /// Seconds a kept-alive connection may wait for its next request; then it is closed
    /// without an answer, as there is no request to answer.
    public var idleTimeout: Double = 30
    /// Seconds sending a response may go without any progress (a client that stopped
    /// reading); then the connection is dropped.
    public var writeTimeout: Double = 15
    /// Connections served at once. When all are taken, a newcomer takes the place of the one
    /// that has waited longest without a request passing the screen; when every one has had
    /// a request pass, the newcomer is answered 503 at once and closed.
    public var maxConnections = 32
    /// Requests on one connection; the last is answered with `Connection: close`.
    public var maxRequestsPerConnection = 1000

    public init() {}
}
