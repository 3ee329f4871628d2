import WCAG

/// A numbered requirement a conformance report has a row for: a WCAG 2.2 success criterion, a
/// provision of the Revised Section 508 standards, or a clause of EN 301 549. Their numbers do
/// not overlap (WCAG's run 1.1.1 to 4.1.3, Section 508's from 302.1, EN 301 549's are 4.2.1 and
/// 5.1 to 13.3), so a number names one; the type says which standard it belongs to, so nothing
/// downstream re-reads a string to find out.
public enum Clause: Sendable, Hashable, Comparable {
    case wcag(WCAGCriterion)
    /// A row of Section 508's Chapters 3 to 6 in GSA's catalog: "302.1", "502.2.1".
    case section508(Row)
    /// A row of EN 301 549's Chapters 4 to 13 in GSA's International Edition catalog: "4.2.1", "8.1.1".
    case en301549(Row)

    /// A Section 508 or EN 301 549 row: its number, name and the catalog chapter it is in.
    public struct Row: Sendable, Hashable {
        public let number: String
        public let name: String
        /// The OpenACR chapter id: "software", "en_301_549_hardware".
        public let chapter: String
    }

    public enum Standard: String, Sendable, CaseIterable {
        case wcag = "WCAG 2.2"
        case section508 = "Section 508"
        case en301549 = "EN 301 549"

        /// The value the ledger's decision record names it by; WCAG decisions name none, as
        /// they always did.
        public var recordName: String {
            switch self {
            case .wcag: return "wcag-2.2"
            case .section508: return "508"
            case .en301549: return "en-301-549"
            }
        }
    }

    public var number: String {
        switch self {
        case .wcag(let criterion): return criterion.number
        case .section508(let row), .en301549(let row): return row.number
        }
    }

    public var name: String {
        switch self {
        case .wcag(let criterion): return criterion.name
        case .section508(let row), .en301549(let row): return row.name
        }
    }

    public var standard: Standard {
        switch self {
        case .wcag: return .wcag
        case .section508: return .section508
        case .en301549: return .en301549
        }
    }

    /// The WCAG criterion, for a WCAG clause.
    public var wcag: WCAGCriterion? {
        if case .wcag(let criterion) = self { return criterion }
        return nil
    }

    /// Whether the report has one row for the whole product (Section 508 and EN 301 549: GSA's
    /// catalog gives them the one component `none`) rather than one per product part.
    public var isProductWide: Bool { wcag == nil }

    /// "1.2.1 Audio-only and Video-only (Prerecorded)", "EN 301 549 8.1.1 Generic", "Section 508 502.2.1 …".
    public var title: String {
        switch self {
        case .wcag(let criterion): return "\(criterion.number) \(criterion.name)"
        case .section508(let row), .en301549(let row): return "\(standard.rawValue) \(row.number) \(row.name)"
        }
    }

    /// The clause with this number: a WCAG 2.2 criterion, else a Section 508 or EN 301 549 row
    /// of the International Edition catalog (which holds every row of the other two); nil for
    /// a number none of them has.
    public static func named(_ number: String) -> Clause? {
        if let criterion = WCAGCriterion.named(number) { return .wcag(criterion) }
        return rows[number]
    }

    /// The clause with this number in a standard, as a ledger record names it.
    public static func named(_ number: String, standard: Standard) -> Clause? {
        guard let clause = named(number), clause.standard == standard else { return nil }
        return clause
    }

    private static let rows: [String: Clause] = {
        var rows: [String: Clause] = [:]
        guard let catalog = OpenACRCatalog.named(OpenACRCatalog.internationalEditionID) else { return rows }
        for chapter in catalog.clauseChapters {
            let isSection508 = catalog.standard(of: chapter)?.id == "508"
            for criterion in chapter.criteria where rows[criterion.num] == nil {
                let row = Row(number: criterion.num, name: criterion.handle, chapter: chapter.id)
                rows[criterion.num] = isSection508 ? .section508(row) : .en301549(row)
            }
        }
        return rows
    }()

    /// WCAG first, then Section 508, then EN 301 549; by number within each.
    public static func < (lhs: Clause, rhs: Clause) -> Bool {
        let order = Standard.allCases
        if lhs.standard != rhs.standard { return order.firstIndex(of: lhs.standard)! < order.firstIndex(of: rhs.standard)! }
        return WCAGCriterion.precedes(lhs.number, rhs.number)
    }
}
