import Foundation

/// What one reading of a criteria section has gathered so far, line by line: the description,
/// the background and the scenarios, and what the next line needs to know about the ones
/// before it (an open comment or fence, the step an And continues, a dangling AND).
///
/// `GherkinSectionReader.read` makes one for each call, so nothing carries over from a
/// previous reading.
struct ImportedFeatureBuilder {
    /// Where steps go while reading.
    private enum Container { case none, background, scenario }

    let path: String
    let fallbackName: String
    private(set) var warnings: [ImportWarning] = []

    private var platform: CriteriaPlatform?
    private var component: String?
    private var howToTest: [String] = []
    // Description lines in source order: the criteria heading, "How to test …", the
    // Full-information link, prose that is not a criterion.
    private var notes: [String] = []
    private var background: [ImportedItem] = []
    private var scenarios: [ImportedScenario] = []
    private var container = Container.none
    private var pendingComments: [ImportedItem] = []
    private var lastKind: StepKeyword?  // given, when or then: what an And continues
    private var andFollows = false  // the previous line ended with a dangling AND
    private var previousWasStep = false
    private var inComment = false
    private var inFence = false
    private var firstLine: Int?
    private var foundCriteria = false
    // The platforms the current group's name limits it to ("Desktop screenreader").
    private var groupPlatforms: [DevicePlatform]?
    // A line of several steps ("WHEN … I SEE …") is warned about once.
    private var platformWarningLine: Int?

    init(path: String, fallbackName: String, platformHint: CriteriaPlatform?) {
        self.path = path
        self.fallbackName = fallbackName
        self.platform = platformHint
    }

    // MARK: - One line

    /// Reads one line: each kind of line is tried in the order below, and the first that
    /// takes the line ends its reading.
    mutating func read(_ line: SourceLine) {
        let text = line.text
        if readCommentOrFence(text, line: line.number) {
            previousWasStep = false
            return
        }
        if text.isEmpty {
            previousWasStep = false
            return
        }
        firstLine = firstLine ?? line.number

        // A group written as a heading (`### 1. Keyboard`, `#### Scenario: …`) is a group;
        // any other heading (`### #a11y - Native Accessibility Acceptance Criteria`) is a note.
        let headingGroup = text.hasPrefix("#") ? headingGroup(text) : nil
        if text.hasPrefix("#"), headingGroup == nil {
            readHeading(text)
            previousWasStep = false
            return
        }
        if readFullInformationLink(text, line: line.number) || readHowToTest(text) {
            previousWasStep = false
            return
        }
        // A numbered group: one scenario. Indented under a scenario, a number is a step's.
        if let (number, title) = headingGroup ?? GherkinSectionReader.numberedGroup(text), line.indent < 4 || container != .scenario {
            startGroup(number: number, title: title, line: line.number)
            previousWasStep = false
            return
        }
        readCriteria(text, line: line.number)
    }

    /// HTML comments and code fences hold notes, not criteria: kept as comments.
    private mutating func readCommentOrFence(_ text: String, line: Int) -> Bool {
        if inComment || text.hasPrefix("<!--") {
            let (comment, closes) = GherkinSectionReader.commentText(text, opening: !inComment)
            inComment = !closes
            if !comment.isEmpty || inComment { pendingComments.append(.comment(text: comment, line: line)) }
            return true
        }
        if text.hasPrefix("```") || text.hasPrefix("~~~") { inFence.toggle() }
        if inFence || text.hasPrefix("```") || text.hasPrefix("~~~") {
            pendingComments.append(.comment(text: text, line: line))
            return true
        }
        return false
    }

    /// The group a heading opens (`### 1. Keyboard`, `#### Scenario: …`), or nil for a heading
    /// that only names the criteria.
    private func headingGroup(_ text: String) -> (Int, String)? {
        let headingText = String(text.drop { $0 == "#" || $0 == " " })
        return GherkinSectionReader.numberedGroup(headingText)
            ?? (headingText.lowercased().hasPrefix("scenario:") ? (scenarios.count + 1, headingText) : nil)
    }

    /// The criteria heading: a note, and the platform when it names one.
    private mutating func readHeading(_ text: String) {
        let heading = text.drop { $0 == "#" || $0 == " " }
        let lower = heading.lowercased()
        if lower.contains("native") { platform = platform ?? .native }
        if lower.contains("web") { platform = platform ?? .web }
        notes.append(String(heading))
    }

    private mutating func readFullInformationLink(_ text: String, line: Int) -> Bool {
        guard let info = FullInformationLink.read(text) else { return false }
        notes.append("Full information: " + (info.url ?? info.text))
        if let problem = info.problem { warn(line, problem) }
        let name = component ?? fallbackName
        if let url = info.url, !info.matches(slug: Slug.make(name)) {
            warn(line, "the Full information link (\(url)) does not look like it is for '\(name)'")
        }
        return true
    }

    private mutating func readHowToTest(_ text: String) -> Bool {
        guard text.lowercased().hasPrefix("how to test") else { return false }
        howToTest.append(text)
        notes.append(text)
        if component == nil { component = GherkinSectionReader.componentName(fromHowToTest: text) }
        return true
    }

    private mutating func startGroup(number: Int, title: String, line: Int) {
        flushComments()
        let name = GherkinSectionReader.scenarioName(title, number: number)
        var tags = ScenarioKind.tags(forGroupNamed: name)
        groupPlatforms = platform.flatMap { PlatformRestriction.platforms(inGroupNamed: name, of: $0) }
        tags += (groupPlatforms ?? []).map { "@" + $0.rawValue }
        scenarios.append(ImportedScenario(name: name, tags: tags, line: line))
        container = .scenario
        lastKind = nil
    }

    /// A line that is not a comment, heading, link or group: steps, the continuation of a
    /// step, or prose before the criteria.
    private mutating func readCriteria(_ text: String, line: Int) {
        let (isBullet, content) = GherkinSectionReader.bulletContent(text)
        if content.isEmpty {
            // An empty bullet: its children follow as bullets of their own.
            previousWasStep = false
            return
        }
        let phrase = CriteriaPhrase.read(content)
        // A wrapped line: plain words straight after a step continue that step.
        if !isBullet, previousWasStep, phrase.parts.count == 1, phrase.parts[0].kind == .plain {
            appendToLastStep(content)
            return
        }
        if case .keyword(.given) = phrase.parts.first?.kind, container != .scenario {
            container = .background
            if component == nil { component = GherkinSectionReader.componentName(fromGiven: phrase.parts[0].text) }
        }
        if container == .none && !isBullet && phrase.parts.first?.kind == .plain {
            // Prose before any criteria: part of the description.
            notes.append(content)
            return
        }
        if andFollows, case .keyword = phrase.parts.first?.kind {
            // The dangling AND did not lead into this line after all: it stays where it was.
            appendToLastStep("AND")
            andFollows = false
        }
        if container != .scenario, phrase.parts.contains(where: GherkinSectionReader.isActionOrCheck) {
            startUnnamedGroup(line: line)
        }
        for part in phrase.parts {
            addStep(for: part, of: content, line: line)
        }
        andFollows = phrase.continuesWithAnd
    }

    /// Criteria with no numbered groups: their steps still need a scenario.
    private mutating func startUnnamedGroup(line: Int) {
        flushComments()
        scenarios.append(ImportedScenario(name: "Criteria", tags: ScenarioKind.tags(forGroupNamed: "Criteria"), line: line))
        container = .scenario
        groupPlatforms = nil
        warn(line, "criteria outside a numbered group; put in a scenario named 'Criteria'")
    }

    /// One part of a criteria line as a step, its keyword from the part's own word or, for
    /// an `I SEE …` or plain part, from the step before.
    private mutating func addStep(for part: CriteriaPhrase.Part, of content: String, line: Int) {
        var keyword: StepKeyword
        var stepText = part.text
        switch part.kind {
        case .keyword(let lead):
            switch lead {
            case .given:
                keyword = .given
                stepText = GherkinSectionReader.lowercasedLeadingThat(stepText)
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
            warn(line, "'\(content)' has a keyword and nothing else; kept as written")
            stepText = content
        }
        addStep(keyword, stepText, line: line, platformText: content)
    }

    private mutating func addStep(_ keyword: StepKeyword, _ text: String, line: Int, platformText: String) {
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

    // MARK: - Where items go

    private mutating func add(_ item: ImportedItem) {
        switch container {
        case .none, .background: background.append(item)
        case .scenario: scenarios[scenarios.count - 1].items.append(item)
        }
    }

    private mutating func flushComments() {
        for comment in pendingComments { add(comment) }
        pendingComments = []
    }

    private mutating func appendToLastStep(_ text: String) {
        func extend(_ items: inout [ImportedItem]) {
            guard let index = items.lastIndex(where: { if case .step = $0 { return true } else { return false } }),
                case .step(var step) = items[index]
            else { return }
            step.text += " " + text
            items[index] = .step(step)
        }
        if container == .scenario, !scenarios.isEmpty { extend(&scenarios[scenarios.count - 1].items) } else { extend(&background) }
    }

    private mutating func warn(_ line: Int, _ message: String) {
        warnings.append(ImportWarning(path: path, line: line, message: message))
    }

    // MARK: - The feature

    /// The feature read, or nil when the lines held no criteria at all.
    /// - Parameter lastLine: the number of the section's last line, where an unclosed
    ///   comment is reported.
    mutating func feature(lastLine: Int?, condensed: [SourceLine]) -> ImportedFeature? {
        if inComment { warn(lastLine ?? 1, "an HTML comment is not closed before the criteria end") }

        guard foundCriteria else { return nil }
        // Comments after the last criteria stay with the last scenario (or the background).
        flushComments()

        let name = component ?? fallbackName
        let resolvedPlatform = platform ?? .native
        if platform == nil {
            warn(firstLine ?? 1, "cannot tell whether these criteria are for native apps or the web; assuming native")
        }
        var description = notes
        let checklist = GherkinSectionReader.condensedChecklist(condensed, skipping: Set(howToTest))
        if !checklist.isEmpty { description += ["", "Condensed checklist:"] + checklist }
        return ImportedFeature(
            component: name, slug: Slug.make(name), platform: resolvedPlatform, sourcePath: path,
            sourceLine: firstLine ?? 1, description: description, background: background, scenarios: scenarios)
    }
}
