/// The claims counted by level in one sentence, for the terminal: "3 Supports, 1 Partially
/// Supports, 80 gaps of 84 claims; incomplete".
public enum ConformanceSummary {
    public static func sentence(_ claims: ConformanceClaims) -> String {
        var counts: [ConformanceLevel: Int] = [:]
        for claim in claims.claims { counts[claim.level, default: 0] += 1 }
        let parts = ConformanceLevel.allCases.compactMap { level in
            counts[level].map { level == .gap ? "\($0) gap\($0 == 1 ? "" : "s")" : "\($0) \(level.title)" }
        }
        let decided = claims.claims.filter { $0.decision != nil }.count
        let total = claims.claims.count
        return parts.joined(separator: ", ") + " of \(total) claim\(total == 1 ? "" : "s")"
            + (decided > 0 ? " (\(decided) by an auditor's decision)" : "") + (claims.complete ? "; complete" : "; incomplete")
    }
}
