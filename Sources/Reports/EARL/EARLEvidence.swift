import Conformance
import TestPlan

/// The `dct:description` of an assertion's result: what the outcome rests on, in words an
/// auditor can check against the ledgers — every check with its outcome, each failure with the
/// tester's notes and defects, why a check has no outcome, the evidence files with their
/// SHA-256, and who tested on what with which assistive technology, in which session.
enum EARLEvidence {
    static func text(_ report: Report, subject: EARLSubject, criterion: WCAGCriterion, checks: [EARLSubject.Check]) -> String {
        let tally = CheckTally(checks.map(\.outcome))
        var lines = [
            "\(criterion.number) \(criterion.name) (Level \(criterion.level.rawValue)) on \(subject.title): "
                + "\(EARLOutcome(tally).words). \(tally.sentence)."
        ]
        let part = ProductPart(platform: subject.platform)
        if let decision = report.decisions.last(where: { $0.criterion == criterion.number && $0.part == part }) {
            // The outcome above is the checks'; the auditor's decision stands beside it.
            lines.append(
                "Auditor's decision for \(part.title) (\(decision.auditor), \(decision.time.prefix(10))): \(decision.level.title). "
                    + "Reason: \(decision.reason)")
        }
        for check in checks {
            let scenario = report.scenarios[check.scenario]
            let step = scenario.steps[check.step]
            var line = "\(title(check.outcome)): “\(step.keyword)\(step.text)” in “\(scenario.planned.name)”"
            switch check.outcome {
            case .failed:
                let notes = scenario.failureNotes(step: check.step)
                if !notes.isEmpty { line += ": " + notes.joined(separator: "; ") }
                let defects = scenario.defects(step: check.step)
                if !defects.isEmpty {
                    line += " (defect\(defects.count == 1 ? "" : "s") \(defects.joined(separator: ", ")))"
                }
            case .untested:
                // A scenario nobody tested needs no reason after "Not tested".
                let why = ConformanceTable.whyUntested(scenario, step: step)
                if why != "not tested" { line += " (\(why))" }
            case .passed, .notApplicable:
                if check.outcome == .notApplicable, let reason = step.reason ?? step.note { line += ": " + reason }
            }
            lines.append(line + ".")
        }
        let steps = Set(checks.map { "\($0.scenario) \($0.step)" })
        let answered = Set(checks.filter { $0.outcome != .untested }.map(\.scenario))
        var scenariosSeen: Set<Int> = []
        var sessions: [String] = []
        for check in checks where scenariosSeen.insert(check.scenario).inserted {
            let scenario = report.scenarios[check.scenario]
            for item in scenario.evidence where item.step.map({ steps.contains("\(check.scenario) \($0)") }) ?? true {
                lines.append("Evidence: \(item.file) (sha256 \(item.sha256), \(item.path)) in “\(scenario.planned.name)”.")
            }
            guard answered.contains(check.scenario), let session = scenario.session else { continue }
            let tester = scenario.attempt?.tester ?? session.tester
            let line = "Tested by \(tester)" + (session.environment.map { " on \($0)" } ?? "") + " in session \(session.id)."
            if !sessions.contains(line) { sessions.append(line) }
        }
        return (lines + sessions).joined(separator: "\n")
    }

    private static func title(_ outcome: CheckOutcome) -> String {
        switch outcome {
        case .passed: return "Passed"
        case .failed: return "Failed"
        case .notApplicable: return "Not applicable"
        case .untested: return "Not tested"
        }
    }
}
