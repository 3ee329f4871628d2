import Gherkin
import JSON
import TestPlan

/// The Gherkin half of a Messages export: each feature's `source`, `gherkinDocument` and the
/// `pickle`s the plan uses, and for every planned scenario the pickle (and pickle step) ids its
/// `testCase` refers to.
///
/// Ids must be unique across the whole stream, but the parser counts from "0" in every file, so
/// each file's ids are prefixed with its uri (`features/a.feature#12`): unique, and stable from
/// one export to the next as long as the file is unchanged.
///
/// When the report does not carry a feature's text, its pickles are rebuilt from the plan, with
/// the same kind of ids (`uri#scenario-LINE`, `uri#step-LINE`) for AST nodes that no
/// `gherkinDocument` in the stream describes; every message is still valid, but tools that look
/// up the feature for a pickle find none.
struct MessagesPickles {
    /// Envelopes in stream order: per feature file, `source`, `gherkinDocument`, `pickle`s.
    private(set) var envelopes: [JSONValue] = []
    /// Per planned scenario, in report order: its pickle's id and its pickle steps' ids.
    private(set) var pickleIDs: [(pickle: String, steps: [String])] = []

    init(_ report: Report) {
        let sources = FeatureSources(report.sources)
        var uris: [String] = []
        var scenariosByURI: [String: [Int]] = [:]
        for (index, scenario) in report.scenarios.enumerated() {
            if scenariosByURI[scenario.planned.uri] == nil { uris.append(scenario.planned.uri) }
            scenariosByURI[scenario.planned.uri, default: []].append(index)
        }
        pickleIDs = Array(repeating: ("", []), count: report.scenarios.count)
        for uri in uris {
            let indices = scenariosByURI[uri] ?? []
            let prefix = uri + "#"
            var emitted: Set<String> = []
            if let document = sources[uri] {
                envelopes.append(
                    .object([
                        "source": .object([
                            "uri": .string(uri), "data": .string(document.source.text), "mediaType": .string(document.source.mediaType),
                        ])
                    ]))
                envelopes.append(.object(["gherkinDocument": Self.prefixed(document.document.json(uri: uri), prefix)]))
                // Pickles in document order, each once however many platforms it is planned on.
                var wanted: [String: [Int]] = [:]
                for index in indices {
                    if let pickle = document.pickle(for: report.scenarios[index].planned) { wanted[pickle.id, default: []].append(index) }
                }
                for pickle in document.pickles {
                    guard let users = wanted[pickle.id] else { continue }
                    envelopes.append(.object(["pickle": Self.prefixed(pickle.json, prefix)]))
                    let ids = (prefix + pickle.id, pickle.steps.map { prefix + $0.id })
                    for index in users { pickleIDs[index] = ids }
                    emitted.insert(pickle.id)
                }
            }
            for index in indices where pickleIDs[index].pickle.isEmpty {
                let planned = report.scenarios[index].planned
                let id = "\(prefix)pickle-\(planned.line)"
                let stepIDs = planned.steps.indices.map { "\(id)-step-\($0 + 1)" }
                pickleIDs[index] = (id, stepIDs)
                guard emitted.insert(id).inserted else { continue }
                envelopes.append(.object(["pickle": Self.rebuilt(planned, id: id, stepIDs: stepIDs, prefix: prefix)]))
            }
        }
    }

    /// A pickle made from the plan alone.
    private static func rebuilt(_ planned: PlannedScenario, id: String, stepIDs: [String], prefix: String) -> JSONValue {
        var steps: [JSONValue] = []
        for (index, step) in planned.steps.enumerated() {
            var members: [String: JSONValue] = [
                "id": .string(stepIDs[index]), "text": .string(step.text),
                "astNodeIds": .array([.string("\(prefix)step-\(step.line)")]),
            ]
            var argument: [String: JSONValue] = [:]
            if let rows = step.dataTable {
                argument["dataTable"] = .object([
                    "rows": .array(rows.map { .object(["cells": .array($0.map { .object(["value": .string($0)]) })]) })
                ])
            }
            if let content = step.docString { argument["docString"] = .object(["content": .string(content)]) }
            if !argument.isEmpty { members["argument"] = .object(argument) }
            steps.append(.object(members))
        }
        let scenarioNode = "\(prefix)scenario-\(planned.line)"
        return .object([
            "id": .string(id), "uri": .string(planned.uri), "name": .string(planned.name), "language": .string("en"),
            "location": .object(["line": .int(planned.line)]),
            "steps": .array(steps),
            "tags": .array(planned.tags.map { .object(["name": .string($0), "astNodeId": .string(scenarioNode)]) }),
            "astNodeIds": .array([.string(scenarioNode)]),
        ])
    }

    /// `value` with every id in it (`id`, `astNodeId`, `astNodeIds`) prefixed.
    static func prefixed(_ value: JSONValue, _ prefix: String) -> JSONValue {
        switch value {
        case .object(let members):
            var out: [String: JSONValue] = [:]
            out.reserveCapacity(members.count)
            for (key, member) in members {
                switch (key, member) {
                case ("id", .string(let id)), ("astNodeId", .string(let id)): out[key] = .string(prefix + id)
                case ("astNodeIds", .array(let ids)):
                    out[key] = .array(ids.map { if case .string(let id) = $0 { return .string(prefix + id) } else { return $0 } })
                default: out[key] = prefixed(member, prefix)
                }
            }
            return .object(out)
        case .array(let values): return .array(values.map { prefixed($0, prefix) })
        default: return value
        }
    }
}
