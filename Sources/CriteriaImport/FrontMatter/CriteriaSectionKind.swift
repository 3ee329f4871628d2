import Foundation

/// The front-matter keys of a Jekyll entry that hold criteria, and how each is phrased as a
/// scenario.
///
/// Scenario names are those the newer MagentaA11y documents give the same criteria, so a
/// component imported from either has the same scenarios: the native "Test keyboard actions"
/// family for the `key: expected result` maps, the web "Keyboard for mobile & desktop" and
/// "Mobile screenreader" for the `when`/`then`/`result` lists.
enum CriteriaSectionKind: String, CaseIterable, Sendable {
    case keyboard
    case mobile
    case screenreader
    case settings
    case gherkinKeyboard = "gherkin-keyboard"
    case gherkinMobile = "gherkin-mobile"

    /// The kind a top-level key names, ignoring case and surrounding spaces.
    init?(key: String) {
        self.init(rawValue: key.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The keys, as a reader would type them, for messages.
    static let keyList = allCases.map(\.rawValue).joined(separator: ", ")

    /// True for the web lists of `- when:` / `then:` / `result:` items; false for the maps of
    /// `action: expected result`.
    var isList: Bool { self == .gherkinKeyboard || self == .gherkinMobile }

    var scenarioName: String {
        switch self {
        case .keyboard: return "Test keyboard actions"
        case .mobile: return "Test mobile screen reader gestures"
        case .screenreader: return "Test screen reader output on all devices"
        case .settings: return "Test device OS settings"
        case .gherkinKeyboard: return "Keyboard for mobile & desktop"
        case .gherkinMobile: return "Mobile screenreader"
        }
    }

    /// The scenario's tags: the kind of testing its name says (as for Markdown criteria), the
    /// platform it is limited to, and what the name alone does not say: settings that resize
    /// text, and the gestures a mobile screen reader is driven with.
    func tags(platform: CriteriaPlatform, actionKeys: [String]) -> [String] {
        var tags = ScenarioKind.tags(forGroupNamed: scenarioName)
        if self == .settings, actionKeys.contains(where: Self.mentionsTextResize), !tags.contains("@text-resize") {
            tags.append("@text-resize")
        }
        if self == .gherkinMobile, !tags.contains("@gestures") { tags.append("@gestures") }
        if let only = PlatformRestriction.platforms(inGroupNamed: scenarioName, of: platform) {
            tags += only.map { "@" + $0.rawValue }
        }
        return tags
    }

    /// "text resize", "Text size", "zoom/pinch": the settings that make text larger.
    private static func mentionsTextResize(_ key: String) -> Bool {
        let lower = key.lowercased()
        return lower.contains("resize") || lower.contains("text size") || lower.contains("zoom")
    }

    // MARK: Maps: `action: expected result`

    /// The `When` text for an action key of a map, keeping the key's words as written:
    /// "tab" → "I use tab", "name" → "I check the screen reader output for name". A key that
    /// is a condition reads as one: "When no interactive element is in the snackbar" keeps its
    /// own "When"; "if close button present" → "I use the keyboard if close button present".
    func actionText(forKey key: String) -> String {
        let words = key.split(whereSeparator: \.isWhitespace)
        switch words.first?.lowercased() {
        case "when" where words.count > 1:
            return words.dropFirst().joined(separator: " ")
        case "if":
            return conditionSubject + " " + key
        default:
            return actionPrefix + " " + key
        }
    }

    private var actionPrefix: String {
        switch self {
        case .keyboard, .mobile, .gherkinKeyboard, .gherkinMobile: return "I use"
        case .screenreader: return "I check the screen reader output for"
        case .settings: return "I change the device setting for"
        }
    }

    private var conditionSubject: String {
        switch self {
        case .keyboard, .gherkinKeyboard: return "I use the keyboard"
        case .mobile, .gherkinMobile: return "I use a mobile screen reader"
        case .screenreader: return "I check the screen reader output"
        case .settings: return "I change the device settings"
        }
    }

    // MARK: Lists: `when` / `then` / `result`

    /// The action of a `when:` item as the web criteria phrase it: "WHEN I use the tab key…"
    /// for the keyboard, "WHEN I swipe…" for a mobile screen reader. Text that already says
    /// "use …" or "I …" is not given the words twice.
    func listAction(_ text: String) -> String {
        let lower = text.lowercased()
        if lower.hasPrefix("i ") { return text }
        if self == .gherkinMobile || lower.hasPrefix("use ") { return "I " + text }
        return "I use " + text
    }

    /// The step of a `then:` item: "THEN when I use the spacebar…". Text that already starts
    /// with "when" keeps it.
    func listFollowUp(_ text: String) -> String {
        text.lowercased().hasPrefix("when ") ? text : "when " + listAction(text)
    }

    /// The expected result of a `result:`: "I SEE …" at the keyboard, "I HEAR …" from a mobile
    /// screen reader, unless the text says so itself.
    func listOutcome(_ text: String) -> String {
        let upper = text.uppercased()
        if upper.hasPrefix("I SEE ") || upper.hasPrefix("I HEAR ") { return text }
        return (self == .gherkinMobile ? "I HEAR " : "I SEE ") + text
    }
}
