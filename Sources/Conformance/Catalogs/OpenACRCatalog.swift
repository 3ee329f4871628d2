import WCAG

/// One of GSA's OpenACR catalogs: the standards of a VPAT edition, their chapters, the criteria
/// of each in the order the report lists them, and the components (web, software, …) a
/// criterion may be reported for. GSA's validator refuses a criterion or component the catalog
/// does not list, so reports are built from this, not from Stepwise's own list of WCAG
/// criteria. `OpenACRCatalogs.swift` holds the three catalogs `--catalog` can name.
public struct OpenACRCatalog: Sendable {
    /// A standard the catalog reports on, with the chapters that are its part of the report.
    public struct Standard: Sendable {
        /// "wcag-2.2", "508", "eu".
        public let id: String
        public let label: String
        public let url: String
        public let chapters: [String]
    }

    public struct Chapter: Sendable {
        /// "success_criteria_level_a", "functional_performance_criteria", "en_301_549_hardware",
        /// …: the key under `chapters` in an OpenACR document.
        public let id: String
        public let label: String
        public let criteria: [Criterion]

        /// The WCAG level whose success criteria this chapter lists; nil for the Section 508
        /// and EN 301 549 chapters.
        public var wcagLevel: WCAGCriterion.Level? {
            switch id {
            case "success_criteria_level_a": return .a
            case "success_criteria_level_aa": return .aa
            case "success_criteria_level_aaa": return .aaa
            default: return nil
            }
        }
    }

    public struct Criterion: Sendable {
        /// "1.1.1", "302.1", "8.1.1".
        public let num: String
        public let handle: String
        /// Component ids: "web", "electronic-docs", "software", "authoring-tool", "none".
        public let components: [String]
    }

    public let id: String
    public let title: String
    public let standards: [Standard]
    public let chapters: [Chapter]

    /// The catalog with this id; nil for one Stepwise does not carry.
    public static func named(_ id: String) -> OpenACRCatalog? { all.first { $0.id == id } }

    /// The WCAG edition, the default.
    public static let wcagEditionID = "2.5-edition-wcag-2.2-en"
    /// WCAG and the Revised Section 508 standards.
    public static let section508EditionID = "2.5-edition-wcag-2.2-508-en"
    /// The International Edition: WCAG, Section 508 and EN 301 549.
    public static let internationalEditionID = "2.5-edition-wcag-2.2-508-eu-en"

    /// Every catalog id, in the order `--catalog` lists them.
    public static var ids: [String] { all.map(\.id) }

    /// The standard a chapter belongs to.
    public func standard(of chapter: Chapter) -> Standard? { standards.first { $0.chapters.contains(chapter.id) } }

    /// The chapters that are not WCAG tables: Section 508's and EN 301 549's, in the catalog's order.
    public var clauseChapters: [Chapter] { chapters.filter { $0.wcagLevel == nil } }

    /// Whether the catalog reports on EN 301 549.
    public var includesEN301549: Bool { standards.contains { $0.id == "eu" } }

    /// Whether the catalog reports on the Revised Section 508 standards.
    public var includesSection508: Bool { standards.contains { $0.id == "508" } }
}
