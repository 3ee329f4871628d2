/// Where testing stands, arranged to be read at the scale of a whole catalog: the one
/// arrangement `stepwise status` prints and `serve`'s Status page shows, and that the HTML
/// report folds its untested features by.
///
/// A plan with many features and few results would otherwise be rows of zeros, with the few
/// that matter somewhere among them. So, when more than `foldAbove` features have no result
/// at all (no verdict on any planned platform), those features are folded into one line per
/// folder (`UntestedFolder`), and the rows of the features that have results come first:
/// rows with a failure, then the rest, each in plan order. A smaller plan reads as it always
/// has: every row, in plan order, since folding would hide nothing worth hiding.
///
/// Folding only arranges: the summary keeps every row (`--format json` lists them all), the
/// totals count everything, and a folded line says exactly how many features and scenarios,
/// on which platforms, it stands for.
public struct StatusOverview: Sendable, Hashable {
    /// The rows of a plan with this many features without results, or fewer, are all shown.
    public static let foldAbove = 10

    /// Every row and the totals, unfolded.
    public let summary: StatusSummary
    /// The rows shown one by one: every row in plan order when nothing is folded; otherwise
    /// the rows of the features with a result, those with a failure first.
    public let rows: [StatusSummary.Row]
    /// The features with no result, one entry per folder; empty when nothing is folded.
    public let untested: [UntestedFolder]

    public var totals: StatusCounts { summary.totals }
    public var isFolded: Bool { !untested.isEmpty }

    public static func arrange(_ summary: StatusSummary) -> StatusOverview {
        var tested: Set<String> = []
        for row in summary.rows where row.hasResult { tested.insert(row.uri) }
        let untestedRows = summary.rows.filter { !tested.contains($0.uri) }
        var untestedFeatures: Set<String> = []
        for row in untestedRows { untestedFeatures.insert(row.uri) }
        guard untestedFeatures.count > foldAbove else {
            return StatusOverview(summary: summary, rows: summary.rows, untested: [])
        }
        let shown = summary.rows.filter { tested.contains($0.uri) }
        let failing = shown.filter { $0.counts.failed > 0 }
        let rest = shown.filter { $0.counts.failed == 0 }
        return StatusOverview(summary: summary, rows: failing + rest, untested: UntestedFolder.fold(untestedRows))
    }
}

extension StatusSummary.Row {
    /// Some planned scenario here has a verdict (any verdict: a stale one or a conflict too).
    public var hasResult: Bool { counts.untested < counts.planned }
}
