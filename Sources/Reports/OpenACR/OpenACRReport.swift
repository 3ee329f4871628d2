import Conformance
import TestPlan

/// The report as an OpenACR document (GSA's YAML form of a VPAT), valid against
/// openacr-0.1.0.json and against the catalog it names: only the criteria and components the
/// catalog lists, only its terms as levels. The levels and remarks are the conformance table's
/// (`ConformanceTable`): nothing is claimed that no check backs — a criterion no check covers is
/// Not Evaluated, "not covered by these tests".
///
/// Components: web parts as `web`, native apps as `software`; scenarios with no platform also
/// as `software`, with remarks that say so (the catalog allows no platform-free component for
/// WCAG criteria, and `software` is Section 508's word for any non-web product). A component
/// the plan did not test (electronic documents, authoring tools, software when only the web
/// was tested) is left out rather than given a level. Chapters above `--level` are
/// `disabled: true` with a note, which GSA's renderer shows as a heading and the note.
public enum OpenACRReport {
    public static func render(_ report: Report) -> String {
        let options = report.conformance
        let table = ConformanceTable(report, target: options.target)
        let catalog = OpenACRCatalog.named(options.openACRCatalog) ?? OpenACRCatalog.all[0]
        let authorship = OpenACRAuthorship(report, testers: table.testers, claimsSHA256: table.claims.sha256)
        let productName = options.productName ?? "Product under test"

        var product: [(key: String, value: YAMLNode)] = [("name", .string(productName))]
        if let version = options.productVersion { product.append(("version", .string(version))) }
        var author: [(key: String, value: YAMLNode)] = []
        if let name = authorship.name { author.append(("name", .string(name))) }
        author.append(("email", .string(authorship.email)))

        var chapters: [(key: String, value: YAMLNode)] = []
        for chapter in catalog.chapters {
            chapters.append((chapter.id, Self.chapter(chapter, table: table)))
        }
        let document = YAMLNode.mapping([
            ("title", .string(options.productName.map { "\($0) Accessibility Conformance Report" } ?? "Accessibility Conformance Report")),
            ("product", .mapping(product)),
            ("author", .mapping(author)),
            ("report_date", .string(authorship.date)),
            ("notes", .string(notes(report, table: table, authorship: authorship))),
            ("evaluation_methods_used", .string(methods(report, table: table))),
            ("catalog", .string(catalog.id)),
            ("chapters", .mapping(chapters)),
        ])
        return document.document
    }

    static func chapter(_ chapter: OpenACRCatalog.Chapter, table: ConformanceTable) -> YAMLNode {
        guard let level = chapter.wcagLevel else {
            // A Section 508 chapter: hardware, software, documentation, functional performance.
            let criteria = chapter.criteria.map { criterion in
                entry(criterion.num, criterion.components.map { ($0, ConformanceLevel.notEvaluated, notCoveredBy508) })
            }
            return .mapping([("notes", .string(notCoveredBy508)), ("criteria", .sequence(criteria))])
        }
        guard level <= table.target else {
            return .mapping([
                ("disabled", .bool(true)),
                ("notes", .string(
                    "Level \(level.rawValue) is above this report's conformance target, Level \(table.target.rawValue), "
                        + "so its criteria were not evaluated (stepwise export --level \(level.rawValue) includes them).")),
            ])
        }
        let rows = Dictionary(table.rows.map { ($0.criterion.number, $0) }, uniquingKeysWith: { first, _ in first })
        var covered = 0
        var wcagCriteria = 0
        var gaps: [String] = []
        let criteria = chapter.criteria.map { criterion -> YAMLNode in
            let allowed = Set(criterion.components)
            guard let row = rows[criterion.num] else {
                // In the catalog but not a WCAG 2.2 success criterion: 4.1.1 Parsing.
                let note = criterion.num == "4.1.1"
                    ? "WCAG 2.2 removed 4.1.1 Parsing as obsolete, so there is nothing to test against; Stepwise maps no check to it."
                    : "Not a WCAG 2.2 success criterion, so these tests do not evaluate it."
                let components = table.parts.map(component).filter(allowed.contains)
                return entry(criterion.num, unique(components).map { ($0, .notApplicable, note) })
            }
            wcagCriteria += 1
            if row.cells.contains(where: \.tally.covered) { covered += 1 }
            for cell in row.cells where cell.level == .gap && allowed.contains(component(cell.part)) {
                gaps.append("\(criterion.num) (\(cell.part.title))")
            }
            let components = row.cells.compactMap { cell -> (String, ConformanceLevel, String)? in
                let name = component(cell.part)
                guard allowed.contains(name) else { return nil }
                let remarks = cell.part == .anyPlatform ? "Tested with no platform named: " + cell.remarks : cell.remarks
                return (name, cell.level, remarks)
            }
            return entry(criterion.num, components)
        }
        var notes = "\(covered) of the \(wcagCriteria) WCAG 2.2 criteria of this table have checks in the test plan."
        if !gaps.isEmpty {
            notes += " Gaps, where this evaluation has not established the criterion and no level is given: "
                + gaps.joined(separator: ", ") + "."
        }
        return .mapping([("notes", .string(notes)), ("criteria", .sequence(criteria))])
    }

    static let notCoveredBy508 =
        "Not covered by these tests: Stepwise's test plans check WCAG 2.2 success criteria, not the Section 508 requirements of this chapter."

    /// The catalog's component for a product part.
    static func component(_ part: ProductPart) -> String {
        part == .anyPlatform ? "software" : part.openACRComponent
    }

    /// A gap has an empty level: OpenACR's levels are the VPAT's terms, none of which says "not
    /// established" at A or AA, and GSA's own example leaves an entry not yet evaluated as
    /// `level: ""`. Its notes say why; the chapter's notes name every gap.
    static func entry(_ num: String, _ components: [(name: String, level: ConformanceLevel, notes: String)]) -> YAMLNode {
        .mapping([
            ("num", .string(num)),
            ("components", .sequence(components.map { component in
                .mapping([
                    ("name", .string(component.name)),
                    ("adherence", .mapping([
                        ("level", .string(component.level == .gap ? "" : component.level.rawValue)), ("notes", .string(component.notes)),
                    ])),
                ])
            })),
        ])
    }

    static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }

    /// What the report is and how far its claim goes.
    static func notes(_ report: Report, table: ConformanceTable, authorship: OpenACRAuthorship) -> String {
        var sentences = [
            "Made by Stepwise on \(report.generated.prefix(10)) from the recorded results of \(report.scenarios.count) "
                + "planned scenario\(report.scenarios.count == 1 ? "" : "s"). Conformance target: WCAG 2.2 Level \(table.target.rawValue)."
        ]
        if report.conformance.productName == nil {
            sentences.append("The product was not named (stepwise export --product).")
        }
        sentences.append(authorship.signOffNote)
        if table.parts.isEmpty {
            sentences.append("The test plan has no scenarios, so no criterion was evaluated.")
        } else if !table.complete {
            sentences.append(ConformanceStatement.completeness(table)
                + " In this file a gap has an empty level, as GSA's own example leaves an entry not yet evaluated; the chapter notes name each.")
        }
        sentences.append(
            "Levels: Supports where every check mapped to the criterion passed or did not apply and at least one passed; "
                + "Partially Supports where some failed and some passed; Does Not Support where checks failed and none passed; "
                + "Not Applicable where no check applied.")
        return sentences.joined(separator: " ")
    }

    /// The manual method, and what it was done on and with.
    static func methods(_ report: Report, table: ConformanceTable) -> String {
        let platforms = unique(report.scenarios.map(\.planned.platform)).map { $0.isEmpty ? "no platform named" : PlatformChoice.title($0) }
        func list(_ items: [String], none: String) -> String { items.isEmpty ? none : items.joined(separator: "; ") }
        return [
            "Manual testing with Stepwise: testers worked step by step through accessibility acceptance criteria written as "
                + "Gherkin scenarios (the MagentaA11y criteria Stepwise bundles, or the project's own), recording a verdict, "
                + "notes and defects for each step; the step library maps each step to the WCAG 2.2 success criteria it checks.",
            "Platforms: \(list(platforms, none: "none planned")).",
            "Devices and environments: \(list(table.environments, none: "none recorded")).",
            "Assistive technologies: \(list(table.assistiveTechnology, none: "none recorded")).",
            "Testers: \(list(table.testers, none: "none recorded")).",
        ].joined(separator: " ")
    }
}
