/// Unicode's bidirectional formatting characters: the embeddings and overrides U+202A–U+202E,
/// the isolates U+2066–U+2069, and the marks U+200E, U+200F and U+061C.
///
/// They are invisible, yet they reorder the text around them: a note holding U+202E (right-to-
/// left override) shows the words after it backwards, so text can be made to read as something
/// other than what was recorded ("Trojan Source"). Every writer that shows a person text someone
/// else typed — the terminal (through `TerminalText`, which shows control characters the same
/// way) and the HTML, Markdown and CSV reports — shows each one as its code point, `[U+202E]`,
/// so a reader sees that an override is there instead of having the text reordered by it. Data formats (the ledger, JSON, Messages) keep them: they are what
/// was typed.
public enum BidiControls {
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return false
        }
    }

    /// `[U+202E]`: at least four upper-case hex digits. The HTML report shows control
    /// characters the same way, so every hidden character reads alike in every font and to a
    /// screen reader.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "[U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }

    /// `text` with every bidirectional formatting character shown as its code point.
    public static func shown(_ text: String) -> String {
        // Each of them is encoded in UTF-8 starting with 0xE2 (U+200E–U+2069) or 0xD8 (U+061C):
        // text without those bytes, nearly all of it, is returned after one cheap pass.
        guard text.utf8.contains(where: { $0 == 0xE2 || $0 == 0xD8 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if contains(scalar) { out += codePoint(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
