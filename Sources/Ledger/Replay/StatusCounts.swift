/// How many planned scenarios stand where: one feature on one platform, or the total.
///
/// Each scenario counts once in its state (`passed` … `conflicts`). `stale` counts again those
/// whose current verdict was given to older steps, so a stale pass is in both `passed` and
/// `stale`: the state says what the tester found, `stale` says it may no longer hold.
public struct StatusCounts: Sendable, Hashable {
    public var passed = 0
    public var failed = 0
    public var blocked = 0
    public var skipped = 0
    public var notApplicable = 0
    public var untested = 0
    public var stale = 0
    public var conflicts = 0

    public init() {}

    /// Scenarios counted: every state once (`stale` is not a state, so it is left out).
    public var planned: Int { passed + failed + blocked + skipped + notApplicable + untested + conflicts }

    /// Counts one planned scenario.
    public mutating func add(_ state: ScenarioResult.State, stale isStale: Bool) {
        switch state {
        case .passed: passed += 1
        case .failed: failed += 1
        case .blocked: blocked += 1
        case .skipped: skipped += 1
        case .notApplicable: notApplicable += 1
        case .untested: untested += 1
        case .conflict: conflicts += 1
        }
        if isStale { stale += 1 }
    }

    /// Adds another row's counts, for totals.
    public mutating func add(_ other: StatusCounts) {
        passed += other.passed
        failed += other.failed
        blocked += other.blocked
        skipped += other.skipped
        notApplicable += other.notApplicable
        untested += other.untested
        stale += other.stale
        conflicts += other.conflicts
    }
}
