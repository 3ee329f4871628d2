import JSON

/// Reads axe-core's results: the object `axe.run` resolves to (what @axe-core/playwright,
/// cypress-axe and the browser extensions hand over), or the array of them axe-core's CLI
/// saves, one per page. Each object is one scan.
enum AxeResultsReader {
    /// axe-core's four lists, in the order a scan keeps them, with what each means.
    static let categories: [(key: String, outcome: AutomatedOutcome)] = [
        ("violations", .violation), ("passes", .pass), ("incomplete", .needsReview), ("inapplicable", .inapplicable),
    ]

    /// Whether an object is shaped like axe-core's results: it has `testEngine` or one of the
    /// four lists.
    static func looksLikeResults(_ members: [String: JSONValue]) -> Bool {
        members["testEngine"] != nil || categories.contains { members[$0.key] != nil }
    }

    /// Every scan of a results object or array; a refusal names the first thing wrong.
    static func scans(_ value: JSONValue) throws(ReadFailure) -> [AutomatedScan] {
        switch value {
        case .object(let members):
            return [try scan(JSONObject(members: members, path: ""))]
        case .array(let items):
            var scans: [AutomatedScan] = []
            for (index, item) in items.enumerated() {
                guard case .object(let members) = item else {
                    throw ReadFailure(.malformed(at: "[\(index)]", expected: "an axe-core result object (testEngine, url, violations, …)"))
                }
                scans.append(try scan(JSONObject(members: members, path: "[\(index)]")))
            }
            return scans
        default:
            throw ReadFailure(.unknownShape)
        }
    }

    private static func scan(_ result: JSONObject) throws(ReadFailure) -> AutomatedScan {
        let label = result.path.isEmpty ? "the result" : "the result at \(result.path)"
        guard let page = try result.string("url"), !page.allSatisfy(\.isWhitespace) else { throw ReadFailure(.missingPage(at: label)) }
        let engine = try self.engine(result, label: label)
        var results: [AutomatedRuleResult] = []
        for category in categories {
            for rule in try result.objects(category.key, expected: "an axe-core rule result (id, tags, nodes, …)") {
                results.append(try AxeRuleReader.result(rule, outcome: category.outcome))
            }
        }
        guard !results.isEmpty else {
            throw ReadFailure(.noResults(detail: "\(label) lists no rule in violations, passes, incomplete or inapplicable"))
        }
        return AutomatedScan(format: .axeResults, engine: engine, page: page, time: try result.string("timestamp"), results: results)
    }

    /// `testEngine`: `{"name": "axe-core", "version": "4.12.1"}`.
    private static func engine(_ result: JSONObject, label: String) throws(ReadFailure) -> AutomatedEngine {
        guard let testEngine = try result.object("testEngine"), let name = try testEngine.string("name"), !name.isEmpty else {
            throw ReadFailure(.missingEngine(at: label))
        }
        guard let version = try testEngine.string("version"), !version.isEmpty else {
            throw ReadFailure(.missingEngineVersion(engine: name, at: label))
        }
        return AutomatedEngine(name: name, version: version)
    }
}
