import Conformance

extension ReportScenario {
    /// What the check of step `step` says now: its verdict in the shown attempt, read as
    /// `CheckOutcome` reads a step. Every conformance format asks this of the report.
    func checkOutcome(step: Int) -> CheckOutcome {
        CheckOutcome(stepVerdict: steps[step].verdict, scenarioState: state, stale: stale)
    }

    /// The check's outcome with what its failure names: the criteria it breaks, and whether
    /// it holds across the product.
    func checkResult(step: Int) -> CheckResult {
        CheckResult(checkOutcome(step: step), breaks: steps[step].breaks, acrossProduct: steps[step].acrossProduct)
    }

    /// What the tester said of a failed step: its note, then the notes written on it.
    func failureNotes(step: Int) -> [String] {
        ([steps[step].note].compactMap { $0 } + notes.filter { $0.step == step }.map(\.text)).filter { !$0.isEmpty }
    }

    /// The defects linked to step `step`, and those given for the scenario as a whole (they
    /// are about whatever failed in it), in the order they were given; never those given on
    /// its other steps.
    func defects(step: Int) -> [String] {
        guard defectSteps.count == defects.count else { return defects }
        return zip(defects, defectSteps).filter { $0.1 == step || $0.1 == nil }.map(\.0)
    }

    /// Why the scenario was blocked, where a step that was not reached has no reason of its
    /// own: the blocked step's reason or note.
    var blockedReason: String? {
        steps.first { $0.verdict == .blocked }.flatMap { $0.reason ?? $0.note }
    }
}
