import Ledger

/// Where a planned scenario stands and what its current attempt said of each step: all that
/// conformance needs of the results, whether they come from a report or straight from the
/// ledgers.
public struct ScenarioStepVerdicts: Sendable, Hashable {
    public let state: ScenarioResult.State
    public let stale: Bool
    /// Step index (0-based) to verdict; a step not reached has none.
    public let verdicts: [Int: Verdict]
    /// Step index to the criteria its failure names (`f 2.4.4: …`); absent when it names none.
    public let breaks: [Int: [String]]
    /// Failed steps whose failure the tester said holds across the product.
    public let acrossProduct: Set<Int>

    public init(state: ScenarioResult.State, stale: Bool, verdicts: [Int: Verdict], breaks: [Int: [String]] = [:], acrossProduct: Set<Int> = []) {
        self.state = state
        self.stale = stale
        self.verdicts = verdicts
        self.breaks = breaks
        self.acrossProduct = acrossProduct
    }

    public func outcome(step: Int) -> CheckOutcome {
        CheckOutcome(stepVerdict: verdicts[step], scenarioState: state, stale: stale)
    }

    public func result(step: Int) -> CheckResult {
        CheckResult(outcome(step: step), breaks: breaks[step] ?? [], acrossProduct: acrossProduct.contains(step))
    }
}
