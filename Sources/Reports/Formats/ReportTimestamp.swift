/// An instant as Cucumber Messages write it: whole seconds since 1970 (UTC) and nanoseconds.
///
/// Read from the RFC 3339 text ledgers record (`2026-11-22T09:14:03.512Z`) by hand rather than
/// with a date formatter: an export of a hundred thousand scenarios reads over a million of
/// them, and Foundation's formatters take microseconds each.
struct ReportTimestamp: Comparable, Hashable {
    var seconds: Int
    var nanos: Int

    init(seconds: Int, nanos: Int) {
        self.seconds = seconds
        self.nanos = nanos
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; nil for anything else.
    init?(_ text: String) {
        // Native strings are contiguous UTF-8: read them in place, without copying.
        guard let parsed = text.utf8.withContiguousStorageIfAvailable({ Self.parse($0) }) ?? Self.parse(Array(text.utf8))
        else { return nil }
        self = parsed
    }

    private static func parse<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> ReportTimestamp? where Bytes.Index == Int {
        guard bytes.count >= 20 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for index in from..<(from + count) {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var nanos = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 100_000_000
            let start = index
            while index < bytes.count, (48...57).contains(bytes[index]) {
                nanos += Int(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index < bytes.count else { return nil }
        var offset = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            guard index + 1 == bytes.count else { return nil }
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            guard index + 6 == bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
                let hours = number(index + 1, 2), let minutes = number(index + 4, 2)
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == UInt8(ascii: "+") ? 1 : -1)
        default:
            return nil
        }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return ReportTimestamp(seconds: days * 86_400 + hour * 3_600 + minute * 60 + second - offset, nanos: nanos)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar. Counting from March
    /// puts the leap day at the end of a year, so each year's day count follows from the month
    /// by one formula.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let shiftedMonth = (month + 9) % 12  // March = 0
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `2026-11-21T14:30:00`: the whole seconds in UTC, for the years 0001 to 9999 (nil
    /// otherwise), as `LedgerTime` writes them before the fraction.
    var dateText: String? {
        // 0001-01-01 and 10000-01-01, in seconds since 1970.
        guard seconds >= -62_135_596_800, seconds < 253_402_300_800 else { return nil }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let (year, month, day) = Self.civil(daysSinceEpoch: days)
        var out = [UInt8](repeating: 0, count: 19)
        func put(_ value: Int, at offset: Int, digits: Int) {
            var value = value
            for position in stride(from: offset + digits - 1, through: offset, by: -1) {
                out[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
        }
        put(year, at: 0, digits: 4)
        out[4] = UInt8(ascii: "-")
        put(month, at: 5, digits: 2)
        out[7] = UInt8(ascii: "-")
        put(day, at: 8, digits: 2)
        out[10] = UInt8(ascii: "T")
        put(time / 3_600, at: 11, digits: 2)
        out[13] = UInt8(ascii: ":")
        put(time % 3_600 / 60, at: 14, digits: 2)
        out[16] = UInt8(ascii: ":")
        put(time % 60, at: 17, digits: 2)
        return String(decoding: out, as: UTF8.self)
    }

    /// The date of a day counted from 1970-01-01, the inverse of `daysSinceEpoch`.
    static func civil(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // March = 0
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// This instant moved by some seconds (never before the epoch), to the millisecond: ledger
    /// times are whole milliseconds, and intervals computed from them in floating point carry
    /// noise below that.
    func adding(_ interval: Double) -> ReportTimestamp {
        guard interval.isFinite else { return self }
        let total = max(0, seconds * 1_000 + nanos / 1_000_000 + Int((interval * 1_000).rounded()))
        let keptNanos = nanos % 1_000_000  // below a millisecond, as it was
        return ReportTimestamp(seconds: total / 1_000, nanos: (total % 1_000) * 1_000_000 + keptNanos)
    }

    /// Seconds from `earlier` to this instant, as a Messages `Duration` (never negative).
    func duration(since earlier: ReportTimestamp) -> (seconds: Int, nanos: Int) {
        guard earlier < self else { return (0, 0) }
        var seconds = self.seconds - earlier.seconds
        var nanos = self.nanos - earlier.nanos
        if nanos < 0 {
            nanos += 1_000_000_000
            seconds -= 1
        }
        return (seconds, nanos)
    }

    static func < (left: ReportTimestamp, right: ReportTimestamp) -> Bool {
        (left.seconds, left.nanos) < (right.seconds, right.nanos)
    }
}
