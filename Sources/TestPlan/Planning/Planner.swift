import CriteriaImport
import Digest
import Gherkin

/// One parsed source to plan from.
public struct PlanSource: Sendable {
    public let uri: String
    public let document: GherkinDocument
    public let pickles: [Pickle]

    public init(uri: String, document: GherkinDocument, pickles: [Pickle]) {
        self.uri = uri
        self.document = document
        self.pickles = pickles
    }
}

/// Builds the test plan: selects pickles, crosses them with platforms, and matches every step
/// to its guidance.
public enum Planner {
    public static func plan(_ sources: [PlanSource], library: StepLibrary, selection: PlanSelection) -> TestPlan {
        var builder = PlanBuilder(library: library, selection: selection)
        for source in sources { builder.add(source) }
        return builder.finish()
    }
}

/// Plans sources one after another, keeping what planning learns across them: the matches of
/// step texts, the undefined and ambiguous steps. A long file can be planned a scenario at a
/// time (each scenario's document as the parser hands it out, with `continuing`) and its
/// planned scenarios taken as they are made (`take`), so the plan is never held whole.
public struct PlanBuilder {
    private let library: StepLibrary
    private let selection: PlanSelection
    private let wantsWCAGTags: Bool
    private var scenarios: [PlannedScenario] = []
    /// What is known of each step text met so far (its match above all).
    private var facts: [String: StepFacts] = [:]
    /// What each set of tags met so far decides, and the set met last.
    private var tagFacts: [[String]: TagFacts] = [:]
    private var lastTags: TagFacts?
    private var undefined: [String: [String]] = [:]
    private var undefinedOrder: [String] = []
    private var ambiguous: [String: (places: [String], definitions: [String])] = [:]
    private var ambiguousOrder: [String] = []
    // Each place once per step text, found in constant time however often a step is used:
    // the text, file and line by number, which hash faster than the words.
    private var seenPlaces = Set<SeenPlace>()
    private struct SeenPlace: Hashable {
        let text: Int
        let file: Int
        let line: Int
    }
    /// The places first seen since `mark`, to take back; nil when nothing is marked. A place
    /// names its step text by number, its index in `texts`: a large file's undefined steps have
    /// hundreds of thousands of places, and the journal holds them all until the file ends.
    private var journal: [SeenPlace]?
    private var texts: [String] = []
    private var marked: (scenarios: Int, undefined: Int, ambiguous: Int)?
    /// Each file's number, for `seenPlaces`.
    private var fileNumbers: [String: Int] = [:]
    private var fileNumber = 0
    /// How many pickles of each identity the current file has had: a scenario's identity
    /// counts its namesakes before it in the file, selected or not.
    private var ordinals: [String: Int] = [:]
    private var currentURI: String?
    private var normalisedURI = ""
    /// The bytes a scenario's content hash is taken over, made afresh in one buffer each time.
    private var hashInput: [UInt8] = []

    public init(library: StepLibrary, selection: PlanSelection) {
        self.library = library
        self.selection = selection
        wantsWCAGTags = selection.tags?.names.contains { $0.lowercased().hasPrefix("@wcag-") } ?? false
    }

    /// Plans a source: a whole file, or (`continuing`) the next piece of the file planned last.
    public mutating func add(_ source: PlanSource, continuing: Bool = false) {
        if !continuing || currentURI != source.uri {
            ordinals = [:]
            // Once per file, not once per piece of it.
            normalisedURI = ScenarioIdentity.normalisedPath(source.uri)
            if let known = fileNumbers[source.uri] {
                fileNumber = known
            } else {
                fileNumber = fileNumbers.count
                fileNumbers[source.uri] = fileNumber
            }
        }
        currentURI = source.uri
        let index = DocumentIndex(source.document)
        let references = SourceReference.references(in: source.document)
        let normalisedURI = self.normalisedURI
        let wantedLines = selection.lines[normalisedURI]
        let featureName = source.document.feature?.name ?? ""
        for pickle in source.pickles {
            let tagNames = pickle.tags.map(\.name)
            guard let scenario = index.scenario(pickle.astNodeIds[0]) else { continue }
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

            if let tags = selection.tags {
                // The WCAG tags are worked out only for an expression that names one.
                let derived = wantsWCAGTags ? WCAGTags.derived(forSteps: pickle.steps.map(\.text), tags: tagNames, library: library) : []
                if !tags.evaluate(tagNames + derived) { continue }
            }
            if let name = selection.name, !name.matches(pickle.name) { continue }
            if let wantedLines {
                let lines: Set<Int> = [
                    pickle.location.line, scenario.line, index.featureLine,
                    rowID.flatMap { index.examplesLine($0) } ?? -1, scenario.ruleLine ?? -1,
                ]
                if wantedLines.isDisjoint(with: lines) { continue }
            }
            let tagged = tagFacts(tagNames)
            // Each step's line, and the criteria reference above it (`# source: …`), if any.
            let places = pickle.steps.map { step -> (line: Int, keyword: String, reference: SourceReference?) in
                let astStep = index.step(step.astNodeIds[0])
                let line = astStep?.line ?? pickle.location.line
                return (line, astStep?.keyword ?? "* ", references.isEmpty ? nil : references[line])
            }
            var contentHash = ScenarioIdentity.contentHash(of: pickle, buffer: &hashInput)
            // A step's platform can come from a comment above it (`# source: … platforms:
            // android`), which the pickle does not hold: a verdict given while the step
            // applied is stale once the comment says it does not, so the restrictions are
            // part of what a verdict was given to. Scenarios without such comments keep the
            // hash they always had.
            let restrictions = places.enumerated().compactMap { position, place -> String? in
                guard let platforms = place.reference?.platforms else { return nil }
                return "\(position):" + platforms.map(\.rawValue).sorted().joined(separator: ",")
            }
            if !restrictions.isEmpty {
                contentHash = SHA256.hash(Array((contentHash + "\u{1F}platforms " + restrictions.joined(separator: ";")).utf8))
            }
            for platform in tagged.platforms {
                // The pages it is tested on; none listed: planned once, on no page.
                let pages: [String?]
                let listing = selection.pages.filter { $0.tests(featureName, on: platform) }.map(\.title)
                if listing.isEmpty {
                    if selection.page != nil { continue }
                    pages = [nil]
                } else if let wanted = selection.page {
                    guard let page = listing.first(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame }) else { continue }
                    pages = [page]
                } else {
                    pages = listing
                }
                var steps: [PlannedStep] = []
                steps.reserveCapacity(pickle.steps.count)
                for (position, step) in pickle.steps.enumerated() {
                    let (line, keyword, reference) = places[position]
                    let known = stepFacts(step.text)
                    let limitedTo: [String]?
                    if let platforms = reference?.platforms {
                        limitedTo = platforms.map(\.rawValue)
                    } else if let kind = tagged.kind {
                        limitedTo = known.restriction(step.text, in: kind)
                    } else {
                        limitedTo = nil
                    }
                    var applicable = true
                    var reason: String?
                    if let limitedTo, !platform.isEmpty, !limitedTo.contains(platform) {
                        applicable = false
                        reason = "for " + limitedTo.map(PlatformChoice.title).joined(separator: " and ") + " only"
                            + (reference.map { " (criteria \($0.path):\($0.line))" } ?? "")
                    }
                    // Where the step is, worked out only for a step the library cannot guide.
                    var place: String { "\(source.uri):\(line)" }
                    let seen = SeenPlace(text: known.number, file: fileNumber, line: line)
                    if known.definition == nil, seenPlaces.insert(seen).inserted {
                        journal?.append(seen)
                        // A text's first place is new, so its first use is listed in order.
                        if case .ambiguous(let found) = known.match {
                            if ambiguous[step.text] == nil {
                                ambiguousOrder.append(step.text)
                                ambiguous[step.text] = ([], found.map(\.place))
                            }
                            ambiguous[step.text]!.places.append(place)
                        } else {
                            if undefined[step.text] == nil { undefinedOrder.append(step.text) }
                            undefined[step.text, default: []].append(place)
                        }
                    }
                    steps.append(
                        PlannedStep(
                            keyword: keyword, text: step.text, line: line, applicable: applicable,
                            reason: reason, definition: known.definition, arguments: known.arguments,
                            guidance: known.guidance(on: platform),
                            source: reference, dataTable: step.argument?.dataTable?.rows,
                            docString: step.argument?.docString?.content,
                            wcag: known.criteria(tagged, platform: platform)))
                }
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
    }

    /// What is known of a step text, its match worked out the first time it is met.
    private mutating func stepFacts(_ text: String) -> StepFacts {
        if let known = facts[text] { return known }
        let made = StepFacts(library.match(text), number: texts.count)
        texts.append(text)
        facts[text] = made
        return made
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
        journal = []
        marked = (scenarios.count, undefinedOrder.count, ambiguousOrder.count)
    }

    /// Takes back everything planned since `mark`, in time proportional to it: copying the
    /// builder instead cost a copy of every place of every undefined step for every file.
    public mutating func rollBack() {
        guard let journal, let marked else { return }
        for seen in journal.reversed() {
            seenPlaces.remove(seen)
            let text = texts[seen.text]
            // A place was recorded for each place first seen: the text's last one.
            if undefined[text] != nil {
                undefined[text]!.removeLast()
                if undefined[text]!.isEmpty { undefined[text] = nil }
            } else if ambiguous[text] != nil {
                ambiguous[text]!.places.removeLast()
                if ambiguous[text]!.places.isEmpty { ambiguous[text] = nil }
            }
        }
        if scenarios.count > marked.scenarios { scenarios.removeLast(scenarios.count - marked.scenarios) }
        undefinedOrder.removeLast(undefinedOrder.count - marked.undefined)
        ambiguousOrder.removeLast(ambiguousOrder.count - marked.ambiguous)
        self.journal = nil
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

    /// The plan: the scenarios not taken, and every undefined and ambiguous step.
    public func finish() -> TestPlan {
        var scenarios = self.scenarios
        // The part is dealt from the whole selection, so every tester's share is decided by
        // the same scenarios whatever else they pass.
        if let criterion = selection.wcag { scenarios = scenarios.filter { $0.wcag.contains(criterion) } }
        if let partition = selection.partition { scenarios = partition.select(scenarios) }
        return TestPlan(
            scenarios: scenarios,
            undefined: undefinedOrder.map { TestPlan.UnguidedStep(text: $0, places: undefined[$0] ?? [], definitions: []) },
            ambiguous: ambiguousOrder.map {
                TestPlan.UnguidedStep(text: $0, places: ambiguous[$0]?.places ?? [], definitions: ambiguous[$0]?.definitions ?? [])
            })
    }
}

extension Int {
    /// The value before it is counted one up.
    fileprivate mutating func takeAndIncrement() -> Int {
        defer { self += 1 }
        return self
    }
}

/// Lookups into a document by AST node id.
struct DocumentIndex {
    struct ScenarioPlace {
        /// The line of the scenario (or outline) the pickle comes from.
        let line: Int
        let rule: String?
        let ruleLine: Int?
    }

    /// What the planner needs of a step: where it is and its keyword.
    struct StepPlace {
        let line: Int
        let keyword: String
    }

    private var scenarios = IDTable<ScenarioPlace>()
    private var steps = IDTable<StepPlace>()
    private var rows = IDTable<(values: [String], examplesLine: Int)>()
    private(set) var featureLine = -1

    func scenario(_ id: String) -> ScenarioPlace? { scenarios[id] }
    func step(_ id: String) -> StepPlace? { steps[id] }
    /// The cells of an example row.
    func rowValues(_ id: String) -> [String]? { rows[id]?.values }
    func examplesLine(_ id: String) -> Int? { rows[id]?.examplesLine }

    init(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        featureLine = feature.location.line
        func addSteps(of background: Background) {
            for step in background.steps { steps.add(step.id, StepPlace(line: step.location.line, keyword: step.keyword)) }
        }
        func add(_ scenario: Scenario, rule: Rule?) {
            scenarios.add(scenario.id, ScenarioPlace(line: scenario.location.line, rule: rule?.name, ruleLine: rule?.location.line))
            for step in scenario.steps { steps.add(step.id, StepPlace(line: step.location.line, keyword: step.keyword)) }
            for examples in scenario.examples {
                for row in examples.tableBody { rows.add(row.id, (row.cells.map(\.value), examples.location.line)) }
            }
        }
        for child in feature.children {
            switch child {
            case .background(let background): addSteps(of: background)
            case .scenario(let scenario): add(scenario, rule: nil)
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): addSteps(of: background)
                    case .scenario(let scenario): add(scenario, rule: rule)
                    }
                }
            }
        }
    }
}

/// Values by id: a list searched in order while it is short, as it is for the one scenario of a
/// streamed piece of a file, where hashing every id into a dictionary cost more than the
/// search; a dictionary once it grows, for a whole file's thousands of ids.
struct IDTable<Value> {
    private static var listLimit: Int { 16 }
    private var list: [(id: String, value: Value)] = []
    private var dictionary: [String: Value]?

    mutating func add(_ id: String, _ value: Value) {
        if dictionary != nil {
            dictionary![id] = value
        } else if list.count < Self.listLimit {
            // A later id replaces an earlier one, as a dictionary's assignment does.
            if let at = list.firstIndex(where: { $0.id == id }) { list[at].value = value } else { list.append((id, value)) }
        } else {
            var grown = Dictionary(list.map { ($0.id, $0.value) }, uniquingKeysWith: { $1 })
            grown[id] = value
            dictionary = grown
            list = []
        }
    }

    subscript(id: String) -> Value? {
        if let dictionary { return dictionary[id] }
        // By index, comparing ids alone: an entry taken out of the list is a copy of its value.
        for index in list.indices where list[index].id == id { return list[index].value }
        return nil
    }
}
