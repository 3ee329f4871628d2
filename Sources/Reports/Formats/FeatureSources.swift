import Gherkin
import TestPlan

/// The feature documents behind a report, parsed when asked for: what Cucumber JSON needs for
/// the feature's line, keyword, description and tags, and what Cucumber Messages carries whole.
///
/// A planned scenario is found again by its pickle's line (a scenario's, or an example row's),
/// checked against the pickle's name and step count, so a source that changed since the plan
/// was made is not taken for the one tested.
struct FeatureSources {
    struct Document {
        let source: ReportSource
        let document: GherkinDocument
        let pickles: [Pickle]
        private let pickleAtLine: [Int: Int]
        /// Nil without `indexAST`.
        private let index: ASTIndex?

        /// The scenarios and steps of the document by id, each map made the first time it is
        /// asked: Xray asks for scenarios only of outline rows, Cucumber JSON for steps only of
        /// steps with a doc string, and indexing every node of a large plan cost more than the
        /// rest of those exports.
        final class ASTIndex {
            private let document: GherkinDocument

            init(_ document: GherkinDocument) {
                self.document = document
            }

            lazy var scenarios: [String: Scenario] = {
                var scenarios: [String: Scenario] = [:]
                for child in document.feature?.children ?? [] {
                    switch child {
                    case .scenario(let scenario): scenarios[scenario.id] = scenario
                    case .background: break
                    case .rule(let rule):
                        for case .scenario(let scenario) in rule.children { scenarios[scenario.id] = scenario }
                    }
                }
                return scenarios
            }()

            lazy var steps: [String: Step] = {
                var steps: [String: Step] = [:]
                func add(_ more: [Step]) { for step in more { steps[step.id] = step } }
                for child in document.feature?.children ?? [] {
                    switch child {
                    case .scenario(let scenario): add(scenario.steps)
                    case .background(let background): add(background.steps)
                    case .rule(let rule):
                        for ruleChild in rule.children {
                            switch ruleChild {
                            case .scenario(let scenario): add(scenario.steps)
                            case .background(let background): add(background.steps)
                            }
                        }
                    }
                }
                return steps
            }()
        }

        init(source: ReportSource, document: GherkinDocument, pickles: [Pickle], indexAST: Bool) {
            self.source = source
            self.document = document
            self.pickles = pickles
            var atLine: [Int: Int] = [:]
            for (index, pickle) in pickles.enumerated() { atLine[pickle.location.line] = index }
            pickleAtLine = atLine
            index = indexAST ? ASTIndex(document) : nil
        }

        func pickle(for planned: PlannedScenario) -> Pickle? {
            guard let index = pickleAtLine[planned.line] else { return nil }
            let pickle = pickles[index]
            guard pickle.name == planned.name, pickle.steps.count == planned.steps.count else { return nil }
            return pickle
        }

        /// The step as written that a pickle step was compiled from (nil without `indexAST`).
        func step(of pickleStep: PickleStep) -> Step? {
            guard let index, let id = pickleStep.astNodeIds.first else { return nil }
            return index.steps[id]
        }

        /// The scenario (or outline) a pickle was compiled from (nil without `indexAST`).
        func scenario(of pickle: Pickle) -> Scenario? {
            guard let index, let id = pickle.astNodeIds.first else { return nil }
            return index.scenarios[id]
        }

        /// The outline a pickle was compiled from and the Examples row it is (its place in that
        /// table's body, 0-based); nil for a plain scenario's pickle (or without `indexAST`).
        func exampleRow(of pickle: Pickle) -> (outline: Scenario, examples: Examples, row: TableRow, position: Int)? {
            guard pickle.astNodeIds.count > 1, let outline = scenario(of: pickle) else { return nil }
            let rowID = pickle.astNodeIds[1]
            for examples in outline.examples {
                if let position = examples.tableBody.firstIndex(where: { $0.id == rowID }) {
                    return (outline, examples, examples.tableBody[position], position)
                }
            }
            return nil
        }
    }

    private var sources: [String: ReportSource] = [:]
    private let indexAST: Bool

    /// `indexAST`: whether `scenario(of:)` and `step(of:)` will be asked; indexing every node
    /// of a large plan costs time an export that does not ask should not spend.
    init(_ sources: [ReportSource], indexAST: Bool = true) {
        for source in sources where self.sources[source.uri] == nil { self.sources[source.uri] = source }
        self.indexAST = indexAST
    }

    /// The feature at `uri`, parsed now: nil when the report does not carry its text or the text
    /// does not parse. Each caller keeps a document only while it writes that feature, so a large
    /// export never holds every parsed feature at once.
    func document(_ uri: String) -> Document? {
        guard let source = sources[uri] else { return nil }
        let syntax: GherkinSyntax = source.mediaType == GherkinSyntax.markdown.mediaType ? .markdown : .plain
        // One generator for the document and its pickles, so their ids agree.
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(source.text, uri: source.uri, syntax: syntax, ids: ids) else { return nil }
        let pickles = PickleCompiler(ids: ids).compile(document, uri: source.uri)
        return Document(source: source, document: document, pickles: pickles, indexAST: indexAST)
    }
}
