import Foundation
import TestPlan

/// Small pieces of English the HTML report writes around the numbers and names.
enum HTMLWords {
    /// Text with spaces and tabs trimmed from both ends, as `trimmingCharacters(in:
    /// .whitespaces)` trims it: plain ASCII (keywords, nearly every name) is trimmed by byte,
    /// anything else by Foundation.
    static func trimmed(_ text: String) -> String {
        let ascii: String?? = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            if start == 0 && end == bytes.count { return text }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        if let ascii, let ascii { return ascii }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether nothing is left of the text once trimmed of white space.
    static func isBlank(_ text: String) -> Bool {
        let ascii: Bool?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
        }
        if let ascii, let ascii { return ascii }
        return text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// "Alert dialog on iOS": the name of a feature-and-platform group.
    static func group(featureName: String, uri: String, platform: String) -> String {
        let feature = featureName.isEmpty ? uri : featureName
        return platform.isEmpty ? feature : "\(feature) on \(PlatformChoice.title(platform))"
    }

    /// "2026-11-22 09:14:03 UTC" from the ledger's "2026-11-22T09:14:03.512Z"; anything else
    /// is shown as written.
    static func time(_ text: String) -> String {
        // Ledger times are ASCII without line breaks, where a byte is a character: read them
        // as bytes, without making characters.
        let fast: String?? = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T"), bytes[bytes.count - 1] == UInt8(ascii: "Z") else { return text }
            var out = [UInt8](repeating: UInt8(ascii: " "), count: 23)
            for offset in 0..<10 { out[offset] = bytes[offset] }
            for offset in 11..<19 { out[offset] = bytes[offset] }
            out[20] = UInt8(ascii: "U")
            out[21] = UInt8(ascii: "T")
            out[22] = UInt8(ascii: "C")
            return String(decoding: out, as: UTF8.self)
        }
        if let fast, let fast { return fast }
        let characters = Array(text)
        guard characters.count >= 20, characters[10] == "T", text.hasSuffix("Z") else { return text }
        return String(characters[0..<10]) + " " + String(characters[11..<19]) + " UTC"
    }

    /// "1 h 2 min 5 s", "2 min 5 s", "4 s": long enough to read, short enough to scan.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let hours = whole / 3600
        let minutes = whole % 3600 / 60
        let rest = whole % 60
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if rest > 0 || parts.isEmpty { parts.append("\(rest) s") }
        return parts.joined(separator: " ")
    }

    /// "512 bytes", "12.3 KB", "4.0 MB" (1 KB = 1,000 bytes, as file managers show them).
    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return count(bytes, "byte") }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1000
        var unit = 0
        // Compared after rounding, so 999,960 bytes reads "1.0 MB", not "1000.0 KB".
        while (value * 10).rounded() >= 10_000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
