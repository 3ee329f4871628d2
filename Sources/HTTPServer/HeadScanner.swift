/// Finds where a request's head (request line and header lines) ends in the bytes received so
/// far, line by line, resuming where it stopped when more bytes come — so a head trickled in
/// one byte at a time costs no more than one sent at once. It enforces the size limits as it
/// goes, so an over-long line or head is refused without waiting for (or keeping) the rest.
///
/// Lines end in CRLF or a bare LF (RFC 9112 §2.2 lets a server accept LF); the CR is not
/// part of the line. A CR anywhere else stays in the line, for the parser to refuse.
struct HeadScanner {
    enum Progress: Equatable {
        case needMore
        /// The head is complete and is this many bytes long, the empty line included.
        case complete(headLength: Int)
        case rejected(RequestRejection)
    }

    private(set) var lines: [Range<Int>] = []
    private var position = 0
    private var lineStart = 0
    private var headerBytes = 0
    let limits: HTTPLimits

    init(limits: HTTPLimits) { self.limits = limits }

    /// Looks at `bytes` from where the last call stopped; `bytes` must start with the head and
    /// only grow between calls.
    mutating func scan(_ bytes: [UInt8]) -> Progress {
        while position < bytes.count {
            defer { position += 1 }
            guard bytes[position] == ASCII.lf else { continue }
            var end = position
            if end > lineStart && bytes[end - 1] == ASCII.cr { end -= 1 }
            let line = lineStart..<end
            let lineLengthWithEnd = position + 1 - lineStart
            lineStart = position + 1
            if lines.isEmpty {
                if line.count > limits.maxRequestLineBytes { return .rejected(Self.requestLineTooLong) }
                lines.append(line)
            } else if line.isEmpty {
                return .complete(headLength: position + 1)
            } else {
                headerBytes += lineLengthWithEnd
                if headerBytes > limits.maxHeaderBytes { return .rejected(Self.headTooLarge) }
                lines.append(line)
                if lines.count - 1 > limits.maxHeaderCount { return .rejected(Self.tooManyHeaders) }
            }
        }
        // The line still open is already too long: no need to see its end. (+1: its CR.)
        let open = bytes.count - lineStart
        if lines.isEmpty && open > limits.maxRequestLineBytes + 1 { return .rejected(Self.requestLineTooLong) }
        if !lines.isEmpty && headerBytes + open > limits.maxHeaderBytes + 1 { return .rejected(Self.headTooLarge) }
        return .needMore
    }

    static let requestLineTooLong = RequestRejection(status: 414, message: "The request line is too long.")
    static let headTooLarge = RequestRejection(status: 431, message: "The request's headers are too large.")
    static let tooManyHeaders = RequestRejection(status: 431, message: "The request has too many headers.")
}
