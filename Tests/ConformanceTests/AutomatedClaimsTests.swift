import Conformance
import Digest
import JSON
import Ledger
import Testing
import WCAG

/// Automated results in the claims: a violation fails its criteria on its page, weighed with
/// the manual checks by the same rule; a pass alone never makes Supports; what the engine could
/// not decide is a check without an outcome until a person judges it; best practices never
/// count; the latest scan of a page supersedes an earlier one, and the same file twice counts once.
@Suite struct AutomatedClaimsTests {
    /// A ledger's bytes from its records, chained as the writer chains them.
    static func ledger(_ records: [(String, [String: JSONValue])], time: String = "2026-11-20T10:00:00.000Z") -> [UInt8] {
        var bytes: [UInt8] = []
        var prev = LedgerRecord.genesis
        for (index, (type, payload)) in records.enumerated() {
            let line = LedgerRecord(seq: index + 1, time: time, type: type, payload: payload, prev: prev).line
            bytes += line + [UInt8(ascii: "\n")]
            prev = SHA256.hash(line)
        }
        return bytes
    }

    static func scan(
        _ id: String, url: String = "https://shop.example/cart", time: String = "2026-11-20T09:00:00.000Z", sha: String = "aa",
        _ results: [AutomatedResultRecord]
    ) -> SessionLedger {
        let start = ScanStart(
            session: id, engine: "axe-core", engineVersion: "4.10.2", platform: "desktop", url: url, scanned: time, sourceFile: "cart.json",
            sourceSHA256: sha, sourceFormat: "axe-core", recordedBy: "Ann")
        let records = [(RecordType.sessionStarted, start.payload())] + results.map { (RecordType.automatedResult, $0.payload) }
        return SessionLedger(path: "/results/\(id).jsonl", bytes: ledger(records))
    }

    static let contrast = AutomatedResultRecord(
        rule: "color-contrast", outcome: .violation, impact: "serious", criteria: ["1.4.3"],
        help: "Elements must meet minimum color contrast ratio thresholds",
        nodes: [.init(html: "<p class=\"low\">Total</p>", target: [".low"], message: "Fix any of the following: contrast 2.1:1")])
    static let altPass = AutomatedResultRecord(
        rule: "image-alt", outcome: .pass, criteria: ["1.1.1"], nodes: [.init(html: "<img alt=\"x\">", target: ["img"], message: nil)])
    static let caption = AutomatedResultRecord(
        rule: "video-caption", outcome: .needsReview, criteria: ["1.2.2"],
        nodes: [.init(html: "<video>", target: ["video"], message: "Check captions")])
    static let region = AutomatedResultRecord(
        rule: "region", outcome: .violation, criteria: [], nodes: [.init(html: "<div>", target: ["div"], message: nil)])

    /// One manual check of 1.4.3 and 1.2.2 that passed, on a web component.
    static let map = ConformanceMap(
        target: .aa, parts: [.web],
        checks: [ConformanceMap.Check(scenario: "s1", step: 0, criteria: ["1.4.3", "1.2.2"], part: .web, component: "Button")])

    func claim(_ claims: ConformanceClaims, _ number: String) -> ConformanceClaims.Claim {
        claims.claims.first { $0.criterion == number && $0.part == .web }!
    }

    @Test(
        "a violation fails its criterion beside a manual pass; a pass alone stays a gap; an undecided result is a gap; an advisory rule counts nowhere"
    )
    func violationsPassesAndReviews() {
        let automated = AutomatedResults.gather([Self.scan("s-axe", [Self.contrast, Self.altPass, Self.caption, Self.region])])
        let claims = ConformanceClaims(map: Self.map, outcomes: [.passed], automated: automated.checks(in: [.web]))
        let contrast = claim(claims, "1.4.3")
        #expect(contrast.derived == .partiallySupports)
        #expect(contrast.components.fails == 1 && contrast.components.meets == 1)
        // Only an engine's pass: not evaluated, never Supports.
        #expect(claim(claims, "1.1.1").derived == .gap)
        #expect(claim(claims, "1.1.1").tally.total == 0)
        // The engine could not decide: untested beside the manual pass.
        #expect(claim(claims, "1.2.2").derived == .gap)
        #expect(claim(claims, "1.2.2").tally.untested == 1)
        // The best practice: in no claim.
        #expect(claims.claims.allSatisfy { $0.tally.total <= 2 })
        let counts = automated.scans[0].counts
        #expect(counts.violations == 1 && counts.toReview == 1 && counts.passes == 1 && counts.advisory == 1 && counts.advisoryViolations == 1)
    }

    @Test("without automated results the claims' text and hash are as before; with them they change")
    func hashChangesOnlyWithAutomatedResults() {
        let before = ConformanceClaims(map: Self.map, outcomes: [.passed])
        let none = ConformanceClaims(map: Self.map, outcomes: [.passed], automated: AutomatedResults.none.checks(in: [.web]))
        #expect(before.canonicalText == none.canonicalText)
        let passesOnly = AutomatedResults.gather([Self.scan("s-axe", [Self.altPass])])
        #expect(ConformanceClaims(map: Self.map, outcomes: [.passed], automated: passesOnly.checks(in: [.web])).sha256 == before.sha256)
        let violation = AutomatedResults.gather([Self.scan("s-axe", [Self.contrast])])
        #expect(ConformanceClaims(map: Self.map, outcomes: [.passed], automated: violation.checks(in: [.web])).sha256 != before.sha256)
        // Another part's claims are not touched by a web page's scan.
        #expect(violation.checks(in: [.nativeApp]).isEmpty)
    }

    @Test("a person's review judges the undecided result: a pass with the manual pass is Supports, a failure fails it")
    func reviewsCount() {
        func review(_ verdict: Verdict) -> SessionLedger {
            let record = AutomatedReviewRecord(
                session: "s-axe", seq: 4, node: 0, verdict: verdict, note: verdict == .failed ? "no captions" : nil, criteria: ["1.2.2"],
                rule: "video-caption", page: "https://shop.example/cart")
            let bytes = Self.ledger([
                (RecordType.sessionStarted, ["session": .string("s-review"), "mode": .string("review"), "tester": .string("Bo")]),
                (RecordType.automatedReview, record.payload),
            ])
            return SessionLedger(path: "/results/s-review.jsonl", bytes: bytes)
        }
        let scan = Self.scan("s-axe", [Self.contrast, Self.altPass, Self.caption])
        let passed = AutomatedResults.gather([scan, review(.passed)])
        #expect(passed.toReview.isEmpty)
        #expect(claim(ConformanceClaims(map: Self.map, outcomes: [.passed], automated: passed.checks(in: [.web])), "1.2.2").derived == .supports)
        let failed = AutomatedResults.gather([scan, review(.failed)])
        let level = claim(ConformanceClaims(map: Self.map, outcomes: [.passed], automated: failed.checks(in: [.web])), "1.2.2")
        #expect(level.derived == .partiallySupports)
        #expect(failed.scans[0].findings[2].reviews[0]?.reviewer == "Bo")
    }

    @Test("the latest scan of a page supersedes an earlier one; the same file recorded twice counts once")
    func supersededAndDuplicates() {
        let old = Self.scan("s-1", time: "2026-11-19T09:00:00.000Z", sha: "old", [Self.contrast])
        let fixed = Self.scan("s-2", time: "2026-11-20T09:00:00.000Z", sha: "new", [Self.altPass])
        let automated = AutomatedResults.gather([old, fixed])
        #expect(automated.scans.map(\.facts.session) == ["s-2"])
        #expect(automated.superseded.map(\.scan.facts.session) == ["s-1"])
        let twice = AutomatedResults.gather([Self.scan("s-a", [Self.contrast]), Self.scan("s-b", [Self.contrast])])
        #expect(twice.scans.map(\.facts.session) == ["s-a"])
        let claims = ConformanceClaims(map: Self.map, outcomes: [.passed], automated: twice.checks(in: [.web]))
        #expect(claim(claims, "1.4.3").tally.failed == 1)
        // Another page is another instance: two failing pages of three are Does Not Support.
        let pages = AutomatedResults.gather([Self.scan("s-a", [Self.contrast]), Self.scan("s-c", url: "https://shop.example/home", [Self.contrast])])
        #expect(claim(ConformanceClaims(map: Self.map, outcomes: [.passed], automated: pages.checks(in: [.web])), "1.4.3").derived == .doesNotSupport)
    }

    @Test("a forged result with a huge node list is bounded in the record, read back bounded, and counted as the engine reported")
    func hugeNodeListIsBounded() {
        let node = AutomatedResultRecord.Node(html: "<div>" + String(repeating: "x", count: 100_000) + "</div>", target: ["div"], message: nil)
        let record = AutomatedResultRecord(
            rule: "color-contrast", outcome: .violation, criteria: ["1.4.3"], nodes: Array(repeating: node, count: 5_000))
        #expect(record.nodes.count == AutomatedResultRecord.Limits.nodes)
        #expect(record.nodeCount == 5_000)
        #expect(record.nodes.allSatisfy { $0.htmlCut && $0.html.count == AutomatedResultRecord.Limits.html })
        let line = LedgerRecord(
            seq: 2, time: "2026-11-20T10:00:00.000Z", type: RecordType.automatedResult, payload: record.payload, prev: LedgerRecord.genesis
        ).line
        #expect(line.count < 200_000)
        // A line forged past the limits is bounded again when read.
        var forged = record.payload
        forged["nodes"] = .array(
            Array(repeating: .object(["html": .string(String(repeating: "y", count: 50_000)), "target": .array([])]), count: 500))
        let read = AutomatedResultRecord(
            LedgerRecord(seq: 2, time: "2026-11-20T10:00:00.000Z", type: RecordType.automatedResult, payload: forged, prev: ""))
        #expect(read?.nodes.count == AutomatedResultRecord.Limits.nodes)
        #expect(read?.nodes.first?.html.count == AutomatedResultRecord.Limits.html)
        #expect(
            AutomatedFinding(scan: AutomatedResults.gather([Self.scan("s", [record])]).scans[0].facts, seq: 2, result: record).words
                == "axe-core 4.10.2, color-contrast, 5000 elements on https://shop.example/cart")
    }
}
