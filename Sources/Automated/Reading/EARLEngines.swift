/// The engines of a document's assertors, each read once: an assertion's own `assertedBy`,
/// else the assertor enclosing it, else the document's only assertor (Alfa leaves it out of a
/// few assertions).
struct EARLEngines {
    let graph: EARLGraph
    private var read: [String: (AutomatedEngine, Bool)] = [:]
    private lazy var soleAssertor: EARLNode? = {
        let assertors = graph.nodes(ofType: ["Assertor", "Software"])
        return assertors.count == 1 ? assertors[0] : nil
    }()

    init(graph: EARLGraph) {
        self.graph = graph
    }

    /// The engine, and whether the assertor is software.
    mutating func engine(for assertion: EARLNode, found: EARLFoundAssertion, label: String) throws(ReadFailure) -> (AutomatedEngine, Bool) {
        let value = assertion.values(.assertedBy).first ?? found.enclosingAssertor
        guard let assertor = value.flatMap(graph.node) ?? soleAssertor else { throw ReadFailure(.missingEngine(at: label)) }
        let key = assertor.id ?? ""
        if !key.isEmpty, let known = read[key] { return known }
        let engine = (try EARLAssertor.engine(assertor, at: label), EARLAssertor.isSoftware(assertor))
        if !key.isEmpty { read[key] = engine }
        return engine
    }
}
