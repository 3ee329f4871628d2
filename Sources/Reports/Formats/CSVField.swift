import TestPlan

/// One CSV cell, written so that spreadsheets read it as the text it is.
///
/// - RFC 4180 quoting: a cell holding a comma, a double quote, a carriage return or a line
///   feed is put in double quotes, with each double quote doubled.
/// - Formula neutralisation: spreadsheets run a cell that starts with `=`, `+`, `-` or `@` as a
///   formula (and some strip a leading tab or carriage return first), so a tester's note such as
///   `=HYPERLINK(…)` could run on the reader's machine. Such a cell gets a leading `'`, which
///   spreadsheets take as "this is text" and do not show (OWASP's advice for CSV injection).
/// - Control characters other than tab, carriage return and line feed become U+FFFD: they are
///   not text anyone typed on purpose, and NUL in particular stops some CSV readers.
/// - Bidirectional controls are shown as their code point (`[U+202E]`), so a spreadsheet does
///   not reorder the cell (see `BidiControls`).
enum CSVField {
    static func append(_ value: String, to out: ReportSink) {
        ReportSink.withUTF8(value) { bytes in
            // Each bidirectional control is encoded starting with 0xE2 (U+200E–U+2069) or 0xD8
            // (U+061C): text without those bytes, nearly all of it, is written as it is.
            if bytes.contains(where: { $0 == 0xE2 || $0 == 0xD8 }) {
                let shown = BidiControls.shown(value)
                ReportSink.withUTF8(shown) { append(utf8: $0, to: out) }
            } else {
                append(utf8: bytes, to: out)
            }
        }
    }

    private static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: ReportSink) {
        var needsQuotes = false
        var needsCleaning = false
        for byte in bytes where byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A, 0x0D: needsQuotes = true
            case 0x09: break
            default: needsCleaning = true
            }
        }
        if needsQuotes { out.append(byte: UInt8(ascii: "\"")) }
        if let first = bytes.first,
            first == UInt8(ascii: "=") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: "@") || first == 0x09
                || first == 0x0D
        {
            out.append(byte: UInt8(ascii: "'"))
        }
        if !needsQuotes && !needsCleaning {
            out.append(bytes: bytes)
            return
        }
        var runStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            guard byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") else { continue }
            switch byte {
            case UInt8(ascii: "\""):
                // Doubled: the run up to and including it, then it again.
                out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...index]))
                out.append(byte: UInt8(ascii: "\""))
                runStart = index + 1
            case 0x09, 0x0A, 0x0D: continue
            default:
                if runStart < index { out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                out.append(bytes: replacement)
                runStart = index + 1
            }
        }
        if runStart < bytes.count { out.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        if needsQuotes { out.append(byte: UInt8(ascii: "\"")) }
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// `value` as a cell, as a string: for tests.
    static func cell(_ value: String) -> String {
        let out = ReportSink()
        append(value, to: out)
        return out.text
    }
}
