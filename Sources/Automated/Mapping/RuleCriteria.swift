import WCAG

/// How a rule result comes to name WCAG criteria and ACT rules: from axe-core's tags, from an
/// EARL test's references to WCAG, or from W3C's mapping of an ACT rule. All the mapping is
/// here, so that every format reads it the same way.
public enum RuleCriteria {
    /// The criteria axe-core's tags name: `wcag143` is 1.4.3, `wcag1410` 1.4.10, `wcag2411`
    /// 2.4.11 (a principle digit, a guideline digit, then the criterion's number). Level tags
    /// (`wcag2a`, `wcag2aa`, `wcag21aa`, `wcag22aa`, `wcag2aaa`) say which WCAG version and level a
    /// rule belongs to, and are no criterion; AAA criteria (`wcag146`) are criteria like any
    /// other. Tags such as `best-practice`, `cat.color` or `EN-9.1.4.3` name none.
    public static func fromAxeTags(_ tags: [String]) -> MappedCriteria {
        MappedCriteria(tags.compactMap(axeTagCriterion))
    }

    /// The number in a criterion tag ("wcag1410" → "1.4.10"), nil for any other tag.
    static func axeTagCriterion(_ tag: String) -> String? {
        guard tag.hasPrefix("wcag") else { return nil }
        let digits = tag.dropFirst(4)
        guard digits.count >= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let principle = digits.prefix(1)
        let guideline = digits.dropFirst().prefix(1)
        let criterion = digits.dropFirst(2)
        guard !criterion.hasPrefix("0") else { return nil }
        return "\(principle).\(guideline).\(criterion)"
    }

    /// The criteria an EARL test's `isPartOf` names: `WCAG2:contrast-minimum`,
    /// `WCAG21:identify-input-purpose`, `wcag20:1.3.1`, `https://www.w3.org/TR/WCAG21/#reflow`,
    /// WCAG 2.0's ids (`WCAG20:text-equiv-all`) and 2.1's `parsing` (4.1.1) among them.
    /// References to anything else (techniques, ARIA) name no criterion.
    public static func fromWCAGReferences(_ references: [String]) -> MappedCriteria {
        MappedCriteria(references.compactMap(WCAGReference.criterion))
    }

    /// What W3C maps an ACT rule to: the criteria its failure fails; nil for an id W3C does not
    /// list.
    public static func fromACTRule(_ id: String) -> MappedCriteria? {
        guard let rule = ACTRule.withID(id) else { return nil }
        return MappedCriteria(rule.criteria + rule.criteriaOutsideWCAG22)
    }

    /// The ACT rules an axe-core rule implements (by id, in order), whatever W3C found of the
    /// implementation's consistency.
    public static func actRules(forAxeRule rule: String) -> [String] {
        AxeACTImplementation.implemented(byAxeRule: rule).map(\.actRule)
    }
}
