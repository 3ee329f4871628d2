/// The claims counted by level in one sentence, for the terminal: "3 Supports, 1 Partially
/// Supports, 80 Not Evaluated of 84 criterion claims; incomplete".
public enum ConformanceSummary {
    public static func sentence(_ claims: ConformanceClaims) -> String {
        var counts: [ConformanceLevel: Int] = [:]
        for claim in claims.claims { counts[claim.level, default: 0] += 1 }
        let parts = ConformanceLevel.allCases.compactMap { level in counts[level].map { "\($0) \(level.title)" } }
        let total = claims.claims.count
        return parts.joined(separator: ", ") + " of \(total) claim\(total == 1 ? "" : "s")" + (claims.complete ? "; complete" : "; incomplete")
    }
}
