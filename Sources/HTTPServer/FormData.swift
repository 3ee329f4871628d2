/// Decoding the two bodies an HTML form sends.
public enum FormData {
    /// An application/x-www-form-urlencoded body (or a query), as the URL Standard decodes it:
    /// pairs split on `&`, name and value on the first `=`, `+` is a space, `%XX` escapes
    /// decoded (a `%` that starts none stays as it is), UTF-8 with invalid bytes replaced.
    /// Empty pieces (`a=1&&b=2`) are skipped; a piece without `=` is a name with value "".
    public static func urlEncoded(_ body: [UInt8]) -> [(name: String, value: String)] {
        body.split(separator: UInt8(ascii: "&")).map { piece in
            let equals = piece.firstIndex(of: UInt8(ascii: "="))
            let name = piece[..<(equals ?? piece.endIndex)]
            let value = equals.map { piece[piece.index(after: $0)...] } ?? []
            return (decode(name), decode(value))
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: PercentDecoding.lenient(bytes, plusIsSpace: true), as: UTF8.self)
    }

    /// A multipart/form-data body (RFC 7578), `contentType` being the request's Content-Type
    /// with its boundary. Nil when it is not multipart/form-data, has no usable boundary, or
    /// the body is malformed: no opening or closing delimiter, a part without headers, or a
    /// part that is not `form-data` with a name.
    public static func multipart(_ body: [UInt8], contentType: String) -> [FormPart]? {
        guard let boundary = MultipartBody.boundary(in: contentType) else { return nil }
        return MultipartBody.parse(body, boundary: boundary)
    }
}
