/// A `WCAG when @keyboard ios: 2.1.1, 4.1.2` line: criteria a check evidences in some
/// scenarios only. The same words can test different things in different places — "the switch
/// should be activated" after a key press is keyboard operation (2.1.1), after a screen-reader
/// double-tap it is not — so a definition may name, per scenario tag or platform, what it
/// tests there instead of its default `WCAG:` line.
public struct ContextualCriteria: Sendable, Hashable {
    /// Scenario tags (`@keyboard`, lower-cased) and platforms (`ios`, `mobile-web`), any of
    /// which selects this line.
    public let qualifiers: [String]
    public let criteria: [String]

    public init(qualifiers: [String], criteria: [String]) {
        self.qualifiers = qualifiers
        self.criteria = criteria
    }

    public static let platforms: Set<String> = ["ios", "android", "desktop", "mobile-web"]

    /// Whether a scenario with these (lower-cased) tags on this platform is one this line is about.
    func applies(tags: Set<String>, platform: String) -> Bool {
        qualifiers.contains { $0.hasPrefix("@") ? tags.contains($0) : $0 == platform }
    }

    /// The qualifiers of a `WCAG when …:` line (the text between `when` and the colon), or nil
    /// when the line is not one. The problem, for a line that is one but names no qualifier or
    /// an unknown platform.
    static func read(_ trimmedLine: String) -> (qualifiers: [String], listed: String)? {
        // Only the words that say what the line is are lower-cased: every line of a library is
        // put to this test, and lower-casing each whole line was a tenth of reading one.
        guard trimmedLine.prefix(10).lowercased() == "wcag when ", let colon = trimmedLine.firstIndex(of: ":") else { return nil }
        let head = trimmedLine[trimmedLine.index(trimmedLine.startIndex, offsetBy: 10)..<colon]
        let qualifiers = head.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map { $0.lowercased() }
        return (qualifiers, String(trimmedLine[trimmedLine.index(after: colon)...]))
    }
}
