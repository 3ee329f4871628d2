import TestPlan

/// Makes text that a person wrote safe to place in an HTML document, as text or as a quoted
/// attribute value. Nothing a tester, signer or feature author typed may become markup.
enum HTMLEscaping {
    /// Text content: `&`, `<` and `>` become references; quotes are escaped too, so the same
    /// function is also safe inside a double- or single-quoted attribute value.
    static func text(_ value: String) -> String {
        // Most text is plain ASCII with nothing to escape: give it back as it is. Anything
        // beyond ASCII may hold a control that must be shown, so it takes the long way.
        if value.utf8.allSatisfy({ byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        }) {
            return value
        }
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if let shown = codePoint(scalar) { out += shown } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// An attribute value (always written in double quotes by this exporter). Line breaks are
    /// written as references so that a value keeps them without ending up split across lines.
    static func attribute(_ value: String) -> String {
        text(value).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\r", with: "&#13;")
    }

    /// Control characters and noncharacters are parse errors in HTML and invisible to a reader,
    /// yet a tester may have pasted one: show its code point ("[U+0007]"), which reads the same
    /// in every font and to a screen reader, instead of dropping or emitting it. Bidirectional
    /// controls are valid HTML but reorder what the reviewer reads, so they are shown too.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        let control = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
        let nonCharacter = (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
        guard control || nonCharacter || BidiControls.contains(scalar) else { return nil }
        return BidiControls.codePoint(scalar)
    }
}
