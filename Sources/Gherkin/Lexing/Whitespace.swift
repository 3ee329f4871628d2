/// Whitespace as the reference (Python's `str.isspace`, `\s`) sees it, over UTF-8 bytes.
///
/// The reference strips any Unicode whitespace — including U+00A0, U+3000 and the ASCII
/// separators 0x1C–0x1F — so indents, titles and cells must too, or columns drift.
enum Whitespace {
    /// Byte length of the whitespace scalar that starts at `i`, or 0 when it is not one.
    @inline(__always)
    static func width(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int {
        let b = bytes[i]
        if b < 0x80 {
            return (b == 0x20 || (b >= 0x09 && b <= 0x0D) || (b >= 0x1C && b <= 0x1F)) ? 1 : 0
        }
        if b == 0xC2, i + 1 < end {
            let c = bytes[i + 1]
            return (c == 0x85 || c == 0xA0) ? 2 : 0
        }
        if b == 0xE1 || b == 0xE2 || b == 0xE3, i + 2 < end {
            return isWide(bytes[i], bytes[i + 1], bytes[i + 2]) ? 3 : 0
        }
        return 0
    }

    /// Byte length of the whitespace scalar that ends just before `end`, or 0.
    @inline(__always)
    static func widthBefore(_ bytes: UnsafeBufferPointer<UInt8>, end: Int, start: Int) -> Int {
        let b = bytes[end - 1]
        if b < 0x80 {
            return (b == 0x20 || (b >= 0x09 && b <= 0x0D) || (b >= 0x1C && b <= 0x1F)) ? 1 : 0
        }
        if end - 2 >= start, bytes[end - 2] == 0xC2, b == 0x85 || b == 0xA0 { return 2 }
        if end - 3 >= start, isWide(bytes[end - 3], bytes[end - 2], b) { return 3 }
        return 0
    }

    /// U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
    @inline(__always)
    private static func isWide(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool {
        switch (a, b) {
        case (0xE1, 0x9A): return c == 0x80
        case (0xE2, 0x80): return (c >= 0x80 && c <= 0x8A) || c == 0xA8 || c == 0xA9 || c == 0xAF
        case (0xE2, 0x81): return c == 0x9F
        case (0xE3, 0x80): return c == 0x80
        default: return false
        }
    }

    /// Number of Unicode scalars in valid UTF-8: every byte that is not a continuation byte.
    @inline(__always)
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0
        var i = from
        while i < to {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }
}
