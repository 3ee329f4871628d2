import Foundation
import Gherkin
import JSON

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
/// - Feature line, keyword, description and tags come from the feature text when the report
///   carries it (`Report.sources`); otherwise line 1, `Feature` and no feature tags (every
///   scenario still lists its inherited tags, as Cucumber does).
public enum CucumberJSONReport {
    public static func render(_ report: Report) -> String {
        let sources = FeatureSources(report.sources)
        let features = report.groups.map { feature($0, document: sources[$0.uri]) }
        return JSONValue.array(features).text + "\n"
    }

    private static func feature(
        _ group: (uri: String, featureName: String, platform: String, scenarios: [ReportScenario]),
        document: FeatureSources.Document?
    ) -> JSONValue {
        let gherkin = document?.document.feature
        let name = group.platform.isEmpty ? group.featureName : "\(group.featureName) (\(group.platform))"
        let id = slug(name)
        var elementIDs: [String: Int] = [:]
        var elements: [JSONValue] = []
        elements.reserveCapacity(group.scenarios.count)
        for scenario in group.scenarios {
            var elementID = id + ";" + slug(scenario.planned.name)
            // Outline rows share a name; Cucumber numbers them `;;2`, `;;3` …
            let seen = elementIDs[elementID, default: 0] + 1
            elementIDs[elementID] = seen
            if seen > 1 { elementID += ";;\(seen)" }
            elements.append(element(scenario, id: elementID, document: document))
        }
        let tags: [JSONValue] = (gherkin?.tags ?? []).map {
            .object([
                "name": .string($0.name), "type": .string("Tag"),
                "location": .object(["line": .int($0.location.line), "column": .int($0.location.column ?? 1)]),
            ])
        }
        return .object([
            "uri": .string(group.uri),
            "id": .string(id),
            "line": .int(gherkin?.location.line ?? 1),
            "keyword": .string(gherkin?.keyword ?? "Feature"),
            "name": .string(name),
            "description": .string(gherkin?.description ?? ""),
            "tags": .array(tags),
            "elements": .array(elements),
        ])
    }

    private static func element(_ scenario: ReportScenario, id: String, document: FeatureSources.Document?) -> JSONValue {
        let pickle = document?.pickle(for: scenario.planned)
        let written = pickle.flatMap { document?.scenario(of: $0) }
        var steps: [JSONValue] = []
        steps.reserveCapacity(scenario.steps.count)
        for (index, step) in scenario.steps.enumerated() {
            let astStep = pickle.flatMap { document?.step(of: $0.steps[index]) }
            steps.append(self.step(index, step, in: scenario, docStringLine: astStep?.docString?.location.line))
        }
        var members: [String: JSONValue] = [
            "line": .int(scenario.planned.line),
            "id": .string(id),
            "type": .string("scenario"),
            "keyword": .string(written?.keyword ?? "Scenario"),
            "name": .string(scenario.planned.name),
            "description": .string(written?.description ?? ""),
            "tags": .array(scenario.planned.tags.map { .object(["name": .string($0)]) }),
            "steps": .array(steps),
        ]
        if let start = scenario.steps.compactMap(\.time).min() { members["start_timestamp"] = .string(start) }
        return .object(members)
    }

    private static func step(_ index: Int, _ step: ReportStep, in scenario: ReportScenario, docStringLine: Int?) -> JSONValue {
        let planned = scenario.planned.steps[index]
        let outcome = VerdictMapping.outcome(of: step, in: scenario)
        var result: [String: JSONValue] = ["status": .string(outcome.cucumberStatus)]
        if let seconds = step.seconds { result["duration"] = .int(Int((seconds * 1e9).rounded())) }
        if outcome == .failed {
            let defects = scenario.defects.isEmpty ? "" : " (defects: \(scenario.defects.joined(separator: ", ")))"
            result["error_message"] = .string((step.note ?? "failed") + defects)
        }
        var output: [String] = []
        if outcome != .failed, outcome != .notRun, let message = VerdictMapping.message(of: step, outcome: outcome) {
            output.append(message)
        }
        var embeddings: [JSONValue] = []
        let first = index == 0
        if first {
            if scenario.state == .conflict { output.append("CONFLICT: " + VerdictMapping.conflictSummary(scenario)) }
            if scenario.stale { output.append("Stale: this verdict was given to older steps than the plan has now.") }
        }
        for note in scenario.notes where note.step == index || (first && note.step == nil) {
            output.append("Note: " + note.text)
        }
        if first { output += scenario.defects.map { "Defect: " + $0 } }
        for evidence in scenario.evidence where evidence.step == index || (first && evidence.step == nil) {
            if let content = evidence.content {
                embeddings.append(
                    .object([
                        "mime_type": .string(evidence.mediaType), "data": .string(Data(content).base64EncodedString()),
                        "name": .string(evidence.file),
                    ]))
            } else {
                output.append("Evidence: " + EvidenceLocation.path(of: evidence, session: scenario.session))
            }
        }
        var members: [String: JSONValue] = [
            "keyword": .string(step.keyword),
            "line": .int(step.line),
            "name": .string(step.text),
            "match": .object(["location": .string(planned.definition?.place ?? "manual")]),
            "result": .object(result),
        ]
        if let rows = planned.dataTable {
            members["rows"] = .array(rows.map { .object(["cells": .array($0.map { .string($0) })]) })
        }
        if let content = planned.docString {
            members["doc_string"] = .object(["line": .int(docStringLine ?? step.line + 1), "value": .string(content)])
        }
        if !output.isEmpty { members["output"] = .array(output.map { .string($0) }) }
        if !embeddings.isEmpty { members["embeddings"] = .array(embeddings) }
        return .object(members)
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
