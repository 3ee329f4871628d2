import Ledger
import Paths
import TestPlan

/// What a test run's comment says, and which files go into its `evidence`. Xray shows a run's
/// status alone, so the reason for a TODO or a failure is written here; a Cucumber test has no
/// step results in Xray's format, so each step that was not a plain pass is a line here and
/// its evidence is attached to the run, named after its step.
struct XrayRunComment {
    /// Whether the steps are told in the comment (Cucumber tests) rather than in `steps`
    /// (Manual tests).
    let stepsInComment: Bool
    private(set) var lines: [String] = []
    /// Files with the names they are attached by.
    private(set) var evidence: [(ReportEvidence, String)] = []

    init(stepsInComment: Bool) {
        self.stepsInComment = stepsInComment
    }

    /// One scenario's run.
    mutating func add(_ scenario: ReportScenario) {
        lines.append(Self.platformLine(scenario))
        lines += scenarioLines(scenario, evidencePrefix: "")
    }

    /// An outline's rows: where they ran, then each row by its line and values with its status
    /// and what its run found, indented, so the one run Xray keeps still tells every row.
    mutating func add(_ rows: [ReportScenario], of outline: XrayTestEntry.Outline) {
        lines.append(Self.platformLine(rows.first { $0.session != nil } ?? rows[0]))
        for (index, row) in rows.enumerated() {
            let label = outline.label(index)
            lines.append("Example at \(label): \(VerdictMapping.word(row.state))")
            let line = outline.rows[index].row.location.line
            lines += scenarioLines(row, evidencePrefix: "example at line \(line) - ").map { "  " + $0 }
        }
    }

    static func platformLine(_ scenario: ReportScenario) -> String {
        var platform = "Platform: " + PlatformChoice.title(scenario.planned.platform)
        if let device = scenario.session?.device { platform += ", device \(device)" }
        if let build = scenario.session?.build { platform += ", build \(build)" }
        return platform + "."
    }

    private mutating func scenarioLines(_ scenario: ReportScenario, evidencePrefix: String) -> [String] {
        var lines = reasonLines(scenario)
        if stepsInComment { lines += stepLines(scenario, evidencePrefix: evidencePrefix) }
        let stepCount = scenario.steps.count
        // Notes and evidence recorded against a step the plan no longer has belong to the test,
        // so they are not dropped.
        func forTest(_ step: Int?) -> Bool { step.map { $0 < 0 || $0 >= stepCount } ?? true }
        for note in scenario.notes where forTest(note.step) { lines.append("Note: " + note.text) }
        for item in scenario.evidence where forTest(item.step) {
            if item.content != nil {
                evidence.append((item, evidencePrefix + PathText.lastComponent(item.file)))
            } else {
                lines.append("Evidence: " + EvidenceLocation.path(of: item, session: scenario.session))
            }
        }
        // Which attempt this is, so a reader can find it in the ledger.
        if let attempt = scenario.attempt {
            lines.append("Tested by \(attempt.tester) at \(attempt.time), session \(attempt.session), attempt \(attempt.attempt).")
        }
        for detail in scenario.earlier {
            lines.append(EarlierAttemptWords.label(detail) + ".")
            lines += EarlierAttemptWords.findings(detail).map { "  " + $0 }
            for item in detail.evidence {
                if item.content != nil {
                    let name = evidencePrefix + EarlierAttemptWords.fileName(item, of: detail)
                    evidence.append((item, name))
                    lines.append("  Evidence: " + name)
                } else {
                    lines.append("  Evidence: " + EvidenceLocation.path(of: item, session: detail.session))
                }
            }
        }
        return lines
    }

    /// Why the status is what it is. A failure named by its step's line (Cucumber tests) is not
    /// said twice.
    private func reasonLines(_ scenario: ReportScenario) -> [String] {
        var lines: [String] = []
        switch scenario.state {
        case .passed:
            break
        case .failed:
            let failed = VerdictMapping.firstStep(.failed, in: scenario)
            if !stepsInComment || failed == nil {
                lines.append(failed.map { "Step \($0.number) failed: \($0.step.note ?? "no note")" } ?? "Failed.")
            }
        case .conflict:
            // Xray keeps one status per test: the disagreement is a failure until someone decides.
            lines.append("CONFLICT: " + VerdictMapping.conflictSummary(scenario))
        case .blocked:
            lines.append("BLOCKED: " + reason(of: .blocked, in: scenario, otherwise: "no reason given"))
        case .skipped:
            lines.append("SKIPPED: " + reason(of: .skipped, in: scenario, otherwise: "no reason given"))
        case .notApplicable:
            lines.append("N/A: " + reason(of: .notApplicable, in: scenario, otherwise: "not applicable"))
        case .untested:
            lines.append("NOT RUN")
        }
        if scenario.stale { lines.append("Stale: this verdict was given to older steps than the plan has now.") }
        return lines
    }

    private func reason(of verdict: Verdict, in scenario: ReportScenario, otherwise: String) -> String {
        VerdictMapping.firstStep(verdict, in: scenario)?.step.reason ?? otherwise
    }

    /// "Steps: 2 passed, 1 failed." and a line for each step that is not a plain pass: its
    /// outcome with the failure's note or the reason, its notes and its evidence.
    private mutating func stepLines(_ scenario: ReportScenario, evidencePrefix: String) -> [String] {
        // Counted by outcome, in the order first met (each outcome has a word of its own).
        var counts: [(outcome: VerdictMapping.StepOutcome, count: Int)] = []
        var lines: [String] = []
        let tested = scenario.attempt != nil
        let quiet = scenario.notes.isEmpty && scenario.evidence.isEmpty
        for index in scenario.steps.indices {
            // The verdict and note read where they are stored: most steps say nothing more,
            // and copying each step out of the scenario cost more than looking at it.
            let (verdict, stepNote) = scenario.steps.withUnsafeBufferPointer { ($0[index].verdict, $0[index].note) }
            let outcome = VerdictMapping.StepOutcome(verdict: verdict, scenarioTested: tested)
            if let at = counts.firstIndex(where: { $0.outcome == outcome }) {
                counts[at].count += 1
            } else {
                counts.append((outcome, 1))
            }
            // A plain pass, as most steps are, says nothing more.
            if outcome == .passed || outcome == .notRun, stepNote == nil, quiet { continue }
            let step = scenario.steps[index]
            var details: [String] = []
            switch outcome {
            case .blocked, .skipped, .notApplicable:
                details.append(step.reason ?? (outcome == .notApplicable ? "not applicable" : "no reason given"))
                if let note = step.note { details.append(note) }
            case .passed, .failed, .notReached, .notRun:
                // A failure's note is what actually happened: it is said word for word.
                if let note = step.note { details.append(note) }
            }
            for note in scenario.notes where note.step == index { details.append("Note: " + note.text) }
            for item in scenario.evidence where item.step == index {
                if item.content != nil {
                    let name = evidencePrefix + "step \(index + 1) - " + PathText.lastComponent(item.file)
                    evidence.append((item, name))
                    details.append("Evidence: " + name)
                } else {
                    details.append("Evidence: " + EvidenceLocation.path(of: item, session: scenario.session))
                }
            }
            let plain = (outcome == .passed || outcome == .notRun) && details.isEmpty
            guard !plain else { continue }
            let head = "Step \(index + 1) \(outcome.word)"
            lines.append(details.isEmpty ? head + "." : head + ": " + details.joined(separator: "; "))
        }
        guard !counts.isEmpty else { return [] }
        return ["Steps: " + counts.map { "\($0.count) \($0.outcome.word)" }.joined(separator: ", ") + "."] + lines
    }
}
