import Conformance
import JSON
import TestPlan

/// The report as EARL 1.0 in JSON-LD, shaped as an evaluation the W3C WCAG-EM Report Tool
/// opens (`stepwise export --format earl`):
///
/// - an `Evaluation` with a title, date, creators (the testers), the scope (the product, WCAG
///   2.2, the conformance target from `--level` as `WAI:WCAG2AA-Conformance`, the assistive
///   technologies used as the accessibility support baseline) and the findings;
/// - the sample (`structuredSample`): one `earl:TestSubject` per tested component and platform,
///   "Button on iOS", which the tool lists as sample pages and matches assertions to by title;
/// - the audit (`auditSample`): one `earl:Assertion` per WCAG 2.2 criterion at or below the
///   target and subject on which some planned step checks that criterion, in `earl:manual`
///   mode, asserted by the testers who gave its outcome, with the outcome (`EARLOutcome`) and
///   the evidence in words (`EARLEvidence`). A criterion no step checks on a subject gets no
///   assertion: the plan says nothing about it there, and the tool shows it as not checked.
///
/// The context is in the document (`EARLContext`), so reading it needs no network.
public enum EARLReport {
    public static func render(_ report: Report) -> String {
        IndentedJSON.text(document(report))
    }

    static func document(_ report: Report) -> JSONValue {
        let options = report.conformance
        let subjects = EARLSubject.gather(report, target: options.target)
        let assertors = EARLAssertors(report)
        var assertions: [JSONValue] = []
        var counts: [EARLOutcome: Int] = [:]
        var creators: [String] = []
        for subject in subjects {
            for criterion in subject.criteria {
                let checks = subject.checks[criterion.number] ?? []
                let outcome = EARLOutcome(CheckTally(checks.map(\.outcome)))
                counts[outcome, default: 0] += 1
                var answered: [Int] = []
                for check in checks where check.outcome != .untested && !answered.contains(check.scenario) {
                    answered.append(check.scenario)
                }
                var testers: [String] = []
                for index in answered {
                    let scenario = report.scenarios[index]
                    if let tester = scenario.attempt?.tester ?? scenario.session?.tester, !testers.contains(tester) {
                        testers.append(tester)
                    }
                }
                for tester in testers where !creators.contains(tester) { creators.append(tester) }
                var result: [String: JSONValue] = [
                    "@type": .string("TestResult"),
                    "outcome": .string(outcome.iri),
                    "description": .string(EARLEvidence.text(report, subject: subject, criterion: criterion, checks: checks)),
                ]
                if let date = answered.compactMap({ report.scenarios[$0].attempt?.time }).max() { result["date"] = .string(date) }
                assertions.append(
                    .object([
                        "@type": .string("Assertion"),
                        "test": .object([
                            "@id": .string("WCAG:" + criterion.slug),
                            "@type": .string("TestRequirement"),
                            "title": .string("\(criterion.number) \(criterion.name) (WCAG 2.2 Level \(criterion.level.rawValue))"),
                        ]),
                        "subject": .string(subject.id),
                        "assertedBy": assertors.assertor(testers),
                        "mode": .string("earl:manual"),
                        "result": .object(result),
                    ]))
            }
        }

        let product = [options.productName, options.productVersion].compactMap { $0 }.joined(separator: " ")
        let title = "Accessibility evaluation of " + (product.isEmpty ? "the tested components" : product)
        let summary = summaryText(report, subjects: subjects, assertions: assertions.count, counts: counts)
        let technology = unique(report.sessions.flatMap(\.assistiveTechnology))
        var scope: [String: JSONValue] = [
            "@id": .string("_:defineScope"),
            "scope": .object([
                "@id": .string("_:product"),
                "@type": .array([.string("TestSubject"), .string("Website")]),
                "title": .string(options.productName ?? "The tested components"),
                "description": .string(scopeText(options, subjects: subjects)),
            ]),
            "wcagVersion": .string("2.2"),
            "conformanceTarget": .string("WAI:WCAG2\(options.target.rawValue)-Conformance"),
        ]
        if !technology.isEmpty { scope["accessibilitySupportBaseline"] = .string(ConformanceRemarks.list(technology)) }
        let creatorNodes = creators.isEmpty ? [EARLAssertors.software] : assertors.people(creators)
        return .object([
            "@context": EARLContext.value,
            "@id": .string("_:evaluation"),
            "@type": .string("Evaluation"),
            "title": .string(title),
            "date": .string(report.generated),
            "creator": .array(creatorNodes),
            "summary": .string(summary),
            "defineScope": .object(scope),
            "selectSample": .object([
                "@id": .string("_:selectSample"),
                "structuredSample": .array(subjects.map { subjectNode($0, report: report, product: product) }),
            ]),
            "auditSample": .array(assertions),
            "reportFindings": .object([
                "@id": .string("_:reportFindings"),
                "date": .string(report.generated),
                "evaluator": .string(creators.isEmpty ? "nobody yet" : ConformanceRemarks.list(creators)),
                "evaluationSpecifics": .string(specificsText(report)),
            ]),
        ])
    }

    /// The sample entry of a subject: its title is what the Report Tool matches assertions by.
    private static func subjectNode(_ subject: EARLSubject, report: Report, product: String) -> JSONValue {
        var text = "Component “\(subject.featureName)” (\(subject.uris.joined(separator: ", ")))"
        if !product.isEmpty { text += " of \(product)" }
        text += " on \(PlatformChoice.title(subject.platform))"
        let environments = unique(subject.scenarios.compactMap { report.scenarios[$0].session?.environment })
        text += environments.isEmpty ? "." : ", tested on " + environments.joined(separator: "; ") + "."
        return .object([
            "@id": .string(subject.id),
            "@type": .string("TestSubject"),
            "title": .string(subject.title),
            "description": .string(text),
        ])
    }

    private static func scopeText(_ options: ConformanceReportOptions, subjects: [EARLSubject]) -> String {
        var text = options.productVersion.map { "Version \($0). " } ?? ""
        let components = unique(subjects.map(\.featureName))
        let platforms = unique(subjects.map { PlatformChoice.title($0.platform) })
        text += "Components tested: \(ConformanceRemarks.list(components)); on \(ConformanceRemarks.list(platforms))."
        return text
    }

    /// "WCAG 2.2 Level AA, 3 components on iOS and Android: 40 assertions, 30 passed, …".
    private static func summaryText(_ report: Report, subjects: [EARLSubject], assertions: Int, counts: [EARLOutcome: Int]) -> String {
        let components = unique(subjects.map(\.featureName)).count
        let platforms = unique(subjects.map { PlatformChoice.title($0.platform) })
        let outcomes = EARLOutcome.allCases.compactMap { outcome in counts[outcome].map { "\($0) \(outcome.words)" } }
        return "WCAG 2.2 Level \(report.conformance.target.rawValue), manual tests of \(components) component"
            + "\(components == 1 ? "" : "s") on \(ConformanceRemarks.list(platforms)): \(assertions) assertion"
            + "\(assertions == 1 ? "" : "s")" + (outcomes.isEmpty ? "." : ", " + outcomes.joined(separator: ", ") + ".")
    }

    private static func specificsText(_ report: Report) -> String {
        var lines = [
            "Manual tests run with Stepwise; report generated \(report.generated). Each assertion is one success criterion on one"
                + " component and platform, and rests on the planned steps that check that criterion there, as their current"
                + " results stand: a result for older steps, or one testers disagree on, counts as not tested."
        ]
        for session in report.sessions {
            lines.append(
                "Session \(session.id): \(session.tester) on \(PlatformChoice.title(session.platform))"
                    + (session.environment.map { ", \($0)" } ?? "") + ".")
        }
        for signOff in report.signOffs {
            lines.append("Sign-off by \(signOff.signer) (\(signOff.role)), “\(signOff.meaning)”, \(signOff.signatureWords): \(signOff.standing).")
        }
        // Decisions are claims about a criterion and part, not outcomes of checks: EARL has no
        // assertion for them, so they are stated here, each beside what the checks give.
        if !report.decisions.isEmpty {
            let table = ConformanceTable(report, target: report.conformance.target)
            for row in table.rows {
                for cell in row.cells {
                    guard let decision = cell.claim.decision else { continue }
                    lines.append(
                        "Auditor's decision on \(row.criterion.number) \(row.criterion.name) for \(cell.part.title) "
                            + "(\(decision.auditor), \(decision.time.prefix(10))): \(decision.level.title), where the checks give "
                            + "\(cell.derived.title). Reason: \(decision.reason)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }
}
