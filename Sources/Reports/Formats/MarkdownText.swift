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
    private static let escaped: Set<UInt8> = Set("\\`*_{}[]()<>#!|~&@$".utf8)

    static func inline(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        var previous: UInt8 = 0
        for byte in BidiControls.shown(text).utf8 {
            defer { previous = byte }
            switch byte {
            case 0x0A where previous == 0x0D:
                continue  // CRLF: the CR already made the break
            case 0x0A, 0x0D:
                out.append(contentsOf: "<br>".utf8)
            case 0x09:
                out.append(UInt8(ascii: " "))
            case 0x00..<0x20, 0x7F:
                out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default:
                if escaped.contains(byte) { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
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
