import Foundation
import Gherkin

/// Cucumber JSON, the legacy report most Cucumber dashboards and Xray read, in the shape of
/// `../shared/formats/formats.md` section 2 (cucumber-jvm's, so it validates against
/// `cucumber-json-schema/cucumber-jvm.json`): an array of features, one per feature file and
/// platform, each scenario (each outline row) an element with its background steps inlined.
///
/// - Step results map as `VerdictMapping` says; a failed step always has `error_message` (the
///   tester's note, and the defects), durations are whole nanoseconds.
/// - Why a step was blocked, skipped or not applicable, the tester's notes, defects and evidence
///   that could not be embedded go in the step's `output`; evidence whose bytes the report
///   carries goes in `embeddings` as base64. Notes and evidence given for no particular step go
///   with the first step, since an element has no `output` of its own.
/// - Earlier attempts (a failure since retested, say) keep their evidence: it goes on the step
///   it was attached to in that attempt, embedded under a name that starts with the attempt's
///   session, number and verdict, with an `output` line saying whose attempt it was; the first
///   step's `output` says what each earlier attempt found. The steps' results stay those of the
///   shown attempt.
/// - Readers count a scenario from its steps (any failed: failed; else any skipped: skipped), so
///   the steps say what `stepwise status` says: a passed scenario leaves out its steps that do
///   not apply (naming them in the first step's `output`) rather than count as skipped, and a
///   conflict between testers is a failed `before` hook, since its shown steps may all pass.
/// - Outline rows are identified as Cucumber does: `feature;outline;examples;N`, N the row's
///   line in its table counting the header as 1 (`feature;outline;;2` for unnamed examples).
/// - A defect is on the step it was linked to (in that step's `error_message` when it failed,
///   its `output` otherwise); one linked to no step is on the failed step, else the first.
/// - Feature line, keyword, description and tags come from the feature text when the report
///   carries it (`Report.sources`); otherwise line 1, `Feature` and no feature tags (every
///   scenario still lists its inherited tags, as Cucumber does).
public enum CucumberJSONReport {
    public static func render(_ report: Report) -> String {
        let out = ReportSink(capacity: 4096 + report.scenarios.count * 2048)
        write(report, to: out)
        return out.text
    }

    /// The document written into `out` feature by feature, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        let sources = FeatureSources(report.sources)
        var json = JSONStream(into: out)
        json.beginArray()
        // Groups of one file (one per platform) come one after another: parse each file once.
        var parsed: (uri: String, document: FeatureSources.Document?)?
        for indexes in report.groupIndexes {
            let uri = report.scenarios[indexes[0]].planned.uri
            if parsed?.uri != uri { parsed = (uri, sources.document(uri)) }
            feature(indexes, of: report, document: parsed?.document, to: &json)
        }
        json.endArray()
        json.newline()
    }

    // Members are written in sorted key order, as `JSONValue` writes objects.

    /// One feature file on one platform: the scenarios at `indexes` of the report's.
    private static func feature(_ indexes: [Int], of report: Report, document: FeatureSources.Document?, to json: inout JSONStream) {
        let gherkin = document?.document.feature
        let first = report.scenarios[indexes[0]].planned
        let name = first.platform.isEmpty ? first.featureName : "\(first.featureName) (\(first.platform))"
        let id = slug(name)
        json.beginObject()
        json.field("description", gherkin?.description ?? "")
        json.key("elements")
        json.beginArray()
        var elementIDs: [String: Int] = [:]
        for index in indexes {
            let scenario = report.scenarios[index]
            var elementID = id + ";" + (outlineRowID(scenario, document: document) ?? slug(scenario.planned.name))
            // Scenarios that share a name (or rows of two outlines that do) stay apart.
            let seen = elementIDs[elementID, default: 0] + 1
            elementIDs[elementID] = seen
            if seen > 1 { elementID += ";;\(seen)" }
            element(scenario, id: elementID, document: document, to: &json)
        }
        json.endArray()
        json.field("id", id)
        json.field("keyword", gherkin?.keyword ?? "Feature")
        json.field("line", gherkin?.location.line ?? 1)
        json.field("name", name)
        json.key("tags")
        json.beginArray()
        for tag in gherkin?.tags ?? [] {
            json.beginObject()
            json.key("location")
            json.beginObject()
            json.field("column", tag.location.column ?? 1)
            json.field("line", tag.location.line)
            json.endObject()
            json.field("name", tag.name)
            json.field("type", "Tag")
            json.endObject()
        }
        json.endArray()
        json.field("uri", first.uri)
        json.endObject()
    }

    /// `outline;examples;N` for a pickle made from an outline's example row, nil otherwise.
    static func outlineRowID(_ scenario: ReportScenario, document: FeatureSources.Document?) -> String? {
        guard let document, let pickle = document.pickle(for: scenario.planned), let found = document.exampleRow(of: pickle) else { return nil }
        // Cucumber counts the table's header as row 1.
        return slug(found.outline.name) + ";" + slug(found.examples.name) + ";" + String(found.position + 2)
    }

    private static func element(_ scenario: ReportScenario, id: String, document: FeatureSources.Document?, to json: inout JSONStream) {
        let pickle = document?.pickle(for: scenario.planned)
        let written = pickle.flatMap { document?.scenario(of: $0) }
        json.beginObject()
        if scenario.state == .conflict {
            // The shown attempt's steps may all pass; the disagreement is what fails.
            json.key("before")
            json.beginArray()
            json.beginObject()
            json.key("match")
            json.beginObject()
            json.field("location", "stepwise: testers disagree")
            json.endObject()
            json.key("result")
            json.beginObject()
            json.field("error_message", "CONFLICT: " + VerdictMapping.conflictSummary(scenario))
            json.field("status", "failed")
            json.endObject()
            json.endObject()
            json.endArray()
        }
        json.field("description", written?.description ?? "")
        json.field("id", id)
        json.field("keyword", written?.keyword ?? "Scenario")
        json.field("line", scenario.planned.line)
        json.field("name", scenario.planned.name)
        if let start = scenario.steps.compactMap(\.time).min() { json.field("start_timestamp", start) }
        json.key("steps")
        json.beginArray()
        let firstShown = scenario.steps.indices.first { VerdictMapping.isCounted($0, in: scenario) }
        // A defect linked to no step goes with the failure, if there is one. Worked out once,
        // and only when there are defects: most scenarios have none.
        let failedStep =
            scenario.defects.isEmpty
            ? nil
            : scenario.steps.indices.first {
                VerdictMapping.isCounted($0, in: scenario) && VerdictMapping.outcome(of: scenario.steps[$0], in: scenario) == .failed
            }
        for index in scenario.steps.indices where VerdictMapping.isCounted(index, in: scenario) {
            // The doc string's line, for a step that has one: the step as written is looked up
            // only then.
            let hasDocString = scenario.planned.steps.withUnsafeBufferPointer { $0[index].docString != nil }
            let astStep = hasDocString ? pickle.flatMap { document?.step(of: $0.steps[index]) } : nil
            let leftOut = index == firstShown ? scenario.steps.indices.filter { !VerdictMapping.isCounted($0, in: scenario) } : []
            self.step(
                index, in: scenario, failedStep: failedStep, first: index == firstShown, leftOut: leftOut,
                docStringLine: astStep?.docString?.location.line, to: &json)
        }
        json.endArray()
        json.key("tags")
        json.beginArray()
        for tag in scenario.planned.tags {
            json.beginObject()
            json.field("name", tag)
            json.endObject()
        }
        json.endArray()
        json.field("type", "scenario")
        json.endObject()
    }

    /// Step `index` of the scenario, one of those listed (`VerdictMapping.countedSteps`).
    ///
    /// - Parameters:
    ///   - failedStep: the first listed step that failed, where defects given on no step go.
    ///   - first: the first step shown, which carries what belongs to no step.
    ///   - leftOut: the steps of a passed scenario that do not apply, named on the first.
    private static func step(
        _ index: Int, in scenario: ReportScenario, failedStep: Int?, first: Bool, leftOut: [Int], docStringLine: Int?,
        to json: inout JSONStream
    ) {
        let step = scenario.steps[index]
        // The planned step's fields are read where they are stored: `steps[index]` would copy
        // the step, and its definition with every field of that.
        let (docString, dataTable, file, line) = scenario.planned.steps.withUnsafeBufferPointer { steps in
            (steps[index].docString, steps[index].dataTable, steps[index].definition?.file, steps[index].definition?.line)
        }
        let outcome = VerdictMapping.outcome(of: step, in: scenario)
        let attachments = CucumberStepAttachments(index, in: scenario, outcome: outcome, failedStep: failedStep, first: first, leftOut: leftOut)
        json.beginObject()
        if let content = docString {
            json.key("doc_string")
            json.beginObject()
            json.field("line", docStringLine ?? step.line + 1)
            json.field("value", content)
            json.endObject()
        }
        if !attachments.embedded.isEmpty { embeddings(attachments.embedded, to: &json) }
        json.field("keyword", step.keyword)
        json.field("line", step.line)
        match(file: file, line: line, to: &json)
        json.field("name", step.text)
        if !attachments.output.isEmpty {
            json.key("output")
            json.beginArray()
            for line in attachments.output { json.string(line) }
            json.endArray()
        }
        json.key("result")
        json.beginObject()
        if let seconds = step.seconds { json.field("duration", Int((seconds * 1e9).rounded())) }
        if outcome == .failed {
            let defects = attachments.defects
            let linked = defects.isEmpty ? "" : " (defects: \(defects.joined(separator: ", ")))"
            json.field("error_message", (step.note ?? "failed") + linked)
        }
        json.field("status", outcome.cucumberStatus)
        json.endObject()
        if let rows = dataTable { self.rows(rows, to: &json) }
        json.endObject()
    }

    /// A step's `embeddings`: each piece of evidence as base64, with its media type and name.
    private static func embeddings(_ embedded: [(evidence: ReportEvidence, name: String)], to json: inout JSONStream) {
        json.key("embeddings")
        json.beginArray()
        for (evidence, name) in embedded {
            json.beginObject()
            json.field("data", Data(evidence.content ?? []).base64EncodedString())
            json.field("mime_type", evidence.mediaType)
            json.field("name", name)
            json.endObject()
        }
        json.endArray()
    }

    /// A step's `match`: where its definition is, or `manual` for a step no definition matched.
    private static func match(file: String?, line: Int?, to json: inout JSONStream) {
        json.key("match")
        json.beginObject()
        if let file, let line {
            // The definition's place, `file:line`, written in pieces.
            json.key("location")
            json.beginString()
            json.out.jsonEscaped(file)
            json.out.append(byte: UInt8(ascii: ":"))
            json.out.append(line)
            json.endString()
        } else {
            json.field("location", "manual")
        }
        json.endObject()
    }

    /// A step's data table as `rows`, each a list of `cells`.
    private static func rows(_ rows: [[String]], to json: inout JSONStream) {
        json.key("rows")
        json.beginArray()
        for row in rows {
            json.beginObject()
            json.key("cells")
            json.beginArray()
            for cell in row { json.string(cell) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
    }

    /// Cucumber's element ids: the name in lower case, runs of anything but letters and digits
    /// made one `-`.
    static func slug(_ name: String) -> String {
        // Plain ASCII, nearly every name, by byte: there a letter or digit is [A-Za-z0-9].
        let ascii: String?? = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var dash = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if dash, !out.isEmpty { out.append(UInt8(ascii: "-")) }
                    out.append(byte)
                    dash = false
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if dash, !out.isEmpty { out.append(UInt8(ascii: "-")) }
                    out.append(byte + 32)
                    dash = false
                default:
                    dash = true
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        if let ascii, let ascii { return ascii }
        var out = ""
        var dash = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if dash, !out.isEmpty { out.append("-") }
                out.append(character)
                dash = false
            } else {
                dash = true
            }
        }
        return out
    }
}
