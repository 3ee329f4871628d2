import TestPlan

/// Small pieces of English the HTML report writes around the numbers and names.
enum HTMLWords {
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
        let characters = Array(text)
        guard characters.count >= 20, characters[10] == "T", text.hasSuffix("Z") else { return text }
        return String(characters[0..<10]) + " " + String(characters[11..<19]) + " UTC"
    }

    /// "1 h 2 min 5 s", "2 min 5 s", "4 s": long enough to read, short enough to scan.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let hours = whole / 3600, minutes = whole % 3600 / 60, rest = whole % 60
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
