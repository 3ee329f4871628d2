import TestPlan

/// What a conformance report says about itself beyond the results: the conformance target and
/// the report's details (product, vendor, scope, terms; `ReportDetails`).
/// `stepwise export --level/--product/--product-version` and `stepwise.json`'s `report`
/// section set them.
public struct ConformanceReportOptions: Sendable {
    /// Criteria above this level are left out of the tables and claims.
    public var target: WCAGCriterion.Level = .aa
    public var details = ReportDetails()
    /// OpenACR's catalog: `2.5-edition-wcag-2.2-en`, `2.5-edition-wcag-2.2-508-en` or `2.5-edition-wcag-2.2-508-eu-en` (the International Edition).
    public var openACRCatalog: String = "2.5-edition-wcag-2.2-en"
    /// The command that plans the fewest scenarios to settle the gaps of this report's
    /// selection (`stepwise plan --close-gaps …`): where a report's gap list ends.
    public var closeGapsCommand: String?

    public var productName: String? {
        get { details.productName }
        set { details.productName = newValue }
    }

    public var productVersion: String? {
        get { details.productVersion }
        set { details.productVersion = newValue }
    }

    public init() {}
}
