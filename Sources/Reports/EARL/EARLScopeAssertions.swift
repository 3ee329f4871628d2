import Conformance
import JSON
import TestPlan

/// The evaluation's scope assertions: for every WCAG 2.2 criterion up to the target, one
/// `earl:Assertion` about the website subject (the scope as a whole), with the outcome the
/// conformance table's claims give (`EARLOutcome(scope:)`), a description with each product
/// part's level and remarks, and `hasPart` naming the per-subject assertions of that criterion.
///
/// They exist because of how the W3C WCAG-EM Report Tool reads an evaluation. The tool now at
/// w3.org/WAI/eval/report-tool is github.com/w3c/wai-wcag-em-report-tool; its 2.x predecessor,
/// github.com/w3c/wcag-em-report-tool, works the same way in this respect.
///
/// **Opening an evaluation** (`src/stores/evaluationStore.js`, `open`): the file is expanded,
/// framed as an `Evaluation` with the tool's import context, then framed again for its
/// `Assertion`s. The tool keeps one website subject of its own, and gives the sample entries
/// new identities (the first http address in the title or description, else a counter), so no
/// `@id` of ours survives. An assertion whose subject has the type `Website` is attached to
/// the tool's website subject, whatever its id or title; any other is attached to the first
/// sample entry with the same title — an assertion whose title matches none stops the whole
/// import, so every per-subject assertion's subject is in the sample under a unique title. The
/// criterion is the id after the last `:` of the test (`WCAG:focus-visible`), the outcome the
/// compact IRI (`earl:passed`). `hasPart` is not read; the 2.x tool nested the page results of a
/// criterion under its scope result that way, and the WCAG-EM data format still describes it.
///
/// **The summary** (`src/components/ui/Report/ReportSummary.svelte` and `ReportNumbers.svelte`,
/// the same count in `src/components/ui/YourReport.svelte`): only assertions whose subject is
/// the website are counted — per-page results are shown under each criterion, never summed.
/// There is one figure per outcome (passed, failed, cannot tell, not applicable, not checked),
/// the number of website assertions with that outcome, and "Reported on X of Y WCAG 2.2 AA
/// Success Criteria", X being the website assertions whose outcome is not untested, Y the
/// criteria of the version up to the target. So without a website assertion per criterion the
/// tool shows nothing evaluated, however many per-subject results there are; with exactly one
/// per criterion its figures are the conformance table's.
enum EARLScopeAssertions {
    /// One per-subject assertion of a criterion, as its scope assertion refers to it.
    struct Part {
        let id: String
        let subject: String
        let outcome: EARLOutcome
        let testers: [String]
        let date: String?
    }

    /// `_:assertion-product-focus-visible`.
    static func id(_ criterion: WCAGCriterion) -> String { "_:assertion-product-" + criterion.slug }

    /// The scope assertion of one row of the table, and who it names as asserting it: the
    /// testers behind its parts and the auditors whose decisions give a part's level.
    static func node(
        _ row: ConformanceTable.Row, parts: [Part], website: (id: String, title: String), assertors: EARLAssertors
    ) -> (node: JSONValue, outcome: EARLOutcome, names: [String]) {
        let criterion = row.criterion
        let outcome = EARLOutcome(scope: row.cells)
        let names = assertors.ordered(parts.flatMap(\.testers) + row.cells.compactMap(\.claim.decision?.auditor))
        var result: [String: JSONValue] = [
            "@type": .string("TestResult"),
            "outcome": .string(outcome.iri),
            "description": .string(description(row, outcome: outcome, parts: parts, website: website.title)),
        ]
        let dates = parts.compactMap(\.date) + row.cells.compactMap(\.claim.decision?.time)
        if let date = dates.max() { result["date"] = .string(date) }
        var node: [String: JSONValue] = [
            "@id": .string(id(criterion)),
            "@type": .string("Assertion"),
            "test": EARLReport.testNode(criterion),
            "subject": .string(website.id),
            "assertedBy": assertors.assertor(names),
            "mode": .string("earl:manual"),
            "result": .object(result),
        ]
        if !parts.isEmpty { node["hasPart"] = .array(parts.map { .string($0.id) }) }
        return (.object(node), outcome, names)
    }

    /// "2.4.7 Focus Visible (Level AA) over the whole scope of “Shop”: failed.", the outcome of each
    /// tested component on its platform, then each product part's level with its remarks as
    /// the conformance table gives them.
    static func description(_ row: ConformanceTable.Row, outcome: EARLOutcome, parts: [Part], website: String) -> String {
        let criterion = row.criterion
        var lines = [
            "\(criterion.number) \(criterion.name) (Level \(criterion.level.rawValue)) over the whole scope of “\(website)”: \(outcome.words)."
        ]
        if !parts.isEmpty {
            lines.append("Per component and platform: " + parts.map { "\($0.subject) \($0.outcome.words)" }.joined(separator: "; ") + ".")
        }
        if row.cells.isEmpty { lines.append("The plan has no scenarios, so nothing was tested.") }
        for cell in row.cells {
            var block = "\(cell.part.title): \(cell.level.title)."
            if cell.level == .gap || cell.level == .notEvaluated, EARLOutcome.Part(cell) == .fails {
                block += " A check already failed, so no result still to come can make the criterion met here."
            }
            lines.append("")
            lines.append(block)
            lines.append(cell.remarks)
        }
        return lines.joined(separator: "\n")
    }
}
