/// `stepwise status` as text: one line per feature and platform, or, at catalog scale, the
/// features with results and one line per folder for the rest (`StatusOverview`); then the
/// totals. Written to be heard as much as read: every count says what it counts, no tables
/// or box drawing.
public enum StatusText {
    /// `features/alert-dialog.feature on ios: 3 passed, 1 failed, …, 0 conflicts` lines, a
    /// line per folded folder, and a final `Total: …` line.
    public static func render(_ overview: StatusOverview) -> [String] {
        overview.rows.map { row in "\(row.uri) on \(platformWord(row.platform)): \(counts(row.counts))" }
            + overview.untested.map { line($0) } + ["Total: \(counts(overview.totals))"]
    }

    /// `3 passed, 1 failed, …, 0 conflicts`: every count, named.
    public static func counts(_ counts: StatusCounts) -> String {
        [
            "\(counts.passed) passed", "\(counts.failed) failed", "\(counts.blocked) blocked",
            "\(counts.skipped) skipped", "\(counts.notApplicable) not applicable", "\(counts.untested) untested",
            "\(counts.stale) stale", "\(counts.conflicts) \(counts.conflicts == 1 ? "conflict" : "conflicts")",
        ].joined(separator: ", ")
    }

    /// `features/native/controls/: 24 features with no results yet, 132 untested (66 on ios
    /// and 66 on android)`; on one platform, `…, 66 untested on ios`. `platformName` names a
    /// platform (the terminal says "ios", a page "iOS").
    public static func line(_ folder: UntestedFolder, platformName: (String) -> String = platformWord) -> String {
        let untested = folder.counts.untested
        let platforms =
            folder.platforms.count == 1
            ? "\(untested) untested on \(platformName(folder.platforms[0].platform))"
            : "\(untested) untested (\(perPlatform(folder, platformName: platformName)))"
        return "\(folder.folder): \(features(folder)), \(platforms)"
    }

    /// "24 features with no results yet".
    public static func features(_ folder: UntestedFolder) -> String {
        "\(folder.features) feature\(folder.features == 1 ? "" : "s") with no results yet"
    }

    /// "66 on ios and 66 on android": the untested scenarios of a folder on each platform.
    public static func perPlatform(_ folder: UntestedFolder, platformName: (String) -> String = platformWord) -> String {
        let parts = folder.platforms.map { "\($0.scenarios) on \(platformName($0.platform))" }
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    /// A platform as the terminal names it: its id, or "any platform" for a plan without one.
    public static func platformWord(_ platform: String) -> String { platform.isEmpty ? "any platform" : platform }
}
