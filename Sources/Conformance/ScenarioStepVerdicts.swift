/// Where a planned scenario stands and what its current attempt said of each step: all that
/// conformance needs of the results, whether they come from a report or straight from the
/// ledgers.
public struct ScenarioStepVerdicts: Sendable, Hashable {
    /// passed, failed, blocked, skipped, notApplicable, untested or conflict.
    public let state: String
    public let stale: Bool
    /// Step index (0-based) to verdict; a step not reached has none.
    public let verdicts: [Int: String]
    /// Step index to the criteria its failure names (`f 2.4.4: …`); absent when it names none.
    public let breaks: [Int: [String]]
    /// Failed steps whose failure the tester said holds across the product.
    public let acrossProduct: Set<Int>

    public init(state: String, stale: Bool, verdicts: [Int: String], breaks: [Int: [String]] = [:], acrossProduct: Set<Int> = []) {
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
