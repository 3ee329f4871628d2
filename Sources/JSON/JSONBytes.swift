/// Compact JSON appended straight to a byte buffer, for output too large or too hot to build
/// as `JSONValue`s first (the `gherkin` command writes over a hundred megabytes of pickles for
/// a 20 MB corpus). The text is exactly what `JSONValue.write(to:)` makes for the same value.
extension Array where Element == UInt8 {
    /// A JSON string: quoted, with only the escapes JSON requires (`"`, `\` and the C0
    /// controls); everything else, non-ASCII and U+2028 included, is copied as UTF-8.
    public mutating func appendJSONString(_ value: String) {
        append(UInt8(ascii: "\""))
        var value = value
        // A native string's UTF-8 is contiguous, so this neither copies nor decodes it.
        value.withUTF8 { appendJSONEscaped($0) }
        append(UInt8(ascii: "\""))
    }

    /// A whole number in decimal, as `String(value)` writes it, without making the string.
    public mutating func appendJSONInt(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var remaining = value.magnitude
        var digits = 1
        var probe = remaining
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        // Room for the digits first, then filled from the last digit back.
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var position = count - 1
        repeat {
            self[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
            position -= 1
        } while remaining > 0
    }

    /// Bytes as they are, for the fixed punctuation and keys of a message (`{"pickle":`).
    public mutating func appendASCII(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The string's bytes with JSON's escapes. Runs without anything to escape (nearly all
    /// text) are copied whole rather than byte by byte.
    private mutating func appendJSONEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            // Eight bytes at a time while none needs escaping, as in nearly all text.
            while index + 8 <= count, Self.noneNeedsEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
            guard index < count else { break }
            let byte = base[index]
            index += 1
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            let at = index - 1
            if runStart < at { append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<at])) }
            runStart = index
            append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
            case 0x0A: append(UInt8(ascii: "n"))
            case 0x0D: append(UInt8(ascii: "r"))
            case 0x09: append(UInt8(ascii: "t"))
            case 0x08: append(UInt8(ascii: "b"))
            case 0x0C: append(UInt8(ascii: "f"))
            default:
                append(UInt8(ascii: "u"))
                append(UInt8(ascii: "0"))
                append(UInt8(ascii: "0"))
                append(Self.hexDigit(byte >> 4))
                append(Self.hexDigit(byte & 0x0F))
            }
        }
        if runStart < count { append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    /// Whether none of eight bytes is a control character, `"` or a backslash: the classic test for a
    /// zero byte, applied to each byte's difference from those values, all eight at once.
    @inline(__always)
    public static func noneNeedsEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x20 borrows when 0x20 is taken from it (and had its high bit clear).
        let control = (word &- ones &* 0x20) & ~word & high
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote & high
        let zeroBackslash = (backslash &- ones) & ~backslash & high
        return control | zeroQuote | zeroBackslash == 0
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
