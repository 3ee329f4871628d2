import Foundation

/// Record times: RFC 3339, UTC, milliseconds (`2026-11-22T00:10:05.123Z`), so that they sort
/// as text and every tool reads them.
public enum LedgerTime {
    public static func string(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        let milliseconds = Int((date.timeIntervalSince1970 - Double(time)) * 1000) % 1000
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
            Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), max(0, milliseconds))
    }
}
