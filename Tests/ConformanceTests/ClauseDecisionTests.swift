import JSON
import Ledger
import Testing
import WCAG

@testable import Conformance

/// Decisions about every row of the catalogs: WCAG criteria per part, Section 508 and EN 301 549
/// rows for the product as a whole; what a ledger record names, what `decide` refuses, and what
/// the claims (and so a sign-off) bind.
@Suite struct ClauseDecisionTests {
    static func record(_ fields: [String: JSONValue]) -> LedgerRecord {
        LedgerRecord(seq: 2, time: "2026-11-23T09:00:00.000Z", type: RecordType.decision, payload: fields, prev: "")
    }

    @Test("a number names one clause of one standard: WCAG criteria, Section 508 rows and EN 301 549 rows never overlap")
    func clausesAreTyped() throws {
        #expect(Clause.named("1.2.1")?.standard == .wcag)
        #expect(Clause.named("502.2.1")?.standard == .section508)
        #expect(Clause.named("8.1.1")?.standard == .en301549)
        #expect(Clause.named("4.2.1")?.standard == .en301549)
        #expect(Clause.named("4.1.1") == nil, "WCAG 2.2 removed 4.1.1")
        let catalog = try #require(OpenACRCatalog.named(OpenACRCatalog.internationalEditionID))
        var seen = Set<String>()
        for chapter in catalog.clauseChapters {
            for criterion in chapter.criteria {
                #expect(WCAGCriterion.named(criterion.num) == nil, "\(criterion.num) is also a WCAG number")
                #expect(Clause.named(criterion.num)?.isProductWide == true, "\(criterion.num)")
                #expect(seen.insert(criterion.num).inserted, "\(criterion.num) twice")
            }
        }
        #expect(seen.count == 95 + 162)
    }

    @Test("decide takes every row of the catalogs and refuses, saying what to decide instead, an EN clause that restates WCAG or a number no row has")
    func decidableNumbers() {
        for number in ["1.2.1", "302.6", "402.2.1", "502.2.1", "603.3", "4.2.11", "5.2", "8.1.1", "11.7", "13.3"] {
            guard case .success(let clause) = DecidableClause.named(number) else {
                Issue.record("\(number) refused")
                continue
            }
            #expect(clause.number == number)
        }
        let refusals: [(String, String)] = [
            (
                "9.1.1.1",
                "restates WCAG 1.1.1 Non-text Content for web and has no row of its own: the WCAG row answers it, so decide --criterion 1.1.1 --part web"
            ),
            ("11.2.1.1.2", "restates WCAG 2.1.1 Keyboard for closed functionality software"),
            ("10.1.4.3", "--part any-platform"),
            ("501.1", "Section 508 501.1 incorporates the WCAG success criteria"),
            ("4.1.1", "is neither a WCAG 2.2 success criterion nor a Section 508 or EN 301 549 row"),
            ("9.9.9.9", "is neither"),
        ]
        for (number, words) in refusals {
            guard case .failure(let refusal) = DecidableClause.named(number) else {
                Issue.record("\(number) accepted")
                continue
            }
            #expect(refusal.message.contains(words), "\(refusal.message)")
        }
    }

    @Test(
        "a decision record without a standard is a WCAG one, as every record before; another standard's is named; a part its row cannot show is no decision"
    )
    func recordsReadBack() {
        let base: [String: JSONValue] = ["part": .string("web"), "level": .string("not-applicable"), "reason": .string("No video.")]
        var old = base
        old["criterion"] = .string("1.2.1")
        #expect(AuditorDecisions.decision(Self.record(old), auditor: "Dee")?.clause == Clause.named("1.2.1"))

        var section508 = base
        section508["criterion"] = .string("502.2.1")
        section508["part"] = .string("any-platform")
        section508["standard"] = .string("508")
        let read = AuditorDecisions.decision(Self.record(section508), auditor: "Dee")
        #expect(read?.clause.standard == .section508)
        #expect(read?.part == .anyPlatform)
        // A 508 number without its standard was never written: it is no WCAG decision.
        section508["standard"] = nil
        #expect(AuditorDecisions.decision(Self.record(section508), auditor: "Dee") == nil)
        // The standard must be the clause's own.
        section508["standard"] = .string("en-301-549")
        #expect(AuditorDecisions.decision(Self.record(section508), auditor: "Dee") == nil)
        // One row for the product: a web part has nowhere to show.
        var web = base
        web["criterion"] = .string("8.1.1")
        web["standard"] = .string("en-301-549")
        #expect(AuditorDecisions.decision(Self.record(web), auditor: "Dee") == nil)
        web["part"] = .string("any-platform")
        #expect(AuditorDecisions.decision(Self.record(web), auditor: "Dee")?.clause == Clause.named("8.1.1"))
        // Not Evaluated is for WCAG AAA only.
        web["level"] = .string("not-evaluated")
        #expect(AuditorDecisions.decision(Self.record(web), auditor: "Dee") == nil)
    }

    static let map = ConformanceMap(
        target: .a, parts: [.web, .nativeApp],
        checks: [
            .init(scenario: "a", step: 0, criteria: ["1.1.1"], part: .web, component: "Image"),
            .init(scenario: "b", step: 0, criteria: ["1.1.1"], part: .nativeApp, component: "Image"),
        ])

    static func decision(_ number: String, _ part: ProductPart, _ level: ConformanceLevel, time: String = "2026-11-23T09:00:00.000Z")
        -> AuditorDecision
    {
        AuditorDecision(clause: Clause.named(number)!, part: part, level: level, reason: "r \(number)", auditor: "Dee", time: time)
    }

    @Test("a WCAG decision for any-platform is every part's, until a later decision about one part")
    func anyPlatformCoversEveryPart() {
        let outcomes: [CheckOutcome] = [.passed, .passed]
        let product = ConformanceClaims(map: Self.map, outcomes: outcomes, decisions: [Self.decision("1.2.1", .anyPlatform, .notApplicable)])
        let media = product.claims.filter { $0.criterion == "1.2.1" }
        #expect(media.map(\.part) == [.web, .nativeApp])
        #expect(media.allSatisfy { $0.level == .notApplicable && $0.derived == .gap })
        let later = ConformanceClaims(
            map: Self.map, outcomes: outcomes,
            decisions: [
                Self.decision("1.2.1", .anyPlatform, .notApplicable),
                Self.decision("1.2.1", .nativeApp, .doesNotSupport, time: "2026-11-24T09:00:00.000Z"),
            ])
        #expect(later.claims.filter { $0.criterion == "1.2.1" }.map(\.level) == [.notApplicable, .doesNotSupport])
    }

    @Test("Section 508 and EN 301 549 decisions are claims a sign-off binds, and claims without them hash as they always did")
    func productClaimsAreBound() {
        let outcomes: [CheckOutcome] = [.passed, .failed]
        let plain = ConformanceClaims(map: Self.map, outcomes: outcomes)
        #expect(plain.productClaims.isEmpty)
        #expect(!plain.canonicalText.contains("508") && !plain.canonicalText.contains("en-301-549"))
        let decided = ConformanceClaims(
            map: Self.map, outcomes: outcomes,
            decisions: [Self.decision("502.2.1", .anyPlatform, .notApplicable), Self.decision("8.1.1", .anyPlatform, .notApplicable)])
        #expect(decided.productClaims.map(\.clause.number) == ["502.2.1", "8.1.1"])
        #expect(decided.productClaim(Clause.named("8.1.1")!)?.level == .notApplicable)
        #expect(decided.productClaim(Clause.named("8.1.1")!)?.derived == .gap)
        #expect(decided.claims == plain.claims, "the WCAG claims are untouched")
        #expect(decided.sha256 != plain.sha256)
        #expect(decided.canonicalText.contains("8.1.1 en-301-549 gap 0 0 0 0 0 0 0 0 decided not-applicable "))
        #expect(
            decided.changes(fromSigned: plain.levelsJSON) == [
                "Section 508 502.2.1: not claimed when signed, Not Applicable now", "EN 301 549 8.1.1: not claimed when signed, Not Applicable now",
            ])
        #expect(decided.changes(fromSigned: decided.levelsJSON).isEmpty)
    }

    @Test("a check whose criteria name an EN 301 549 clause gives its row the level its components give, by the WCAG rule")
    func checksOfAClause() {
        let map = ConformanceMap(
            target: .a, parts: [.web, .nativeApp],
            checks: [
                .init(scenario: "a", step: 0, criteria: ["11.7"], part: .nativeApp, component: "Settings"),
                .init(scenario: "b", step: 0, criteria: ["11.7"], part: .web, component: "Text size"),
            ])
        let claims = ConformanceClaims(map: map, outcomes: [.passed, .failed])
        let preferences = claims.productClaim(Clause.named("11.7")!)
        #expect(preferences?.derived == .partiallySupports)
        #expect(preferences?.components.fails == 1 && preferences?.components.meets == 1)
        #expect(claims.claims.allSatisfy { $0.criterion != "11.7" }, "no WCAG claim for an EN clause")
        let untested = ConformanceClaims(map: map, outcomes: [.passed, .untested])
        #expect(untested.productClaim(Clause.named("11.7")!)?.derived == .gap)
    }
}
