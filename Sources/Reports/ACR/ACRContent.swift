import Conformance
import TestPlan

/// What the Accessibility Conformance Report says, section by section, in the layout of the
/// ITI VPAT 2.5 template (INT or Section 508 edition), worded by Stepwise: the HTML page
/// (`ACRReport`) and its Markdown twin (`ACRMarkdownReport`) only lay this out, so the two say
/// the same things and give the same figures.
///
/// The levels are the conformance table's (`ConformanceTable`), the executive summary counts
/// those very claims, and a gap — a criterion the evaluation has not established — is called
/// so, never given a VPAT term that claims anything.
struct ACRContent {
    /// Words that may lead somewhere: `url` is set only for an http, https or mailto address,
    /// so a `javascript:` link can never come out of the report's details.
    struct Linked: Equatable {
        let text: String
        let url: String?

        init(_ text: String, url: String? = nil) {
            self.text = text
            self.url = url.flatMap(ACRContent.safeURL)
        }
    }

    /// A labelled fact ("Report date: 2026-11-22"), its value on one or more lines.
    struct Fact {
        let label: String
        let lines: [Linked]
    }

    struct Term {
        let name: String
        let definition: String
    }

    struct Standard {
        let name: Linked
        let included: String
    }

    /// A page or screen evaluated, or a component of the plan when no scope was given.
    struct ScopeEntry {
        let title: Linked
        /// The rest, in a sentence or two; empty when there is nothing more to say.
        let details: String
    }

    /// One row of a counts table: how many criteria have each level of `columns`.
    struct Counts {
        let label: String
        /// In the order of the table's columns.
        let figures: [Int]
        let total: Int
    }

    struct CountsTable {
        let caption: String
        /// The first column's heading ("Product part", "Chapter").
        let rowHeading: String
        let columns: [ConformanceLevel]
        let rows: [Counts]
    }

    /// A criterion's level in one product part ("Web: Supports"); `part` is empty for a row
    /// with one level for the whole product (the Section 508 chapters).
    struct LevelLine {
        let part: String
        let level: ConformanceLevel
        /// "auditor's decision; the checks give Does Not Support", when an auditor decided.
        let decision: String?
    }

    /// A cell's remarks in one product part: sentences, the failed checks as a list, sentences.
    struct PartRemarks {
        let part: String
        let lead: [String]
        let failures: [String]
        var trailing: [String]
    }

    struct CriterionRow {
        /// "1.4.3 Contrast (Minimum)", "302.1 Without Vision".
        let name: String
        /// "Level AA" for a WCAG criterion; nil for a Section 508 or EN 301 549 one.
        let level: String?
        /// In the International Edition, what else a WCAG criterion answers: "EN 301 549 9.1.1.1
        /// (web), …; Section 508 501.1 (web and software), 504.2 (authoring tools)".
        var alsoAppliesTo: String? = nil
        /// W3C's Understanding document for a WCAG criterion.
        let link: String?
        let conformance: [LevelLine]
        var remarks: [PartRemarks]
    }

    /// A table of the report: one of WCAG's levels or one of Section 508's chapters.
    struct Chapter {
        let id: String
        /// "Table 1: Success Criteria, Level A", "Chapter 3: Functional Performance Criteria (FPC)".
        let heading: String
        /// What the table holds, for its caption (the heading above it names the chapter).
        let caption: String
        /// False for a WCAG level above the target: the notes say so and there are no rows.
        let included: Bool
        let notes: [String]
        let rows: [CriterionRow]
    }

    enum Section: String, CaseIterable {
        case information
        case standards
        case terms
        case summary
        case wcag
        case section508 = "section-508"
        case en301549 = "en-301-549"
        case disclaimer
        case licence

        var heading: String {
            switch self {
            case .information: return "Product and report information"
            case .standards: return "Applicable standards and guidelines"
            case .terms: return "Terms"
            case .summary: return "Executive summary"
            case .wcag: return "WCAG 2.2 report"
            case .section508: return "Revised Section 508 report"
            case .en301549: return "EN 301 549 report"
            case .disclaimer: return "Legal disclaimer"
            case .licence: return "Licence, feedback and repository"
            }
        }
    }

    /// The headings of the information section's parts, in order.
    static let contactHeading = "Contact information"
    static let notesHeading = "Notes"
    static let methodsHeading = "Evaluation methods used"
    static let scopeHeading = "Scope of the evaluation"
    /// The table headings of every criteria table, as VPAT 2.5 names the columns.
    static let columns = ["Criteria", "Conformance Level", "Remarks and Explanations"]
    static let basedOn = "based on VPAT® 2.5"

    let report: Report
    let table: ConformanceTable
    let authorship: OpenACRAuthorship
    /// The catalog `--catalog` names: its standards decide the report's tables.
    let catalog: OpenACRCatalog
    /// The Section 508 and EN 301 549 chapters, with a catalog that has them.
    let clauses: ClauseTable?

    init(_ report: Report) {
        self.report = report
        table = ConformanceTable(report, target: report.conformance.target)
        authorship = OpenACRAuthorship(report, testers: table.testers, claimsSHA256: table.claims.sha256)
        catalog = OpenACRCatalog.named(report.conformance.openACRCatalog) ?? OpenACRCatalog.all[0]
        clauses = catalog.clauseChapters.isEmpty ? nil : ClauseTable(table, catalog: catalog)
    }

    /// The International Edition: WCAG, Section 508 and EN 301 549.
    var isInternational: Bool { catalog.includesEN301549 }

    private var details: ReportDetails { report.conformance.details }

    /// The word for a level in every table and count. A gap is not a VPAT term and claims
    /// nothing, so it is never called by one.
    static func words(_ level: ConformanceLevel) -> String {
        level == .gap ? "Not established (gap)" : level.title
    }

    // MARK: Title

    /// "Shop Accessibility Conformance Report".
    var title: String {
        guard let name = details.productName, !name.isEmpty else { return "Accessibility Conformance Report" }
        return name + " Accessibility Conformance Report"
    }

    /// "WCAG edition", "Section 508 edition" or "International Edition".
    var edition: String {
        if isInternational { return "International Edition" }
        return catalog.includesSection508 ? "Section 508 edition" : "WCAG edition"
    }

    /// "WCAG edition, based on VPAT® 2.5".
    var subtitle: String { edition + ", " + Self.basedOn }

    var sections: [Section] {
        Section.allCases.filter { section in
            switch section {
            case .section508: return catalog.includesSection508
            case .en301549: return catalog.includesEN301549
            default: return true
            }
        }
    }

    // MARK: Product and report information

    var generatedDate: String { String(report.generated.prefix(10)) }

    /// The day the report was first issued: the one the details give, else the date of the
    /// sign-off that holds, else the day it was made.
    var reportDate: String { details.reportDate ?? authorship.date }

    var productFacts: [Fact] {
        var facts = [
            Fact(
                label: "Name of product/version",
                lines: [Linked(details.productTitle ?? "Not named (stepwise export --product, or report.product.name in stepwise.json)")])
        ]
        facts.append(
            Fact(label: "Product description", lines: Self.lines(details.productDescription ?? "Not given (report.product.description)")))
        if let url = details.productURL { facts.append(Fact(label: "Product website", lines: [Linked(url, url: url)])) }
        facts.append(Fact(label: "Report date", lines: [Linked(reportDate)]))
        facts.append(Fact(label: "Last modified", lines: [Linked(generatedDate)]))
        facts.append(Fact(label: "Report version", lines: [Linked(details.reportVersion.map(String.init) ?? "Not given (report.reportVersion)")]))
        return facts
    }

    var contactFacts: [Fact] {
        let vendor = Self.contact(details.vendor)
        var author = Self.contact(details.author)
        if author.isEmpty {
            if let name = authorship.name {
                let who =
                    report.signOffs.contains(where: \.vouches)
                    ? "the signer of the signed sign-off that holds" : "the tester\(table.testers.count == 1 ? "" : "s") whose results it shows"
                author = [Linked(name + " (not given in the report details: \(who))")]
                if !authorship.email.isEmpty { author.append(Linked(authorship.email, url: "mailto:" + authorship.email)) }
            } else {
                author = [Linked("Not given (report.author)")]
            }
        }
        return [
            Fact(label: "Vendor", lines: vendor.isEmpty ? [Linked("Not given (report.vendor)")] : vendor),
            Fact(label: "Report author", lines: author),
        ]
    }

    static func contact(_ contact: ReportDetails.Contact) -> [Linked] {
        var lines: [Linked] = []
        for text in [contact.name, contact.company].compactMap({ $0 }) { lines += Self.lines(text) }
        if let address = contact.address { lines += Self.lines(address) }
        if let email = contact.email { lines.append(Linked(email, url: "mailto:" + email)) }
        if let phone = contact.phone { lines.append(Linked("Phone: " + phone)) }
        if let website = contact.website { lines.append(Linked(website, url: website)) }
        return lines
    }

    /// What the report notes: the details' own notes, then how it was made, its target, whether
    /// the claim is complete, and whether a sign-off approved it.
    var notes: [String] {
        var notes: [String] = []
        if let own = details.notes { notes.append(own) }
        let count = report.scenarios.count
        notes.append(
            "Made by Stepwise on \(generatedDate) from the recorded results of \(count) planned scenario\(count == 1 ? "" : "s").")
        notes.append(ConformanceStatement.scope(table, options: report.conformance))
        if isInternational { notes.append(ENWCAGNotes.versions) }
        notes.append(ConformanceStatement.completeness(table, closeGaps: report.conformance.closeGapsCommand))
        notes.append("Levels, per criterion and product part, over the components tested: " + ConformanceRule.statement)
        if let builds = ReportPlausibility.buildsTested(report.testedSessions) { notes.append(builds) }
        if !table.parts.isEmpty { notes.append(ConformanceStatement.approval(table, report: report)) }
        notes.append(authorship.signOffNote)
        let missing = details.missing
        if !missing.isEmpty { notes.append("This report does not give " + ConformanceRemarks.list(missing) + ".") }
        return notes
    }

    var methods: [String] { EvaluationMethods.sentences(report, table: table) }

    /// The pages and screens evaluated, as the details name them; with none, the plan's
    /// components on their platforms (`scopeIsPlan`).
    var scope: [ScopeEntry] {
        guard details.scope.isEmpty else {
            return details.scope.map { item in
                var sentences: [String] = []
                if let url = item.url { sentences.append("A page, at \(url).") } else { sentences.append("An app screen.") }
                if let description = item.description { sentences.append(description) }
                if !item.platforms.isEmpty {
                    sentences.append("Evaluated on " + ConformanceRemarks.list(item.platforms.map(PlatformChoice.title)) + ".")
                }
                if !item.components.isEmpty { sentences.append("Components tested: " + ConformanceRemarks.list(item.components) + ".") }
                return ScopeEntry(title: Linked(item.title, url: item.url), details: sentences.joined(separator: " "))
            }
        }
        var order: [String] = []
        var platforms: [String: [String]] = [:]
        for scenario in report.scenarios {
            let name = scenario.planned.featureName.isEmpty ? scenario.planned.uri : scenario.planned.featureName
            if platforms[name] == nil { order.append(name) }
            if !platforms[name, default: []].contains(scenario.planned.platform) { platforms[name, default: []].append(scenario.planned.platform) }
        }
        return order.map { name in
            ScopeEntry(title: Linked(name), details: "Planned on " + ConformanceRemarks.list(platforms[name]!.map(PlatformChoice.title)) + ".")
        }
    }

    var scopeIsPlan: Bool { details.scope.isEmpty }

    var scopeIntroduction: String {
        if !scopeIsPlan { return "The evaluation covered these pages and app screens:" }
        if report.scenarios.isEmpty { return "No pages or screens were named for this report (report.scope), and the test plan has no scenarios." }
        return "No pages or screens were named for this report (report.scope in stepwise.json), so the scope is the components "
            + "of the test plan, on the platforms they were planned for:"
    }

    // MARK: Applicable standards

    var standards: [Standard] {
        let target = table.target
        let levels = [WCAGCriterion.Level.a, .aa, .aaa].map { level in
            "Level \(level.rawValue): " + (level <= target ? "Yes" : "No (above this report's conformance target, Level \(target.rawValue))")
        }
        var standards = [
            Standard(
                name: Linked("Web Content Accessibility Guidelines (WCAG) 2.2", url: "https://www.w3.org/TR/WCAG22/"),
                included: levels.joined(separator: ". ") + ".")
        ]
        if catalog.includesSection508 {
            standards.append(
                Standard(
                    name: Linked(
                        "Revised Section 508 standards (36 CFR part 1194), published January 18, 2017 and corrected January 22, 2018",
                        url: "https://www.access-board.gov/ict/"),
                    included: "Yes: the WCAG tables for the web content and software criteria Section 508 incorporates, "
                        + "and Chapters 3 (Functional Performance Criteria), 4, 5 and 6."))
        }
        if isInternational {
            standards.append(
                Standard(
                    name: Linked(
                        "EN 301 549 Accessibility requirements for ICT products and services, V3.2.1 (2021-03)",
                        url: "https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf"),
                    included: "Yes: chapters 9, 10 and 11's WCAG clauses in the WCAG tables, and Chapters 4 to 13."))
        }
        return standards
    }

    var standardsNote: String {
        var note =
            "The conformance target is WCAG 2.2 Level \(table.target.rawValue): the tables report every success criterion at "
            + (table.target == .a
                ? "Level A" : "Levels " + ConformanceRemarks.list([WCAGCriterion.Level.a, .aa, .aaa].filter { $0 <= table.target }.map(\.rawValue)))
            + "."
        if catalog.includesSection508 {
            note +=
                " Section 508 incorporates WCAG 2.0 Levels A and AA by reference; WCAG 2.2 keeps every one of those success "
                + "criteria but 4.1.1 Parsing, which it removed and these tests do not check."
        }
        if isInternational { note += " " + ENWCAGNotes.versions }
        return note
    }

    // MARK: Terms

    static let termsIntroduction =
        "The conformance levels, as VPAT 2.5 means them and as this report derives them from the checks of each criterion, "
        + "component by component. Where an auditor recorded a decision, it is the level, and the table says so beside it."

    var terms: [Term] {
        var terms = [
            Term(
                name: ConformanceLevel.supports.title,
                definition: "The product meets the criterion in this part, without a known defect, in at least one way people can "
                    + "use, or through an equivalent facilitation. Here: every check of it in this part was tested, none failed and at "
                    + "least one passed."),
            Term(
                name: ConformanceLevel.partiallySupports.title,
                definition: "Some of the product's functionality meets the criterion and some does not. Here: some components "
                    + "(features) fail it, but no more than half of those tested."),
            Term(
                name: ConformanceLevel.doesNotSupport.title,
                definition: "Most of the product's functionality does not meet the criterion. Here: more than half of the "
                    + "components tested fail it."),
            Term(
                name: ConformanceLevel.notApplicable.title,
                definition: "The criterion does not concern this product or part: every check of it was found not to apply, "
                    + "or WCAG2ICT does not apply it to a single native app."),
        ]
        terms.append(
            Term(
                name: ConformanceLevel.notEvaluated.title,
                definition: "The product was not evaluated against the criterion. VPAT 2.5 allows this only for Level AAA, and "
                    + "so does this report."))
        terms.append(
            Term(
                name: Self.words(.gap),
                definition: "Not a VPAT term. A Level A or AA criterion that no planned check covers, or whose checks are not all "
                    + "tested yet, and on which no auditor has decided: the evaluation has not established whether the "
                    + "product meets it. A gap is never claimed or counted as supported, and a report with gaps is an "
                    + "incomplete claim."))
        return terms
    }

    // MARK: Executive summary

    var summaryIntroduction: String {
        guard !table.parts.isEmpty else { return "The plan has no scenarios, so nothing is claimed." }
        return "How many of the \(table.rows.count) WCAG 2.2 success criteria up to Level \(table.target.rawValue) have each "
            + "conformance level, per product part: the same levels the tables below give, one per criterion and part."
    }

    /// The WCAG claims counted per product part.
    var partCounts: CountsTable {
        let claims = table.claims.claims
        var columns: [ConformanceLevel] = [.supports, .partiallySupports, .doesNotSupport, .notApplicable]
        if table.target == .aaa || claims.contains(where: { $0.level == .notEvaluated }) { columns.append(.notEvaluated) }
        columns.append(.gap)
        let rows = table.parts.map { part in
            Self.counts(part.title, levels: claims.filter { $0.part == part }.map(\.level), columns: columns)
        }
        return CountsTable(
            caption: "WCAG 2.2 success criteria up to Level \(table.target.rawValue) by conformance level, per product part",
            rowHeading: "Product part", columns: columns, rows: rows)
    }

    /// The Section 508 and EN 301 549 rows counted per chapter, with a catalog that has them.
    var chapterCounts: CountsTable? {
        guard let clauses else { return nil }
        let columns: [ConformanceLevel] = [.supports, .partiallySupports, .doesNotSupport, .notApplicable, .gap]
        let chapters = clauses.chapters.filter { !$0.rows.isEmpty }
        let rows = chapters.map { chapter in
            Self.counts(chapter.standard.rawValue + " " + chapter.label, levels: chapter.rows.map(\.level), columns: columns)
        }
        let standards = isInternational ? "Section 508 and EN 301 549" : "Section 508"
        return CountsTable(caption: "\(standards) criteria by conformance level, per chapter", rowHeading: "Chapter", columns: columns, rows: rows)
    }

    static func counts(_ label: String, levels: [ConformanceLevel], columns: [ConformanceLevel]) -> Counts {
        Counts(label: label, figures: columns.map { column in levels.filter { $0 == column }.count }, total: levels.count)
    }

    /// Every gap, by part, or that there is none.
    var gapStatement: String { ConformanceStatement.completeness(table, closeGaps: report.conformance.closeGapsCommand) }
    /// An incomplete report's first line: how far it has got, and that it is not yet a VPAT.
    var interimStatement: String? { ConformanceStatement.interim(table) }

    // MARK: Tables

    /// Tables 1 to 3, one per WCAG level; a level above the target has a note and no rows.
    var wcagChapters: [Chapter] {
        let names: [(WCAGCriterion.Level, Int)] = [(.a, 1), (.aa, 2), (.aaa, 3)]
        return names.map { level, number in
            let heading = "Table \(number): Success Criteria, Level \(level.rawValue)"
            let id = "table-\(number)"
            guard level <= table.target else {
                return Chapter(
                    id: id, heading: heading, caption: "", included: false,
                    notes: [
                        "Level \(level.rawValue) is above this report's conformance target, Level \(table.target.rawValue), so its "
                            + "criteria are not part of this report (stepwise export --level \(level.rawValue) includes them)."
                    ], rows: [])
            }
            let rows = table.rows.filter { $0.criterion.level == level }
            var notes: [String] = []
            if table.parts.isEmpty {
                notes.append("The test plan has no scenarios, so no criterion at this level was evaluated.")
            } else {
                let covered = rows.filter { $0.cells.contains(where: \.tally.covered) }.count
                notes.append("\(covered) of these \(rows.count) criteria have checks in the test plan.")
            }
            if level == .a {
                notes.append(
                    "4.1.1 Parsing is not listed: WCAG 2.2 removed it as obsolete, so there is nothing to evaluate."
                        + (isInternational ? " " + ENWCAGNotes.parsing : ""))
            }
            let caption =
                "The \(rows.count) Level \(level.rawValue) success criteria, with the conformance level and remarks for "
                + ConformanceRemarks.list(table.parts.map(\.title))
            return Chapter(
                id: id, heading: heading, caption: caption, included: true, notes: notes, rows: table.parts.isEmpty ? [] : rows.map(row))
        }
    }

    func row(_ row: ConformanceTable.Row) -> CriterionRow {
        var made = Self.row(row)
        guard isInternational else { return made }
        made.alsoAppliesTo = ENWCAGNotes.alsoAppliesTo(row.criterion)
        made.remarks = zip(made.remarks, row.cells).map { remarks, cell in
            var remarks = remarks
            remarks.trailing += ENWCAGNotes.remarks(row.criterion, part: cell.part)
            return remarks
        }
        return made
    }

    static func row(_ row: ConformanceTable.Row) -> CriterionRow {
        let criterion = row.criterion
        return CriterionRow(
            name: "\(criterion.number) \(criterion.name)", level: "Level \(criterion.level.rawValue)",
            link: "https://www.w3.org/WAI/WCAG22/Understanding/\(criterion.slug).html",
            conformance: row.cells.map { cell in
                LevelLine(
                    part: cell.part.title, level: cell.level,
                    decision: cell.claim.decision == nil ? nil : "auditor's decision; the checks give \(words(cell.derived))")
            },
            remarks: row.cells.map { cell in
                let parts = ConformanceRemarks.parts(cell, criterionLevel: cell.criterionLevel)
                return PartRemarks(
                    part: cell.part.title, lead: [parts.decision, parts.opening].compactMap { $0 }, failures: parts.failures.map(\.words),
                    trailing: parts.automated + [parts.untested, parts.notApplicable, parts.gap, parts.technology].compactMap { $0 })
            })
    }

    /// Chapters 3 to 6 of Section 508, or 4 to 13 of EN 301 549, with a catalog that has them.
    func clauseChapters(_ standard: Clause.Standard) -> [Chapter] {
        (clauses?.chapters(of: standard) ?? []).map { chapter in
            let prefix = standard == .section508 ? "section-508-" : "en-301-549-"
            let id = prefix + chapter.id.replacingOccurrences(of: "en_301_549_", with: "").replacingOccurrences(of: "_", with: "-")
            return Chapter(
                id: id, heading: chapter.label,
                caption: "The \(chapter.rows.count) criteria of \(chapter.label), with the conformance level and remarks for the product",
                included: true,
                notes: [chapter.notes],
                rows: chapter.rows.map { row in
                    CriterionRow(
                        name: "\(row.number) \(row.name)", level: nil, link: nil,
                        conformance: [
                            LevelLine(
                                part: "", level: row.level,
                                decision: row.decision == nil ? nil : "auditor's decision; the checks give \(Self.words(row.derived))")
                        ],
                        remarks: [PartRemarks(part: "", lead: row.lines, failures: [], trailing: [])])
                })
        }
    }

    // MARK: Legal disclaimer, licence, feedback

    var legalDisclaimer: String {
        details.legalDisclaimer ?? "No legal disclaimer was given for this report (report.legalDisclaimer in stepwise.json)."
    }

    var licenceFacts: [Fact] {
        var facts: [Fact] = []
        if let licence = details.license {
            let simple = licence.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
            facts.append(Fact(label: "Licence", lines: [Linked(licence, url: simple ? "https://spdx.org/licenses/\(licence).html" : nil)]))
        } else {
            facts.append(Fact(label: "Licence", lines: [Linked("None given (report.license)")]))
        }
        if let feedback = details.feedback {
            facts.append(
                Fact(label: "Feedback", lines: [Linked(feedback.hasPrefix("mailto:") ? String(feedback.dropFirst(7)) : feedback, url: feedback)]))
        } else if let email = details.vendor.email {
            facts.append(Fact(label: "Feedback", lines: [Linked(email, url: "mailto:" + email)]))
        } else {
            facts.append(Fact(label: "Feedback", lines: [Linked("Not given (report.feedback)")]))
        }
        facts.append(Fact(label: "Repository", lines: [details.repository.map { Linked($0, url: $0) } ?? Linked("Not given (report.repository)")]))
        if !details.related.isEmpty {
            facts.append(
                Fact(label: "Related reports", lines: details.related.map { Linked("\($0.url) (\($0.type))", url: $0.url) }))
        }
        return facts
    }

    var footer: String {
        "Made by Stepwise on \(generatedDate). VPAT® is a registered service mark of the Information Technology Industry Council "
            + "(ITI); this report follows the layout of its VPAT 2.5 template in Stepwise's own words."
    }

    // MARK: Helpers

    /// Text given on several lines, a line each.
    static func lines(_ text: String) -> [Linked] {
        text.split(whereSeparator: \.isNewline).map { Linked(String($0)) }
    }

    /// The address when it is an http, https or mailto one with nothing in it that would end
    /// or break a link; nil otherwise.
    static func safeURL(_ url: String) -> String? {
        let lower = url.lowercased()
        guard let scheme = ["https://", "http://", "mailto:"].first(where: lower.hasPrefix), url.count > scheme.count,
            !url.contains(where: { $0.isWhitespace || $0.isNewline || "\"'<>`\\".contains($0) }),
            !url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        return url
    }
}
