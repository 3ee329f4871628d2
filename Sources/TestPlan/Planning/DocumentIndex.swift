import Gherkin

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
