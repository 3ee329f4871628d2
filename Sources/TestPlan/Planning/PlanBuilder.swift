import CriteriaImport
import Digest
import Gherkin

/// Plans sources one after another, keeping what planning learns across them: the matches of
/// step texts, the undefined and ambiguous steps. A long file can be planned a scenario at a
/// time (each scenario's document as the parser hands it out, with `continuing`) and its
/// planned scenarios taken as they are made (`take`), so the plan is never held whole.
public struct PlanBuilder {
    private let library: StepLibrary
    private let selection: PlanSelection
    private let wantsWCAGTags: Bool
    private let wantsENTags: Bool
    private var scenarios: [PlannedScenario] = []
    /// What is known of each step text met so far.
    private var known: [String: KnownText] = [:]
    /// What each set of tags met so far decides, and the set met last.
    private var tagFacts: [[String]: TagFacts] = [:]
    private var lastTags: TagFacts?
    private var guidance = GuidanceByDefinition()
    private var undefined = UnguidedSteps()
    private var ambiguous = UnguidedSteps()
    private var marked: (scenarios: Int, undefined: (texts: Int, places: Int), ambiguous: (texts: Int, places: Int))?
    /// Each file's number, and the files by number, for the places of unguided steps.
    private var fileNumbers: [String: Int] = [:]
    private var fileURIs: [String] = []
    private var fileNumber = 0
    /// How many pickles of each identity the current file has had: a scenario's identity
    /// counts its namesakes before it in the file, selected or not.
    private var ordinals: [String: Int] = [:]
    private var currentURI: String?
    private var normalisedURI = ""
    /// The bytes a scenario's content hash is taken over, made afresh in one buffer each time.
    private var hashInput: [UInt8] = []

    /// What planning knows of a step text: what it learnt of one the library guides, or the
    /// entry of one it cannot guide among the undefined or the ambiguous steps. Texts no
    /// definition matches are most of a new feature's, and are kept as little as possible.
    private enum KnownText {
        case guided(StepFacts)
        case undefined(Int32)
        case ambiguous(Int32)
    }

    /// Where a pickle's steps are: each one's line and keyword, and the criteria reference
    /// above it (`# source: …`), if any.
    private typealias StepPlace = (line: Int, keyword: String, reference: SourceReference?)

    public init(library: StepLibrary, selection: PlanSelection) {
        self.library = library
        self.selection = selection
        wantsWCAGTags = selection.tags?.names.contains { $0.lowercased().hasPrefix("@wcag-") } ?? false
        wantsENTags = selection.tags?.names.contains { $0.lowercased().hasPrefix(EN301549Tags.prefix) } ?? false
    }

    /// Plans a source: a whole file, or (`continuing`) the next piece of the file planned last.
    public mutating func add(_ source: PlanSource, continuing: Bool = false) {
        if !continuing || currentURI != source.uri {
            ordinals = [:]
            // Once per file, not once per piece of it.
            normalisedURI = ScenarioIdentity.normalisedPath(source.uri)
            if let number = fileNumbers[source.uri] {
                fileNumber = number
            } else {
                fileNumber = fileURIs.count
                fileNumbers[source.uri] = fileNumber
                fileURIs.append(source.uri)
            }
        }
        currentURI = source.uri
        let index = DocumentIndex(source.document)
        let references = SourceReference.references(in: source.document)
        for pickle in source.pickles {
            add(pickle, of: source, index: index, references: references)
        }
    }

    private mutating func add(_ pickle: Pickle, of source: PlanSource, index: DocumentIndex, references: [Int: SourceReference]) {
        let tagNames = pickle.tags.map(\.name)
        guard let scenario = index.scenario(pickle.astNodeIds[0]) else { return }
        let rowID = pickle.astNodeIds.count > 1 ? pickle.astNodeIds[1] : nil
        let values = rowID.flatMap { index.rowValues($0) } ?? []
        // Identity is counted over all pickles, selected or not, so it does not
        // depend on the selection.
        var identityKey = scenario.rule ?? ""
        identityKey += "\u{1E}"
        identityKey += pickle.name
        identityKey += "\u{1E}"
        identityKey += values.joined(separator: "\u{1F}")
        // Read and counted in one lookup.
        let ordinal = ordinals[identityKey, default: 0].takeAndIncrement()
        guard selects(pickle, tagNames: tagNames, scenario: scenario, rowID: rowID, index: index) else { return }
        let tagged = tagFacts(tagNames)
        let places = pickle.steps.map { step -> StepPlace in
            let astStep = index.step(step.astNodeIds[0])
            let line = astStep?.line ?? pickle.location.line
            return (line, astStep?.keyword ?? "* ", references.isEmpty ? nil : references[line])
        }
        let contentHash = contentHash(of: pickle, places: places)
        let featureName = source.document.feature?.name ?? ""
        for platform in tagged.platforms {
            guard let pages = pages(of: featureName, on: platform) else { continue }
            let steps = plannedSteps(of: pickle, places: places, tagged: tagged, platform: platform)
            for page in pages {
                scenarios.append(
                    PlannedScenario(
                        id: ScenarioIdentity.id(
                            normalisedURI: normalisedURI, rule: scenario.rule, name: pickle.name, exampleValues: values,
                            platform: platform, ordinal: ordinal, page: page, buffer: &hashInput),
                        // The page in the name: every report, CI dashboard and test manager tells the
                        // page's instances apart by name, and none shows one page's result as another's.
                        name: page.map { "\(pickle.name) (\($0))" } ?? pickle.name, featureName: featureName, uri: source.uri,
                        line: pickle.location.line, tags: tagNames, platform: platform, contentHash: contentHash,
                        steps: steps, page: page))
            }
        }
    }

    /// Whether the selection's tags, name and lines take the pickle.
    private func selects(_ pickle: Pickle, tagNames: [String], scenario: DocumentIndex.ScenarioPlace, rowID: String?, index: DocumentIndex) -> Bool {
        if let tags = selection.tags {
            // The WCAG and EN 301 549 tags are worked out only for an expression that names one.
            var derived = wantsWCAGTags ? WCAGTags.derived(forSteps: pickle.steps.map(\.text), tags: tagNames, library: library) : []
            if wantsENTags { derived += EN301549Tags.derived(forSteps: pickle.steps.map(\.text), library: library) }
            if !tags.evaluate(tagNames + derived) { return false }
        }
        if let name = selection.name, !name.matches(pickle.name) { return false }
        if let wantedLines = selection.lines[normalisedURI] {
            let lines: Set<Int> = [
                pickle.location.line, scenario.line, index.featureLine,
                rowID.flatMap { index.examplesLine($0) } ?? -1, scenario.ruleLine ?? -1,
            ]
            if wantedLines.isDisjoint(with: lines) { return false }
        }
        return true
    }

    /// The scenario's content hash. A step's platform can come from a comment above it
    /// (`# source: … platforms: android`), which the pickle does not hold: a verdict given
    /// while the step applied is stale once the comment says it does not, so the restrictions
    /// are part of what a verdict was given to. Scenarios without such comments keep the hash
    /// they always had.
    private mutating func contentHash(of pickle: Pickle, places: [StepPlace]) -> String {
        let contentHash = ScenarioIdentity.contentHash(of: pickle, buffer: &hashInput)
        let restrictions = places.enumerated().compactMap { position, place -> String? in
            guard let platforms = place.reference?.platforms else { return nil }
            return "\(position):" + platforms.map(\.rawValue).sorted().joined(separator: ",")
        }
        guard !restrictions.isEmpty else { return contentHash }
        return SHA256.hash(Array((contentHash + "\u{1F}platforms " + restrictions.joined(separator: ";")).utf8))
    }

    /// The pages a feature is tested on, on a platform: none listed, it is planned once, on no
    /// page; nil when it is not planned there at all (`--page` names a page that does not list it).
    private func pages(of featureName: String, on platform: String) -> [String?]? {
        let listing = selection.pages.filter { $0.tests(featureName, on: platform) }.map(\.title)
        if listing.isEmpty { return selection.page == nil ? [nil] : nil }
        guard let wanted = selection.page else { return listing }
        guard let page = listing.first(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame }) else { return nil }
        return [page]
    }

    /// The pickle's steps on a platform, each with its guidance there; a step the library
    /// cannot guide is listed where it is used.
    private mutating func plannedSteps(of pickle: Pickle, places: [StepPlace], tagged: TagFacts, platform: String) -> [PlannedStep] {
        var steps: [PlannedStep] = []
        steps.reserveCapacity(pickle.steps.count)
        for (position, step) in pickle.steps.enumerated() {
            let (line, keyword, reference) = places[position]
            let facts: StepFacts?
            switch knownText(step.text) {
            case .guided(let guided): facts = guided
            case .undefined(let entry):
                facts = nil
                undefined.use(entry, file: fileNumber, line: line)
            case .ambiguous(let entry):
                facts = nil
                ambiguous.use(entry, file: fileNumber, line: line)
            }
            let limitedTo: [String]?
            if let platforms = reference?.platforms {
                limitedTo = platforms.map(\.rawValue)
            } else if let kind = tagged.kind {
                limitedTo = (facts ?? unguidedFacts(step.text)).restriction(step.text, in: kind)
            } else {
                limitedTo = nil
            }
            var applicable = true
            var reason: String?
            if let limitedTo, !platform.isEmpty, !limitedTo.contains(platform) {
                applicable = false
                reason =
                    "for " + limitedTo.map(PlatformChoice.title).joined(separator: " and ") + " only"
                    + (reference.map { " (criteria \($0.path):\($0.line))" } ?? "")
            }
            steps.append(
                PlannedStep(
                    keyword: keyword, text: step.text, line: line, applicable: applicable,
                    reason: reason, definition: facts?.definition, arguments: facts?.arguments ?? [],
                    guidance: facts?.definition.map { guidance.text(of: $0, on: platform) },
                    shortGuidance: facts?.definition.flatMap { guidance.short(of: $0, on: platform) },
                    source: reference, dataTable: step.argument?.dataTable?.rows,
                    docString: step.argument?.docString?.content,
                    wcag: facts?.criteria(tagged, platform: platform) ?? []))
        }
        return ActionApplicability.settle(steps)
    }

    /// What is known of a step text, its match worked out the first time it is met.
    private mutating func knownText(_ text: String) -> KnownText {
        if let found = known[text] { return found }
        let made: KnownText
        switch library.match(text) {
        case .defined(let definition, let arguments): made = .guided(StepFacts(definition: definition, arguments: arguments))
        case .undefined: made = .undefined(undefined.add(text, definitions: []))
        case .ambiguous(let found): made = .ambiguous(ambiguous.add(text, definitions: found.map(\.place)))
        }
        known[text] = made
        return made
    }

    /// What is known of a text the library cannot guide besides that (the platforms its words
    /// limit it to), kept with its entry.
    private mutating func unguidedFacts(_ text: String) -> StepFacts {
        switch known[text] {
        case .undefined(let entry): return undefined.facts(of: entry)
        case .ambiguous(let entry): return ambiguous.facts(of: entry)
        case .guided(let facts): return facts
        case nil: preconditionFailure("a step text is known before its facts are asked for")
        }
    }

    /// What a scenario's tags decide, worked out once per set of tags.
    private mutating func tagFacts(_ names: [String]) -> TagFacts {
        if let last = lastTags, last.names == names { return last }
        let found = tagFacts[names] ?? TagFacts(number: tagFacts.count, names: names, requested: selection.platforms)
        tagFacts[names] = found
        lastTags = found
        return found
    }

    /// Remembers where planning is, so that what is planned after it can be taken back
    /// (`rollBack`): a file planned as it is parsed that turns out not to parse is left out.
    public mutating func mark() {
        marked = (scenarios.count, undefined.mark, ambiguous.mark)
    }

    /// Takes back everything planned since `mark`, in time proportional to it: copying the
    /// builder instead cost a copy of every place of every undefined step for every file.
    public mutating func rollBack() {
        guard let marked else { return }
        // A text first met since is forgotten, so that it is listed where it is next met.
        for text in undefined.rollBack(to: marked.undefined) { known[text] = nil }
        for text in ambiguous.rollBack(to: marked.ambiguous) { known[text] = nil }
        if scenarios.count > marked.scenarios { scenarios.removeLast(scenarios.count - marked.scenarios) }
        self.marked = nil
    }

    /// The scenarios planned since the last call, `--wcag` applied; with `--part`, which needs
    /// the whole selection, take nothing until `finish`.
    public mutating func take() -> [PlannedScenario] {
        guard selection.partition == nil else { return [] }
        var taken = scenarios
        scenarios.removeAll(keepingCapacity: true)
        if let criterion = selection.wcag { taken = taken.filter { $0.wcag.contains(criterion) } }
        return taken
    }

    /// How many distinct step texts no definition matches.
    public var undefinedCount: Int { undefined.count }

    /// Each step text no definition matches, with where it is used, in the order first met:
    /// made one at a time, for a plan too large to hold them all as `TestPlan.undefined`.
    public func forEachUndefined(_ body: (TestPlan.UnguidedStep) -> Void) {
        undefined.forEach(fileURIs: fileURIs, body)
    }

    /// The plan: the scenarios not taken, and every undefined and ambiguous step; without the
    /// undefined ones (`listingUndefined: false`) for a caller that writes them one at a time
    /// with `forEachUndefined`.
    public func finish(listingUndefined: Bool = true) -> TestPlan {
        var scenarios = self.scenarios
        // The part is dealt from the whole selection, so every tester's share is decided by
        // the same scenarios whatever else they pass.
        if let criterion = selection.wcag { scenarios = scenarios.filter { $0.wcag.contains(criterion) } }
        if let partition = selection.partition { scenarios = partition.select(scenarios) }
        var undefinedSteps: [TestPlan.UnguidedStep] = []
        if listingUndefined { forEachUndefined { undefinedSteps.append($0) } }
        var ambiguousSteps: [TestPlan.UnguidedStep] = []
        ambiguous.forEach(fileURIs: fileURIs) { ambiguousSteps.append($0) }
        return TestPlan(scenarios: scenarios, undefined: undefinedSteps, ambiguous: ambiguousSteps)
    }
}

extension Int {
    /// The value before it is counted one up.
    fileprivate mutating func takeAndIncrement() -> Int {
        defer { self += 1 }
        return self
    }
}
