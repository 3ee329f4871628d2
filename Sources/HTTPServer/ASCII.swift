/// The byte classes of HTTP's grammar (RFC 9110 §5.6, RFC 9112), kept in one place so the
/// parser, the response writer and the form decoders agree on what a token or a visible
/// character is.
enum ASCII {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let cr: UInt8 = 0x0D
    static let lf: UInt8 = 0x0A
    static let colon: UInt8 = 0x3A
    static let percent: UInt8 = 0x25
    static let plus: UInt8 = 0x2B
    static let question: UInt8 = 0x3F
    static let slash: UInt8 = 0x2F

    /// tchar: the characters of a method or a field name.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    static func isToken<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy(isTokenByte)
    }

    static func isToken(_ text: String) -> Bool { isToken(text.utf8) }

    /// What a field value may hold: visible characters, space, tab and obs-text (bytes from
    /// 0x80, which UTF-8 text is made of). No control characters: a CR or NUL inside a value
    /// is how header injection and request smuggling start.
    static func isFieldValueByte(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= 0x20 && byte != 0x7F)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// Without the spaces and tabs around it (HTTP's OWS; not Unicode whitespace).
    static func trimmingWhitespace(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(where: { !isWhitespace($0) }), let last = bytes.lastIndex(where: { !isWhitespace($0) }) else {
            return ""
        }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Header bytes as text: UTF-8 when they are valid UTF-8 (what browsers send), else each
    /// byte as the Latin-1 character it stands for, so nothing is lost or replaced.
    static func text<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        if let utf8 = validUTF8(bytes) { return utf8 }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    /// The text when the bytes are valid UTF-8, else nil. (`String(validating:)` would do, but
    /// it is not available on older macOS.)
    static func validUTF8<C: Collection>(_ bytes: C) -> String? where C.Element == UInt8 {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
