#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Splitting a multipart/form-data body into its parts (RFC 7578, on RFC 2046 §5.1.1).
///
/// Each part ends where CRLF `--boundary` begins a line that is a delimiter, i.e. is
/// followed by `--` (the last) or by optional spaces and CRLF. The same bytes followed by
/// anything else are part of the data: a file may hold CRLF and boundary-like text, and
/// only a whole delimiter line ends it.
enum MultipartBody {
    /// The boundary parameter of a multipart/form-data Content-Type, quoted or not, if it is
    /// one RFC 2046 allows: 1 to 70 of its characters, not ending in a space.
    static func boundary(in contentType: String) -> [UInt8]? {
        guard let parsed = HeaderParameters.parse(contentType), parsed.value.lowercased() == "multipart/form-data",
            let boundary = parsed.parameter("boundary")
        else { return nil }
        let bytes = Array(boundary.utf8)
        let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".utf8)
        guard (1...70).contains(bytes.count), bytes.allSatisfy(allowed.contains), bytes.last != ASCII.space else { return nil }
        return bytes
    }

    static func parse(_ body: [UInt8], boundary: [UInt8]) -> [FormPart]? {
        let dashBoundary = Array("--".utf8) + boundary
        let delimiter = [ASCII.cr, ASCII.lf] + dashBoundary
        // The first delimiter opens the body, or ends a preamble (which is ignored).
        var position: Int
        if body.starts(with: dashBoundary) {
            position = dashBoundary.count
        } else if let found = find(delimiter, in: body, from: 0) {
            position = found + delimiter.count
        } else {
            return nil
        }

        var parts: [FormPart] = []
        while true {
            // Just after a delimiter: `--` closes the body; else padding and CRLF open a part.
            if body[position...].starts(with: "--".utf8) { return parts }
            while position < body.count && ASCII.isWhitespace(body[position]) { position += 1 }
            guard body[position...].starts(with: [ASCII.cr, ASCII.lf]) else { return nil }
            position += 2

            var headers = HTTPHeaders()
            while true {
                guard let lineEnd = find([ASCII.cr, ASCII.lf], in: body, from: position) else { return nil }
                let line = body[position..<lineEnd]
                position = lineEnd + 2
                if line.isEmpty { break }
                guard headers.pairs.count < 32, let colon = line.firstIndex(of: ASCII.colon), ASCII.isToken(line[..<colon]) else { return nil }
                headers.add(String(decoding: line[..<colon], as: UTF8.self), ASCII.text(line[(colon + 1)...]).trimmingASCIIWhitespace)
            }

            // The data runs to the next delimiter line; boundary-like bytes that are not one are data.
            var searchFrom = position - 2  // the data may be empty: its CRLF is the delimiter's
            var end: Int?
            while let found = find(delimiter, in: body, from: searchFrom) {
                if isDelimiterLineEnd(body, at: found + delimiter.count) {
                    end = found
                    break
                }
                searchFrom = found + 1
            }
            guard let dataEnd = end, dataEnd >= position - 2 else { return nil }
            let data = dataEnd >= position ? Array(body[position..<dataEnd]) : []

            guard let disposition = headers["Content-Disposition"].flatMap(HeaderParameters.parse), disposition.value.lowercased() == "form-data",
                let name = disposition.parameter("name")
            else { return nil }
            parts.append(FormPart(name: name, filename: disposition.parameter("filename"), contentType: headers["Content-Type"], data: data))
            position = dataEnd + delimiter.count
        }
    }

    /// After `CRLF--boundary`: `--`, or spaces then CRLF.
    private static func isDelimiterLineEnd(_ body: [UInt8], at start: Int) -> Bool {
        if body[start...].starts(with: "--".utf8) { return true }
        var index = start
        while index < body.count && ASCII.isWhitespace(body[index]) { index += 1 }
        return body[index...].starts(with: [ASCII.cr, ASCII.lf])
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`; memchr finds the
    /// candidates, so a 25 MB upload is searched at memory speed.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, start >= 0, bytes.count - start >= pattern.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = start
            let last = buffer.count - pattern.count
            while index <= last {
                guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                index = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
                if memcmp(base + index, pattern, pattern.count) == 0 { return index }
                index += 1
            }
            return nil
        }
    }
}

extension String {
    fileprivate var trimmingASCIIWhitespace: String { ASCII.trimmingWhitespace(self) }
}
