/// Why a request is refused before the handler sees it: the status to answer and a short
/// text for the body. After any of these the connection is closed, since a request that
/// was not understood leaves no way to know where the next one starts.
struct RequestRejection: Error, Equatable {
    var status: Int
    var message: String

    static func badRequest(_ message: String) -> RequestRejection { RequestRejection(status: 400, message: message) }
}
