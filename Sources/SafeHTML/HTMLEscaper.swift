/// The one set of rules by which Stepwise puts text into HTML: the HTML report, the ACR and
/// every page `stepwise serve` shows. Nothing a tester, signer, feature author or ledger wrote
/// may become markup, and nothing invisible may change what a reader sees.
///
/// - `& < > " '` become `&amp; &lt; &gt; &quot; &#39;`, in text and in attribute values alike,
///   so escaped text is safe between tags and inside a quoted attribute of either quote.
/// - Characters a reader cannot see but that change what is shown are written as their code
///   point, `[U+202E]` (at least four upper-case hex digits), the notation the terminal uses
///   (`TerminalText`, `BidiControls`): the C0 controls other than TAB, LF and CR, DEL and the C1
///   controls (parse errors in HTML, and invisible), the noncharacters (U+FDD0–U+FDEF and every
///   U+xxFFFE/U+xxFFFF), and the bidirectional formatting characters, which reorder the text
///   around them ("Trojan Source") and so could make a note read as something it does not say.
/// - TAB, LF and CR are kept in text: HTML shows them as white space (a line break in `<pre>`,
///   a `textarea` or a cell styled to keep lines), which hides nothing and forges nothing on a
///   page, unlike in a terminal. In an attribute value LF and CR are written as `&#10;` and
///   `&#13;`, so a value keeps them exactly (the parser would turn a raw CR into LF) and the
///   markup stays on one line.
///
/// Everything else, emoji and every script included, is written as it is.
package enum HTMLEscaper {
    /// Where the escaped text goes: between tags, or inside a quoted attribute value.
    package enum Context: Sendable {
        case text
        case attribute
    }

    /// `text` escaped for element content.
    package static func text(_ text: String) -> String { escaped(text, in: .text) }

    /// `value` escaped for a quoted attribute value.
    package static func attribute(_ value: String) -> String { escaped(value, in: .attribute) }

    package static func escaped(_ text: String, in context: Context) -> String {
        // Most text is plain printable ASCII with nothing to escape: it is given back as it is.
        guard text.utf8.contains(where: needsLook) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        withUTF8(text) { utf8 in escape(utf8, in: context) { out.append(contentsOf: $0) } }
        return String(decoding: out, as: UTF8.self)
    }

    /// A byte that is not plain printable ASCII free of the five markup characters.
    @inline(__always)
    private static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// A string's UTF-8, in place when the string is native (every string Swift makes here).
    @inline(__always)
    package static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// The escaped form of valid UTF-8, handed to `write` piece by piece: runs of the input that
    /// need nothing, and the replacements between them. Nothing is held but the input, so a
    /// writer that streams (a report's sink) escapes in place as it goes.
    package static func escape(_ utf8: UnsafeBufferPointer<UInt8>, in context: Context, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var runStart = 0
        var index = 0
        let count = utf8.count
        @inline(__always) func copyRun(to end: Int) {
            if runStart < end { write(UnsafeBufferPointer(rebasing: utf8[runStart..<end])) }
        }
        @inline(__always) func replace(_ replacement: StaticString, length: Int = 1) {
            copyRun(to: index)
            write(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            index += length
            runStart = index
        }
        while index < count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "&"): replace("&amp;")
            case UInt8(ascii: "<"): replace("&lt;")
            case UInt8(ascii: ">"): replace("&gt;")
            case UInt8(ascii: "\""): replace("&quot;")
            case UInt8(ascii: "'"): replace("&#39;")
            case 0x09: index += 1
            case 0x0A where context == .attribute: replace("&#10;")
            case 0x0D where context == .attribute: replace("&#13;")
            case 0x0A, 0x0D: index += 1
            case 0x20..<0x7F: index += 1
            case 0x00..<0x80:
                // The other C0 controls and DEL.
                copyRun(to: index)
                writeCodePoint(UInt32(byte), to: write)
                index += 1
                runStart = index
            default:
                // A scalar of two to four bytes: only a few of them are shown as code points.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for offset in 1..<length where index + offset < count {
                    value = value << 6 | (UInt32(utf8[index + offset]) & 0x3F)
                }
                if isShownAsCodePoint(value) {
                    copyRun(to: index)
                    writeCodePoint(value, to: write)
                    runStart = min(index + length, count)
                }
                index += length
            }
        }
        copyRun(to: count)
    }

    /// Beyond ASCII: the C1 controls, the noncharacters and the bidirectional formatting
    /// characters (the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069, the
    /// marks U+200E, U+200F and U+061C: `BidiControls`' list).
    @inline(__always)
    package static func isShownAsCodePoint(_ value: UInt32) -> Bool {
        switch value {
        case 0x80...0x9F, 0xFDD0...0xFDEF, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }

    /// `[U+0007]`: at least four upper-case hex digits, as `BidiControls.codePoint` writes it.
    private static func writeCodePoint(_ value: UInt32, to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        var digits = 1
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        let shown = max(digits, 4)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shown + 4) { buffer in
            buffer[0] = UInt8(ascii: "[")
            buffer[1] = UInt8(ascii: "U")
            buffer[2] = UInt8(ascii: "+")
            for position in 0..<shown {
                let nibble = Int((value >> (4 * UInt32(shown - 1 - position))) & 0xF)
                buffer[3 + position] = upperHex[nibble]
            }
            buffer[3 + shown] = UInt8(ascii: "]")
            write(UnsafeBufferPointer(buffer))
        }
    }

    private static let upperHex: [UInt8] = Array("0123456789ABCDEF".utf8)
}
