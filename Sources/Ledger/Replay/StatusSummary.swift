/// Where testing stands: counts per feature and platform, and totals, from replayed results.
/// Takes plain values (the Ledger knows nothing of plans), so callers pair each planned
/// scenario's file and platform with its result.
public struct StatusSummary: Sendable, Hashable {
    /// One planned scenario's place and where it stands.
    public struct Entry: Sendable, Hashable {
        public let uri: String
        public let platform: String
        public let state: ScenarioResult.State
        public let stale: Bool

        public init(uri: String, platform: String, state: ScenarioResult.State, stale: Bool) {
            self.uri = uri
            self.platform = platform
            self.state = state
            self.stale = stale
        }

        public init(uri: String, platform: String, result: ScenarioResult) {
            self.init(uri: uri, platform: platform, state: result.state, stale: result.stale)
        }
    }

    /// The counts of one feature file on one platform.
    public struct Row: Sendable, Hashable {
        public let uri: String
        public let platform: String
        public let counts: StatusCounts
    }

    /// In the order each feature and platform first appears in the entries (plan order).
    public let rows: [Row]
    public let totals: StatusCounts
    /// Scenarios whose verdict is a pass that still holds: passed, not stale. A conflict is
    /// never one, even when one of its verdicts is a pass.
    public let currentlyPassing: Int

    /// Every planned scenario has a current pass: what a CI gate on manual testing asks.
    public var allPassing: Bool { currentlyPassing == totals.planned }

    public static func summarise(_ entries: [Entry]) -> StatusSummary {
        struct Key: Hashable {
            let uri: String
            let platform: String
        }
        var order: [Key] = []
        var counts: [Key: StatusCounts] = [:]
        var currentlyPassing = 0
        for entry in entries {
            let key = Key(uri: entry.uri, platform: entry.platform)
            if counts[key] == nil { order.append(key) }
            counts[key, default: StatusCounts()].add(entry.state, stale: entry.stale)
            if entry.state == .passed && !entry.stale { currentlyPassing += 1 }
        }
        let rows = order.map { Row(uri: $0.uri, platform: $0.platform, counts: counts[$0]!) }
        var totals = StatusCounts()
        for row in rows { totals.add(row.counts) }
        return StatusSummary(rows: rows, totals: totals, currentlyPassing: currentlyPassing)
    }
}
