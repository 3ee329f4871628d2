/// How to perform a step: guidance for every platform, and where a platform differs, its own.
public struct StepGuidance: Sendable, Hashable {
    /// Markdown text under the heading, before any platform subsection.
    public var general: String
    /// Text of the `### iOS`, `### Android`, `### Web` (or `### Desktop`, `### Mobile web`)
    /// subsections, keyed by lower-cased section name ("ios", "android", "web", "desktop",
    /// "mobile web").
    public var sections: [String: String]
    /// The short form (`Short:` under the heading): what to do and what passes, in a sentence
    /// or two a screen reader speaks in seconds; nil when the definition has none.
    public var short: String?
    /// A platform subsection's own `Short:` line, by the same names as `sections`, where the
    /// action differs there (keys on iOS, gestures on Android).
    public var shortSections: [String: String]

    public init(general: String = "", sections: [String: String] = [:], short: String? = nil, shortSections: [String: String] = [:]) {
        self.general = general
        self.sections = sections
        self.short = short
        self.shortSections = shortSections
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

    /// The short form a tester on this platform hears: the platform subsection's own, else the
    /// definition's (`desktop` and `mobile-web` fall back to the `Web` subsection's first, as
    /// their guidance does); nil when neither says one. With no platform, the definition's.
    public func shortText(for platform: String?) -> String? {
        guard let platform, !platform.isEmpty else { return short }
        let own: String?
        switch platform.lowercased() {
        case "ios": own = shortSections["ios"]
        case "android": own = shortSections["android"]
        case "desktop": own = shortSections["desktop"] ?? shortSections["web"]
        case "mobile-web", "mobile web": own = shortSections["mobile web"] ?? shortSections["web"]
        default: own = nil
        }
        return own ?? short
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
