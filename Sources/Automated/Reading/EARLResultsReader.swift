import JSON

/// Reads EARL (JSON-LD) from ACT implementations into scans, one per engine and page. Read
/// generally, as the three real producers differ: axe-core writes a flat `@graph` of
/// assertions, each with its subject, test and an assertor's address; Alfa describes its
/// assertor, subjects and tests once each and refers to them by `@id`; QualWeb lists subjects
/// with their assertions and assertor nested inside.
///
/// Only automated results are read: assertions in mode `earl:automatic`, or with no mode when
/// their assertor is software (`earl:Software`). A file with any other assertion (a person's,
/// `earl:manual` or `earl:semiAuto`) is refused rather than read in part. Assertions with
/// outcome `earl:untested` record that the engine ran no test and are left out: axe-core's
/// EARL has one per ACT test page it has no rule for.
enum EARLResultsReader {
    /// Whether a value is shaped like EARL: an object with `@graph`, `@context` or a `@type`,
    /// or an array of JSON-LD nodes.
    static func looksLikeEARL(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members):
            return members["@graph"] != nil || members["@context"] != nil || members["@type"] != nil
        case .array(let items):
            return items.contains { item in
                guard case .object(let members) = item else { return false }
                return members["@type"] != nil || members["@id"] != nil || members["@graph"] != nil
            }
        default:
            return false
        }
    }

    static func scans(_ document: JSONValue) throws(ReadFailure) -> [AutomatedScan] {
        let graph = EARLGraph(document)
        let found = EARLAssertionFinder.assertions(in: document)
        guard !found.isEmpty else {
            throw ReadFailure(.noResults(detail: "the EARL has no assertion (an object of @type Assertion with a result and its outcome)"))
        }
        var assembler = ScanAssembler()
        var untested = 0
        // The mode of each assertion that is not automatic (nil: none stated).
        var notAutomatic: [String?] = []
        var engines = EARLEngines(graph: graph)
        for assertion in found {
            let node = assertion.node.id.flatMap { graph.node(.string($0)) } ?? assertion.node
            let label = assertion.path.isEmpty ? "the assertion" : "the assertion at \(assertion.path)"
            let mode = node.text(.mode)
            if let mode, !EARLOutcome.isAutomatic(mode) {
                notAutomatic.append(mode)
                continue
            }
            guard let outcome = try self.outcome(node, graph: graph, label: label) else {
                untested += 1
                continue
            }
            let (engine, software) = try engines.engine(for: node, found: assertion, label: label)
            if mode == nil, !software {
                notAutomatic.append(nil)
                continue
            }
            assembler.add(try EARLFinding(node, outcome: outcome, engine: engine, found: assertion, graph: graph))
        }
        if let first = notAutomatic.first { throw ReadFailure(.notAutomatic(count: notAutomatic.count, mode: first)) }
        let scans = assembler.scans(format: .earl)
        guard !scans.isEmpty else {
            let all = untested == 1 ? "its one assertion is" : "all \(untested) assertions are"
            throw ReadFailure(.noResults(detail: "\(all) earl:untested: the engine ran no test"))
        }
        return scans
    }

    /// The assertion's outcome; nil for `earl:untested`.
    private static func outcome(_ assertion: EARLNode, graph: EARLGraph, label: String) throws(ReadFailure) -> AutomatedOutcome? {
        guard let result = assertion.values(.result).first.flatMap(graph.node), let word = result.text(.outcome) else {
            throw ReadFailure(.malformed(at: label, expected: "a result with an outcome"))
        }
        return try EARLOutcome.outcome(word, at: label)
    }
}
