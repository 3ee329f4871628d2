import TestPlan

/// What a conformance report says about itself beyond the results: the conformance target and
/// the product it is about. `stepwise export --level/--product/--product-version` sets them.
public struct ConformanceReportOptions: Sendable {
    /// Criteria above this level are left out of the tables and claims.
    public var target: WCAGCriterion.Level = .aa
    public var productName: String?
    public var productVersion: String?
    /// OpenACR's catalog: `2.5-edition-wcag-2.2-en` or `2.5-edition-wcag-2.2-508-en`.
    public var openACRCatalog: String = "2.5-edition-wcag-2.2-en"

    public init() {}
}
