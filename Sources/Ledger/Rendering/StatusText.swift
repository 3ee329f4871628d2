/// `stepwise status` as text: one line per feature and platform, then the totals. Written to
/// be heard as much as read: every count says what it counts, no tables or box drawing.
public enum StatusText {
    /// `features/alert-dialog.feature on ios: 3 passed, 1 failed, …, 0 conflicts` lines and
    /// a final `Total: …` line.
    public static func render(_ summary: StatusSummary) -> [String] {
        summary.rows.map { row in
            "\(row.uri) on \(row.platform.isEmpty ? "any platform" : row.platform): \(counts(row.counts))"
        } + ["Total: \(counts(summary.totals))"]
    }

    /// `3 passed, 1 failed, …, 0 conflicts`: every count, named.
    public static func counts(_ counts: StatusCounts) -> String {
        [
            "\(counts.passed) passed", "\(counts.failed) failed", "\(counts.blocked) blocked",
            "\(counts.skipped) skipped", "\(counts.notApplicable) not applicable", "\(counts.untested) untested",
            "\(counts.stale) stale", "\(counts.conflicts) \(counts.conflicts == 1 ? "conflict" : "conflicts")",
        ].joined(separator: ", ")
    }
}
