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
    private var matches: [String: StepLibrary.Match] = [:]
    // The platforms a step's words limit it to, by family and text: reading the words was
    // a sixth of planning a large feature whose steps repeat.
    private var restrictionsByText: [String: [String]?] = [:]
    private var undefined: [String: [String]] = [:]
    private var undefinedOrder: [String] = []
    private var ambiguous: [String: (places: [String], definitions: [String])] = [:]
    private var ambiguousOrder: [String] = []
    // Each place once per step text, found in constant time however often a step is used.
    private var seenPlaces = Set<String>()
    /// How many pickles of each identity the current file has had: a scenario's identity
    /// counts its namesakes before it in the file, selected or not.
    private var ordinals: [String: Int] = [:]
    private var currentURI: String?
    private var normalisedURI = ""
    /// Each definition's guidance on each platform, put together once: a large plan's steps
    /// share a few dozen definitions, and joining their texts again for every step was most of
    /// what planning copied.
    private var guidanceByPlace: [String: String] = [:]

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
        }
        currentURI = source.uri
        let index = DocumentIndex(source.document)
        let references = SourceReference.references(in: source.document)
        let normalisedURI = self.normalisedURI
        let wantedLines = selection.lines[normalisedURI]
        for pickle in source.pickles {
            let tagNames = pickle.tags.map(\.name)
            guard let scenario = index.scenarios[pickle.astNodeIds[0]] else { continue }
            let rowID = pickle.astNodeIds.count > 1 ? pickle.astNodeIds[1] : nil
            let values = rowID.flatMap { index.rows[$0] }?.cells.map(\.value) ?? []
            // Identity is counted over all pickles, selected or not, so it does not
            // depend on the selection.
            let identityKey = [scenario.rule ?? "", pickle.name, values.joined(separator: "\u{1F}")].joined(separator: "\u{1E}")
            let ordinal = ordinals[identityKey, default: 0]
            ordinals[identityKey] = ordinal + 1

            if let tags = selection.tags {
                // The WCAG tags are worked out only for an expression that names one.
                let derived = wantsWCAGTags ? WCAGTags.derived(forSteps: pickle.steps.map(\.text), tags: tagNames, library: library) : []
                if !tags.evaluate(tagNames + derived) { continue }
            }
            if let name = selection.name, !name.matches(pickle.name) { continue }
            if let wantedLines {
                let lines: Set<Int> = [
                    pickle.location.line, scenario.scenario.location.line, index.featureLine,
                    rowID.flatMap { index.examplesLines[$0] } ?? -1, scenario.ruleLine ?? -1,
                ]
                if wantedLines.isDisjoint(with: lines) { continue }
            }
            // Tags name platforms in any case (`@Native`, `@WEB`), as `PlatformChoice` reads them.
            let lowerTags = Set(tagNames.map { $0.lowercased() })
            let kind: CriteriaPlatform? =
                lowerTags.contains("@native") ? .native : lowerTags.contains("@web") ? .web : nil
            var contentHash = ScenarioIdentity.contentHash(of: pickle)
            // A step's platform can come from a comment above it (`# source: … platforms:
            // android`), which the pickle does not hold: a verdict given while the step
            // applied is stale once the comment says it does not, so the restrictions are
            // part of what a verdict was given to. Scenarios without such comments keep the
            // hash they always had.
            let restrictions = pickle.steps.enumerated().compactMap { position, step -> String? in
                let line = index.steps[step.astNodeIds[0]]?.location.line ?? pickle.location.line
                guard let platforms = references[line]?.platforms else { return nil }
                return "\(position):" + platforms.map(\.rawValue).sorted().joined(separator: ",")
            }
            if !restrictions.isEmpty {
                contentHash = SHA256.hash(Array((contentHash + "\u{1F}platforms " + restrictions.joined(separator: ";")).utf8))
            }
            for platform in PlatformChoice.platforms(forTags: tagNames, requested: selection.platforms) {
                var steps: [PlannedStep] = []
                for step in pickle.steps {
                    let astStep = index.steps[step.astNodeIds[0]]
                    let line = astStep?.location.line ?? pickle.location.line
                    let reference = references[line]
                    let limitedTo: [String]?
                    if let platforms = reference?.platforms {
                        limitedTo = platforms.map(\.rawValue)
                    } else if let kind {
                        let key = kind.rawValue + "\u{1F}" + step.text
                        if let known = restrictionsByText[key] {
                            limitedTo = known
                        } else {
                            let read = PlatformRestriction.platforms(inStep: step.text, of: kind)?.map(\.rawValue)
                            restrictionsByText[key] = .some(read)
                            limitedTo = read
                        }
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
                    let match: StepLibrary.Match
                    if let known = matches[step.text] {
                        match = known
                    } else {
                        match = library.match(step.text)
                        matches[step.text] = match
                    }
                    var definition: StepDefinition?
                    var arguments: [StepArgument] = []
                    // Where the step is, worked out only for a step the library cannot guide.
                    var place: String { "\(source.uri):\(line)" }
                    switch match {
                    case .defined(let found, let args):
                        definition = found
                        arguments = args
                    case .undefined:
                        if undefined[step.text] == nil { undefinedOrder.append(step.text) }
                        if seenPlaces.insert(step.text + "\u{1E}" + place).inserted { undefined[step.text, default: []].append(place) }
                    case .ambiguous(let found):
                        if ambiguous[step.text] == nil {
                            ambiguousOrder.append(step.text)
                            ambiguous[step.text] = ([], found.map(\.place))
                        }
                        if seenPlaces.insert(step.text + "\u{1E}" + place).inserted { ambiguous[step.text]!.places.append(place) }
                    }
                    steps.append(
                        PlannedStep(
                            keyword: astStep?.keyword ?? "* ", text: step.text, line: line, applicable: applicable,
                            reason: reason, definition: definition, arguments: arguments,
                            guidance: definition.map { guidance($0, platform) },
                            source: reference, dataTable: step.argument?.dataTable?.rows,
                            docString: step.argument?.docString?.content,
                            wcag: definition?.criteria(tags: tagNames, platform: platform) ?? []))
                }
                scenarios.append(
                    PlannedScenario(
                        id: ScenarioIdentity.id(
                            normalisedURI: normalisedURI, rule: scenario.rule, name: pickle.name, exampleValues: values,
                            platform: platform, ordinal: ordinal),
                        name: pickle.name, featureName: source.document.feature?.name ?? "", uri: source.uri,
                        line: pickle.location.line, tags: tagNames, platform: platform, contentHash: contentHash,
                        steps: steps))
            }
        }
    }

    /// A definition's guidance on a platform, as `StepGuidance.text(for:)` gives it.
    private mutating func guidance(_ definition: StepDefinition, _ platform: String) -> String {
        let key = definition.place + "\u{1F}" + platform
        if let known = guidanceByPlace[key] { return known }
        let text = definition.guidance.text(for: platform.isEmpty ? nil : platform)
        guidanceByPlace[key] = text
        return text
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

/// Lookups into a document by AST node id.
struct DocumentIndex {
    struct ScenarioPlace {
        let scenario: Scenario
        let rule: String?
        let ruleLine: Int?
    }

    var scenarios: [String: ScenarioPlace] = [:]
    var steps: [String: Step] = [:]
    var rows: [String: TableRow] = [:]
    var examplesLines: [String: Int] = [:]
    var featureLine = -1

    init(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        featureLine = feature.location.line
        func add(_ scenario: Scenario, rule: Rule?) {
            scenarios[scenario.id] = ScenarioPlace(scenario: scenario, rule: rule?.name, ruleLine: rule?.location.line)
            for step in scenario.steps { steps[step.id] = step }
            for examples in scenario.examples {
                for row in examples.tableBody {
                    rows[row.id] = row
                    examplesLines[row.id] = examples.location.line
                }
            }
        }
        for child in feature.children {
            switch child {
            case .background(let background): for step in background.steps { steps[step.id] = step }
            case .scenario(let scenario): add(scenario, rule: nil)
            case .rule(let rule):
                for ruleChild in rule.children {
                    switch ruleChild {
                    case .background(let background): for step in background.steps { steps[step.id] = step }
                    case .scenario(let scenario): add(scenario, rule: rule)
                    }
                }
            }
        }
    }
}
