import Gherkin
import TestPlan

/// Steps as Gherkin text, for the tests Xray creates from `testInfo`: a Cucumber test's
/// `scenario` ("Given …\nWhen …", data tables and doc strings included, and an outline's
/// Examples tables), and a Manual test's step `data`. Written so a test Xray creates reads like
/// the feature file, and parses back to the same steps.
enum XrayGherkinText {
    /// One step as Gherkin holds it: keyword and text, with its data table or doc string.
    struct Step {
        var keyword: String
        var text: String
        var dataTable: [[String]]?
        var docString: String?

        init(_ planned: PlannedStep) {
            keyword = planned.keyword
            text = planned.text
            dataTable = planned.dataTable
            docString = planned.docString
        }

        init(keyword: String, text: String, dataTable: [[String]]?, docString: String?) {
            self.keyword = keyword
            self.text = text
            self.dataTable = dataTable
            self.docString = docString
        }

        /// The first `count` planned steps (all by default), their fields read where they are
        /// stored: `init(_:)` takes a copy of each step, its definition and all.
        static func steps(_ planned: [PlannedStep], count: Int? = nil) -> [Step] {
            planned.withUnsafeBufferPointer { steps in
                (0..<min(count ?? steps.count, steps.count)).map { index in
                    Step(keyword: steps[index].keyword, text: steps[index].text, dataTable: steps[index].dataTable, docString: steps[index].docString)
                }
            }
        }

        init(_ written: Gherkin.Step) {
            keyword = written.keyword
            text = written.text
            dataTable = written.dataTable.map { $0.rows.map { $0.cells.map(\.value) } }
            docString = written.docString?.content
        }
    }

    /// The steps, one line each, each followed by its argument indented, written into `out`.
    static func write(_ steps: [Step], to out: ReportSink) {
        for (index, step) in steps.enumerated() {
            if index > 0 { out.append("\n") }
            out.append(step.keyword)
            out.append(step.text)
            guard step.dataTable != nil || step.docString != nil else { continue }
            for line in argumentLines(step) {
                out.append("\n  ")
                out.append(line)
            }
        }
    }

    /// A step's data table or doc string as Gherkin writes it, unindented; empty without one.
    /// A Manual test's step keeps it in its `data`.
    static func argumentLines(_ step: Step) -> [String] {
        var lines: [String] = []
        for row in step.dataTable ?? [] { lines.append(tableRow(row)) }
        if let content = step.docString {
            lines.append("\"\"\"")
            // Gherkin ends a doc string at the first `"""`; written escaped, one inside stays text.
            let escaped = content.replacingOccurrences(of: "\"\"\"", with: "\\\"\\\"\\\"")
            lines += escaped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.append("\"\"\"")
        }
        return lines
    }

    /// An outline's Examples, limited to the rows given, in the order of the file: Xray lines
    /// the run's `examples` statuses up with these rows by position, so the table must hold
    /// exactly the rows reported.
    static func examples(_ outline: Gherkin.Scenario, rows: [String]) -> [String] {
        let wanted = Set(rows)
        var lines: [String] = []
        for examples in outline.examples {
            let body = examples.tableBody.filter { wanted.contains($0.id) }
            guard !body.isEmpty, let header = examples.tableHeader else { continue }
            lines.append("")
            lines.append(examples.keyword + ":" + (examples.name.isEmpty ? "" : " " + examples.name))
            lines.append("  " + tableRow(header.cells.map(\.value)))
            for row in body { lines.append("  " + tableRow(row.cells.map(\.value))) }
        }
        return lines
    }

    static func tableRow(_ cells: [String]) -> String {
        "| " + cells.map(tableCell).joined(separator: " | ") + " |"
    }

    /// A data table cell with Gherkin's escapes, so a `|` or a line break in it stays in the cell.
    private static func tableCell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "|": out += "\\|"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }
}
