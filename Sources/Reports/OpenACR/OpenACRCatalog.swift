import TestPlan

/// One of GSA's OpenACR catalogs: the chapters of a VPAT edition, the criteria of each in the
/// order the report lists them, and the components (web, software, …) a criterion may be
/// reported for. GSA's validator refuses a criterion or component the catalog does not list,
/// so the report is built from this, not from Stepwise's own list of WCAG criteria.
/// `OpenACRCatalogs.swift` holds the two catalogs `--catalog` can name.
struct OpenACRCatalog: Sendable {
    struct Chapter: Sendable {
        /// "success_criteria_level_a", "functional_performance_criteria", …: the key under
        /// `chapters` in an OpenACR document.
        let id: String
        let label: String
        let criteria: [Criterion]

        /// The WCAG level whose success criteria this chapter lists; nil for the Section 508
        /// chapters.
        var wcagLevel: WCAGCriterion.Level? {
            switch id {
            case "success_criteria_level_a": return .a
            case "success_criteria_level_aa": return .aa
            case "success_criteria_level_aaa": return .aaa
            default: return nil
            }
        }
    }

    struct Criterion: Sendable {
        /// "1.1.1", "302.1".
        let num: String
        let handle: String
        /// Component ids: "web", "electronic-docs", "software", "authoring-tool", "none".
        let components: [String]
    }

    let id: String
    let title: String
    let chapters: [Chapter]

    /// The catalog with this id; nil for one Stepwise does not carry.
    static func named(_ id: String) -> OpenACRCatalog? { all.first { $0.id == id } }
}
