/// Compiles a Gherkin document into pickles, as the reference's compiler does.
///
/// Rules worth knowing: a scenario without steps gets no background steps; an outline's
/// examples without a header row make no pickles; a conjunction (`And`, `But`) takes the
/// type of the step before it; ids come from the same generator as the AST's.
public struct PickleCompiler {
    private let ids: IdGenerator

    public init(ids: IdGenerator) {
        self.ids = ids
    }

    public func compile(_ document: GherkinDocument, uri: String) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var pickles: [Pickle] = []
        var backgroundSteps: [Step] = []
        for child in feature.children {
            switch child {
            case .background(let background):
                backgroundSteps += background.steps
            case .rule(let rule):
                compile(
                    rule, uri: uri, featureTags: feature.tags, backgroundSteps: backgroundSteps,
                    language: feature.language, into: &pickles)
            case .scenario(let scenario):
                compile(
                    scenario, uri: uri, inheritedTags: feature.tags, backgroundSteps: backgroundSteps,
                    language: feature.language, into: &pickles)
            }
        }
        return pickles
    }

    private func compile(
        _ rule: Rule, uri: String, featureTags: [Tag], backgroundSteps: [Step], language: String,
        into pickles: inout [Pickle]
    ) {
        let tags = featureTags + rule.tags
        var steps = backgroundSteps
        for child in rule.children {
            switch child {
            case .background(let background):
                steps += background.steps
            case .scenario(let scenario):
                compile(
                    scenario, uri: uri, inheritedTags: tags, backgroundSteps: steps, language: language,
                    into: &pickles)
            }
        }
    }

    private func compile(
        _ scenario: Scenario, uri: String, inheritedTags: [Tag], backgroundSteps: [Step], language: String,
        into pickles: inout [Pickle]
    ) {
        if scenario.examples.isEmpty {
            compilePlain(
                scenario, uri: uri, inheritedTags: inheritedTags, backgroundSteps: backgroundSteps,
                language: language, into: &pickles)
        } else {
            compileOutline(
                scenario, uri: uri, inheritedTags: inheritedTags, backgroundSteps: backgroundSteps,
                language: language, into: &pickles)
        }
    }

    private func compilePlain(
        _ scenario: Scenario, uri: String, inheritedTags: [Tag], backgroundSteps: [Step], language: String,
        into pickles: inout [Pickle]
    ) {
        var steps: [PickleStep] = []
        if !scenario.steps.isEmpty {
            var lastType = StepKeywordType.unknown
            for step in backgroundSteps + scenario.steps {
                lastType = Self.effectiveType(step, after: lastType)
                steps.append(pickleStep(step, type: lastType))
            }
        }
        pickles.append(
            Pickle(
                id: ids.nextID(), uri: uri, location: scenario.location, name: scenario.name, language: language,
                steps: steps, tags: (inheritedTags + scenario.tags).map(Self.pickleTag), astNodeIds: [scenario.id]))
    }

    private func compileOutline(
        _ scenario: Scenario, uri: String, inheritedTags: [Tag], backgroundSteps: [Step], language: String,
        into pickles: inout [Pickle]
    ) {
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            let variables = header.cells.map(\.value)
            let placeholders = Placeholders(variables)
            for row in examples.tableBody {
                let values = placeholders.row(row.cells.map(\.value))
                var steps: [PickleStep] = []
                if !scenario.steps.isEmpty {
                    var lastType = StepKeywordType.unknown
                    for step in backgroundSteps {
                        lastType = Self.effectiveType(step, after: lastType)
                        steps.append(pickleStep(step, type: lastType))
                    }
                    for step in scenario.steps {
                        lastType = Self.effectiveType(step, after: lastType)
                        let argument = Self.argument(of: step, placeholders: placeholders, row: values)
                        steps.append(
                            PickleStep(
                                id: ids.nextID(), text: placeholders.fill(step.text, row: values), type: lastType,
                                argument: argument, astNodeIds: [step.id, row.id]))
                    }
                }
                let tags = inheritedTags + scenario.tags + examples.tags
                pickles.append(
                    Pickle(
                        id: ids.nextID(), uri: uri, location: row.location,
                        name: placeholders.fill(scenario.name, row: values), language: language, steps: steps,
                        tags: tags.map(Self.pickleTag), astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    private func pickleStep(_ step: Step, type: StepKeywordType) -> PickleStep {
        PickleStep(
            id: ids.nextID(), text: step.text, type: type, argument: Self.argument(of: step, placeholders: nil, row: nil),
            astNodeIds: [step.id])
    }

    private static func effectiveType(_ step: Step, after previous: StepKeywordType) -> StepKeywordType {
        let type = step.keywordType ?? .unknown
        return type == .conjunction ? previous : type
    }

    private static func argument(of step: Step, placeholders: Placeholders?, row: Placeholders.Row?) -> PickleStepArgument? {
        func fill(_ text: String) -> String {
            guard let placeholders, let row else { return text }
            return placeholders.fill(text, row: row)
        }
        guard step.dataTable != nil || step.docString != nil else { return nil }
        var tableIndex: Int?
        var docIndex: Int?
        if let table = step.dataTable, let doc = step.docString {
            let tableFirst = doc.location.line > table.location.line
            tableIndex = tableFirst ? 1 : 2
            docIndex = tableFirst ? 2 : 1
        }
        var argument = PickleStepArgument()
        if let table = step.dataTable {
            argument.dataTable = PickleTable(
                rows: table.rows.map { row in row.cells.map { fill($0.value) } },
                argumentIndex: tableIndex)
        }
        if let doc = step.docString {
            argument.docString = PickleDocString(
                content: fill(doc.content), mediaType: doc.mediaType.map(fill), argumentIndex: docIndex)
        }
        return argument
    }

    /// Replaces every `<name>` with the example row's value for that column, column by column.
    static func interpolate(_ text: String, _ variables: [String], _ values: [String]) -> String {
        Placeholders(variables).fill(text, with: values)
    }

    private static func pickleTag(_ tag: Tag) -> PickleTag {
        PickleTag(name: tag.name, astNodeId: tag.id)
    }
}
