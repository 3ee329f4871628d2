import Ledger

/// The verdict mapping of `../shared/formats/formats.md` (section 5) in one place, so every
/// exporter says the same thing about the same result.
///
/// | Stepwise | JUnit | Cucumber JSON step | Messages step |
/// |---|---|---|---|
/// | passed | no child | passed | PASSED |
/// | failed | `<failure type="ManualFailure">` | failed + error_message | FAILED + message |
/// | blocked | `<skipped message="BLOCKED: …">` | skipped + output | SKIPPED + "BLOCKED: …" |
/// | skipped, not applicable | `<skipped message="N/A: …">` | skipped | SKIPPED |
/// | untested | `<skipped message="NOT RUN">` | skipped | UNKNOWN |
/// | conflict | `<failure type="ManualConflict">` | (steps of the shown attempt) | (likewise) |
///
/// formats.md has no row for a conflict; it is a failure because someone still has to decide,
/// and an export that let it pass would hide that.
enum VerdictMapping {
    /// Where one step of a planned scenario stands in the report.
    enum StepOutcome: Equatable {
        case passed, failed, blocked, skipped, notApplicable
        /// The scenario was tested but this step got no verdict (after a failure, or the tester
        /// stopped).
        case notReached
        /// The scenario has not been tested at all.
        case notRun

        /// A verdict Stepwise never records is no outcome: the step reads as not reached.
        init(verdict: Verdict?, scenarioTested: Bool) {
            switch verdict {
            case .passed?: self = .passed
            case .failed?: self = .failed
            case .blocked?: self = .blocked
            case .skipped?: self = .skipped
            case .notApplicable?: self = .notApplicable
            case .unknown?, nil: self = scenarioTested ? .notReached : .notRun
            }
        }

        /// Cucumber JSON `result.status`. Blocked is `skipped`, never `pending`, because some
        /// reporters show pending as failed (formats.md).
        var cucumberStatus: String {
            switch self {
            case .passed: return "passed"
            case .failed: return "failed"
            default: return "skipped"
            }
        }

        /// Cucumber Messages `TestStepResult.status`.
        var messagesStatus: String {
            switch self {
            case .passed: return "PASSED"
            case .failed: return "FAILED"
            case .notRun: return "UNKNOWN"
            default: return "SKIPPED"
            }
        }

        /// The words CSV and Markdown show.
        var word: String {
            switch self {
            case .passed: return "passed"
            case .failed: return "failed"
            case .blocked: return "blocked"
            case .skipped: return "skipped"
            case .notApplicable: return "not applicable"
            case .notReached: return "not reached"
            case .notRun: return "not run"
            }
        }
    }

    static func outcome(of step: ReportStep, in scenario: ReportScenario) -> StepOutcome {
        StepOutcome(verdict: step.verdict, scenarioTested: tested(scenario))
    }

    /// Whether anyone has tested the scenario: it has an attempt to show. (Asked by looking at
    /// the case alone: `attempt != nil` compared two copies of the attempt, once per step of
    /// every export.)
    @inline(__always)
    static func tested(_ scenario: ReportScenario) -> Bool {
        if case .some = scenario.attempt { return true }
        return false
    }

    /// What a step's result says beyond its status: the failure note, or why it was blocked,
    /// skipped or not applicable, with the prefix formats.md gives each. Nil when there is
    /// nothing to say.
    static func message(of step: ReportStep, outcome: StepOutcome) -> String? {
        switch outcome {
        case .failed: return step.note ?? "failed"
        case .blocked: return "BLOCKED: " + (step.reason ?? "no reason given")
        case .skipped: return "SKIPPED: " + (step.reason ?? "no reason given")
        case .notApplicable: return "N/A: " + (step.reason ?? "not applicable")
        case .notRun: return "NOT RUN"
        case .passed, .notReached: return nil
        }
    }

    /// The scenario's state as one word, for CSV and Markdown.
    static func word(_ state: ScenarioResult.State) -> String {
        switch state {
        case .notApplicable: return "not applicable"
        default: return state.rawValue
        }
    }

    /// The 1-based number and the step of the first step with `verdict`, if any.
    static func firstStep(_ verdict: Verdict, in scenario: ReportScenario) -> (number: Int, step: ReportStep)? {
        guard let index = scenario.steps.firstIndex(where: { $0.verdict == verdict }) else { return nil }
        return (index + 1, scenario.steps[index])
    }

    /// "Ann: passed; Bo: failed": the disagreeing current verdicts of a conflict.
    static func conflictSummary(_ scenario: ReportScenario) -> String {
        scenario.current.map { "\($0.tester): \($0.verdict.ledgerText)" }.joined(separator: "; ")
    }

    /// Whether an export of these scenarios counts as a successful run: nothing failed, blocked,
    /// in conflict or still to test. Skipped and not applicable scenarios do not fail a run.
    static func succeeded(_ scenarios: [ReportScenario]) -> Bool {
        !scenarios.contains { [.failed, .blocked, .conflict, .untested].contains($0.state) }
    }

    /// The steps of a scenario that formats whose readers count a scenario from its steps
    /// (Cucumber JSON, Messages) list: all of them, but for a passed scenario those that do not
    /// apply, which would make the readers count the pass as skipped. The ones left out are
    /// named on the first step listed.
    static func countedSteps(_ scenario: ReportScenario) -> [Int] {
        guard scenario.state == .passed else { return Array(scenario.steps.indices) }
        return scenario.steps.indices.filter { outcome(of: scenario.steps[$0], in: scenario) != .notApplicable }
    }

    /// Whether step `index` is one of `countedSteps(scenario)`, without making the list.
    @inline(__always)
    static func isCounted(_ index: Int, in scenario: ReportScenario) -> Bool {
        guard index >= 0, index < scenario.steps.count else { return false }
        guard scenario.state == .passed else { return true }
        // Read where it is stored: `steps[index]` can copy the whole step.
        return scenario.steps.withUnsafeBufferPointer { $0[index].verdict != .notApplicable }
    }
}
