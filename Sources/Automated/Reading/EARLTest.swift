/// What an EARL assertion's test tells of the rule: its short id, help, address, the WCAG
/// criteria it bears on and the ACT rules it is or implements.
struct EARLTest {
    /// What makes two assertions' tests the same: the test's address, else its title.
    let key: String
    let rule: String
    let help: String?
    let helpURL: String?
    let criteria: MappedCriteria
    let criteriaSource: AutomatedCriteriaSource
    let actRules: [String]

    /// Reads a test node. The criteria are the test's own `isPartOf` references to WCAG; only
    /// when it names none and the test is a W3C ACT rule (QualWeb's tests are: their address is
    /// the rule's page) does W3C's mapping of that rule stand in.
    init?(_ test: EARLNode, engine: AutomatedEngine) {
        let address = test.id.flatMap { $0.hasPrefix("_:") ? nil : $0 }
        let title = test.text(.title)
        guard let rule = address.flatMap(Self.lastSegment) ?? title else { return nil }
        key = address ?? rule
        self.rule = rule
        help = title ?? test.text(.description)
        helpURL = address.flatMap { $0.hasPrefix("http://") || $0.hasPrefix("https://") ? $0 : nil }
        let actRule = address.flatMap(ACTRule.id(inAddress:))
        let stated = RuleCriteria.fromWCAGReferences(test.values(.isPartOf).compactMap(EARLNode.text))
        if stated.all.isEmpty, let actRule, let mapped = RuleCriteria.fromACTRule(actRule) {
            criteria = mapped
            criteriaSource = .actRuleMapping
        } else {
            criteria = stated
            criteriaSource = .engine
        }
        if let actRule {
            actRules = [actRule]
        } else {
            actRules = ["axe-core", "axe"].contains(engine.name.lowercased()) ? RuleCriteria.actRules(forAxeRule: rule) : []
        }
    }

    /// "autocomplete-valid" from https://dequeuniversity.com/rules/axe/4.8/autocomplete-valid?application=axeAPI,
    /// "sia-r2" from https://alfa.siteimprove.com/rules/sia-r2.
    private static func lastSegment(_ address: String) -> String? {
        let path = address.split(whereSeparator: { $0 == "?" || $0 == "#" }).first ?? Substring(address)
        return path.split(separator: "/").last.map(String.init)
    }
}
