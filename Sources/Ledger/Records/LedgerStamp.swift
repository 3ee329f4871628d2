/// A record's time as replay keeps and orders it.
///
/// Times in the form Stepwise writes (`2026-11-22T00:10:05.123Z`) are kept as their seventeen
/// digits read as one number, `20261122001005123`: in that fixed form, ordering the numbers is
/// ordering the texts, and the text comes back exactly. Comparing numbers instead of strings,
/// and not keeping a string per verdict, is most of what replaying a million-record ledger
/// costs otherwise. Any other time a ledger holds (no milliseconds, a leap second written
/// oddly, an edited line) is kept as its text; it then orders as text, as before.
public struct LedgerStamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    private enum Form: Sendable, Hashable {
        case digits(Int64)
        case text(String)
        /// Not a time at all (`2026-99-99T…`): it orders before every real time, so it can never
        /// be the newest verdict and mask those recorded after it. `verify` reports it.
        case unreadable(String)
    }

    private let form: Form

    public init(_ text: String) {
        var text = text
        if let digits = text.withUTF8({ Self.digits(of: $0) }) {
            form = .digits(digits)
        } else {
            form = LedgerTimeReading.isReadable(text) ? .text(text) : .unreadable(text)
        }
    }

    /// The stamp of a time's bytes (its text inside the quotes), making a string only when
    /// the time is not in the usual form.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        if let digits = Self.digits(of: bytes) {
            form = .digits(digits)
        } else {
            let text = String(decoding: bytes, as: UTF8.self)
            form = LedgerTimeReading.isReadable(text) ? .text(text) : .unreadable(text)
        }
    }

    /// The time as the ledger has it.
    public var text: String {
        switch form {
        case .text(let text), .unreadable(let text): return text
        case .digits(var number):
            return String(unsafeUninitializedCapacity: 24) { out in
                // Fill from the right: milliseconds, seconds, …, year, with the separators
                // of the fixed form between them.
                for position in (0..<24).reversed() {
                    if let separator = Self.separators[position] {
                        out[position] = separator
                    } else {
                        out[position] = UInt8(ascii: "0") + UInt8(number % 10)
                        number /= 10
                    }
                }
                return 24
            }
        }
    }

    public var description: String { text }

    public static func < (a: LedgerStamp, b: LedgerStamp) -> Bool {
        if case .digits(let x) = a.form, case .digits(let y) = b.form { return x < y }
        switch (a.form, b.form) {
        case (.unreadable(let x), .unreadable(let y)): return x < y
        case (.unreadable, _): return true
        case (_, .unreadable): return false
        default: return a.text < b.text
        }
    }

    /// The separators of the usual form by position; nil where a digit goes (a `0` in the pattern).
    private static let separators: [UInt8?] = Array("0000-00-00T00:00:00.000Z".utf8).map { $0 == UInt8(ascii: "0") ? nil : $0 }

    /// The digits of a time in the usual form as one number; nil for any other text.
    private static func digits(of bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard bytes.count == 24 else { return nil }
        var number: Int64 = 0
        for position in 0..<24 {
            let byte = bytes[position]
            if let separator = separators[position] {
                guard byte == separator else { return nil }
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                number = number * 10 + Int64(byte - UInt8(ascii: "0"))
            }
        }
        // Digits in the right places are not yet a time: month 99 or hour 25 are not.
        let month = Int(number / 100_000_000_000 % 100)
        let day = Int(number / 1_000_000_000 % 100)
        let hour = number / 10_000_000 % 100
        let minute = number / 100_000 % 100
        let second = number / 1000 % 100
        let year = Int(number / 10_000_000_000_000)
        guard (1...12).contains(month), day >= 1, day <= LedgerTimeReading.daysIn(month: month, year: year), hour < 24, minute < 60,
            second <= 60
        else { return nil }
        return number
    }
}
