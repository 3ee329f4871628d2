/// The platforms a scenario is tested on.
///
/// From its tags, its family decides: `@native` means iOS and Android, `@web` means desktop
/// and mobile web (both tags, all four), otherwise one unnamed platform. A scenario tagged with platform names
/// (`@desktop`, as the importer tags a "Desktop screenreader" group) is tested on those only.
/// `--platform` only narrows: `--platform desktop,mobile-web,ios` plans web features on the
/// two web platforms and native ones on iOS, never a native feature on desktop; a scenario of
/// neither family is tested on every platform named.
public enum PlatformChoice {
    public static let known = ["ios", "android", "desktop", "mobile-web"]

    /// A platform's name for people: "iOS", "Android", "desktop", "mobile web", and "any
    /// platform" for the unnamed one.
    public static func title(_ platform: String) -> String {
        switch platform {
        case "ios": return "iOS"
        case "android": return "Android"
        case "desktop": return "desktop"
        case "mobile-web": return "mobile web"
        case "": return "any platform"
        default: return platform
        }
    }

    /// Reads `--platform a,b`; nil and a message when a name is unknown.
    public static func parse(_ list: String) -> Result<[String], PlatformError> {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
            return .failure(PlatformError(message: "--platform needs a comma-separated list of: \(known.joined(separator: ", "))"))
        }
        for name in names where !known.contains(name) {
            return .failure(PlatformError(message: "unknown platform '\(name)' (known: \(known.joined(separator: ", ")))"))
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return .success(unique)
    }

    /// The platforms for a scenario with these tags (names with `@`).
    public static func platforms(forTags tags: [String], requested: [String]?) -> [String] {
        let lower = Set(tags.map { $0.lowercased() })
        // A feature of both families (`@native @web`) is tested on all four platforms.
        var defaults = (lower.contains("@native") ? ["ios", "android"] : []) + (lower.contains("@web") ? ["desktop", "mobile-web"] : [])
        if defaults.isEmpty { defaults = [""] }
        let limitedTo = known.filter { lower.contains("@" + $0) }
        if !limitedTo.isEmpty {
            defaults = defaults == [""] ? limitedTo : defaults.filter(limitedTo.contains)
            if defaults.isEmpty { defaults = limitedTo }
        }
        guard let requested else { return defaults }
        if defaults == [""] { return requested }
        return defaults.filter(requested.contains)
    }
}

/// A `--platform` value that names no known platform.
public struct PlatformError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
