import Conformance
import TestPlan

/// The `dct:description` of an assertion's result: what the outcome rests on, in words an
/// auditor can check against the ledgers — every check with its outcome, each failure with the
/// tester's notes and defects, why a check has no outcome, the evidence files with their
/// SHA-256, and who tested on what with which assistive technology, in which session.
///
/// One is made per export and asked for every assertion: it reads the report's scenarios in
/// place (a scenario copied out for each of a large plan's million checks was most of the
/// export's time), writes the text into one reused buffer, and puts each session's
/// environment into words once.
final class EARLEvidence {
    private let report: Report
    private let buffer = ReportSink(capacity: 1 << 16)
    /// `ReportSession.environment` by session id.
    private var environments: [String: String?] = [:]

    init(_ report: Report) {
        self.report = report
    }

    func text(subject: EARLSubject, criterion: WCAGCriterion, checks: [EARLSubject.Check]) -> String {
        buffer.reset()
        appendOutcome(subject: subject, criterion: criterion, checks: checks)
        for check in checks { append(check) }
        appendEvidenceAndTesters(checks)
        return buffer.text
    }

    /// What the checks give, in words and counts, and the auditor's decision beside it.
    private func appendOutcome(subject: EARLSubject, criterion: WCAGCriterion, checks: [EARLSubject.Check]) {
        let out = buffer
        var tally = CheckTally()
        for check in checks { tally.add(check.outcome) }
        out.append(
            "\(criterion.number) \(criterion.name) (Level \(criterion.level.rawValue)) on \(subject.title): \(EARLOutcome(tally).words). \(tally.sentence)."
        )
        let part = ProductPart(platform: subject.platform)
        // A decision for any platform is this part's too, unless a later one is about the part itself.
        if let decision = report.decisions.last(where: { $0.criterion == criterion.number && ($0.part == part || $0.part == .anyPlatform) }) {
            // The outcome above is the checks'; the auditor's decision stands beside it.
            out.append(
                "\nAuditor's decision for \(part.title) (\(decision.auditor), \(decision.time.prefix(10))): \(decision.level.title). "
                    + "Reason: \(decision.reason)")
        }
    }

    /// One check on a line of its own: its outcome, step and scenario, and the notes and
    /// defects of a failure, why it has no outcome, or why it does not apply.
    private func append(_ check: EARLSubject.Check) {
        let out = buffer
        let index = check.scenario
        out.append("\n")
        out.append(Self.title(check.outcome))
        out.append(": “")
        out.append(report.scenarios[index].steps[check.step].keyword)
        out.append(report.scenarios[index].steps[check.step].text)
        out.append("” in “")
        out.append(report.scenarios[index].planned.name)
        out.append("”")
        switch check.outcome {
        case .failed:
            let scenario = report.scenarios[index]
            let notes = scenario.failureNotes(step: check.step)
            if !notes.isEmpty { out.append(": " + notes.joined(separator: "; ")) }
            let defects = scenario.defects(step: check.step)
            if !defects.isEmpty {
                out.append(" (defect\(defects.count == 1 ? "" : "s") \(defects.joined(separator: ", ")))")
            }
        case .untested:
            // A scenario nobody tested needs no reason after "Not tested".
            guard report.scenarios[index].state != .untested || report.scenarios[index].stale else { break }
            let scenario = report.scenarios[index]
            let why = ConformanceTable.whyUntested(scenario, step: scenario.steps[check.step])
            if why != "not tested" { out.append(" (\(why))") }
        case .passed:
            break
        case .notApplicable:
            if let reason = report.scenarios[index].steps[check.step].reason ?? report.scenarios[index].steps[check.step].note {
                out.append(": ")
                out.append(reason)
            }
        }
        out.append(byte: UInt8(ascii: "."))
    }

    /// The evidence files of the checks' steps, scenario by scenario, then who tested on what
    /// in which session: the testers of the scenarios with an answered check.
    private func appendEvidenceAndTesters(_ checks: [EARLSubject.Check]) {
        let out = buffer
        // The steps whose evidence is listed: only asked of scenarios with evidence, few.
        struct Place: Hashable {
            let scenario: Int
            let step: Int
        }
        var steps: Set<Place>?
        var answered: Set<Int> = []
        for check in checks where check.outcome != .untested { answered.insert(check.scenario) }
        var scenariosSeen: Set<Int> = []
        var sessions: [(tester: String, session: String)] = []
        for check in checks where scenariosSeen.insert(check.scenario).inserted {
            let index = check.scenario
            if !report.scenarios[index].evidence.isEmpty {
                if steps == nil { steps = Set(checks.map { Place(scenario: $0.scenario, step: $0.step) }) }
                for item in report.scenarios[index].evidence where item.step.map({ steps!.contains(Place(scenario: index, step: $0)) }) ?? true {
                    out.append("\nEvidence: \(item.file) (sha256 \(item.sha256), \(item.path)) in “\(report.scenarios[index].planned.name)”.")
                }
            }
            guard answered.contains(index), let session = report.scenarios[index].session?.id else { continue }
            let tester = report.scenarios[index].attempt?.tester ?? report.scenarios[index].session!.tester
            // Said once per tester and session: each scenario of a session would say it again.
            if !sessions.contains(where: { $0.tester == tester && $0.session == session }) { sessions.append((tester, session)) }
        }
        var said: [String] = []
        for (tester, session) in sessions {
            let environment = self.environment(ofSession: session, in: checks)
            let line = "Tested by \(tester)" + (environment.map { " on \($0)" } ?? "") + " in session \(session)."
            if !said.contains(line) {
                said.append(line)
                out.append("\n")
                out.append(line)
            }
        }
    }

    /// The environment of the session with this id, as the scenarios of these checks have it.
    private func environment(ofSession id: String, in checks: [EARLSubject.Check]) -> String? {
        if let known = environments[id] { return known }
        for check in checks where report.scenarios[check.scenario].session?.id == id {
            let environment = report.scenarios[check.scenario].session?.environment
            environments[id] = .some(environment)
            return environment
        }
        return nil
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
