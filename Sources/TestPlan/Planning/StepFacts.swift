import CriteriaImport

/// What planning learns about one step text, worked out the first time the text is met and
/// kept for every other step with the same text: its match in the library, the platforms its
/// words limit it to and its criteria for the scenario's tags (the guidance is the
/// definition's, kept once for all its steps: `GuidanceByDefinition`). A large plan's steps
/// repeat a few thousand texts, and looking each of these up under a key of its own (a string
/// made for each step) was a third of planning.
final class StepFacts {
    /// The definition that guides the text; nil for a text the library cannot guide, whose
    /// facts are only the platforms its words limit it to.
    let definition: StepDefinition?
    let arguments: [StepArgument]
    /// The platforms the step's words limit it to in a native and in a web feature, once read.
    private var nativeRestriction: [String]??
    private var webRestriction: [String]??
    /// The criteria last worked out, for the tags (by their number in `TagFacts`) and platform.
    private var criteriaFor: (tags: Int, platform: String, criteria: [String])?

    init(definition: StepDefinition? = nil, arguments: [StepArgument] = []) {
        self.definition = definition
        self.arguments = arguments
    }

    /// The platforms the step's words limit it to (`PlatformRestriction`), in a feature of
    /// this family.
    func restriction(_ text: String, in kind: CriteriaPlatform) -> [String]? {
        switch kind {
        case .native:
            if let known = nativeRestriction { return known }
            let read = PlatformRestriction.platforms(inStep: text, of: kind)?.map(\.rawValue)
            nativeRestriction = .some(read)
            return read
        case .web:
            if let known = webRestriction { return known }
            let read = PlatformRestriction.platforms(inStep: text, of: kind)?.map(\.rawValue)
            webRestriction = .some(read)
            return read
        }
    }

    /// The criteria the step's check evidences in a scenario with these tags on this platform.
    func criteria(_ tags: TagFacts, platform: String) -> [String] {
        guard let definition else { return [] }
        if let known = criteriaFor, known.tags == tags.number, known.platform == platform { return known.criteria }
        let criteria = definition.criteria(tags: tags.names, platform: platform)
        criteriaFor = (tags.number, platform, criteria)
        return criteria
    }
}

/// What a scenario's tags decide, worked out once for each set of tags: scenarios of a
/// feature share their tags, and a large plan has a handful of sets.
final class TagFacts {
    /// A number of its own, to remember what was worked out for these tags by.
    let number: Int
    let names: [String]
    /// The family the tags name (`@native`, `@web`, in any case), native first.
    let kind: CriteriaPlatform?
    /// The platforms the scenario is planned on.
    let platforms: [String]

    init(number: Int, names: [String], requested: [String]?) {
        self.number = number
        self.names = names
        // Tags name platforms in any case (`@Native`, `@WEB`), as `PlatformChoice` reads them.
        let lower = Set(names.map { $0.lowercased() })
        kind = lower.contains("@native") ? .native : lower.contains("@web") ? .web : nil
        platforms = PlatformChoice.platforms(forTags: names, requested: requested)
    }
}
