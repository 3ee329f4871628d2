import Conformance

extension ReportScenario {
    /// What the check of step `step` says now: its verdict in the shown attempt, read as
    /// `CheckOutcome` reads a step. Every conformance format asks this of the report.
    func checkOutcome(step: Int) -> CheckOutcome {
        CheckOutcome(stepVerdict: steps[step].verdict, scenarioState: state.rawValue, stale: stale)
    }

    /// What the tester said of a failed step: its note, then the notes written on it.
    func failureNotes(step: Int) -> [String] {
        ([steps[step].note].compactMap { $0 } + notes.filter { $0.step == step }.map(\.text)).filter { !$0.isEmpty }
    }
}
