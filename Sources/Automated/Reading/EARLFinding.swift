import JSON

/// What one automatic EARL assertion found: which engine, on which page, by which test, with
/// which outcome, about which elements. Elements the result gives an outcome of their own
/// (QualWeb: a failed assertion whose elements partly passed) go with their own outcome.
struct EARLFinding {
    /// An element and the outcome it goes with.
    typealias Element = (outcome: AutomatedOutcome, node: AutomatedNode)

    let engine: AutomatedEngine
    let page: String
    let time: String?
    let test: EARLTest
    let outcome: AutomatedOutcome
    let nodes: [Element]

    /// Reads the assertion's subject, test and result; the engine is already known.
    init(_ assertion: EARLNode, outcome: AutomatedOutcome, engine: AutomatedEngine, found: EARLFoundAssertion, graph: EARLGraph)
        throws(ReadFailure)
    {
        let label = found.path.isEmpty ? "the assertion" : "the assertion at \(found.path)"
        let subject = (assertion.values(.subject).first ?? found.enclosingSubject).flatMap(graph.node)
        guard let page = subject.flatMap(Self.page) else { throw ReadFailure(.missingPage(at: label)) }
        guard let testValue = assertion.values(.test).first, let testNode = graph.node(testValue), let test = EARLTest(testNode, engine: engine)
        else {
            throw ReadFailure(.malformed(at: label, expected: "a test with an @id or a title (the rule the assertion is about)"))
        }
        let result = assertion.values(.result).first.flatMap(graph.node)
        self.engine = engine
        self.page = page
        self.time = result?.text(.date) ?? assertion.text(.date)
        self.test = test
        self.outcome = outcome
        self.nodes = try result.map { result throws(ReadFailure) in try Self.nodes(result, outcome: outcome, at: label) } ?? []
    }

    /// The subject's page: its `source` (Alfa: `url`), else its `@id` when that is an address.
    private static func page(_ subject: EARLNode) -> String? {
        if let source = subject.text(.source), !source.allSatisfy(\.isWhitespace) { return source }
        guard let id = subject.id, id.contains("://") else { return nil }
        return id
    }

    /// The elements: each `pointer` (a CSS selector, an XPath expression, or a group of
    /// them), or QualWeb's `source` list of `{"result": {"pointer", "outcome"}}`.
    private static func nodes(_ result: EARLNode, outcome: AutomatedOutcome, at label: String) throws(ReadFailure) -> [Element] {
        let message = result.text(.description) ?? result.text(.info)
        var nodes: [Element] = []
        for pointer in result.values(.pointer) {
            for target in targets(pointer) { nodes.append((outcome, AutomatedNode(html: nil, target: [target], message: message))) }
        }
        for source in result.values(.source) {
            guard case .object(let members) = source else { continue }
            for inner in EARLNode(members).values(.result) {
                guard case .object(let elementMembers) = inner else { continue }
                let element = EARLNode(elementMembers)
                var own: AutomatedOutcome? = outcome
                if let word = element.text(.outcome) { own = try EARLOutcome.outcome(word, at: label + ": an element's outcome") }
                guard let own else { continue }
                for target in element.values(.pointer).flatMap(targets) {
                    nodes.append((own, AutomatedNode(html: nil, target: [target], message: message)))
                }
            }
        }
        return nodes
    }

    /// A pointer's selectors: a string, an expression pointer's `expression`, each of a
    /// group's pointers.
    private static func targets(_ pointer: JSONValue) -> [String] {
        guard case .object(let members) = pointer else { return EARLNode.text(pointer).map { [$0] } ?? [] }
        let node = EARLNode(members)
        let group = node.values(.groupPointer)
        if !group.isEmpty { return group.flatMap(targets) }
        if let expression = node.text(.expression) { return [expression] }
        return EARLNode.text(pointer).map { [$0] } ?? []
    }
}
