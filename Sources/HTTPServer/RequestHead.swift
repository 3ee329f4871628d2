/// A request's head parsed strictly (RFC 9112 §3, §5): the request line and the header
/// fields, each checked byte by byte. What is loosely written elsewhere is refused here,
/// because two programs that read one request two ways (a proxy and this server, a browser
/// and this server) is where request smuggling comes from.
struct RequestHead {
    var method: String
    var target: String
    var parsedTarget: RequestTarget
    var version: String
    var headers: HTTPHeaders

    /// Parses the head whose lines `HeadScanner` found in `bytes`.
    static func parse(_ bytes: [UInt8], lines: [Range<Int>]) -> Result<RequestHead, RequestRejection> {
        guard let requestLine = lines.first else { return .failure(.badRequest("The request is empty.")) }
        // Exactly three parts with one space between each: no tabs, no runs of spaces.
        let parts = bytes[requestLine].split(separator: ASCII.space, omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            return .failure(.badRequest(parts.count < 3 ? "The request line has no HTTP version." : "The request line is malformed."))
        }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard ASCII.isToken(method) else { return .failure(.badRequest("The request method is not a token.")) }
        guard isVersionSyntax(version) else { return .failure(.badRequest("The request line is malformed.")) }
        let versionText = String(decoding: version, as: UTF8.self)
        guard versionText == "HTTP/1.1" || versionText == "HTTP/1.0" else {
            return .failure(RequestRejection(status: 505, message: "Only HTTP/1.1 and HTTP/1.0 are supported."))
        }
        let parsedTarget: RequestTarget
        switch RequestTarget.parse(target) {
        case .success(let t): parsedTarget = t
        case .failure(let problem): return .failure(.badRequest("Bad request target: \(problem.message)."))
        }

        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            switch parseField(bytes[line]) {
            case .success(let field): headers.add(field.name, field.value)
            case .failure(let rejection): return .failure(rejection)
            }
        }
        return .success(
            RequestHead(
                method: String(decoding: method, as: UTF8.self), target: String(decoding: target, as: UTF8.self), parsedTarget: parsedTarget,
                version: versionText, headers: headers))
    }

    /// `HTTP/` DIGIT `.` DIGIT: anything else is not a request line at all (400), while a
    /// well-formed version we do not speak is 505.
    private static func isVersionSyntax(_ version: ArraySlice<UInt8>) -> Bool {
        let v = Array(version)
        return v.count == 8 && v[0..<5].elementsEqual("HTTP/".utf8) && ASCII.isDigit(v[5]) && v[6] == UInt8(ascii: ".") && ASCII.isDigit(v[7])
    }

    /// `name: value`, the name a token right up to the colon, the value without the spaces
    /// around it and without control characters.
    private static func parseField(_ line: ArraySlice<UInt8>) -> Result<(name: String, value: String), RequestRejection> {
        guard let first = line.first, !ASCII.isWhitespace(first) else {
            // obs-fold: a continuation line. RFC 9112 §5.2 lets a server refuse it, and
            // joining lines is a classic way two readers end up with different headers.
            return .failure(.badRequest("A header line starts with whitespace (line folding is not accepted)."))
        }
        guard let colon = line.firstIndex(of: ASCII.colon) else { return .failure(.badRequest("A header line has no colon.")) }
        let name = line[..<colon]
        if let last = name.last, ASCII.isWhitespace(last) {
            return .failure(.badRequest("A header name is followed by whitespace before its colon."))
        }
        guard ASCII.isToken(name) else { return .failure(.badRequest("A header name has a character that is not allowed.")) }
        var value = line[line.index(after: colon)...]
        while let f = value.first, ASCII.isWhitespace(f) { value = value.dropFirst() }
        while let l = value.last, ASCII.isWhitespace(l) { value = value.dropLast() }
        guard value.allSatisfy(ASCII.isFieldValueByte) else {
            return .failure(.badRequest("A header value has a control character."))
        }
        return .success((String(decoding: name, as: UTF8.self), ASCII.text(value)))
    }
}
