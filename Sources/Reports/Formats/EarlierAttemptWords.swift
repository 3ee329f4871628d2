import Paths

/// How every export names an earlier attempt at a scenario and says what it found, so an auditor
/// reads the same words whichever format they were given. A scenario that failed and then
/// passed on a retest is shown by its pass; its failure, and the evidence of it, must still be
/// there to see, and must not read as part of the pass.
///
/// An attempt is named by its number *and* its session: numbers start again at 1 in every
/// session, so a retest in a later session is usually attempt 1 too.
enum EarlierAttemptWords {
    /// "Earlier attempt 1 in session 2026-11-22-bo-android: failed, by Bo, at 2026-11-22T09:16:40.000Z".
    static func label(_ detail: ReportAttempt) -> String {
        guard let attempt = detail.attempt else { return "Earlier attempt" }
        return
            "Earlier attempt \(attempt.attempt) in session \(attempt.session): \(attempt.verdict.ledgerText), by \(attempt.tester), at \(attempt.time)"
    }

    /// A file name for one piece of an earlier attempt's evidence, for formats that attach files
    /// by name (Xray): the session, the attempt and its verdict before the tester's file name, so
    /// that the attachment is not taken for evidence of the run's own verdict.
    /// A folder the tester typed is no part of the name.
    static func fileName(_ evidence: ReportEvidence, of detail: ReportAttempt) -> String {
        let file = PathText.lastComponent(evidence.file)
        guard let attempt = detail.attempt else { return "earlier attempt " + file }
        return "\(attempt.session) attempt \(attempt.attempt) (\(attempt.verdict.ledgerText)) " + file
    }

    /// What the attempt's records say beyond its verdict, one line each: the steps that did not
    /// pass with their notes or reasons, the notes and the defects. Evidence is not here: each
    /// format puts it where it can show or link it.
    static func findings(_ detail: ReportAttempt) -> [String] {
        var lines: [String] = []
        for (index, step) in detail.steps.enumerated() {
            let outcome = VerdictMapping.StepOutcome(verdict: step.verdict, scenarioTested: detail.attempt != nil)
            guard outcome != .passed, outcome != .notRun, let message = VerdictMapping.message(of: step, outcome: outcome) else { continue }
            // The message already says BLOCKED, SKIPPED or N/A; a failure's is the bare note.
            lines.append(outcome == .failed ? "Step \(index + 1) failed: \(message)" : "Step \(index + 1): \(message)")
        }
        for note in detail.notes {
            lines.append(note.step.map { "Note on step \($0 + 1): \(note.text)" } ?? "Note: \(note.text)")
        }
        for defect in detail.defects { lines.append("Defect: \(defect)") }
        return lines
    }
}
