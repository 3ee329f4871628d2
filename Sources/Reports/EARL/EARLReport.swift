import Conformance
import JSON
import TestPlan

/// The report as EARL 1.0 in JSON-LD, shaped as an evaluation the W3C WCAG-EM Report Tool
/// opens and sums (`stepwise export --format earl`):
///
/// - an `Evaluation` with a title, date, creators (the testers and auditors whose results the
///   report rests on), the scope (the product as a `Website` subject with its address, WCAG
///   2.2, the conformance target from `--level` as `WAI:WCAG2AA-Conformance`, the assistive
///   technologies used as the accessibility support baseline) and the findings;
/// - the sample (`structuredSample`): the pages and app screens of the report's scope, then one
///   `earl:TestSubject` per tested component and platform, "Button on iOS", with the addresses
///   of the scope pages that list it; the tool matches per-subject assertions to it by title;
/// - the audit (`auditSample`): first one scope assertion per WCAG 2.2 criterion at or below
///   the target, about the website, with the outcome the conformance table gives
///   (`EARLScopeAssertions`, which says how the tool reads and sums them); then one
///   per-subject `earl:Assertion` per such criterion and subject on which some planned step
///   checks it, in `earl:manual` mode, asserted by the testers who gave its outcome, with the
///   outcome (`EARLOutcome`) and the evidence in words (`EARLEvidence`). A criterion no step
///   checks on a subject gets no per-subject assertion there: the plan says nothing about it.
///
/// Every `@id` is one Stepwise made and stays the same for the same plan and details:
/// `_:product`, `_:page-2`, `_:subject-1`, `_:assertion-subject-1-focus-visible`,
/// `_:assertion-product-focus-visible`, `_:tester-1`. Addresses are `source` values, never
/// ids: a product address that is also a scope page's would otherwise merge the two nodes.
/// The context is in the document (`EARLContext`), so reading it needs no network.
public enum EARLReport {
    /// The document written into `out`, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        IndentedJSON.write(document(report), to: out)
    }

    public static func render(_ report: Report) -> String {
        IndentedJSON.text(document(report))
    }

    static let websiteID = "_:product"

    static func document(_ report: Report) -> JSONValue {
        let options = report.conformance
        let table = ConformanceTable(report, target: options.target)
        let subjects = EARLSubject.gather(report, target: options.target, map: table.map)
        let assertors = EARLAssertors(report, table: table)
        let subjectTitles = Set(subjects.map(\.title))
        var websiteTitle = options.productName ?? "The tested components"
        if subjectTitles.contains(websiteTitle) { websiteTitle += " (product)" }
        let pages = EARLScopePage.gather(options.details.scope, taken: subjectTitles.union([websiteTitle]))

        let subjectAssertions = EARLSubjectAssertions(report, subjects: subjects, assertors: assertors)
        let automated = EARLAutomatedAssertions(table, scope: pages, taken: subjectTitles.union([websiteTitle]))
        var named = subjectAssertions.testers
        var scopeAssertions: [JSONValue] = []
        var scopeCounts: [EARLOutcome: Int] = [:]
        for row in table.rows {
            let parts = (subjectAssertions.parts[row.criterion.number] ?? []) + (automated.parts[row.criterion.number] ?? [])
            let scope = EARLScopeAssertions.node(row, parts: parts, website: (websiteID, websiteTitle), assertors: assertors)
            scopeAssertions.append(scope.node)
            scopeCounts[scope.outcome, default: 0] += 1
            named += scope.names
        }
        let creators = assertors.ordered(named)

        let product = [options.productName, options.productVersion].compactMap { $0 }.joined(separator: " ")
        let title = "Accessibility evaluation of " + (product.isEmpty ? "the tested components" : product)
        var summary = summaryText(
            report, table: table, subjects: subjects, scope: scopeCounts, assertions: subjectAssertions.nodes.count,
            counts: subjectAssertions.counts)
        if !automated.nodes.isEmpty { summary += " " + automatedSummary(table, automated: automated) }
        let creatorNodes = creators.isEmpty ? [EARLAssertors.software] : assertors.people(creators)
        // Pages before the components that refer to them: a JSON-LD framer writes each node out
        // where it first meets it, and the tool reads the sample entries where they are listed.
        let sample =
            pages.map { page in page.node(testedHere: subjects.filter(page.lists)) }
            + subjects.map { subject in subjectNode(subject, report: report, product: product, pages: pages.filter { $0.lists(subject) }) }
            + automated.pages.compactMap(\.node)
        return .object([
            "@context": EARLContext.value,
            "@id": .string("_:evaluation"),
            "@type": .string("Evaluation"),
            "title": .string(title),
            "date": .string(report.generated),
            "creator": .array(creatorNodes + automated.engines),
            "summary": .string(summary),
            "defineScope": scopeNode(options, table: table, websiteTitle: websiteTitle, subjects: subjects, pages: pages),
            "selectSample": .object([
                "@id": .string("_:selectSample"),
                "structuredSample": .array(sample),
            ]),
            "auditSample": .array(scopeAssertions + subjectAssertions.nodes + automated.nodes),
            "reportFindings": .object([
                "@id": .string("_:reportFindings"),
                "date": .string(report.generated),
                "evaluator": .string(creators.isEmpty ? "nobody yet" : ConformanceRemarks.list(creators)),
                "evaluationSpecifics": .string(specificsText(report, table: table)),
            ]),
        ])
    }

    /// The scope of the evaluation: the product as the website subject, WCAG 2.2, the
    /// conformance target, and the assistive technologies used as the accessibility support
    /// baseline.
    private static func scopeNode(
        _ options: ConformanceReportOptions, table: ConformanceTable, websiteTitle: String, subjects: [EARLSubject], pages: [EARLScopePage]
    ) -> JSONValue {
        var website: [String: JSONValue] = [
            "@id": .string(websiteID),
            "@type": .array([.string("TestSubject"), .string("Website")]),
            "title": .string(websiteTitle),
            "description": .string(scopeText(options, subjects: subjects, pages: pages)),
        ]
        if let url = EARLScopePage.address(options.details.productURL) { website["source"] = .string(url) }
        var scope: [String: JSONValue] = [
            "@id": .string("_:defineScope"),
            "scope": .object(website),
            "wcagVersion": .string("2.2"),
            "conformanceTarget": .string("WAI:WCAG2\(options.target.rawValue)-Conformance"),
        ]
        if !table.assistiveTechnology.isEmpty {
            scope["accessibilitySupportBaseline"] = .string(ConformanceRemarks.list(table.assistiveTechnology))
        }
        return .object(scope)
    }

    /// The criterion an assertion tests, under the address the tool resolves (`EARLContext`).
    static func testNode(_ criterion: WCAGCriterion) -> JSONValue {
        .object([
            "@id": .string("WCAG:" + criterion.slug),
            "@type": .string("TestRequirement"),
            "title": .string("\(criterion.number) \(criterion.name) (WCAG 2.2 Level \(criterion.level.rawValue))"),
        ])
    }

    /// The sample entry of a subject: its title is what the Report Tool matches assertions by.
    /// Its description has no address in it (the pages' are in `source`): the tool would take
    /// the first address it finds for the entry's identity, and two components on one page
    /// would become one entry when the tool saves the evaluation and opens it again.
    private static func subjectNode(_ subject: EARLSubject, report: Report, product: String, pages: [EARLScopePage]) -> JSONValue {
        var text = "Component “\(subject.featureName)” (\(subject.uris.joined(separator: ", ")))"
        if !product.isEmpty { text += " of \(product)" }
        text += " on \(PlatformChoice.title(subject.platform))"
        let environments = unique(subject.scenarios.compactMap { report.scenarios[$0].session?.environment })
        text += environments.isEmpty ? "." : ", tested on " + environments.joined(separator: "; ") + "."
        var node: [String: JSONValue] = [
            "@id": .string(subject.id),
            "@type": .array([.string("TestSubject"), .string("Webpage")]),
            "title": .string(subject.title),
            "description": .string(text),
        ]
        if !pages.isEmpty { node["isPartOf"] = .array(pages.map { .string($0.id) }) }
        let addresses = unique(pages.compactMap(\.url))
        if !addresses.isEmpty { node["source"] = .array(addresses.map(JSONValue.string)) }
        return .object(node)
    }

    /// The website's description, which the tool shows as the scope of the evaluation.
    private static func scopeText(_ options: ConformanceReportOptions, subjects: [EARLSubject], pages: [EARLScopePage]) -> String {
        var text = EARLScopePage.address(options.details.productURL).map { "The product at \($0). " } ?? ""
        text += options.productVersion.map { "Version \($0). " } ?? ""
        let components = unique(subjects.map(\.featureName))
        let platforms = unique(subjects.map { PlatformChoice.title($0.platform) })
        text +=
            components.isEmpty
            ? "No components tested."
            : "Components tested: \(ConformanceRemarks.list(components)); on \(ConformanceRemarks.list(platforms))."
        if !pages.isEmpty {
            text += " Pages and screens in scope: \(ConformanceRemarks.list(pages.map(\.title)))."
        }
        return text
    }

    /// "WCAG 2.2 Level AA over the whole scope, 55 success criteria: 1 failed, 3 cannot tell, 51
    /// not tested. Behind them, manual tests of 3 components on iOS and Android: 40 assertions, …".
    private static func summaryText(
        _ report: Report, table: ConformanceTable, subjects: [EARLSubject], scope: [EARLOutcome: Int], assertions: Int,
        counts: [EARLOutcome: Int]
    ) -> String {
        func words(_ counts: [EARLOutcome: Int]) -> [String] {
            EARLOutcome.allCases.compactMap { outcome in counts[outcome].map { "\($0) \(outcome.words)" } }
        }
        let criteria = table.rows.count
        var text =
            "WCAG 2.2 Level \(report.conformance.target.rawValue) over the whole scope, \(criteria) success criteri"
            + (criteria == 1 ? "on" : "a") + (scope.isEmpty ? "." : ": " + words(scope).joined(separator: ", ") + ".")
        let components = unique(subjects.map(\.featureName)).count
        let platforms = unique(subjects.map { PlatformChoice.title($0.platform) })
        guard components > 0 else { return text + " No components were tested." }
        text +=
            " Behind them, manual tests of \(components) component\(components == 1 ? "" : "s") on "
            + "\(ConformanceRemarks.list(platforms)): \(assertions) assertion\(assertions == 1 ? "" : "s") on a component and platform"
        let outcomes = words(counts)
        return text + (outcomes.isEmpty ? "." : ", " + outcomes.joined(separator: ", ") + ".")
    }

    /// How the results were got, and the sessions they come from: only those whose results
    /// count for this report (`ConformanceTable.sessions`), not every session in the folder.
    private static func specificsText(_ report: Report, table: ConformanceTable) -> String {
        var lines = [
            "Manual tests run with Stepwise; report generated \(report.generated). Each scope assertion is one success criterion"
                + " over the whole scope, with the outcome the conformance table's levels give (any part failing fails it; every"
                + " part supporting or not applicable passes it; a part not established leaves it cannot tell, or not tested when"
                + " nothing was answered). Each per-subject assertion is one criterion on one component and platform, and rests on"
                + " the planned steps that check that criterion there, as their current results stand: a result for older steps,"
                + " or one testers disagree on, counts as not tested."
        ]
        for session in table.sessions {
            lines.append(
                "Session \(session.id): \(session.tester) on \(PlatformChoice.title(session.platform))"
                    + (session.environment.map { ", \($0)" } ?? "") + ".")
        }
        for scan in table.scans {
            lines.append(
                "Automated session \(scan.facts.session): \(scan.facts.tester) on \(scan.facts.url) (\(PlatformChoice.title(scan.facts.platform))), "
                    + "scanned \(scan.facts.time)" + (scan.facts.recordedBy.map { ", recorded by \($0)" } ?? "") + ".")
        }
        for signOff in report.signOffs {
            lines.append("Sign-off by \(signOff.signer) (\(signOff.role)), “\(signOff.meaning)”, \(signOff.signatureWords): \(signOff.standing).")
        }
        // Decisions are claims about a criterion and part, not outcomes of checks: the scope
        // assertion takes the decided level, and it is stated here beside what the checks give.
        for row in table.rows {
            for cell in row.cells {
                guard let decision = cell.claim.decision else { continue }
                lines.append(
                    "Auditor's decision on \(row.criterion.number) \(row.criterion.name) for \(cell.part.title) "
                        + "(\(decision.auditor), \(decision.time.prefix(10))): \(decision.level.title), where the checks give "
                        + "\(cell.derived.title). Reason: \(decision.reason)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// "Automated: 6 assertions by axe-core 4.10.2 on 1 page, 2 failed, 1 cannot tell, 3 passed."
    private static func automatedSummary(_ table: ConformanceTable, automated: EARLAutomatedAssertions) -> String {
        let count = automated.nodes.count
        let pages = unique(table.scans.map(\.facts.url)).count
        let outcomes = EARLOutcome.allCases.compactMap { outcome in automated.counts[outcome].map { "\($0) \(outcome.words)" } }
        return "Automated: \(count) assertion\(count == 1 ? "" : "s") by \(ConformanceRemarks.list(table.engines)) on \(pages) "
            + "page\(pages == 1 ? "" : "s") in earl:automatic mode" + (outcomes.isEmpty ? "." : ", " + outcomes.joined(separator: ", ") + ".")
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }
}
