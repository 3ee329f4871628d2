/// One rule's outcome on one page, with the elements it concerns and the WCAG 2.2 criteria it
/// bears on. The same rule can appear twice on a page with different outcomes, as axe-core
/// reports it: color-contrast failing on one element and passing on fifteen.
public struct AutomatedRuleResult: Sendable, Hashable {
    /// The engine's rule: axe-core's id ("color-contrast"), else the last part of an EARL
    /// test's address ("sia-r69" for Alfa, the ACT rule id "afw4f7" for QualWeb).
    public let rule: String
    /// The W3C ACT rules this rule implements or is: from axe-core's ACT implementation
    /// report for axe-core rules, from the test's address when it is an ACT rule's.
    public let actRules: [String]
    public let outcome: AutomatedOutcome
    /// axe-core's impact, as it gives it: a failing rule's, also on that rule's passes on the
    /// same page; nil for other passes and for engines that give none.
    public let impact: AutomatedImpact?
    /// The rule's short help ("Elements must meet minimum color contrast ratio thresholds"),
    /// or an EARL test's title.
    public let help: String?
    /// Where the rule is explained: axe-core's `helpUrl`, an EARL test's address.
    public let helpURL: String?
    /// The WCAG 2.2 success criteria, by number in WCAG's order, that a violation of this rule
    /// fails and a pass supports.
    public let criteria: [String]
    /// Criteria the engine names that WCAG 2.2 does not have (4.1.1 Parsing, removed in 2.2):
    /// said, never claimed.
    public let criteriaOutsideWCAG22: [String]
    /// Whether `criteria` came from the engine or from W3C's ACT mapping.
    public let criteriaSource: AutomatedCriteriaSource
    /// The elements, as the engine names them; empty when it names none.
    public let nodes: [AutomatedNode]

    public init(
        rule: String, actRules: [String], outcome: AutomatedOutcome, impact: AutomatedImpact?, help: String?, helpURL: String?,
        criteria: MappedCriteria, criteriaSource: AutomatedCriteriaSource, nodes: [AutomatedNode]
    ) {
        self.rule = rule
        self.actRules = actRules
        self.outcome = outcome
        self.impact = impact
        self.help = help
        self.helpURL = helpURL
        self.criteria = criteria.criteria
        self.criteriaOutsideWCAG22 = criteria.outsideWCAG22
        self.criteriaSource = criteriaSource
        self.nodes = nodes
    }

    /// A rule with no WCAG 2.2 criterion (axe-core's best practices): kept and shown, never
    /// counted in a claim.
    public var isAdvisory: Bool { criteria.isEmpty }
}
