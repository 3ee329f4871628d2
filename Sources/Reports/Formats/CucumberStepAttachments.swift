/// What a Cucumber JSON step carries beside its keyword, text and status: the lines of its
/// `output`, the evidence embedded in it, and the defects linked to it (in its `error_message`
/// when it failed, its `output` otherwise).
///
/// What was given on a step is on it; what was given on no step, or on a step not shown, is on
/// the first step shown, since an element has no `output` of its own.
struct CucumberStepAttachments {
    /// The `output` lines, in the order they are written.
    private(set) var output: [String] = []
    /// Evidence whose bytes the report carries, with the name it is embedded under.
    private(set) var embedded: [(evidence: ReportEvidence, name: String)] = []
    /// The defects linked to the step, or belonging with it.
    let defects: [String]

    private let index: Int
    private let first: Bool

    /// What step `index` of the scenario carries.
    ///
    /// - Parameters:
    ///   - outcome: the step's outcome, as `VerdictMapping` gives it.
    ///   - failedStep: the first listed step that failed, where defects given on no step go.
    ///   - first: the step is the first shown, which carries what belongs to no step.
    ///   - leftOut: the steps of a passed scenario that do not apply, named on the first.
    init(_ index: Int, in scenario: ReportScenario, outcome: VerdictMapping.StepOutcome, failedStep: Int?, first: Bool, leftOut: [Int]) {
        self.index = index
        self.first = first
        defects = Self.defects(of: index, in: scenario, failedStep: failedStep, first: first)
        let step = scenario.steps[index]
        if outcome != .failed, outcome != .notRun, let message = VerdictMapping.message(of: step, outcome: outcome) {
            output.append(message)
        }
        for other in leftOut {
            let skipped = scenario.steps[other]
            output.append(
                "Step \(other + 1), \(skipped.keyword)\(skipped.text): \(VerdictMapping.message(of: skipped, outcome: .notApplicable) ?? "N/A")")
        }
        if first {
            if scenario.state == .conflict { output.append("CONFLICT: " + VerdictMapping.conflictSummary(scenario)) }
            if scenario.stale { output.append("Stale: this verdict was given to older steps than the plan has now.") }
        }
        for note in scenario.notes where belongsHere(note.step, in: scenario) {
            output.append("Note: " + note.text)
        }
        if outcome != .failed { output += defects.map { "Defect: " + $0 } }
        for evidence in scenario.evidence where belongsHere(evidence.step, in: scenario) {
            if evidence.content != nil {
                embedded.append((evidence, evidence.file))
            } else {
                output.append("Evidence: " + EvidenceLocation.path(of: evidence, session: scenario.session))
            }
        }
        addEarlierAttempts(of: scenario)
    }

    /// Whether what was given on `step` (nil: on no step) goes on this one.
    private func belongsHere(_ step: Int?, in scenario: ReportScenario) -> Bool {
        step == index || (first && !(step.map { VerdictMapping.isCounted($0, in: scenario) } ?? false))
    }

    /// The defects of step `index`: those linked to it, and those linked to no step shown,
    /// which go with the failure, or with the first step when none failed.
    private static func defects(of index: Int, in scenario: ReportScenario, failedStep: Int?, first: Bool) -> [String] {
        scenario.defects.isEmpty
            ? []
            : scenario.defects.indices.filter { position in
                let linked = position < scenario.defectSteps.count ? scenario.defectSteps[position] : nil
                if let linked, VerdictMapping.isCounted(linked, in: scenario) { return linked == index }
                return failedStep.map { $0 == index } ?? first
            }.map { scenario.defects[$0] }
    }

    /// Earlier attempts: the first step says what each found; their evidence goes on the step
    /// it was attached to, named after the attempt.
    private mutating func addEarlierAttempts(of scenario: ReportScenario) {
        for detail in scenario.earlier {
            let onThisStep = detail.evidence.contains { evidence in
                evidence.step == index || (first && !(evidence.step.map(scenario.steps.indices.contains) ?? false))
            }
            // Named only where it is said: most steps say nothing of earlier attempts.
            guard first || onThisStep else { continue }
            let label = EarlierAttemptWords.label(detail)
            if first { output.append(([label] + EarlierAttemptWords.findings(detail)).joined(separator: "\n")) }
            // A step an older version of the scenario had, and this one has not, is the first's.
            for evidence in detail.evidence
            where evidence.step == index || (first && !(evidence.step.map(scenario.steps.indices.contains) ?? false)) {
                if evidence.content != nil {
                    embedded.append((evidence, EarlierAttemptWords.fileName(evidence, of: detail)))
                    output.append(label + "; evidence: " + evidence.file)
                } else {
                    output.append(label + "; evidence: " + EvidenceLocation.path(of: evidence, session: detail.session))
                }
            }
        }
    }
}
