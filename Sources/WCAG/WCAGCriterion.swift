/// A WCAG 2.2 success criterion: what a step's check evidences, and what a failure of it
/// violates.
public struct WCAGCriterion: Sendable, Hashable {
    public enum Level: String, Sendable, Comparable {
        case a = "A"
        case aa = "AA"
        case aaa = "AAA"

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue.count < rhs.rawValue.count }
    }

    /// "2.4.7".
    public let number: String
    /// "focus-visible": the criterion's id in W3C's documents and URLs.
    public let slug: String
    /// "Focus Visible", W3C's handle.
    public let name: String
    public let level: Level

    /// The criterion with this number, or nil when WCAG 2.2 has none.
    public static func named(_ number: String) -> WCAGCriterion? { byNumber[number] }

    private static let byNumber = Dictionary(all.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })

    /// A number of three whole parts below 256 each ("1.4.10") as one value that orders as the
    /// parts do; nil for anything else, which is compared part by part.
    static func packed(_ number: String) -> UInt32? {
        var value: UInt32 = 0
        var part: UInt32 = 0
        var digits = 0
        var parts = 0
        for byte in number.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, parts < 2 else { return nil }
                value = value << 8 | part
                parts += 1
                part = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                part = part * 10 + UInt32(byte - UInt8(ascii: "0"))
                digits += 1
                guard part < 256 else { return nil }
            } else {
                return nil
            }
        }
        guard digits > 0, parts == 2 else { return nil }
        return value << 8 | part
    }

    /// Orders criteria numbers as WCAG does: 1.4.10 after 1.4.9.
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        // Read straight from the bytes: sorting a large plan's criteria compares them millions
        // of times, and splitting strings (or looking each up in a table) was a tenth of planning.
        if let left = packed(lhs), let right = packed(rhs) { return left < right }
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }
        let right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        return left.lexicographicallyPrecedes(right)
    }
}
