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
    static func append(_ value: String, to out: inout [UInt8]) {
        let bytes = BidiControls.shown(value).utf8
        var needsQuotes = false
        var needsCleaning = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "\""), 0x0A, 0x0D: needsQuotes = true
            case 0x09: break
            case 0x00..<0x20, 0x7F: needsCleaning = true
            default: break
            }
        }
        if needsQuotes { out.append(UInt8(ascii: "\"")) }
        if let first = bytes.first, [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D].contains(first) {
            out.append(UInt8(ascii: "'"))
        }
        if !needsQuotes && !needsCleaning {
            out.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "\"")])
            case 0x09, 0x0A, 0x0D: out.append(byte)
            case 0x00..<0x20, 0x7F: out.append(contentsOf: [0xEF, 0xBF, 0xBD])
            default: out.append(byte)
            }
        }
        if needsQuotes { out.append(UInt8(ascii: "\"")) }
    }

    /// `value` as a cell, as a string: for tests.
    static func cell(_ value: String) -> String {
        var out: [UInt8] = []
        append(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
