import Conformance
import JSON
import TestPlan

/// The evaluation's per-subject assertions: one `earl:Assertion` per subject and criterion some
/// planned step checks there, in `earl:manual` mode, asserted by the testers who gave its
/// outcome, with the outcome (`EARLOutcome`) and the evidence in words (`EARLEvidence`).
///
/// Made before the scope assertions, which refer to these (`parts`) and count their own
/// outcomes beside them.
struct EARLSubjectAssertions {
    /// The assertions, subject by subject, criterion by criterion.
    private(set) var nodes: [JSONValue] = []
    /// The assertions of each criterion (by number), as its scope assertion refers to them.
    private(set) var parts: [String: [EARLScopeAssertions.Part]] = [:]
    /// How many assertions have each outcome.
    private(set) var counts: [EARLOutcome: Int] = [:]
    /// The testers of each assertion, one assertion after another: the evaluation's creators
    /// are drawn from these.
    private(set) var testers: [String] = []

    init(_ report: Report, subjects: [EARLSubject], assertors: EARLAssertors) {
        let evidence = EARLEvidence(report)
        // Each scenario's verdict time, put into words once rather than once per criterion.
        let attemptTimes = report.scenarios.indices.map { report.scenarios[$0].attempt?.time }
        for subject in subjects {
            for criterion in subject.criteria {
                add(subject, criterion, report: report, evidence: evidence, attemptTimes: attemptTimes, assertors: assertors)
            }
        }
    }

    /// The assertion of one criterion on one subject.
    /// - Parameter attemptTimes: the time of each scenario's attempt, by index in the report.
    private mutating func add(
        _ subject: EARLSubject, _ criterion: WCAGCriterion, report: Report, evidence: EARLEvidence, attemptTimes: [String?],
        assertors: EARLAssertors
    ) {
        let checks = subject.checks[criterion.number] ?? []
        let outcome = EARLOutcome(CheckTally(checks.map(\.outcome)))
        counts[outcome, default: 0] += 1
        var answered: [Int] = []
        var seen: Set<Int> = []
        for check in checks where check.outcome != .untested && seen.insert(check.scenario).inserted {
            answered.append(check.scenario)
        }
        var testers: [String] = []
        for index in answered {
            // Read in place: a scenario copied out of the report is dozens of retains.
            if let tester = report.scenarios[index].attempt?.tester ?? report.scenarios[index].session?.tester, !testers.contains(tester) {
                testers.append(tester)
            }
        }
        self.testers += testers
        let date = answered.compactMap({ attemptTimes[$0] }).max()
        var result: [String: JSONValue] = [
            "@type": .string("TestResult"),
            "outcome": .string(outcome.iri),
            "description": .string(evidence.text(subject: subject, criterion: criterion, checks: checks)),
        ]
        if let date { result["date"] = .string(date) }
        let id = "_:assertion-\(subject.id.dropFirst(2))-\(criterion.slug)"
        parts[criterion.number, default: []].append(
            EARLScopeAssertions.Part(id: id, subject: subject.title, outcome: outcome, testers: testers, date: date))
        nodes.append(
            .object([
                "@id": .string(id),
                "@type": .string("Assertion"),
                "test": EARLReport.testNode(criterion),
                "subject": .string(subject.id),
                "assertedBy": assertors.assertor(testers),
                "mode": .string("earl:manual"),
                "result": .object(result),
            ]))
    }
}
