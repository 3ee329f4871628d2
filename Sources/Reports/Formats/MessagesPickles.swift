import Gherkin
import TestPlan

/// The Gherkin half of a Messages export: each feature's `source`, `gherkinDocument` and the
/// `pickle`s the plan uses, and for every planned scenario the pickle (and pickle step) ids its
/// `testCase` refers to.
///
/// Ids must be unique across the whole stream, but the parser counts from "0" in every file, so
/// each file's ids are prefixed with its uri (`features/a.feature#12`): unique, and stable from
/// one export to the next as long as the file is unchanged. The prefix is added as the messages
/// are written, and pickles are written from the parsed `Pickle` directly, in the same shape as
/// `Pickle.json` (a test checks both give the same text): building a `JSONValue` tree per
/// pickle, another to rename its ids, then freeing both, took a third of a large export's time.
///
/// A scenario planned on a platform gets its own pickle for that platform — the same steps and
/// AST nodes, the id suffixed `@ios`, the name suffixed ` (ios)` — since a `testCase` names only
/// its pickle: with one pickle for both, a reader sees two unlabelled results per scenario.
///
/// When the report does not carry a feature's text, its pickles are rebuilt from the plan, with
/// the same kind of ids (`uri#scenario-LINE`, `uri#step-LINE`) for AST nodes that no
/// `gherkinDocument` in the stream describes; every message is still valid, but tools that look
/// up the feature for a pickle find none.
enum MessagesPickles {
    /// Writes the envelopes, one per line, and returns per planned scenario (in report order)
    /// its pickle's id and its pickle steps' ids.
    static func write(_ report: Report, to json: inout JSONStream) -> [(pickle: String, steps: [String])] {
        let sources = FeatureSources(report.sources, indexAST: false)
        var uris: [String] = []
        var scenariosByURI: [String: [Int]] = [:]
        for (index, scenario) in report.scenarios.enumerated() {
            if scenariosByURI[scenario.planned.uri] == nil { uris.append(scenario.planned.uri) }
            scenariosByURI[scenario.planned.uri, default: []].append(index)
        }
        var pickleIDs: [(pickle: String, steps: [String])] = Array(repeating: ("", []), count: report.scenarios.count)
        for uri in uris {
            let indices = scenariosByURI[uri] ?? []
            let prefix = uri + "#"
            var emitted: Set<String> = []
            if let document = sources.document(uri) {
                json.beginObject()
                json.key("source")
                json.beginObject()
                json.field("data", document.source.text)
                json.field("mediaType", document.source.mediaType)
                json.field("uri", uri)
                json.endObject()
                json.endObject()
                json.newline()
                json.beginObject()
                json.key("gherkinDocument")
                MessagesDocumentWriter(prefix: prefix).write(document.document, uri: uri, to: &json)
                json.endObject()
                json.newline()
                // Pickles in document order, each once per platform it is planned on.
                var wanted: [String: [Int]] = [:]
                for index in indices {
                    if let pickle = document.pickle(for: report.scenarios[index].planned) { wanted[pickle.id, default: []].append(index) }
                }
                for pickle in document.pickles {
                    guard let users = wanted[pickle.id] else { continue }
                    var platforms: [String] = []
                    for index in users where !platforms.contains(report.scenarios[index].planned.platform) {
                        platforms.append(report.scenarios[index].planned.platform)
                    }
                    for platform in platforms {
                        let suffix = platformSuffix(platform)
                        write(pickle, prefix: prefix, suffix: suffix.id, nameSuffix: suffix.name, to: &json)
                        let ids = (prefix + pickle.id + suffix.id, pickle.steps.map { prefix + $0.id + suffix.id })
                        for index in users where report.scenarios[index].planned.platform == platform { pickleIDs[index] = ids }
                    }
                    emitted.insert(pickle.id)
                }
            }
            for index in indices where pickleIDs[index].pickle.isEmpty {
                let planned = report.scenarios[index].planned
                let suffix = platformSuffix(planned.platform)
                let id = "\(prefix)pickle-\(planned.line)\(suffix.id)"
                let stepIDs = planned.steps.indices.map { "\(id)-step-\($0 + 1)" }
                pickleIDs[index] = (id, stepIDs)
                guard emitted.insert(id).inserted else { continue }
                writeRebuilt(planned, id: id, stepIDs: stepIDs, prefix: prefix, nameSuffix: suffix.name, to: &json)
            }
        }
        return pickleIDs
    }

    /// What a platform adds to a pickle's id and name: `@ios` and ` (ios)`; nothing for the
    /// unnamed platform.
    static func platformSuffix(_ platform: String) -> (id: String, name: String) {
        platform.isEmpty ? ("", "") : ("@" + platform, " (\(platform))")
    }

    // Members are written in sorted key order, as `JSONValue` writes objects.

    /// A `pickle` envelope, as `Pickle.json` shapes it, with every id prefixed (and the pickle's
    /// and its steps' ids suffixed with `suffix`, the name with `nameSuffix`): the parser's own
    /// envelope writer, given the pickle renamed.
    static func write(_ pickle: Pickle, prefix: String, suffix: String = "", nameSuffix: String = "", to json: inout JSONStream) {
        var renamed = pickle
        renamed.id = prefix + pickle.id + suffix
        renamed.name = pickle.name + nameSuffix
        renamed.astNodeIds = pickle.astNodeIds.map { prefix + $0 }
        for index in renamed.steps.indices {
            renamed.steps[index].id = prefix + pickle.steps[index].id + suffix
            renamed.steps[index].astNodeIds = pickle.steps[index].astNodeIds.map { prefix + $0 }
        }
        for index in renamed.tags.indices { renamed.tags[index].astNodeId = prefix + pickle.tags[index].astNodeId }
        json.written { renamed.writeEnvelope(to: &$0) }
        json.newline()
    }

    /// A pickle made from the plan alone.
    private static func writeRebuilt(
        _ planned: PlannedScenario, id: String, stepIDs: [String], prefix: String, nameSuffix: String, to json: inout JSONStream
    ) {
        let scenarioNode = "\(prefix)scenario-\(planned.line)"
        json.beginObject()
        json.key("pickle")
        json.beginObject()
        ids("astNodeIds", [scenarioNode], prefix: "", to: &json)
        json.field("id", id)
        json.field("language", "en")
        json.key("location")
        json.beginObject()
        json.field("line", planned.line)
        json.endObject()
        json.field("name", planned.name + nameSuffix)
        json.key("steps")
        json.beginArray()
        for (index, step) in planned.steps.enumerated() {
            json.beginObject()
            if step.dataTable != nil || step.docString != nil {
                json.key("argument")
                json.beginObject()
                if let table = step.dataTable {
                    json.key("dataTable")
                    json.beginObject()
                    rows(table, to: &json)
                    json.endObject()
                }
                if let content = step.docString {
                    json.key("docString")
                    json.beginObject()
                    json.field("content", content)
                    json.endObject()
                }
                json.endObject()
            }
            ids("astNodeIds", ["\(prefix)step-\(step.line)"], prefix: "", to: &json)
            json.field("id", stepIDs[index])
            json.field("text", step.text)
            json.endObject()
        }
        json.endArray()
        json.key("tags")
        json.beginArray()
        for tag in planned.tags {
            json.beginObject()
            json.field("astNodeId", scenarioNode)
            json.field("name", tag)
            json.endObject()
        }
        json.endArray()
        json.field("uri", planned.uri)
        json.endObject()
        json.endObject()
        json.newline()
    }

    private static func ids(_ key: StaticString, _ values: [String], prefix: String, to json: inout JSONStream) {
        json.key(key)
        json.beginArray()
        for value in values { json.string(prefix + value) }
        json.endArray()
    }

    private static func rows(_ rows: [[String]], to json: inout JSONStream) {
        json.key("rows")
        json.beginArray()
        for row in rows {
            json.beginObject()
            json.key("cells")
            json.beginArray()
            for cell in row {
                json.beginObject()
                json.field("value", cell)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
    }
}
