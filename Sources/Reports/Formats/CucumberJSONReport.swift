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
/// - Feature line, keyword, description and tags come from the feature text when the report
///   carries it (`Report.sources`); otherwise line 1, `Feature` and no feature tags (every
///   scenario still lists its inherited tags, as Cucumber does).
public enum CucumberJSONReport {
    public static func render(_ report: Report) -> String {
        let sources = FeatureSources(report.sources)
        var json = JSONStream(capacity: 4096 + report.scenarios.count * 2048)
        json.beginArray()
        // Groups of one file (one per platform) come one after another: parse each file once.
        var parsed: (uri: String, document: FeatureSources.Document?)?
        for group in report.groups {
            if parsed?.uri != group.uri { parsed = (group.uri, sources.document(group.uri)) }
            feature(group, document: parsed?.document, to: &json)
        }
        json.endArray()
        json.newline()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    // Members are written in sorted key order, as `JSONValue` writes objects.

    private static func feature(
        _ group: (uri: String, featureName: String, platform: String, scenarios: [ReportScenario]),
        document: FeatureSources.Document?, to json: inout JSONStream
    ) {
        let gherkin = document?.document.feature
        let name = group.platform.isEmpty ? group.featureName : "\(group.featureName) (\(group.platform))"
        let id = slug(name)
        json.beginObject()
        json.field("description", gherkin?.description ?? "")
        json.key("elements")
        json.beginArray()
        var elementIDs: [String: Int] = [:]
        for scenario in group.scenarios {
            var elementID = id + ";" + slug(scenario.planned.name)
            // Outline rows share a name; Cucumber numbers them `;;2`, `;;3` …
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
        json.field("uri", group.uri)
        json.endObject()
    }

    private static func element(_ scenario: ReportScenario, id: String, document: FeatureSources.Document?, to json: inout JSONStream) {
        let pickle = document?.pickle(for: scenario.planned)
        let written = pickle.flatMap { document?.scenario(of: $0) }
        json.beginObject()
        json.field("description", written?.description ?? "")
        json.field("id", id)
        json.field("keyword", written?.keyword ?? "Scenario")
        json.field("line", scenario.planned.line)
        json.field("name", scenario.planned.name)
        if let start = scenario.steps.compactMap(\.time).min() { json.field("start_timestamp", start) }
        json.key("steps")
        json.beginArray()
        for (index, step) in scenario.steps.enumerated() {
            let astStep = pickle.flatMap { document?.step(of: $0.steps[index]) }
            self.step(index, step, in: scenario, docStringLine: astStep?.docString?.location.line, to: &json)
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

    private static func step(_ index: Int, _ step: ReportStep, in scenario: ReportScenario, docStringLine: Int?, to json: inout JSONStream) {
        let planned = scenario.planned.steps[index]
        let outcome = VerdictMapping.outcome(of: step, in: scenario)
        var output: [String] = []
        if outcome != .failed, outcome != .notRun, let message = VerdictMapping.message(of: step, outcome: outcome) {
            output.append(message)
        }
        let first = index == 0
        if first {
            if scenario.state == .conflict { output.append("CONFLICT: " + VerdictMapping.conflictSummary(scenario)) }
            if scenario.stale { output.append("Stale: this verdict was given to older steps than the plan has now.") }
        }
        for note in scenario.notes where note.step == index || (first && note.step == nil) {
            output.append("Note: " + note.text)
        }
        if first { output += scenario.defects.map { "Defect: " + $0 } }
        var embedded: [(evidence: ReportEvidence, name: String)] = []
        for evidence in scenario.evidence where evidence.step == index || (first && evidence.step == nil) {
            if evidence.content != nil {
                embedded.append((evidence, evidence.file))
            } else {
                output.append("Evidence: " + EvidenceLocation.path(of: evidence, session: scenario.session))
            }
        }
        for detail in scenario.earlier {
            let label = EarlierAttemptWords.label(detail)
            if first { output.append(([label] + EarlierAttemptWords.findings(detail)).joined(separator: "\n")) }
            // A step an older version of the scenario had, and this one has not, is the first's.
            for evidence in detail.evidence
            where evidence.step == index || (first && !(evidence.step.map(scenario.steps.indices.contains) ?? false)) {
                if evidence.content != nil {
                    embedded.append((evidence, EarlierAttemptWords.fileName(evidence, of: detail)))
                    output.append(label + "; evidence: " + evidence.file)
                } else {
                    output.append(label + "; evidence: " + EvidenceLocation.path(of: evidence, session: detail.session))
                }
            }
        }
        json.beginObject()
        if let content = planned.docString {
            json.key("doc_string")
            json.beginObject()
            json.field("line", docStringLine ?? step.line + 1)
            json.field("value", content)
            json.endObject()
        }
        if !embedded.isEmpty {
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
        json.field("keyword", step.keyword)
        json.field("line", step.line)
        json.key("match")
        json.beginObject()
        json.field("location", planned.definition?.place ?? "manual")
        json.endObject()
        json.field("name", step.text)
        if !output.isEmpty {
            json.key("output")
            json.beginArray()
            for line in output { json.string(line) }
            json.endArray()
        }
        json.key("result")
        json.beginObject()
        if let seconds = step.seconds { json.field("duration", Int((seconds * 1e9).rounded())) }
        if outcome == .failed {
            let defects = scenario.defects.isEmpty ? "" : " (defects: \(scenario.defects.joined(separator: ", ")))"
            json.field("error_message", (step.note ?? "failed") + defects)
        }
        json.field("status", outcome.cucumberStatus)
        json.endObject()
        if let rows = planned.dataTable {
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
        json.endObject()
    }

    /// Cucumber's element ids: the name in lower case, runs of anything but letters and digits
    /// made one `-`.
    static func slug(_ name: String) -> String {
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
