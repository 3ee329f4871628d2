import Testing
import WCAG

@testable import Conformance

/// The rule `FunctionalPerformance` documents for deriving a Section 508 Functional Performance
/// Criterion from the WCAG claims on its mapped criteria, and the table those mappings live in.
@Suite struct FunctionalPerformanceTests {
    /// Claims made from one check per component: `outcomes(criterion, part)` gives, for each
    /// criterion and part, one outcome per component (none: no check, a gap).
    func claims(
        parts: [ProductPart] = [.web], target: WCAGCriterion.Level = .aa,
        _ outcomes: (String, ProductPart) -> [CheckOutcome]
    ) -> ConformanceClaims {
        var checks: [ConformanceMap.Check] = []
        var results: [CheckOutcome] = []
        for part in parts {
            for criterion in WCAGCriterion.all where criterion.level <= target {
                for (index, outcome) in outcomes(criterion.number, part).enumerated() {
                    checks.append(
                        .init(
                            scenario: "\(criterion.number)-\(part.rawValue)-\(index)", step: 0, criteria: [criterion.number],
                            part: part, component: "component \(index)"))
                    results.append(outcome)
                }
            }
        }
        return ConformanceClaims(map: ConformanceMap(target: target, parts: parts, checks: checks), outcomes: results)
    }

    func fpc(_ number: String) throws -> FunctionalPerformance.Criterion {
        try #require(FunctionalPerformance.all.first { $0.number == number })
    }

    /// 302.3 Without Perception of Color, a short list: 1.3.3, 1.4.1, 1.4.3, 1.4.5, 1.4.11, 3.3.1.
    @Test func aFailingMappedCriterionMakesTheFPCFail() throws {
        let color = try fpc("302.3")
        // One mapped criterion Does Not Support, the rest Supports: Partially Supports.
        let one = FunctionalPerformance.derive(color, claims: claims { criterion, _ in [criterion == "1.4.3" ? .failed : .passed] })
        #expect(one.level == .partiallySupports)
        #expect(one.holding.map(\.criterion) == ["1.4.3"])
        #expect(one.mapped == color.wcag.count)
        #expect(one.supports == color.wcag.count - 1)

        // Every applicable mapped claim Does Not Support: Does Not Support; Not Applicable ones
        // are not weighed.
        let all = FunctionalPerformance.derive(
            color,
            claims: claims { criterion, _ in
                // Two failing components each: a single one would be Partially Supports.
                ["1.4.3", "1.4.11"].contains(criterion) ? [.failed, .failed] : [.notApplicable]
            })
        #expect(all.level == .doesNotSupport)
        #expect(Set(all.holding.map(\.criterion)) == ["1.4.3", "1.4.11"])

        // A criterion that only Partially Supports (one component of two fails) keeps the FPC
        // at Partially Supports, even when nothing else applies.
        let partly = FunctionalPerformance.derive(
            color, claims: claims { criterion, _ in criterion == "1.4.3" ? [.passed, .failed] : [.notApplicable] })
        #expect(partly.level == .partiallySupports)

        // A known barrier is reported even while another mapped criterion is a gap.
        let withGap = FunctionalPerformance.derive(
            color,
            claims: claims { criterion, _ in
                switch criterion {
                case "1.4.3": [.failed, .failed]
                case "1.4.11": []
                default: [.passed]
                }
            })
        #expect(withGap.level == .partiallySupports)
        #expect(withGap.holding.map(\.criterion) == ["1.4.3", "1.4.11"])
        #expect(withGap.holding.map(\.level) == [.doesNotSupport, .gap])
    }

    @Test func aGapWithNoFailureLeavesTheFPCAGap() throws {
        let color = try fpc("302.3")
        // No check at all of 1.4.11.
        let missing = FunctionalPerformance.derive(color, claims: claims { criterion, _ in criterion == "1.4.11" ? [] : [.passed] })
        #expect(missing.level == .gap)
        #expect(missing.holding.map(\.criterion) == ["1.4.11"])
        // A check of 3.3.1 not yet tested, beside one that passed.
        let untested = FunctionalPerformance.derive(
            color, claims: claims { criterion, _ in criterion == "3.3.1" ? [.passed, .untested] : [.passed] })
        #expect(untested.level == .gap)
        #expect(untested.holding.map(\.criterion) == ["3.3.1"])
        // Nothing tested: every mapped criterion is a gap, and so is the FPC.
        let nothing = FunctionalPerformance.derive(color, claims: claims { _, _ in [] })
        #expect(nothing.level == .gap)
        #expect(nothing.mapped == color.wcag.count)
        #expect(nothing.supports == 0)
    }

    @Test func everyMappedClaimNotApplicableIsNotApplicable() throws {
        let hearing = try fpc("302.4")
        let derived = FunctionalPerformance.derive(hearing, claims: claims { _, _ in [.notApplicable] })
        #expect(derived.level == .notApplicable)
        #expect(derived.holding.isEmpty)
        #expect(derived.supports == 0)
    }

    @Test func everyMappedClaimSupportingSupports() throws {
        for criterion in FunctionalPerformance.all where !criterion.wcag.isEmpty {
            let derived = FunctionalPerformance.derive(criterion, claims: claims { _, _ in [.passed] })
            #expect(derived.level == .supports, "\(criterion.number)")
            #expect(derived.holding.isEmpty, "\(criterion.number)")
            #expect(derived.mapped == criterion.wcag.count, "\(criterion.number)")
            #expect(derived.supports == criterion.wcag.count, "\(criterion.number)")
        }
        // Supports and Not Applicable together still Support.
        let hearing = try fpc("302.5")
        let mixed = FunctionalPerformance.derive(
            hearing, claims: claims { criterion, _ in [criterion.hasPrefix("1.2.") ? .notApplicable : .passed] })
        #expect(mixed.level == .supports)
        #expect(mixed.supports == hearing.wcag.filter { !$0.hasPrefix("1.2.") }.count)
    }

    /// 302.6 Without Speech has no mapped criterion, so however complete and clean the claims,
    /// it is never established.
    @Test func withoutSpeechIsAlwaysAGap() throws {
        let speech = try fpc("302.6")
        #expect(speech.wcag.isEmpty)
        let clean = claims(parts: [.web, .nativeApp]) { _, _ in [.passed] }
        #expect(clean.complete)
        let derived = FunctionalPerformance.derive(speech, claims: clean)
        #expect(derived.level == .gap)
        #expect(derived.mapped == 0)
        #expect(derived.holding.isEmpty)
        #expect(FunctionalPerformance.derive(speech, claims: clean, parts: [.web]).level == .gap)
    }

    @Test func aPartFilterWeighsOnlyThatPart() throws {
        let vision = try fpc("302.2")
        // The web fails contrast; the app passes everything.
        let both = claims(parts: [.web, .nativeApp]) { criterion, part in
            [part == .web && criterion == "1.4.3" ? .failed : .passed]
        }
        let web = FunctionalPerformance.derive(vision, claims: both, parts: [.web])
        #expect(web.level == .partiallySupports)
        #expect(web.holding.map(\.part) == [.web])
        #expect(web.mapped == vision.wcag.count)
        let app = FunctionalPerformance.derive(vision, claims: both, parts: [.nativeApp])
        #expect(app.level == .supports)
        #expect(app.mapped == vision.wcag.count)
        // Without a filter, the product as a whole: every part's claims count.
        let whole = FunctionalPerformance.derive(vision, claims: both)
        #expect(whole.level == .partiallySupports)
        #expect(whole.mapped == 2 * vision.wcag.count)
        #expect(whole.holding.map(\.criterion) == ["1.4.3"])
        // A gap in the app alone leaves the web's level alone.
        let appGap = claims(parts: [.web, .nativeApp]) { criterion, part in
            part == .nativeApp && criterion == "1.4.4" ? [] : [.passed]
        }
        #expect(FunctionalPerformance.derive(vision, claims: appGap, parts: [.web]).level == .supports)
        #expect(FunctionalPerformance.derive(vision, claims: appGap, parts: [.nativeApp]).level == .gap)
        #expect(FunctionalPerformance.derive(vision, claims: appGap).level == .gap)
    }

    /// A mapping that named an AAA criterion would not let it count: AAA claims are left out
    /// even when the target is AAA and the claim fails or is untested.
    @Test func aaaCriteriaAreIgnored() {
        let contrast = FunctionalPerformance.Criterion(
            number: "302.2", name: "With Limited Vision", wcag: ["1.4.3", "1.4.6", "2.5.5"], basis: "test")
        let aaaFails = claims(target: .aaa) { criterion, _ in
            switch criterion {
            case "1.4.6": [.failed, .failed]
            case "2.5.5": []
            default: [.passed]
            }
        }
        #expect(aaaFails.claims.contains { $0.criterion == "1.4.6" && $0.level == .doesNotSupport })
        let derived = FunctionalPerformance.derive(contrast, claims: aaaFails)
        #expect(derived.level == .supports)
        #expect(derived.mapped == 1)
        #expect(derived.holding.isEmpty)
        // Only AAA criteria mapped: as good as none.
        let onlyAAA = FunctionalPerformance.Criterion(number: "302.2", name: "With Limited Vision", wcag: ["1.4.6"], basis: "test")
        #expect(FunctionalPerformance.derive(onlyAAA, claims: aaaFails).level == .gap)
    }

    /// Criteria above the target have no claims, so they do not hold an FPC back: at target A,
    /// 302.3 rests on its Level A criteria (1.3.3, 1.4.1, 3.3.1) alone.
    @Test func criteriaAboveTheTargetAreLeftOut() throws {
        let color = try fpc("302.3")
        let levelA = claims(target: .a) { _, _ in [.passed] }
        let derived = FunctionalPerformance.derive(color, claims: levelA)
        #expect(derived.level == .supports)
        #expect(derived.mapped == 3)
    }

    @Test func theTableIsSection508sNineCriteriaInOrder() {
        #expect(FunctionalPerformance.all.map(\.number) == (1...9).map { "302.\($0)" })
        #expect(
            FunctionalPerformance.all.map(\.name) == [
                "Without Vision", "With Limited Vision", "Without Perception of Color", "Without Hearing", "With Limited Hearing",
                "Without Speech", "With Limited Manipulation", "With Limited Reach and Strength",
                "With Limited Language, Cognitive, and Learning Abilities",
            ])
        for criterion in FunctionalPerformance.all {
            #expect(!criterion.basis.isEmpty, "\(criterion.number)")
            #expect(criterion.basis.first?.isLowercase == true, "\(criterion.number): the basis is printed inside a sentence")
        }
    }

    /// Every mapped number is a real WCAG 2.2 criterion at Level A or AA, listed once, in
    /// WCAG's number order.
    @Test func everyMappedNumberIsAWCAG22LevelAOrAACriterion() {
        for criterion in FunctionalPerformance.all {
            for number in criterion.wcag {
                let wcag = WCAGCriterion.all.first { $0.number == number }
                #expect(wcag != nil, "\(criterion.number) maps \(number), which WCAG 2.2 does not have")
                #expect(wcag.map { $0.level == .a || $0.level == .aa } ?? false, "\(criterion.number) maps \(number), not A or AA")
            }
            #expect(Set(criterion.wcag).count == criterion.wcag.count, "\(criterion.number) lists a criterion twice")
            #expect(criterion.wcag == criterion.wcag.sorted(by: WCAGCriterion.precedes), "\(criterion.number) is out of order")
        }
    }

    /// Spot checks of what the doc comment on `FunctionalPerformance.all` says it takes from
    /// EN 301 549 V3.2.1 Table B.2, where it departs, and where WCAG 2.2's new criteria go.
    @Test func theMappingKeepsItsDocumentedSourcesAndDepartures() throws {
        let map = Dictionary(uniqueKeysWithValues: FunctionalPerformance.all.map { ($0.number, Set($0.wcag)) })
        func mapped(_ number: String) -> [String] {
            FunctionalPerformance.all.filter { $0.wcag.contains(number) }.map(\.number)
        }
        // Taken from the table's primary marks.
        #expect(try #require(map["302.3"]) == ["1.3.3", "1.4.1", "1.4.3", "1.4.5", "1.4.11", "3.3.1"])
        #expect(mapped("1.2.2") == ["302.4", "302.5"])
        #expect(mapped("1.3.4") == ["302.7", "302.8"])
        #expect(mapped("1.4.2") == ["302.1", "302.5"])
        // Departures.
        #expect(!map["302.1", default: []].contains("2.4.7"))
        #expect(mapped("4.1.3") == ["302.1", "302.2", "302.7", "302.8", "302.9"])
        #expect(map["302.9", default: []].contains("1.3.5"))
        #expect(mapped("4.1.1").isEmpty)
        #expect(map["302.8", default: []].isSuperset(of: ["2.1.1", "2.1.2", "2.2.1"]))
        // WCAG 2.2's new A and AA criteria, from their Understanding documents.
        #expect(mapped("2.4.11") == ["302.2", "302.7", "302.9"])
        #expect(mapped("2.5.7") == ["302.7", "302.8"])
        #expect(mapped("2.5.8") == ["302.7", "302.8"])
        #expect(mapped("3.2.6") == ["302.9"])
        #expect(mapped("3.3.7") == ["302.7", "302.8", "302.9"])
        #expect(mapped("3.3.8") == ["302.9"])
    }
}

@Suite struct ENFunctionalPerformanceTests {
    @Test("EN 301 549's 4.2.1 to 4.2.11 follow 302.1 to 302.9's reading of Table B.2, with 4.2.9 on 2.3.1 and no criterion for 4.2.6 and 4.2.11")
    func statementsFollowSection508() throws {
        #expect(FunctionalPerformance.enStatements.map(\.number) == (1...11).map { "4.2.\($0)" })
        let pairs = [
            ("4.2.1", "302.1"), ("4.2.2", "302.2"), ("4.2.3", "302.3"), ("4.2.4", "302.4"), ("4.2.5", "302.5"), ("4.2.7", "302.7"),
            ("4.2.10", "302.9"),
        ]
        for (en, section508) in pairs {
            #expect(FunctionalPerformance.statement(en)?.wcag == FunctionalPerformance.statement(section508)?.wcag, "\(en)")
        }
        let reach = try #require(FunctionalPerformance.statement("4.2.8")?.wcag)
        #expect(Set(reach).isSubset(of: Set(try #require(FunctionalPerformance.statement("302.8")?.wcag))))
        #expect(!reach.contains("2.1.1") && reach.contains("2.5.8"))
        #expect(FunctionalPerformance.statement("4.2.9")?.wcag == ["2.3.1"])
        #expect(FunctionalPerformance.statement("4.2.6")?.wcag == [])
        #expect(FunctionalPerformance.statement("4.2.11")?.wcag == [])
        // The names are GSA's catalog's.
        let catalog = try #require(OpenACRCatalog.named(OpenACRCatalog.internationalEditionID))
        let chapter = try #require(catalog.chapters.first { $0.id == "en_301_549_functional_performance" })
        #expect(chapter.criteria.map(\.handle) == FunctionalPerformance.enStatements.map(\.name))
    }
}
