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

    /// Where steps go while reading.
    private enum Container { case none, background, scenario }

    /// The feature, or nil when the lines hold no criteria at all.
    mutating func read(_ lines: [SourceLine], condensed: [SourceLine] = []) -> ImportedFeature? {
        var platform = platformHint
        var component: String?
        var howToTest: [String] = []
        // Description lines in source order: the criteria heading, "How to test …", the
        // Full-information link, prose that is not a criterion.
        var notes: [String] = []
        var background: [ImportedItem] = []
        var scenarios: [ImportedScenario] = []
        var container = Container.none
        var pendingComments: [ImportedItem] = []
        var lastKind: StepKeyword?  // given, when or then: what an And continues
        var andFollows = false  // the previous line ended with a dangling AND
        var previousWasStep = false
        var inComment = false
        var inFence = false
        var firstLine: Int?
        var foundCriteria = false
        // The platforms the current group's name limits it to ("Desktop screenreader").
        var groupPlatforms: [DevicePlatform]?
        // A line of several steps ("WHEN … I SEE …") is warned about once.
        var platformWarningLine: Int?

        func add(_ item: ImportedItem) {
            switch container {
            case .none, .background: background.append(item)
            case .scenario: scenarios[scenarios.count - 1].items.append(item)
            }
        }

        func flushComments() {
            for comment in pendingComments { add(comment) }
            pendingComments = []
        }

        func addStep(_ keyword: StepKeyword, _ text: String, line: Int, platformText: String) {
            flushComments()
            var restriction: [DevicePlatform]?
            if let platform {
                let reading = PlatformRestriction.reading(ofStep: platformText, of: platform)
                restriction = reading.platforms
                if platformWarningLine != line, let warning = reading.warning(for: platform, groupLimitedTo: groupPlatforms) {
                    warn(line, warning)
                    platformWarningLine = line
                }
            }
            add(.step(ImportedStep(keyword: keyword, text: text, line: line, platforms: restriction)))
            switch keyword {
            case .given, .when, .then:
                lastKind = keyword
                // Criteria say GIVEN, WHEN or THEN somewhere; bullets alone are just notes.
                foundCriteria = true
            default: break
            }
            previousWasStep = true
        }

        for line in lines {
            let text = line.text
            // HTML comments and code fences hold notes, not criteria: kept as comments.
            if inComment || text.hasPrefix("<!--") {
                let (comment, closes) = Self.commentText(text, opening: !inComment)
                inComment = !closes
                if !comment.isEmpty || inComment { pendingComments.append(.comment(text: comment, line: line.number)) }
                previousWasStep = false
                continue
            }
            if text.hasPrefix("```") || text.hasPrefix("~~~") { inFence.toggle() }
            if inFence || text.hasPrefix("```") || text.hasPrefix("~~~") {
                pendingComments.append(.comment(text: text, line: line.number))
                previousWasStep = false
                continue
            }
            if text.isEmpty {
                previousWasStep = false
                continue
            }
            firstLine = firstLine ?? line.number

            // `### #a11y - Native Accessibility Acceptance Criteria`
            // A group written as a heading (`### 1. Keyboard`, `#### Scenario: …`) is a group.
            let headingText = text.hasPrefix("#") ? String(text.drop { $0 == "#" || $0 == " " }) : text
            let headingGroup = text.hasPrefix("#")
                ? (Self.numberedGroup(headingText)
                    ?? (headingText.lowercased().hasPrefix("scenario:") ? (scenarios.count + 1, headingText) : nil))
                : nil
            if text.hasPrefix("#"), headingGroup == nil {
                let heading = text.drop { $0 == "#" || $0 == " " }
                let lower = heading.lowercased()
                if lower.contains("native") { platform = platform ?? .native }
                if lower.contains("web") { platform = platform ?? .web }
                notes.append(String(heading))
                previousWasStep = false
                continue
            }
            if let info = FullInformationLink.read(text) {
                notes.append("Full information: " + (info.url ?? info.text))
                if let problem = info.problem { warn(line.number, problem) }
                if let url = info.url, let name = component ?? Optional(fallbackName), !info.matches(slug: Slug.make(name)) {
                    warn(line.number, "the Full information link (\(url)) does not look like it is for '\(name)'")
                }
                previousWasStep = false
                continue
            }
            if text.lowercased().hasPrefix("how to test") {
                howToTest.append(text)
                notes.append(text)
                if component == nil { component = Self.componentName(fromHowToTest: text) }
                previousWasStep = false
                continue
            }
            // A numbered group: one scenario.
            if let (number, title) = headingGroup ?? Self.numberedGroup(text), line.indent < 4 || container != .scenario {
                flushComments()
                let name = Self.scenarioName(title, number: number)
                var tags = ScenarioKind.tags(forGroupNamed: name)
                groupPlatforms = platform.flatMap { PlatformRestriction.platforms(inGroupNamed: name, of: $0) }
                tags += (groupPlatforms ?? []).map { "@" + $0.rawValue }
                scenarios.append(ImportedScenario(name: name, tags: tags, line: line.number))
                container = .scenario
                lastKind = nil
                previousWasStep = false
                continue
            }
            let (isBullet, content) = Self.bulletContent(text)
            if content.isEmpty {
                // An empty bullet: its children follow as bullets of their own.
                previousWasStep = false
                continue
            }
            let phrase = CriteriaPhrase.read(content)
            // A wrapped line: plain words straight after a step continue that step.
            if !isBullet, previousWasStep, phrase.parts.count == 1, phrase.parts[0].kind == .plain {
                appendToLastStep(content, in: container, background: &background, scenarios: &scenarios)
                continue
            }
            if case .keyword(.given) = phrase.parts.first?.kind, container != .scenario {
                container = .background
                if component == nil { component = Self.componentName(fromGiven: phrase.parts[0].text) }
            }
            if container == .none && !isBullet && phrase.parts.first?.kind == .plain {
                // Prose before any criteria: part of the description.
                notes.append(content)
                continue
            }
            if andFollows, case .keyword = phrase.parts.first?.kind {
                // The dangling AND did not lead into this line after all: it stays where it was.
                appendToLastStep("AND", in: container, background: &background, scenarios: &scenarios)
                andFollows = false
            }
            if container != .scenario, phrase.parts.contains(where: Self.isActionOrCheck) {
                // Criteria with no numbered groups: their steps still need a scenario.
                flushComments()
                scenarios.append(ImportedScenario(name: "Criteria", tags: ScenarioKind.tags(forGroupNamed: "Criteria"), line: line.number))
                container = .scenario
                groupPlatforms = nil
                warn(line.number, "criteria outside a numbered group; put in a scenario named 'Criteria'")
            }
            for part in phrase.parts {
                var keyword: StepKeyword
                var stepText = part.text
                switch part.kind {
                case .keyword(let lead):
                    switch lead {
                    case .given:
                        keyword = .given
                        stepText = Self.lowercasedLeadingThat(stepText)
                    case .when: keyword = .when
                    case .then: keyword = .then
                    // Gherkin allows And and But to open a scenario, so the word is never lost.
                    case .and: keyword = .and
                    case .but: keyword = .but
                    case .or, .if, .exceptFor, .knownIssue: keyword = .star
                    }
                case .expectation:
                    keyword = lastKind == .when ? .then : (lastKind == nil ? .then : .and)
                case .plain:
                    keyword = lastKind == nil ? .star : .and
                }
                if andFollows {
                    // `WHEN … AND` then a line without a keyword: that line is the And.
                    keyword = .and
                    andFollows = false
                }
                if stepText.isEmpty {
                    warn(line.number, "'\(content)' has a keyword and nothing else; kept as written")
                    stepText = content
                }
                addStep(keyword, stepText, line: line.number, platformText: content)
            }
            andFollows = phrase.continuesWithAnd
        }
        if inComment { warn(lines.last?.number ?? 1, "an HTML comment is not closed before the criteria end") }

        guard foundCriteria else { return nil }
        // Comments after the last criteria stay with the last scenario (or the background).
        flushComments()

        let name = component ?? fallbackName
        let resolvedPlatform = platform ?? .native
        if platform == nil {
            warn(firstLine ?? 1, "cannot tell whether these criteria are for native apps or the web; assuming native")
        }
        var description = notes
        let checklist = Self.condensedChecklist(condensed, skipping: Set(howToTest))
        if !checklist.isEmpty { description += ["", "Condensed checklist:"] + checklist }
        return ImportedFeature(
            component: name, slug: Slug.make(name), platform: resolvedPlatform, sourcePath: path,
            sourceLine: firstLine ?? 1, description: description, background: background, scenarios: scenarios)
    }

    private mutating func warn(_ line: Int, _ message: String) {
        warnings.append(ImportWarning(path: path, line: line, message: message))
    }

    private func appendToLastStep(
        _ text: String, in container: Container, background: inout [ImportedItem], scenarios: inout [ImportedScenario]
    ) {
        func extend(_ items: inout [ImportedItem]) {
            guard let index = items.lastIndex(where: { if case .step = $0 { return true } else { return false } }),
                case .step(var step) = items[index]
            else { return }
            step.text += " " + text
            items[index] = .step(step)
        }
        if container == .scenario, !scenarios.isEmpty { extend(&scenarios[scenarios.count - 1].items) } else { extend(&background) }
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
            if text.hasPrefix("```") { inFence.toggle(); continue }
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

import Foundation
