/// Who said which WCAG criteria a rule result is about. The engine's own word comes first
/// (axe-core's `wcag143` tags, an EARL test's `isPartOf`); only when an engine states none for
/// a test that is itself a W3C ACT rule do W3C's mapping of that rule stand in. A report can
/// then say where a criterion came from.
public enum AutomatedCriteriaSource: String, Sendable, Hashable {
    /// The engine's tags or references.
    case engine
    /// W3C's mapping of the ACT rule the test is (its accessibility requirements for
    /// conformance).
    case actRuleMapping
}
