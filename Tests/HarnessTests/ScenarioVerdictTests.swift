import Harness
import Ledger
import Testing

/// A scenario's verdict from its steps' verdicts, where only checks can make it pass.
@Suite("Scenario verdicts: only a passed check passes a scenario")
struct ScenarioVerdictTests {
    @Test func rules() {
        // Setup passed, the checks skipped: skipped, not passed.
        #expect(Verdict.scenario([.passed, .skipped, .skipped], isCheck: [false, true, true]) == .skipped)
        // Setup and an action passed, one check passed, another skipped: passed.
        #expect(Verdict.scenario([.passed, .passed, .passed, .skipped], isCheck: [false, false, true, true]) == .passed)
        // Every check not applicable: not applicable.
        #expect(Verdict.scenario([.passed, .notApplicable], isCheck: [false, true]) == .notApplicable)
        // A check skipped, another not applicable, nothing passed: skipped.
        #expect(Verdict.scenario([.passed, .notApplicable, .skipped], isCheck: [false, true, true]) == .skipped)
        // Failures and blocks win whatever the kind of step.
        #expect(Verdict.scenario([.failed, .passed], isCheck: [false, true]) == .failed)
        #expect(Verdict.scenario([.passed, .blocked, nil], isCheck: [false, true, true]) == .blocked)
        // A placeholder scenario with no check: not applicable once answered, skipped if a step was.
        #expect(Verdict.scenario([.passed, .passed, .notApplicable], isCheck: [false, false, false]) == .notApplicable)
        #expect(Verdict.scenario([.passed, .skipped], isCheck: [false, false]) == .skipped)
        // Steps without guidance are checks: the old rule for libraries without kinds.
        #expect(Verdict.scenario([.passed, .skipped], isCheck: [true, true]) == .passed)
    }
}
