/// Where a planned scenario stands and what its current attempt said of each step: all that
/// conformance needs of the results, whether they come from a report or straight from the
/// ledgers.
public struct ScenarioStepVerdicts: Sendable, Hashable {
    /// passed, failed, blocked, skipped, notApplicable, untested or conflict.
    public let state: String
    public let stale: Bool
    /// Step index (0-based) to verdict; a step not reached has none.
    public let verdicts: [Int: String]

    public init(state: String, stale: Bool, verdicts: [Int: String]) {
        self.state = state
        self.stale = stale
        self.verdicts = verdicts
    }

    public func outcome(step: Int) -> CheckOutcome {
        CheckOutcome(stepVerdict: verdicts[step], scenarioState: state, stale: stale)
    }
}
