import Automated
import Testing
import WCAG

/// How rules come to name WCAG criteria and ACT rules: axe-core's tags, EARL's references to
/// WCAG, W3C's ACT mapping and axe-core's ACT implementation report.
@Suite struct RuleCriteriaTests {
    @Test("axe tags: a principle digit, a guideline digit, then the criterion's number; level tags are no criterion")
    func axeTags() {
        #expect(RuleCriteria.fromAxeTags(["cat.color", "wcag2aa", "wcag143", "EN-9.1.4.3", "ACT"]).criteria == ["1.4.3"])
        #expect(RuleCriteria.fromAxeTags(["wcag21aa", "wcag1410"]).criteria == ["1.4.10"])
        #expect(RuleCriteria.fromAxeTags(["wcag22aa", "wcag2411"]).criteria == ["2.4.11"])
        #expect(RuleCriteria.fromAxeTags(["wcag2a", "wcag2aa", "wcag2aaa", "wcag21a", "wcag21aa", "wcag22aa"]) == .none)
        #expect(RuleCriteria.fromAxeTags(["best-practice", "cat.keyboard"]) == .none)
        // AAA criteria are real criteria.
        #expect(RuleCriteria.fromAxeTags(["wcag2aaa", "wcag146"]).criteria == ["1.4.6"])
        // In WCAG's order, each once.
        #expect(
            RuleCriteria.fromAxeTags(["wcag412", "wcag244", "wcag412", "wcag1410", "wcag149"]).criteria == ["1.4.9", "1.4.10", "2.4.4", "4.1.2"])
    }

    @Test("a criterion WCAG 2.2 removed (4.1.1 Parsing) is kept apart: said, not claimed")
    func removedCriterion() {
        let parsing = RuleCriteria.fromAxeTags(["wcag2a", "wcag411"])
        #expect(parsing.criteria.isEmpty && parsing.outsideWCAG22 == ["4.1.1"])
        let both = RuleCriteria.fromAxeTags(["wcag411", "wcag412"])
        #expect(both.criteria == ["4.1.2"] && both.outsideWCAG22 == ["4.1.1"])
    }

    @Test("EARL's references to WCAG: prefixed ids and numbers, addresses, WCAG 2.0's ids; techniques and ARIA are none")
    func wcagReferences() {
        func criteria(_ reference: String) -> MappedCriteria { RuleCriteria.fromWCAGReferences([reference]) }
        #expect(criteria("WCAG2:contrast-minimum").criteria == ["1.4.3"])
        #expect(criteria("WCAG21:identify-input-purpose").criteria == ["1.3.5"])
        #expect(criteria("WCAG22:focus-not-obscured-minimum").criteria == ["2.4.11"])
        #expect(criteria("wcag20:1.3.1").criteria == ["1.3.1"])
        #expect(criteria("https://www.w3.org/TR/WCAG21/#reflow").criteria == ["1.4.10"])
        #expect(criteria("WCAG20:text-equiv-all").criteria == ["1.1.1"])
        #expect(criteria("WCAG2:parsing").outsideWCAG22 == ["4.1.1"])
        #expect(criteria("WCAG2:no-such-criterion").outsideWCAG22 == ["WCAG2:no-such-criterion"], "a WCAG reference not known is said, not lost")
        for other in [
            "./", "https://www.w3.org/WAI/WCAG22/Techniques/html/H57", "https://www.w3.org/TR/WCAG20-TECHS/H57.html#H57-description",
            "https://www.w3.org/TR/wai-aria-1.2/#state_prop_def", "element-marked-as-decorative-is-not-exposed", "ARIA5:x",
        ] {
            #expect(criteria(other) == .none, "\(other)")
        }
    }

    @Test("W3C's ACT mapping: the criteria a failure fails, apart from the secondary ones")
    func actRules() throws {
        #expect(ACTRule.all.count == 94)
        let contrast = try #require(ACTRule.withID("afw4f7"))
        #expect(contrast.name == "Text has minimum contrast" && contrast.criteria == ["1.4.3"] && contrast.secondaryCriteria == ["1.4.6"])
        // The rule is stricter than 1.3.1 and 4.1.2: failing it fails neither.
        let role = try #require(ACTRule.withID("674b10"))
        #expect(role.criteria.isEmpty && role.secondaryCriteria == ["1.3.1", "4.1.2"])
        #expect(RuleCriteria.fromACTRule("674b10") == MappedCriteria.none)
        #expect(RuleCriteria.fromACTRule("e6952f") == MappedCriteria(["4.1.1"]))
        #expect(RuleCriteria.fromACTRule("zzzzzz") == nil)
        for rule in ACTRule.all {
            for number in rule.criteria + rule.secondaryCriteria {
                #expect(WCAGCriterion.named(number) != nil, "\(rule.id): \(number)")
            }
            #expect(rule.criteriaOutsideWCAG22.allSatisfy { WCAGCriterion.named($0) == nil }, "\(rule.id)")
        }
    }

    @Test("an ACT rule's id in the address of its page; none in any other address")
    func actRuleAddresses() {
        #expect(ACTRule.id(inAddress: "https://www.w3.org/WAI/standards-guidelines/act/rules/674b10/") == "674b10")
        #expect(ACTRule.id(inAddress: "https://www.w3.org/WAI/standards-guidelines/act/rules/afw4f7/proposed/") == "afw4f7")
        #expect(ACTRule.id(inAddress: "https://act-rules.github.io/rules/23a2a8") == "23a2a8")
        #expect(ACTRule.id(inAddress: "https://alfa.siteimprove.com/rules/sia-r2") == nil)
        #expect(ACTRule.id(inAddress: "https://dequeuniversity.com/rules/axe/4.8/image-alt?application=axeAPI") == nil)
        #expect(ACTRule.id(inAddress: "https://www.w3.org/WAI/content-assets/wcag-act-rules/testcases/23a2a8/e15b9a.html") == nil)
    }

    @Test("axe-core rules name the ACT rules they implement, with W3C's verdict on the implementation")
    func axeImplementations() {
        #expect(RuleCriteria.actRules(forAxeRule: "color-contrast") == ["09o5cg", "afw4f7"])
        #expect(AxeACTImplementation.implemented(byAxeRule: "image-alt") == [AxeACTImplementation(actRule: "23a2a8", consistency: .complete)])
        #expect(AxeACTImplementation.implemented(byAxeRule: "video-caption") == [AxeACTImplementation(actRule: "eac66b", consistency: .inconsistent)])
        #expect(AxeACTImplementation.implemented(byAxeRule: "aria-required-attr").map(\.consistency) == [.partial])
        #expect(RuleCriteria.actRules(forAxeRule: "region").isEmpty)
    }
}
