/// One client's connection, served on a thread of its own: requests read one after another
/// (so pipelined ones are answered in the order they came), each handed to the handler,
/// until either side closes, a limit is reached or a request is refused.
final class ClientConnection: @unchecked Sendable {  // used by its own thread only
    private let socket: ConnectionSocket
    private let remoteAddress: String
    private let limits: HTTPLimits
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?
    private let registry: ConnectionRegistry
    /// Bytes received and not yet used: the rest of a request, or the next ones, pipelined.
    private var input: [UInt8] = []

    /// A body may take `readTimeout` plus one second for each this many bytes it declares, so
    /// that a large upload over a slow link is not cut off while a trickle still is.
    static let slowestBodyBytesPerSecond = 256.0 * 1024

    init(
        fd: Int32, remoteAddress: String, limits: HTTPLimits, registry: ConnectionRegistry, screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        self.socket = ConnectionSocket(fd: fd)
        self.remoteAddress = remoteAddress
        self.limits = limits
        self.registry = registry
        self.handler = handler
        self.screen = screen
    }

    func serve() {
        defer { registry.close(socket.fd) }
        var served = 0
        while true {
            // A new connection must start its request within readTimeout; a kept-alive one
            // may wait idleTimeout for the next. Either way, silence is closed without an
            // answer: there is no request to answer, and a browser would take a 408 sent to
            // its unused spare connection for the answer to its next request.
            let quietLimit = served == 0 ? limits.readTimeout : limits.idleTimeout
            guard waitForRequestStart(until: .after(quietLimit)) else { return }
            guard let request = readRequest() else { return }
            served += 1

            let response = handler(request.request)
            let keepAlive =
                request.clientKeepsAlive && !response.headers.tokens("Connection").contains("close") && served < limits.maxRequestsPerConnection
                && !registry.isStopping
            guard send(response, keepAlive: keepAlive, isHeadRequest: request.request.method == "HEAD") else { return }
            if !keepAlive {
                socket.finishSending(lingerSeconds: lingerSeconds)
                return
            }
        }
    }

    private var lingerSeconds: Double { min(2, limits.readTimeout) }

    /// Waits until a request's first byte is here, dropping the empty lines a client may send
    /// between requests (RFC 9112 §2.2). False when the client closed or stayed silent.
    private func waitForRequestStart(until deadline: Deadline) -> Bool {
        while true {
            var blank = 0
            while blank < input.count {
                if input[blank] == ASCII.lf {
                    blank += 1
                } else if input[blank] == ASCII.cr && blank + 1 < input.count && input[blank + 1] == ASCII.lf {
                    blank += 2
                } else {
                    break
                }
            }
            input.removeFirst(blank)
            if !input.isEmpty && input != [ASCII.cr] { return true }
            guard socket.read(appendingTo: &input, until: deadline) == .data else { return false }
        }
    }

    private struct ReceivedRequest {
        var request: HTTPRequest
        var clientKeepsAlive: Bool
    }

    /// Reads one whole request, or answers why not (and returns nil: the connection ends).
    private func readRequest() -> ReceivedRequest? {
        // One deadline for the whole head, from its first byte: bytes trickled in one at a
        // time do not move it.
        let headDeadline = Deadline.after(limits.readTimeout)
        var scanner = HeadScanner(limits: limits)
        var headLength = 0
        scanning: while true {
            switch scanner.scan(input) {
            case .complete(let length):
                headLength = length
                break scanning
            case .rejected(let rejection):
                return refuse(rejection)
            case .needMore:
                switch socket.read(appendingTo: &input, until: headDeadline) {
                case .data: continue
                case .closed: return nil  // gone mid-request: nobody to answer
                case .timedOut: return refuse(Self.timedOut)
                }
            }
        }

        let head: RequestHead
        switch RequestHead.parse(input, lines: scanner.lines) {
        case .success(let parsed): head = parsed
        case .failure(let rejection): return refuse(rejection)
        }
        let isHeadRequest = head.method == "HEAD"
        let framing: RequestFraming
        switch RequestFraming.check(head, limits: limits) {
        case .success(let checked): framing = checked
        // Too large is refused here, from the Content-Length alone: none of the body is read.
        case .failure(let rejection): return refuse(rejection, isHeadRequest: isHeadRequest)
        }

        // The screen answers from the head alone: a refused request's body is never read (nor
        // a 100 Continue sent for it), and its connection ends rather than being kept alive.
        let headOnly = HTTPRequest(
            method: head.method, target: head.target, parsedTarget: head.parsedTarget, version: head.version, headers: head.headers, body: [],
            remoteAddress: remoteAddress)
        if let answer = screen?(headOnly) {
            return answerAndClose(answer, isHeadRequest: isHeadRequest)
        }
        // Dropped to make room while its head was coming: it ends unanswered.
        guard registry.trust(socket.fd) else { return nil }

        let end = headLength + framing.bodyLength
        if framing.expectsContinue && framing.bodyLength > 0 && input.count == headLength {
            guard socket.write(ResponseEncoding.continueResponse, progressTimeout: limits.writeTimeout) else { return nil }
        }
        input.reserveCapacity(end)  // one allocation for the body, not a doubling per read
        let bodyDeadline = Deadline.after(limits.readTimeout + Double(framing.bodyLength) / Self.slowestBodyBytesPerSecond)
        while input.count < end {
            switch socket.read(appendingTo: &input, until: bodyDeadline) {
            case .data: continue
            case .closed: return nil
            case .timedOut: return refuse(Self.timedOut, isHeadRequest: isHeadRequest)
            }
        }
        let body = Array(input[headLength..<end])
        input.removeFirst(end)

        let request = HTTPRequest(
            method: head.method, target: head.target, parsedTarget: head.parsedTarget, version: head.version, headers: head.headers, body: body,
            remoteAddress: remoteAddress)
        return ReceivedRequest(request: request, clientKeepsAlive: framing.clientKeepsAlive)
    }

    static let timedOut = RequestRejection(status: 408, message: "The request took too long to arrive.")

    /// Answers a request that will not reach the handler, and ends the connection.
    private func refuse(_ rejection: RequestRejection, isHeadRequest: Bool = false) -> ReceivedRequest? {
        answerAndClose(.text(rejection.status, rejection.message + "\n"), isHeadRequest: isHeadRequest)
    }

    /// Sends an answer with `Connection: close`, and ends the connection.
    private func answerAndClose(_ response: HTTPResponse, isHeadRequest: Bool) -> ReceivedRequest? {
        if send(response, keepAlive: false, isHeadRequest: isHeadRequest) {
            socket.finishSending(lingerSeconds: lingerSeconds)
        }
        return nil
    }

    private func send(_ response: HTTPResponse, keepAlive: Bool, isHeadRequest: Bool) -> Bool {
        let encoded = ResponseEncoding.encode(response, keepAlive: keepAlive, isHeadRequest: isHeadRequest)
        // One write when the body is small: no second packet for the client to wait for.
        if encoded.body.count <= 64 * 1024 {
            return socket.write(encoded.head + encoded.body, progressTimeout: limits.writeTimeout)
        }
        return socket.write(encoded.head, progressTimeout: limits.writeTimeout) && socket.write(encoded.body, progressTimeout: limits.writeTimeout)
    }
}
