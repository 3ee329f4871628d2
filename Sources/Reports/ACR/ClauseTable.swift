import Conformance

/// The Section 508 and EN 301 549 chapters of an ACR made with a catalog that has them (the
/// Section 508 edition, the International Edition), in the catalog's order. GSA's catalog gives
/// each of their rows one component (`none`), so each row has one level for the product, with
/// remarks that say what it rests on:
/// - the Functional Performance Criteria (508's 302.x) and Statements (EN's 4.2.x) are derived
///   from the WCAG claims (`FunctionalPerformance`);
/// - a row some check evidences takes the level the checks give, by the WCAG rule;
/// - an informative or advisory clause requires nothing: Not Applicable, saying so;
/// - every other row is a gap until an auditor decides it (`stepwise decide … --part
///   any-platform`), hardware and relay services included: never Not Applicable unsaid.
/// An auditor's decision is the level of any row, shown beside the derived one.
public struct ClauseTable: Sendable {
    public struct Row: Sendable {
        public let clause: Clause
        /// What the report claims: the decision where an auditor decided, else `derived`.
        public let level: ConformanceLevel
        public let derived: ConformanceLevel
        public let decision: AuditorDecision?
        /// One fact a line, as every format lays them out.
        public let lines: [String]

        public var number: String { clause.number }
        public var name: String { clause.name }
        /// The lines as plain text.
        public var remarks: String { lines.joined(separator: "\n") }
    }

    public struct Chapter: Sendable {
        /// OpenACR's chapter key: "functional_performance_criteria", "en_301_549_hardware", ….
        public let id: String
        /// "Chapter 3: Functional Performance Criteria (FPC)".
        public let label: String
        public let standard: Clause.Standard
        /// What the chapter's table rests on, or how its gaps close.
        public let notes: String
        public let rows: [Row]
    }

    public let chapters: [Chapter]

    /// The chapters of one standard, in order.
    public func chapters(of standard: Clause.Standard) -> [Chapter] { chapters.filter { $0.standard == standard } }

    public init(_ table: ConformanceTable, catalog: OpenACRCatalog) {
        chapters = catalog.clauseChapters.map { chapter in
            let standard: Clause.Standard = catalog.standard(of: chapter)?.id == "508" ? .section508 : .en301549
            let rows = chapter.criteria.compactMap { criterion -> Row? in
                guard let clause = Clause.named(criterion.num), clause.standard == standard else { return nil }
                return Self.row(clause, chapter: chapter.id, table: table)
            }
            return Chapter(
                id: chapter.id, label: chapter.label, standard: standard, notes: ClauseChapterNotes.notes(chapter.id, standard: standard),
                rows: rows)
        }
    }

    static func row(_ clause: Clause, chapter: String, table: ConformanceTable) -> Row {
        let claim = table.claims.productClaim(clause)
        let decision = claim?.decision
        var derived: ConformanceLevel
        var lines: [String]
        if let statement = FunctionalPerformance.statement(clause.number) {
            (derived, lines) = functionalPerformance(statement, table: table)
        } else if let claim, claim.tally.covered {
            derived = claim.derived
            lines = [ConformanceRemarks.productWide(claim)]
        } else if clause.name.hasSuffix("(informative)") || clause.name.hasSuffix("(advisory only)") {
            derived = .notApplicable
            lines = ["Not applicable: an informative or advisory clause, which sets no requirement to meet."]
        } else {
            derived = .gap
            // A decision settles a row nothing else speaks to: its reason is the remark.
            lines = decision == nil ? [ClauseChapterNotes.gapRemark(chapter, clause: clause)] : []
        }
        if let decision { lines.insert(ConformanceRemarks.decisionSentence(decision, derived: derived), at: 0) }
        return Row(clause: clause, level: decision?.level ?? derived, derived: derived, decision: decision, lines: lines)
    }

    /// A Functional Performance Criterion or Statement: derived from its WCAG criteria, with
    /// its level in each product part and the claims that hold it back.
    static func functionalPerformance(_ criterion: FunctionalPerformance.Criterion, table: ConformanceTable) -> (ConformanceLevel, [String]) {
        let overall = FunctionalPerformance.derive(criterion, claims: table.claims)
        guard !criterion.wcag.isEmpty else {
            return (overall.level, ["Not established: \(criterion.basis), and these tests include no check of it."])
        }
        var lines = ["Derived from WCAG 2.2 " + ConformanceRemarks.list(criterion.wcag) + " (\(criterion.basis))."]
        for part in table.parts {
            let derived = FunctionalPerformance.derive(criterion, claims: table.claims, parts: [part])
            var sentence = "\(part.title): \(derived.level.title)"
            if !derived.holding.isEmpty {
                // A failed check always gives its criterion a level (never a gap), so each is named with it.
                sentence += ", because of " + ConformanceRemarks.list(derived.holding.map { "\($0.criterion) (\($0.level.title))" })
            }
            lines.append(sentence + ".")
        }
        return (overall.level, lines)
    }
}
