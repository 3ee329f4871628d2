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
    /// Appends `text` escaped. In an attribute, tab, line feed and carriage return are written as
    /// character references, because attribute-value normalisation would otherwise turn them into
    /// spaces; in element content only the carriage return is, so that line-end normalisation
    /// keeps it.
    static func append(_ text: String, to out: ReportSink, attribute: Bool) {
        ReportSink.withUTF8(text) { append($0, to: out, attribute: attribute) }
    }

    static func append(_ utf8: UnsafeBufferPointer<UInt8>, to out: ReportSink, attribute: Bool) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        @inline(__always) func copyRun(to end: Int) {
            if runStart < end { out.append(bytes: UnsafeBufferPointer(rebasing: utf8[runStart..<end])) }
        }
        while index < count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "&"):
                copyRun(to: index)
                out.append("&amp;")
            case UInt8(ascii: "<"):
                copyRun(to: index)
                out.append("&lt;")
            case UInt8(ascii: ">"):
                copyRun(to: index)
                out.append("&gt;")
            case UInt8(ascii: "\""):
                copyRun(to: index)
                out.append("&quot;")
            case UInt8(ascii: "'"):
                copyRun(to: index)
                out.append("&apos;")
            case 0x09, 0x0A:
                guard attribute else {
                    index += 1
                    continue
                }
                copyRun(to: index)
                out.append(byte == 0x09 ? "&#9;" : "&#10;")
            case 0x0D:
                copyRun(to: index)
                out.append("&#13;")
            case 0x00..<0x20:
                copyRun(to: index)
                out.append(bytes: replacement)
            case 0xEF where index + 2 < count && utf8[index + 1] == 0xBF && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                // U+FFFE and U+FFFF (EF BF BE, EF BF BF): the only forbidden characters that are
                // not ASCII.
                copyRun(to: index)
                out.append(bytes: replacement)
                index += 3
                runStart = index
                continue
            default:
                index += 1
                continue
            }
            index += 1
            runStart = index
        }
        copyRun(to: count)
    }

    private static let replacement: [UInt8] = Array("\u{FFFD}".utf8)

    /// `text` escaped, as a string: for tests and small pieces.
    static func escaped(_ text: String, attribute: Bool = true) -> String {
        let out = ReportSink()
        append(text, to: out, attribute: attribute)
        return out.text
    }
}
