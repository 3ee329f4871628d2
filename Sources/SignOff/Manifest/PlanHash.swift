import Digest
import Ledger

/// The SHA-256 that stands for a plan in a sign-off: over the planned scenario ids, sorted,
/// each with its steps' content hash, one `id contentHash` line each. Sorting makes it
/// independent of file order; the content hashes make any change to a planned step change it.
public enum PlanHash {
    public static func of(_ plan: [ResultsReplay.Planned]) -> String {
        var hasher = SHA256()
        for scenario in plan.sorted(by: { ($0.id, $0.contentHash) < ($1.id, $1.contentHash) }) {
            hasher.update(scenario.id)
            hasher.update(" ")
            hasher.update(scenario.contentHash)
            hasher.update("\n")
        }
        return hasher.hexDigest()
    }
}
