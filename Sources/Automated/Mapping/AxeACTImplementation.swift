/// That an axe-core rule implements a W3C ACT rule, and how well W3C found it agrees with the
/// ACT rule's test cases. Lets an axe-core result name the ACT rules it stands for, so it can
/// be set beside another engine's result on the same ACT rule.
public struct AxeACTImplementation: Sendable, Hashable {
    /// W3C's verdict on the implementation.
    public enum Consistency: String, Sendable, Hashable {
        /// Every test case gives the expected outcome.
        case complete
        /// None contradicts the expected outcome, but some are untested or cannot tell.
        case partial
        /// Some test case gives an outcome the ACT rule does not expect.
        case inconsistent
    }

    /// The ACT rule id ("afw4f7").
    public let actRule: String
    public let consistency: Consistency

    public init(actRule: String, consistency: Consistency) {
        self.actRule = actRule
        self.consistency = consistency
    }

    /// What the axe-core rule `rule` implements, as axe-core's implementation report lists it;
    /// empty for a rule it does not list.
    public static func implemented(byAxeRule rule: String) -> [AxeACTImplementation] { byAxeRule[rule] ?? [] }
}
