/// How to perform a step: guidance for every platform, and where a platform differs, its own.
public struct StepGuidance: Sendable, Hashable {
    /// Markdown text under the heading, before any platform subsection.
    public var general: String
    /// Text of the `### iOS`, `### Android`, `### Web` (or `### Desktop`, `### Mobile web`)
    /// subsections, keyed by lower-cased section name ("ios", "android", "web", "desktop",
    /// "mobile web").
    public var sections: [String: String]

    public init(general: String = "", sections: [String: String] = [:]) {
        self.general = general
        self.sections = sections
    }

    /// The subsection names that say a platform.
    static let platformSections = ["ios", "android", "web", "desktop", "mobile web", "mobile-web"]

    /// The platform-specific text for a platform of the plan, if the definition has one:
    /// `ios` and `android` read their own section; `desktop` and `mobile-web` read theirs, else
    /// the `Web` section.
    public func platformText(for platform: String) -> String? {
        switch platform.lowercased() {
        case "ios": return sections["ios"]
        case "android": return sections["android"]
        case "desktop": return sections["desktop"] ?? sections["web"]
        case "mobile-web", "mobile web": return sections["mobile web"] ?? sections["mobile-web"] ?? sections["web"]
        default: return nil
        }
    }

    /// Everything a tester on this platform should read: the general text, then the
    /// platform's section. With no platform, every section is given, each under its name.
    public func text(for platform: String?) -> String {
        var parts: [String] = []
        if !general.isEmpty { parts.append(general) }
        if let platform, !platform.isEmpty {
            if let specific = platformText(for: platform) { parts.append(specific) }
        } else {
            for name in Self.platformSections where sections[name] != nil {
                parts.append("\(Self.title(name)):\n\(sections[name]!)")
            }
        }
        return parts.joined(separator: "\n\n")
    }

    static func title(_ name: String) -> String {
        switch name {
        case "ios": return "iOS"
        case "android": return "Android"
        case "web": return "Web"
        case "desktop": return "Desktop"
        default: return "Mobile web"
        }
    }
}
