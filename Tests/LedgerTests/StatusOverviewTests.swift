import Ledger
import Testing

/// `stepwise status` at catalog scale, on plain values: what has results first, failures at
/// the top; features with no result folded into one line per folder once there are more than
/// `StatusOverview.foldAbove` of them; every figure kept.
@Suite("Status overview")
struct StatusOverviewTests {
    private func entry(_ uri: String, _ platform: String, _ state: ScenarioResult.State, stale: Bool = false) -> StatusSummary.Entry {
        StatusSummary.Entry(uri: uri, platform: platform, state: state, stale: stale)
    }

    /// `count` untested features in `folder`, each two scenarios on iOS and Android.
    private func untested(_ folder: String, _ count: Int) -> [StatusSummary.Entry] {
        (1...count).flatMap { number in
            ["ios", "android"].flatMap { platform in
                [entry("\(folder)/f\(number).feature", platform, .untested), entry("\(folder)/f\(number).feature", platform, .untested)]
            }
        }
    }

    @Test("a plan with no more than 10 features without results reads as before: every row, in plan order")
    func smallPlanUnfolded() {
        let entries =
            untested("features/a", 5) + [entry("features/b/late.feature", "ios", .failed)] + untested("features/b", 5)
        let summary = StatusSummary.summarise(entries)
        let overview = StatusOverview.arrange(summary)
        #expect(!overview.isFolded)
        #expect(overview.rows == summary.rows, "every row, in plan order: the failure is not moved up")
        #expect(StatusText.render(overview).count == summary.rows.count + 1)
        #expect(
            StatusText.render(overview)[0]
                == "features/a/f1.feature on ios: 0 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 2 untested, 0 stale, 0 conflicts")
    }

    @Test("more than 10: the features with results first, those with a failure at the top; the rest one line per folder; totals unchanged")
    func catalogFolded() {
        let entries =
            untested("features/native/controls", 7) + [
                entry("features/native/controls/toggle.feature", "ios", .passed),
                entry("features/native/controls/toggle.feature", "android", .untested),
            ]
            + untested("features/web/component", 4)
            + [entry("features/web/component/link.feature", "desktop", .passed), entry("features/web/component/link.feature", "desktop", .failed)]
        let summary = StatusSummary.summarise(entries)
        let overview = StatusOverview.arrange(summary)
        #expect(overview.isFolded)
        // The failing row comes first; the toggle's rows follow in plan order, its untested
        // Android row with them: its feature has a result.
        #expect(
            overview.rows.map { "\($0.uri) \($0.platform)" } == [
                "features/web/component/link.feature desktop", "features/native/controls/toggle.feature ios",
                "features/native/controls/toggle.feature android",
            ])
        #expect(overview.untested.map(\.folder) == ["features/native/controls/", "features/web/component/"])
        let controls = overview.untested[0]
        #expect(controls.features == 7)
        #expect(controls.counts.untested == 28 && controls.counts.planned == 28)
        #expect(controls.platforms == [.init(platform: "ios", features: 7, scenarios: 14), .init(platform: "android", features: 7, scenarios: 14)])
        #expect(overview.totals == summary.totals)
        #expect(overview.totals.planned == 7 * 4 + 2 + 4 * 4 + 2)
        #expect(
            StatusText.render(overview) == [
                "features/web/component/link.feature on desktop: 1 passed, 1 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested, 0 stale, 0 conflicts",
                "features/native/controls/toggle.feature on ios: 1 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 0 untested, 0 stale, 0 conflicts",
                "features/native/controls/toggle.feature on android: 0 passed, 0 failed, 0 blocked, 0 skipped, 0 not applicable, 1 untested, 0 stale, 0 conflicts",
                "features/native/controls/: 7 features with no results yet, 28 untested (14 on ios and 14 on android)",
                "features/web/component/: 4 features with no results yet, 16 untested (8 on ios and 8 on android)",
                "Total: 2 passed, 1 failed, 0 blocked, 0 skipped, 0 not applicable, 45 untested, 0 stale, 0 conflicts",
            ])
        // The lines add up to the total, folded or not.
        var added = StatusCounts()
        for row in overview.rows { added.add(row.counts) }
        for folder in overview.untested { added.add(folder.counts) }
        #expect(added == overview.totals)
    }

    @Test("the rule's edge: 10 features without results are shown, 11 are folded")
    func foldingEdge() {
        let tested = [entry("features/t.feature", "ios", .passed)]
        #expect(!StatusOverview.arrange(StatusSummary.summarise(tested + untested("features/a", 10))).isFolded)
        #expect(StatusOverview.arrange(StatusSummary.summarise(tested + untested("features/a", 11))).isFolded)
    }

    @Test("a stale verdict or a conflict is a result: its feature is never folded")
    func staleAndConflictAreResults() {
        let entries =
            untested("features/a", 11) + [entry("features/a/old.feature", "ios", .passed, stale: true)] + [
                entry("features/a/torn.feature", "ios", .conflict)
            ]
        let overview = StatusOverview.arrange(StatusSummary.summarise(entries))
        #expect(overview.rows.map(\.uri) == ["features/a/old.feature", "features/a/torn.feature"])
        #expect(overview.untested.map(\.features) == [11])
    }

    @Test("a folder line on one platform, and for features at the top of the project")
    func lineWords() {
        let ios = StatusOverview.arrange(StatusSummary.summarise(untested("x", 11).filter { $0.platform == "ios" }))
        #expect(StatusText.render(ios)[0] == "x/: 11 features with no results yet, 22 untested on ios")
        let top = StatusOverview.arrange(
            StatusSummary.summarise((1...11).map { entry("f\($0).feature", "", .untested) } + [entry("g.feature", "", .blocked)]))
        #expect(StatusText.render(top)[1] == "./: 11 features with no results yet, 11 untested on any platform")
        #expect(
            StatusText.line(top.untested[0], platformName: { $0.isEmpty ? "every platform" : $0.uppercased() })
                == "./: 11 features with no results yet, 11 untested on every platform")
    }
}
