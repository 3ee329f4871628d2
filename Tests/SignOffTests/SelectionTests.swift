import Ledger
import SignOff
import Testing

@Suite("What a sign-off covers and what stands in its way")
struct SelectionTests {
    @Test("covered: sessions with a result for a planned scenario, and only those")
    func covered() {
        let s1 = SessionBytes.session("s1", SessionBytes.lines(verdicts: ["a"]))
        let s2 = SessionBytes.session("s2", SessionBytes.lines(verdicts: ["other"]))
        let s3 = SessionBytes.session("s3", SessionBytes.lines(verdicts: []))
        #expect(CoveredSessions.select([s1, s2, s3], planned: ["a", "b"]).map(\.sessionID) == ["s1"])
        #expect(CoveredSessions.select([s1, s2, s3], planned: ["a", "other"]).map(\.sessionID) == ["s1", "s2"])
    }

    @Test("only fresh passes and not-applicable verdicts are done; everything else is listed with its reason")
    func readiness() {
        let ann = SessionBytes.session(
            "s1",
            SessionBytes.lines(
                tester: "Ann",
                results: [
                    ("p", "passed", "h"), ("n", "notApplicable", "h"), ("f", "failed", "h"), ("b", "blocked", "h"), ("k", "skipped", "h"),
                    ("c", "passed", "h"), ("sp", "passed", "old"), ("sf", "failed", "old"),
                ]))
        let bo = SessionBytes.session("s2", SessionBytes.lines(tester: "Bo", results: [("c", "failed", "h")]))
        let ids = ["p", "n", "f", "u", "b", "k", "c", "sp", "sf"]
        let results = ResultsReplay.replay([ann, bo], plan: ids.map { .init(id: $0, contentHash: "h") })
        let incomplete = SignOffReadiness.incomplete(results.scenarios.map { ($0, "f.feature:1 \($0.id)") })
        #expect(incomplete.map(\.id) == ["f", "u", "b", "k", "c", "sp", "sf"])
        #expect(incomplete.map(\.reason) == ["failed", "untested", "blocked", "skipped", "conflict", "stale", "failed, stale"])
        #expect(incomplete[0].label == "f.feature:1 f")
        #expect(SignOffReadiness.summary(incomplete) == "2 failed, 1 blocked, 1 skipped, 1 untested, 1 conflict, 2 stale")
        let done = results.scenarios.filter { ["p", "n"].contains($0.id) }
        #expect(SignOffReadiness.incomplete(done.map { ($0, "") }).isEmpty)
    }
}
