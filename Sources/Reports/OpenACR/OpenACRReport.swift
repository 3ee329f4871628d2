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
    /// The document written into `out`, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        out.append(render(report))
    }

    public static func render(_ report: Report) -> String {
        let options = report.conformance
        let table = ConformanceTable(report, target: options.target)
        let catalog = OpenACRCatalog.named(options.openACRCatalog) ?? OpenACRCatalog.all[0]
        let authorship = OpenACRAuthorship(report, testers: table.testers, claimsSHA256: table.claims.sha256)
        let details = options.details
        let productName = options.productName ?? "Product under test"

        var product: [(key: String, value: YAMLNode)] = [("name", .string(productName))]
        if let version = options.productVersion { product.append(("version", .string(version))) }
        if let description = details.productDescription { product.append(("description", .string(description))) }
        var author: [(key: String, value: YAMLNode)]
        if details.author.isEmpty {
            author = []
            if let name = authorship.name { author.append(("name", .string(name))) }
            author.append(("email", .string(authorship.email)))
        } else {
            author = Self.contact(details.author)
        }

        var fields: [(key: String, value: YAMLNode)] = [
            // GSA's template adds "Accessibility Conformance Report" to the title, and its
            // examples title the product: so the title is the product's name.
            ("title", .string(productName)),
            ("product", .mapping(product)),
            ("author", .mapping(author)),
        ]
        if !details.vendor.isEmpty { fields.append(("vendor", .mapping(Self.contact(details.vendor)))) }
        fields.append(("report_date", .string(details.reportDate ?? authorship.date)))
        fields.append(("last_modified_date", .string(String(report.generated.prefix(10)))))
        if let version = details.reportVersion { fields.append(("version", .int(version))) }
        fields.append(("notes", .string(notes(report, table: table, authorship: authorship, catalog: catalog))))
        // GSA's renderer reads it as Markdown: testers', devices' and tools' names stay text.
        fields.append(("evaluation_methods_used", .string(MarkdownText.prose(methods(report, table: table)))))
        if let disclaimer = details.legalDisclaimer { fields.append(("legal_disclaimer", .string(disclaimer))) }
        if let repository = details.repository { fields.append(("repository", .string(repository))) }
        if let feedback = details.feedback ?? details.vendor.email.map({ "mailto:" + $0 }) { fields.append(("feedback", .string(feedback))) }
        if let license = details.license { fields.append(("license", .string(license))) }
        if !details.related.isEmpty {
            fields.append(
                ("related_openacrs", .sequence(details.related.map { .mapping([("url", .string($0.url)), ("type", .string($0.type))]) })))
        }
        fields.append(("catalog", .string(catalog.id)))
        fields.append(("chapters", .mapping(chapters(catalog, table: table))))
        let document = YAMLNode.mapping(fields)
        return document.document
    }

    /// The catalog's chapters in its order: the WCAG tables, then the Section 508 and EN 301 549
    /// chapters the catalog has (`ClauseTable`).
    static func chapters(_ catalog: OpenACRCatalog, table: ConformanceTable) -> [(key: String, value: YAMLNode)] {
        let clauses = catalog.clauseChapters.isEmpty ? nil : ClauseTable(table, catalog: catalog)
        var chapters: [(key: String, value: YAMLNode)] = []
        for chapter in catalog.chapters {
            if let level = chapter.wcagLevel {
                chapters.append((chapter.id, Self.chapter(chapter, level: level, table: table, international: catalog.includesEN301549)))
            } else if let clauseChapter = clauses?.chapters.first(where: { $0.id == chapter.id }) {
                chapters.append((chapter.id, Self.chapter(clauseChapter)))
            }
        }
        return chapters
    }

    static func chapter(_ chapter: OpenACRCatalog.Chapter, level: WCAGCriterion.Level, table: ConformanceTable, international: Bool) -> YAMLNode {
        guard level <= table.target else {
            return .mapping([
                ("disabled", .bool(true)),
                (
                    "notes",
                    .string(
                        "Level \(level.rawValue) is above this report's conformance target, Level \(table.target.rawValue), "
                            + "so its criteria were not evaluated (stepwise export --level \(level.rawValue) includes them).")
                ),
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
                var note =
                    criterion.num == "4.1.1"
                    ? "WCAG 2.2 removed 4.1.1 Parsing as obsolete, so there is nothing to test against; Stepwise maps no check to it."
                    : "Not a WCAG 2.2 success criterion, so these tests do not evaluate it."
                if international && criterion.num == "4.1.1" { note += " " + ENWCAGNotes.parsing }
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
                var extra = international ? ENWCAGNotes.remarks(row.criterion, part: cell.part) : []
                if cell.part == .anyPlatform { extra.append("Tested with no platform named.") }
                return (name, cell.level, ConformanceRemarks.markdown(cell, criterionLevel: cell.criterionLevel, extra: extra))
            }
            return entry(criterion.num, components)
        }
        var notes = "\(covered) of the \(wcagCriteria) WCAG 2.2 criteria of this table have checks in the test plan."
        if !gaps.isEmpty {
            notes +=
                " Gaps, where this evaluation has not established the criterion and no level is given: "
                + gaps.joined(separator: ", ") + "."
        }
        return .mapping([("notes", .string(notes)), ("criteria", .sequence(criteria))])
    }

    /// A Section 508 or EN 301 549 chapter as `ClauseTable` gives it: one `none` component per
    /// criterion, as GSA's catalog lists them; a gap has an empty level, as in the WCAG chapters.
    /// A chapter with no rows of its own (EN 301 549's chapter 9, which the WCAG tables answer)
    /// has its notes only.
    static func chapter(_ chapter: ClauseTable.Chapter) -> YAMLNode {
        let notes = YAMLNode.string(MarkdownText.prose(chapter.notes))
        guard !chapter.rows.isEmpty else { return .mapping([("notes", notes)]) }
        let criteria = chapter.rows.map { row in
            entry(row.number, [("none", row.level, ConformanceRemarks.markdownParagraphs(row.lines.map(MarkdownText.prose)))])
        }
        return .mapping([("notes", notes), ("criteria", .sequence(criteria))])
    }

    /// OpenACR's contact: the fields given, and the email the schema requires (empty when
    /// none was given, which GSA's renderer leaves out).
    static func contact(_ contact: ReportDetails.Contact) -> [(key: String, value: YAMLNode)] {
        var fields: [(key: String, value: YAMLNode)] = []
        if let name = contact.name { fields.append(("name", .string(name))) }
        if let company = contact.company { fields.append(("company_name", .string(company))) }
        if let address = contact.address { fields.append(("address", .string(address))) }
        fields.append(("email", .string(contact.email ?? "")))
        if let phone = contact.phone { fields.append(("phone", .string(phone))) }
        if let website = contact.website { fields.append(("website", .string(website))) }
        return fields
    }

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
            (
                "components",
                .sequence(
                    components.map { component in
                        .mapping([
                            ("name", .string(component.name)),
                            (
                                "adherence",
                                .mapping([
                                    ("level", .string(component.level == .gap ? "" : component.level.rawValue)), ("notes", .string(component.notes)),
                                ])
                            ),
                        ])
                    })
            ),
        ])
    }

    static func unique(_ items: [String]) -> [String] {
        var seen: [String] = []
        for item in items where !seen.contains(item) { seen.append(item) }
        return seen
    }

    /// What the report is and how far its claim goes.
    static func notes(_ report: Report, table: ConformanceTable, authorship: OpenACRAuthorship, catalog: OpenACRCatalog) -> String {
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
            sentences.append(
                ConformanceStatement.completeness(table, closeGaps: report.conformance.closeGapsCommand)
                    + " In this file a gap has an empty level, as GSA's own example leaves an entry not yet evaluated; the chapter notes name each.")
        }
        // The rule the levels follow, word for word as the code states it (`ConformanceRule`).
        sentences.append("Levels, per criterion and product part, over the components tested: " + ConformanceRule.statement)
        if let builds = ReportPlausibility.buildsTested(report.testedSessions) { sentences.append(builds) }
        if catalog.includesEN301549 { sentences.append(ENWCAGNotes.versions) }
        // The report's own notes are the author's Markdown; Stepwise's sentences name testers,
        // signers and products, whose words stay text.
        let own = report.conformance.details.notes.map { [$0] } ?? []
        return (own + sentences.map(MarkdownText.prose)).joined(separator: " ")
    }

    /// The manual method, and what it was done on and with.
    static func methods(_ report: Report, table: ConformanceTable) -> String {
        EvaluationMethods.sentences(report, table: table).joined(separator: " ")
    }
}
