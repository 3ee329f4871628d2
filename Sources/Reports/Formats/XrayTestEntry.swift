import Gherkin

/// What becomes one entry of Xray's `tests`: a planned scenario, or every row of one Scenario
/// Outline on one platform. Xray keeps an outline as one test whose run has a status per
/// example row (`examples`, or `iterations` for a Manual test), so rows reported as tests of
/// their own would each overwrite the outline's one run.
struct XrayTestEntry {
    /// The scenario, or the outline's rows in the order of the file.
    var rows: [ReportScenario]
    /// The outline the rows belong to; nil for a scenario, and for rows whose feature text the
    /// report does not carry (then each row is an entry of its own).
    var outline: Outline?

    struct Outline {
        let scenario: Gherkin.Scenario
        /// Each row's Examples and table row, in `rows` order.
        let rows: [(examples: Examples, row: TableRow)]

        /// "line 48 (row = one)": where a row is and what it holds, for a reader of the comment.
        func label(_ index: Int) -> String {
            let (examples, row) = rows[index]
            let names = examples.tableHeader?.cells.map(\.value) ?? []
            let values = zip(names, row.cells.map(\.value)).map { "\($0) = \($1)" }
            var label = "line \(row.location.line)"
            if !examples.name.isEmpty { label += ", \(examples.keyword) \"\(examples.name)\"" }
            if !values.isEmpty { label += " (" + values.joined(separator: ", ") + ")" }
            return label
        }
    }

    var first: ReportScenario { rows[0] }

    /// The report's scenarios as Xray tests, in plan order (an outline where its first row is).
    /// Rows of one outline are one test when they share its feature file, the outline, the
    /// platform and the Jira key their tags give (an Examples table tagged with another test is
    /// that test's). Rows are recognised from the feature text (`report.sources`): without it,
    /// each planned scenario is a test of its own.
    static func entries(_ report: Report) -> [XrayTestEntry] {
        let sources = FeatureSources(report.sources)
        // Plans list a feature's scenarios together: keeping the last document parsed reads
        // each feature once without holding every one.
        var current: (uri: String, document: FeatureSources.Document?)?
        var entries: [XrayTestEntry] = []
        var outlines: [Int: (scenario: Gherkin.Scenario, rows: [(examples: Examples, row: TableRow)])] = [:]
        var entryOfOutline: [String: Int] = [:]
        for scenario in report.scenarios {
            let planned = scenario.planned
            if current?.uri != planned.uri { current = (planned.uri, sources.document(planned.uri)) }
            guard let document = current?.document, let pickle = document.pickle(for: planned), let found = document.exampleRow(of: pickle)
            else {
                entries.append(XrayTestEntry(rows: [scenario]))
                continue
            }
            let key = [planned.uri, found.outline.id, planned.platform, XrayReport.testKey(tags: planned.tags) ?? ""].joined(separator: "\u{0}")
            if let index = entryOfOutline[key] {
                entries[index].rows.append(scenario)
                outlines[index]?.rows.append((found.examples, found.row))
            } else {
                entryOfOutline[key] = entries.count
                outlines[entries.count] = (found.outline, [(found.examples, found.row)])
                entries.append(XrayTestEntry(rows: [scenario]))
            }
        }
        return entries.enumerated().map { index, entry in
            guard let (outline, rows) = outlines[index] else { return entry }
            let order = entry.rows.indices.sorted { entry.rows[$0].planned.line < entry.rows[$1].planned.line }
            return XrayTestEntry(rows: order.map { entry.rows[$0] }, outline: Outline(scenario: outline, rows: order.map { rows[$0] }))
        }
    }

    init(rows: [ReportScenario], outline: Outline? = nil) {
        self.rows = rows
        self.outline = outline
    }
}
