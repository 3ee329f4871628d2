/// A request-target taken apart: the path, still encoded and decoded, and the query.
///
/// Only origin-form (`/path?query`) is accepted. Absolute-form (`http://host/path`) is meant
/// for proxies and `*` for server-wide OPTIONS; a local app's server needs neither, and
/// refusing them keeps one meaning for "the path" everywhere.
struct RequestTarget: Equatable {
    var rawPath: String
    var path: String
    var rawQuery: String?

    enum Problem: Error, Equatable {
        case notOriginForm
        case badByte
        case badPercentEscape
        case notUTF8
        case nulInPath

        var message: String {
            switch self {
            case .notOriginForm: "the request target must be a path starting with /"
            case .badByte: "the request target has a character that is not allowed"
            case .badPercentEscape: "the path has a % that is not followed by two hex digits"
            case .notUTF8: "the decoded path is not UTF-8"
            case .nulInPath: "the decoded path has a NUL character"
            }
        }
    }

    static func parse<C: Collection>(_ bytes: C) -> Result<RequestTarget, Problem> where C.Element == UInt8 {
        let bytes = Array(bytes)
        guard bytes.first == ASCII.slash else { return .failure(.notOriginForm) }
        // Visible ASCII only; `#` starts a fragment, which a client never sends.
        guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "#") }) else { return .failure(.badByte) }
        let questionMark = bytes.firstIndex(of: ASCII.question)
        let rawPathBytes = bytes[..<(questionMark ?? bytes.endIndex)]
        guard let decoded = PercentDecoding.strict(rawPathBytes) else { return .failure(.badPercentEscape) }
        guard !decoded.contains(0) else { return .failure(.nulInPath) }
        guard let path = ASCII.validUTF8(decoded) else { return .failure(.notUTF8) }
        let rawQuery = questionMark.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) }
        return .success(RequestTarget(rawPath: String(decoding: rawPathBytes, as: UTF8.self), path: path, rawQuery: rawQuery))
    }
}
