/// Tester text made safe for XML 1.0, whatever it holds.
///
/// Notes, reasons and defect ids are typed by people and pasted from anywhere, so they can hold
/// anything Unicode allows. XML 1.0 does not: its `Char` production leaves out U+0000–U+0008,
/// U+000B, U+000C, U+000E–U+001F, the surrogates and U+FFFE/U+FFFF, and no escape can bring them
/// back (`&#1;` is just as ill-formed). Each such character becomes U+FFFD REPLACEMENT CHARACTER,
/// so a reader sees that something was there. Swift strings cannot hold lone surrogates, so only
/// the others occur.
///
/// `& < > " '` are always escaped, in text and in attributes alike, so one function serves both
/// and `]]>` can never appear. CDATA is never used: it cannot hold `]]>` and it does not help with
/// forbidden characters.
enum XMLText {
    private static let replacement = Array("\u{FFFD}".utf8)

    /// Appends `text` escaped. In an attribute, tab, line feed and carriage return are written as
    /// character references, because attribute-value normalisation would otherwise turn them into
    /// spaces; in element content only the carriage return is, so that line-end normalisation
    /// keeps it.
    static func append(_ text: String, to out: inout [UInt8], attribute: Bool) {
        var utf8 = text.utf8.makeIterator()
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF: the only forbidden characters that are not
        // ASCII. Two bytes of look-behind find them without decoding scalars.
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = utf8.next() {
            defer { previous = (previous.1, byte) }
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&apos;".utf8)
            case 0x09: if attribute { out.append(contentsOf: "&#9;".utf8) } else { out.append(byte) }
            case 0x0A: if attribute { out.append(contentsOf: "&#10;".utf8) } else { out.append(byte) }
            case 0x0D: out.append(contentsOf: "&#13;".utf8)
            case 0x00..<0x20: out.append(contentsOf: replacement)
            case 0xBE...0xBF where previous == (0xEF, 0xBF):
                // Replace the whole three-byte sequence already written.
                out.removeLast(2)
                out.append(contentsOf: replacement)
            default: out.append(byte)
            }
        }
    }

    /// `text` escaped, as a string: for tests and small pieces.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        var out: [UInt8] = []
        append(text, to: &out, attribute: attribute)
        return String(decoding: out, as: UTF8.self)
    }
}
