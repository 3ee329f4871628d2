/// Turns a file's bytes into text the parser accepts, or says precisely why not.
///
/// Gherkin is UTF-8 text. A leading byte-order mark is dropped (editors on Windows add one);
/// a NUL byte means the file is binary; anything that is not UTF-8 is reported at the line
/// and column of the first bad byte, so a person can find it.
public enum SourceText {
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        case binary(line: Int, column: Int)
        case invalidUTF8(line: Int, column: Int)
        /// Text saved as UTF-16 (its byte-order mark says so), as some Windows tools save it.
        case utf16

        public var line: Int {
            switch self {
            case .binary(let line, _), .invalidUTF8(let line, _): return line
            case .utf16: return 1
            }
        }

        public var column: Int {
            switch self {
            case .binary(_, let column), .invalidUTF8(_, let column): return column
            case .utf16: return 1
            }
        }

        public var description: String {
            switch self {
            case .binary: return "binary file (NUL byte), not Gherkin text"
            case .invalidUTF8: return "invalid UTF-8, Gherkin files must be UTF-8 text"
            case .utf16: return "UTF-16 text; save the file as UTF-8"
            }
        }
    }

    public static func decode(_ bytes: [UInt8]) -> Result<String, Problem> {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        // Otherwise read as NUL bytes ("binary"): say what it is and what to do.
        if body.starts(with: [0xFF, 0xFE]) || body.starts(with: [0xFE, 0xFF]) { return .failure(.utf16) }
        var line = 1
        var column = 1
        var i = body.startIndex
        while i < body.endIndex {
            let byte = body[i]
            if byte == 0 { return .failure(.binary(line: line, column: column)) }
            let width = sequenceWidth(body, at: i)
            if width == 0 { return .failure(.invalidUTF8(line: line, column: column)) }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += width
        }
        return .success(String(decoding: body, as: UTF8.self))
    }

    /// Length of the well-formed UTF-8 sequence at `i` (RFC 3629), or 0 when it is not one.
    private static func sequenceWidth(_ bytes: ArraySlice<UInt8>, at i: Int) -> Int {
        let b0 = bytes[i]
        if b0 < 0x80 { return 1 }
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + offset < bytes.endIndex && range.contains(bytes[i + offset])
        }
        switch b0 {
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
