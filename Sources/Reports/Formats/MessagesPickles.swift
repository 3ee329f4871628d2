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
    /// The ids a planned scenario's `testCase` refers to, its pickle's and its pickle steps',
    /// kept as their parts and written from them: a hundred thousand scenarios' ids made into
    /// strings first took longer than writing them.
    enum IDs {
        case none
        /// A pickle of the feature's text, planned on a platform: each id is `prefix`, the
        /// pickle's (or its step's) own id, then `suffix`.
        case parsed(prefix: String, pickle: Pickle, suffix: String)
        /// A pickle made from the plan alone: the ids as they are.
        case rebuilt(pickle: String, steps: [String])

        var stepCount: Int {
            switch self {
            case .none: return 0
            case .parsed(_, let pickle, _): return pickle.steps.count
            case .rebuilt(_, let steps): return steps.count
            }
        }

        /// The pickle's id, as a JSON string.
        func writePickle(to json: inout JSONStream) {
            switch self {
            case .none: json.string("")
            case .parsed(let prefix, let pickle, let suffix): json.string(prefix, pickle.id, suffix)
            case .rebuilt(let pickle, _): json.string(pickle)
            }
        }

        /// Pickle step `index`'s id, as a JSON string.
        func writeStep(_ index: Int, to json: inout JSONStream) {
            switch self {
            case .none: json.string("")
            case .parsed(let prefix, let pickle, let suffix):
                // Read where it is stored: `steps[index]` would copy the whole step.
                let id = pickle.steps.withUnsafeBufferPointer { $0[index].id }
                json.string(prefix, id, suffix)
            case .rebuilt(_, let steps): json.string(steps[index])
            }
        }
    }

    /// Writes the envelopes, one per line, and returns per planned scenario (in report order)
    /// its pickle's id and its pickle steps' ids.
    static func write(_ report: Report, to json: inout JSONStream) -> [IDs] {
        let sources = FeatureSources(report.sources, indexAST: false)
        var uris: [String] = []
        var scenariosByURI: [String: [Int]] = [:]
        // Fields read in place: a scenario copied out of the array is dozens of retains.
        let platforms = report.scenarios.map { $0.planned.platform }
        for index in report.scenarios.indices {
            let uri = report.scenarios[index].planned.uri
            if scenariosByURI[uri] == nil { uris.append(uri) }
            scenariosByURI[uri, default: []].append(index)
        }
        var pickleIDs = [IDs](repeating: .none, count: report.scenarios.count)
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
                    var used: [String] = []
                    for index in users where !used.contains(platforms[index]) {
                        used.append(platforms[index])
                    }
                    for platform in used {
                        let suffix = platformSuffix(platform)
                        write(pickle, prefix: prefix, suffix: suffix.id, nameSuffix: suffix.name, to: &json)
                        let ids = IDs.parsed(prefix: prefix, pickle: pickle, suffix: suffix.id)
                        for index in users where platforms[index] == platform { pickleIDs[index] = ids }
                    }
                    emitted.insert(pickle.id)
                }
            }
            for index in indices {
                guard case .none = pickleIDs[index] else { continue }
                let planned = report.scenarios[index].planned
                let suffix = platformSuffix(planned.platform)
                let id = "\(prefix)pickle-\(planned.line)\(suffix.id)"
                let stepIDs = planned.steps.indices.map { "\(id)-step-\($0 + 1)" }
                pickleIDs[index] = .rebuilt(pickle: id, steps: stepIDs)
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
        // Written member by member rather than renamed and handed to the parser's writer: a
        // renamed copy of every pickle was a seventh of a large export's time. A test checks
        // that both give the same text.
        json.beginObject()
        json.key("pickle")
        json.beginObject()
        ids("astNodeIds", pickle.astNodeIds, prefix: prefix, to: &json)
        json.field("id", prefix, pickle.id, suffix)
        json.field("language", pickle.language)
        location(pickle.location, to: &json)
        json.field("name", pickle.name, nameSuffix)
        json.key("steps")
        json.beginArray()
        for step in pickle.steps {
            json.beginObject()
            if let argument = step.argument {
                json.key("argument")
                json.beginObject()
                if let table = argument.dataTable {
                    json.key("dataTable")
                    json.beginObject()
                    if let index = table.argumentIndex { json.field("argumentIndex", index) }
                    rows(table.rows, to: &json)
                    json.endObject()
                }
                if let doc = argument.docString {
                    json.key("docString")
                    json.beginObject()
                    if let index = doc.argumentIndex { json.field("argumentIndex", index) }
                    json.field("content", doc.content)
                    if let mediaType = doc.mediaType { json.field("mediaType", mediaType) }
                    json.endObject()
                }
                json.endObject()
            }
            ids("astNodeIds", step.astNodeIds, prefix: prefix, to: &json)
            json.field("id", prefix, step.id, suffix)
            json.field("text", step.text)
            json.field("type", step.type.rawValue)
            json.endObject()
        }
        json.endArray()
        json.key("tags")
        json.beginArray()
        for tag in pickle.tags {
            json.beginObject()
            json.field("astNodeId", prefix, tag.astNodeId)
            json.field("name", tag.name)
            json.endObject()
        }
        json.endArray()
        json.field("uri", pickle.uri)
        json.endObject()
        json.endObject()
        json.newline()
    }

    private static func location(_ location: Location, to json: inout JSONStream) {
        json.key("location")
        json.beginObject()
        if let column = location.column { json.field("column", column) }
        json.field("line", location.line)
        json.endObject()
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
        for value in values { json.string(prefix, value) }
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
