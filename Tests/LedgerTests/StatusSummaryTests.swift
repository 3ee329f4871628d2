import Ledger
import Paths
import Testing

/// Counting planned scenarios per feature and platform, and the `--check` gate, on plain values.
@Suite("Status summary")
struct StatusSummaryTests {
    private func entry(_ uri: String, _ platform: String, _ state: ScenarioResult.State, stale: Bool = false) -> StatusSummary.Entry {
        StatusSummary.Entry(uri: uri, platform: platform, state: state, stale: stale)
    }

    @Test("rows in first-seen order; each scenario once in its state; stale counted beside its state; totals sum the rows")
    func counts() {
        let summary = StatusSummary.summarise([
            entry("a.feature", "ios", .passed), entry("a.feature", "android", .failed),
            entry("a.feature", "ios", .passed, stale: true), entry("b.feature", "", .conflict),
            entry("a.feature", "ios", .untested), entry("b.feature", "", .notApplicable),
            entry("b.feature", "", .blocked), entry("b.feature", "", .skipped),
        ])
        #expect(summary.rows.map { "\($0.uri) \($0.platform)" } == ["a.feature ios", "a.feature android", "b.feature "])
        var ios = StatusCounts()
        ios.passed = 2
        ios.stale = 1
        ios.untested = 1
        #expect(summary.rows[0].counts == ios)
        #expect(summary.rows[0].counts.planned == 3)
        #expect(summary.rows[2].counts.conflicts == 1)
        #expect(summary.totals.planned == 8)
        #expect(summary.totals.passed == 2)
        #expect(summary.totals.stale == 1)
        #expect(summary.totals.failed == 1)
        #expect(summary.totals.notApplicable == 1)
        #expect(summary.currentlyPassing == 1)
        #expect(!summary.allPassing)
        let text = StatusText.render(StatusOverview.arrange(summary))
        #expect(text.last == "Total: 2 passed, 1 failed, 1 blocked, 1 skipped, 1 not applicable, 1 untested, 1 stale, 1 conflict")
        #expect(text[2].hasPrefix("b.feature on any platform: 0 passed"))
    }

    @Test("the check holds only when every scenario is a pass that is not stale, the features parsed and the ledgers verify")
    func check() {
        let passing = StatusSummary.summarise([entry("a.feature", "ios", .passed), entry("a.feature", "android", .passed)])
        #expect(StatusCheck.evaluate(passing) == (true, ["check passed: all 2 planned scenarios have a current passing verdict"]))
        #expect(!StatusCheck.evaluate(passing, gherkinErrors: 2).holds)
        #expect(
            StatusCheck.evaluate(passing, damagedSessions: 1).lines == [
                "check failed: 1 session ledger does not verify; run '\(ProgramPath.command) verify'"
            ])

        let stale = StatusSummary.summarise([entry("a.feature", "ios", .passed, stale: true)])
        #expect(StatusCheck.evaluate(stale) == (false, ["check failed: 1 of 1 planned scenario has no current passing verdict"]))
        let conflict = StatusSummary.summarise([entry("a.feature", "ios", .passed), entry("a.feature", "ios", .conflict)])
        #expect(StatusCheck.evaluate(conflict).lines == ["check failed: 1 of 2 planned scenarios has no current passing verdict"])
        #expect(StatusCheck.evaluate(StatusSummary.summarise([])).holds)
    }
}
