/// What the headers say about the message around them: how long the body is, whether the
/// client waits for `100 Continue`, and whether it wants the connection kept open. The checks
/// are the ones RFC 9112 §6 makes a server do so that it and every other reader agree where
/// the body ends.
struct RequestFraming: Equatable {
    var bodyLength: Int
    var expectsContinue: Bool
    var clientKeepsAlive: Bool

    static func check(_ head: RequestHead, limits: HTTPLimits) -> Result<RequestFraming, RequestRejection> {
        let headers = head.headers
        let isHTTP11 = head.version == "HTTP/1.1"
        let hosts = headers.values("Host")
        if isHTTP11 && hosts.isEmpty { return .failure(.badRequest("An HTTP/1.1 request must have a Host header.")) }
        if hosts.count > 1 { return .failure(.badRequest("The request has more than one Host header.")) }

        // Chunked request bodies are not decoded: browsers do not send them, and refusing
        // every transfer coding removes the Content-Length/Transfer-Encoding disagreement
        // that request smuggling is built on.
        if headers.contains("Transfer-Encoding") {
            return .failure(RequestRejection(status: 501, message: "Transfer-Encoding in requests is not supported; send a Content-Length."))
        }

        var bodyLength = 0
        let lengths = headers.values("Content-Length")
        if !lengths.isEmpty {
            // Each line may itself be a list (`42, 42`); all must be digits and all the same.
            var seen: ContentLength?
            for item in lengths.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
                guard let length = ContentLength(ASCII.trimmingWhitespace(String(item))) else {
                    return .failure(.badRequest("The Content-Length is not a number."))
                }
                if let seen, seen != length { return .failure(.badRequest("The request has Content-Length headers that differ.")) }
                seen = length
            }
            guard case .bytes(let n)? = seen, n <= limits.maxBodyBytes else {
                return .failure(RequestRejection(status: 413, message: "The request body is larger than \(limits.maxBodyBytes) bytes."))
            }
            bodyLength = n
        }

        var expectsContinue = false
        for expectation in headers.values("Expect") {
            guard ASCII.trimmingWhitespace(expectation).lowercased() == "100-continue" else {
                return .failure(RequestRejection(status: 417, message: "Only the expectation 100-continue is supported."))
            }
            // An HTTP/1.0 client does not know 100 Continue (RFC 9110 §10.1.1 says ignore it).
            expectsContinue = isHTTP11
        }

        let connection = headers.tokens("Connection")
        let keepsAlive = isHTTP11 ? !connection.contains("close") : connection.contains("keep-alive") && !connection.contains("close")
        return .success(RequestFraming(bodyLength: bodyLength, expectsContinue: expectsContinue, clientKeepsAlive: keepsAlive))
    }
}

/// A Content-Length value: digits only (no sign, no spaces inside), with any number too big
/// to hold kept as "too big" rather than overflowing or wrapping around.
enum ContentLength: Equatable {
    case bytes(Int)
    case tooBig

    init?(_ text: String) {
        let digits = Array(text.utf8)
        guard !digits.isEmpty, digits.allSatisfy(ASCII.isDigit) else { return nil }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        guard significant.count <= 18 else {
            self = .tooBig
            return
        }
        self = .bytes(significant.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }
}
