import Foundation

/// Reads the criteria of one component — a MagentaA11y `## Gherkin` section, or text copied
/// with the site's "Copy Criteria" button — into an `ImportedFeature`.
///
/// The two dialects it reads:
/// - native: `GIVEN THAT I am on a screen with X`, `1. Scenario: Test …`, nested `- WHEN` /
///   `- THEN` / `- AND` bullets;
/// - web: `GIVEN THAT I am on a page with X`, numbered groups without `Scenario:`, `WHEN … I SEE
///   …` on one line, nested `I HEAR …` bullets, `THEN when I use X I HEAR Y`.
///
/// Nothing is dropped: a line that is not a step becomes part of the description, a comment,
/// or a `*` step that keeps its words.
struct GherkinSectionReader {
    let path: String
    /// The component name to use when the criteria do not name one (from the file name).
    let fallbackName: String
    /// Native or web, from the file's folder when it says; the criteria heading decides otherwise.
    let platformHint: CriteriaPlatform?

    private(set) var warnings: [ImportWarning] = []

    init(path: String, fallbackName: String, platformHint: CriteriaPlatform?) {
        self.path = path
        self.fallbackName = fallbackName
        self.platformHint = platformHint
    }

    /// The feature, or nil when the lines hold no criteria at all.
    mutating func read(_ lines: [SourceLine], condensed: [SourceLine] = []) -> ImportedFeature? {
        var builder = ImportedFeatureBuilder(path: path, fallbackName: fallbackName, platformHint: platformHint)
        for line in lines { builder.read(line) }
        let feature = builder.feature(lastLine: lines.last?.number, condensed: condensed)
        warnings += builder.warnings
        return feature
    }

    // MARK: - Line shapes

    /// A WHEN, THEN or I SEE / I HEAR part: something done or checked, which belongs in a
    /// scenario rather than a background.
    static func isActionOrCheck(_ part: CriteriaPhrase.Part) -> Bool {
        switch part.kind {
        case .keyword(.when), .keyword(.then), .expectation: return true
        default: return false
        }
    }

    /// `1. Scenario: Test keyboard actions`, `2) Desktop screenreader`.
    static func numberedGroup(_ text: String) -> (Int, String)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3, let number = Int(digits) else { return nil }
        let rest = text.dropFirst(digits.count)
        guard let marker = rest.first, marker == "." || marker == ")" else { return nil }
        let title = rest.dropFirst()
        guard title.first == " " || title.first == "\t" else { return nil }
        return (number, title.trimmingCharacters(in: .whitespaces))
    }

    static func scenarioName(_ title: String, number: Int) -> String {
        var name = Substring(title)
        for prefix in ["scenario outline:", "scenario:", "example:"] where name.lowercased().hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
            break
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "Group \(number)" : trimmed
    }

    /// Removes bullet markers (`-`, `*`, `+`, even doubled as `* *`); says whether there was one.
    static func bulletContent(_ text: String) -> (Bool, String) {
        var rest = Substring(text)
        var isBullet = false
        while let first = rest.first, first == "-" || first == "*" || first == "+" || first == "•" {
            let after = rest.dropFirst()
            guard after.isEmpty || after.first == " " || after.first == "\t" else { break }
            isBullet = true
            rest = after.drop { $0 == " " || $0 == "\t" }
        }
        return (isBullet, String(rest))
    }

    /// The text of a line inside `<!-- … -->`, and whether the comment closes on it.
    static func commentText(_ text: String, opening: Bool) -> (String, Bool) {
        var body = Substring(text)
        if opening, body.hasPrefix("<!--") { body = body.dropFirst(4) }
        var closes = false
        if let end = body.range(of: "-->") {
            closes = true
            let after = body[end.upperBound...].trimmingCharacters(in: .whitespaces)
            body = body[..<end.lowerBound] + (after.isEmpty ? "" : " " + after)
        }
        return (body.trimmingCharacters(in: .whitespaces), closes)
    }

    /// "How to test an alert dialog" → "Alert dialog".
    static func componentName(fromHowToTest text: String) -> String? {
        var rest = Substring(text.dropFirst("how to test".count)).drop { $0 == " " || $0 == ":" }
        for article in ["a ", "an ", "the "] where rest.lowercased().hasPrefix(article) {
            rest = rest.dropFirst(article.count)
            break
        }
        let name = rest.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ".:")))
        return name.isEmpty ? nil : Self.capitalisedFirst(name)
    }

    /// "that I am on a screen with an alert dialog" → "Alert dialog".
    static func componentName(fromGiven text: String) -> String? {
        let lower = text.lowercased()
        guard let with = lower.range(of: " with ") else { return nil }
        var rest = Substring(text[with.upperBound...])
        for article in ["a ", "an ", "the "] where rest.lowercased().hasPrefix(article) {
            rest = rest.dropFirst(article.count)
            break
        }
        let name = rest.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ".:")))
        return name.isEmpty ? nil : Self.capitalisedFirst(name)
    }

    static func capitalisedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// `GIVEN THAT I am …` reads `Given that I am …`.
    static func lowercasedLeadingThat(_ text: String) -> String {
        text.hasPrefix("THAT ") ? "that " + text.dropFirst(5) : text
    }

    /// The condensed checklist as description lines: its numbered groups and their items,
    /// indented as in the source, without the heading and "How to test" line the
    /// description already has.
    static func condensedChecklist(_ lines: [SourceLine], skipping: Set<String>) -> [String] {
        var out: [String] = []
        var inFence = false
        for line in lines {
            let text = line.text
            if text.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if inFence || text.isEmpty || skipping.contains(text) { continue }
            if text.hasPrefix("#") && text.lowercased().contains("acceptance criteria") { continue }
            if FullInformationLink.read(text) != nil { continue }
            if text.hasPrefix("<") { continue }  // HTML (videos and the like)
            let depth = min(line.indent, 12)
            out.append(String(repeating: " ", count: depth > 0 ? 2 + (depth / 3) * 2 : 0) + text)
        }
        return out
    }
}
