import WCAG

/// What a plan's checks can say of the Section 508 and EN 301 549 rows of a catalog, before
/// anything is tested: `stepwise coverage --catalog`. A row is derived (a Functional
/// Performance Criterion or Statement, whose WCAG criteria the plan checks), checked (a check
/// evidences the clause itself), informative (it sets no requirement), or left for an auditor's
/// decision: no check speaks to it, so the report has a gap there until one is recorded.
public struct ClauseCoverage: Sendable {
    public enum Source: String, Sendable, Hashable {
        /// From the claims on WCAG criteria the plan checks.
        case derived
        /// Checks of the clause itself.
        case checked
        /// An informative or advisory clause.
        case informative
        /// Nothing in the plan speaks to it.
        case decision
    }

    public struct Row: Sendable {
        public let clause: Clause
        public let source: Source
        /// The checks behind it: of the clause itself, or of its WCAG criteria.
        public let checks: Int
    }

    public struct Chapter: Sendable {
        public let id: String
        public let label: String
        public let standard: Clause.Standard
        public let rows: [Row]
    }

    public let catalog: OpenACRCatalog
    public let chapters: [Chapter]

    public init(map: ConformanceMap, catalog: OpenACRCatalog) {
        var counts: [String: Int] = [:]
        for check in map.checks {
            for criterion in Set(check.criteria) { counts[criterion, default: 0] += 1 }
        }
        self.catalog = catalog
        chapters = catalog.clauseChapters.map { chapter in
            let standard: Clause.Standard = catalog.standard(of: chapter)?.id == "508" ? .section508 : .en301549
            let rows = chapter.criteria.compactMap { criterion -> Row? in
                guard let clause = Clause.named(criterion.num) else { return nil }
                if let statement = FunctionalPerformance.statement(clause.number) {
                    let checks = statement.wcag.reduce(0) { $0 + (counts[$1] ?? 0) }
                    return Row(clause: clause, source: checks > 0 ? .derived : .decision, checks: checks)
                }
                if let checks = counts[clause.number], checks > 0 { return Row(clause: clause, source: .checked, checks: checks) }
                if clause.name.hasSuffix("(informative)") || clause.name.hasSuffix("(advisory only)") {
                    return Row(clause: clause, source: .informative, checks: 0)
                }
                return Row(clause: clause, source: .decision, checks: 0)
            }
            return Chapter(id: chapter.id, label: chapter.label, standard: standard, rows: rows)
        }
    }

    /// The rows only a decision can settle, chapter by chapter.
    public var needingDecision: [Row] { chapters.flatMap { $0.rows.filter { $0.source == .decision } } }
}
