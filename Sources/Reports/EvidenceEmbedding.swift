/// How much evidence an export embeds: files of at most `fileLimit` bytes, until `reportLimit`
/// bytes are embedded in one report; every other file is linked by its path in the results
/// folder. A team that attached a gigabyte of screen recordings still gets a report of a few
/// megabytes, made without holding the recordings in memory, and every file stays reachable.
public enum EvidenceEmbedding {
    /// 8 MiB: a screenshot or a short clip, not a long recording.
    public static let fileLimit = 8 << 20
    /// 64 MiB across one report.
    public static let reportLimit = 64 << 20

    /// What is left to embed in one report as it is built.
    final class Budget {
        private(set) var remaining = EvidenceEmbedding.reportLimit

        /// Whether a file of `bytes` bytes is embedded; if it is, it is taken from the budget.
        func take(_ bytes: Int) -> Bool {
            guard bytes >= 0, bytes <= EvidenceEmbedding.fileLimit, bytes <= remaining else { return false }
            remaining -= bytes
            return true
        }
    }
}
