import Foundation
import Gherkin
import Paths
import TestPlan

/// The parts of Xray's format that belong to Manual (step-based) tests, written only with
/// `--xray-test-type manual`: positional step results, an outline's rows as `iterations`, and
/// the steps of a Manual test `testInfo` creates. Xray reads `steps` for Manual tests only.
enum XrayManualSteps {
    /// `steps`: one result per planned step, in plan order, so Xray lines each result up with
    /// the step it belongs to.
    static func results(_ scenario: ReportScenario, flavour: XrayReport.Options.Flavour, to json: inout JSONStream) {
        json.key("steps")
        json.beginArray()
        for index in scenario.steps.indices { result(index, in: scenario, flavour: flavour, to: &json) }
        json.endArray()
    }

    /// `iterations`: an outline's rows as the data-driven runs of one Manual test, each with the
    /// row's values as its parameters and its own step results. Cloud names an iteration;
    /// Server's schema has no `name` for one.
    static func iterations(
        _ rows: [ReportScenario], of outline: XrayTestEntry.Outline, flavour: XrayReport.Options.Flavour, to json: inout JSONStream
    ) {
        json.key("iterations")
        json.beginArray()
        for (index, row) in rows.enumerated() {
            let (examples, tableRow) = outline.rows[index]
            json.beginObject()
            if flavour == .cloud { json.field("name", "Example at " + outline.label(index)) }
            json.key("parameters")
            json.beginArray()
            for (name, value) in zip(examples.tableHeader?.cells.map(\.value) ?? [], tableRow.cells.map(\.value)) {
                json.beginObject()
                json.field("name", name)
                json.field("value", value)
                json.endObject()
            }
            json.endArray()
            json.field("status", XrayReport.Status(row.state).word(flavour))
            results(row, flavour: flavour, to: &json)
            json.endObject()
        }
        json.endArray()
    }

    /// The `steps` of a Manual test in `testInfo`: each step's keyword and text as its action,
    /// its data table or doc string as its data. Xray's steps also have an expected `result`;
    /// a feature's steps do not say one apart from the action, so it is left out. An outline's
    /// steps are written as the outline has them, with each `<name>` as Xray's `${name}`
    /// parameter, so every iteration shows its own values.
    static func definition(_ entry: XrayTestEntry, to json: inout JSONStream) {
        json.key("steps")
        json.beginArray()
        let names = entry.outline.map { outline in Set(outline.scenario.examples.flatMap { $0.tableHeader?.cells.map(\.value) ?? [] }) } ?? []
        func parameters(_ text: String) -> String {
            var text = text
            for name in names.sorted() { text = text.replacingOccurrences(of: "<\(name)>", with: "${\(name)}") }
            return text
        }
        for step in XrayReport.writtenSteps(entry) {
            json.beginObject()
            json.field("action", parameters(step.keyword + step.text))
            let data = XrayGherkinText.argumentLines(step)
            if !data.isEmpty { json.field("data", parameters(data.joined(separator: "\n"))) }
            json.endObject()
        }
        json.endArray()
    }

    private static func result(_ index: Int, in scenario: ReportScenario, flavour: XrayReport.Options.Flavour, to json: inout JSONStream) {
        let step = scenario.steps[index]
        let outcome = VerdictMapping.outcome(of: step, in: scenario)
        var comment: [String] = []
        switch outcome {
        case .blocked, .skipped, .notApplicable:
            if let message = VerdictMapping.message(of: step, outcome: outcome) { comment.append(message) }
            if let note = step.note { comment.append(note) }
        case .notReached:
            comment.append("Not reached.")
        case .passed, .failed, .notRun:
            // A failure's note is what actually happened: it is the comment, word for word.
            if let note = step.note { comment.append(note) }
        }
        for note in scenario.notes where note.step == index { comment.append("Note: " + note.text) }
        let evidence = scenario.evidence.filter { $0.step == index }
        for item in evidence where item.content == nil {
            comment.append("Evidence: " + EvidenceLocation.path(of: item, session: scenario.session))
        }
        let embedded = evidence.filter { $0.content != nil }.map { ($0, PathText.lastComponent($0.file)) }
        json.beginObject()
        if !comment.isEmpty { json.field("comment", comment.joined(separator: "\n")) }
        // A step result's files are `evidence` on Cloud and `evidences` on Server, whose schema
        // has no other name for them there.
        if !embedded.isEmpty {
            switch flavour {
            case .cloud: json.key("evidence")
            case .server: json.key("evidences")
            }
            XrayReport.evidenceArray(embedded, to: &json)
        }
        json.field("status", XrayReport.Status(outcome).word(flavour))
        json.endObject()
    }
}
