/// What an engine concluded about one rule on one page. Four outcomes, because claims and
/// review treat each differently: a violation fails the rule's criteria, a pass is supporting
/// evidence only, what needs review is work for a person, and an inapplicable rule says
/// nothing about the page.
public enum AutomatedOutcome: String, Sendable, Hashable, CaseIterable {
    /// The rule failed: axe-core's `violations`, EARL's `earl:failed`.
    case violation
    /// The rule passed: axe-core's `passes`, EARL's `earl:passed`.
    case pass
    /// The engine could not decide and a person must: axe-core's `incomplete`, EARL's
    /// `earl:cantTell`.
    case needsReview
    /// Nothing on the page is what the rule tests: axe-core's `inapplicable`, EARL's
    /// `earl:inapplicable`.
    case inapplicable
}
