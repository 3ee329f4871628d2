import Harness
import Testing

/// A scenario's verdict from its steps' verdicts, where only checks can make it pass.
@Suite("Scenario verdicts: only a passed check passes a scenario")
struct ScenarioVerdictTests {
    @Test func rules() {
        // Setup passed, the checks skipped: skipped, not passed.
        #expect(StepVerdict.scenario([.passed, .skipped, .skipped], isCheck: [false, true, true]) == .skipped)
        // Setup and an action passed, one check passed, another skipped: passed.
        #expect(StepVerdict.scenario([.passed, .passed, .passed, .skipped], isCheck: [false, false, true, true]) == .passed)
        // Every check not applicable: not applicable.
        #expect(StepVerdict.scenario([.passed, .notApplicable], isCheck: [false, true]) == .notApplicable)
        // A check skipped, another not applicable, nothing passed: skipped.
        #expect(StepVerdict.scenario([.passed, .notApplicable, .skipped], isCheck: [false, true, true]) == .skipped)
        // Failures and blocks win whatever the kind of step.
        #expect(StepVerdict.scenario([.failed, .passed], isCheck: [false, true]) == .failed)
        #expect(StepVerdict.scenario([.passed, .blocked, nil], isCheck: [false, true, true]) == .blocked)
        // A placeholder scenario with no check: not applicable once answered, skipped if a step was.
        #expect(StepVerdict.scenario([.passed, .passed, .notApplicable], isCheck: [false, false, false]) == .notApplicable)
        #expect(StepVerdict.scenario([.passed, .skipped], isCheck: [false, false]) == .skipped)
        // Steps without guidance are checks: the old rule for libraries without kinds.
        #expect(StepVerdict.scenario([.passed, .skipped], isCheck: [true, true]) == .passed)
    }
}
