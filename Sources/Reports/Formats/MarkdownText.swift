import TestPlan

/// Tester text made safe for Markdown (CommonMark and GitHub's tables).
///
/// Every ASCII punctuation character that can start inline markup, HTML, an entity, a link, a
/// table column or a mention is backslash-escaped, so a note shows as typed and cannot inject a
/// `<script>`, an image or an `@team` ping into a pull request. Line breaks become `<br>`
/// (Markdown tables and list items are one line each), and other control characters U+FFFD.
/// Bidirectional controls are shown as their code point (`\[U+202E\]`, read as `[U+202E]`),
/// as `BidiControls` says why.
enum MarkdownText {
    /// `$` because GitHub renders `$…$` as mathematics; `#` because a heading drops trailing ones.
    private static let escapedCharacters = "\\`*_{}[]()<>#!|~&@$"
    /// The same set as two 64-bit masks over ASCII, tested without hashing each byte.
    private static let escapedMasks: (low: UInt64, high: UInt64) = {
        var masks: (low: UInt64, high: UInt64) = (0, 0)
        for byte in escapedCharacters.utf8 {
            if byte < 64 { masks.low |= 1 << UInt64(byte) } else { masks.high |= 1 << UInt64(byte - 64) }
        }
        return masks
    }()

    static func inline(_ text: String) -> String {
        let out = ReportSink(capacity: text.utf8.count + 16)
        inline(text, to: out)
        return out.text
    }

    /// The same text written into `out`.
    static func inline(_ text: String, to out: ReportSink) {
        ReportSink.withUTF8(text) { bytes in
            // Each bidirectional control is encoded starting with 0xE2 (U+200E–U+2069) or 0xD8
            // (U+061C): text without those bytes, nearly all of it, needs no look at scalars.
            if bytes.contains(where: { $0 == 0xE2 || $0 == 0xD8 }) {
                ReportSink.withUTF8(BidiControls.shown(text)) { inline(utf8: $0, to: out) }
            } else {
                inline(utf8: bytes, to: out)
            }
        }
    }

    private static func inline(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: ReportSink) {
        let masks = escapedMasks
        var runStart = 0
        var previous: UInt8 = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            defer { previous = byte }
            let special: Bool
            switch byte {
            case 0x00..<0x20, 0x7F: special = true
            case 0x20..<0x40: special = masks.low & (1 << UInt64(byte)) != 0
            case 0x40..<0x80: special = masks.high & (1 << UInt64(byte - 64)) != 0
            default: special = false
            }
            guard special else { continue }
            if runStart < index { out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            runStart = index + 1
            switch byte {
            case 0x0A where previous == 0x0D:
                continue  // CRLF: the CR already made the break
            case 0x0A, 0x0D:
                out.append("<br>")
            case 0x09:
                out.append(byte: UInt8(ascii: " "))
            case 0x00..<0x20, 0x7F:
                out.append(bytes: replacement)
            default:
                out.append(byte: UInt8(ascii: "\\"))
                out.append(byte: byte)
            }
        }
        if runStart < bytes.count { out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Text made safe as Markdown prose for a reader that renders it (GSA's OpenACR renderer
    /// reads remarks and notes as Markdown, then lets safe HTML through): only what could
    /// start markup is backslash-escaped — emphasis, code, links and images, raw HTML and
    /// entities, table pipes, strikethrough, headings — and a line that would start a list or
    /// a quote, so a tester's `<b>` or `*word*` shows as typed, while words such as "(4
    /// checks: 3 passed)" stay as they read in the YAML. Line breaks become spaces: a caller
    /// lays out its lines itself.
    static func prose(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for character in BidiControls.shown(text) {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "~", "#": out += "\\" + String(character)
            case "\n", "\r", "\r\n", "\t": out += " "
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20 || scalar.value == 0x7F
                {
                    out += "\u{FFFD}"
                } else {
                    out.append(character)
                }
            }
        }
        // A paragraph or list item opening with "- ", "+ ", "= " or "1. " would become a list or
        // a heading underline: the first mark is escaped.
        if let first = out.first, "-+=".contains(first) {
            out.insert("\\", at: out.startIndex)
        } else if let dot = out.firstIndex(where: { !$0.isASCII || !$0.isNumber }), dot != out.startIndex, ".)".contains(out[dot]) {
            out.insert("\\", at: dot)
        }
        return out
    }

    /// A web address as a link destination: kept as it is, but for the characters that would
    /// end or break the destination.
    static func webDestination(_ url: String) -> String {
        var out = ""
        for character in url {
            switch character {
            case " ": out += "%20"
            case "(": out += "%28"
            case ")": out += "%29"
            case "<": out += "%3C"
            case ">": out += "%3E"
            default: out.append(character)
            }
        }
        return out
    }

    /// A link destination: anything but unreserved characters and `/` percent-encoded, so paths
    /// with spaces or parentheses stay one link.
    static func destination(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}
