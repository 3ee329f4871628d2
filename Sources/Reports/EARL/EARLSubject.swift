import Conformance
import TestPlan

/// What an EARL assertion is about: one tested component (a feature, by name) on one platform,
/// "Button on iOS". An auditor files a finding against the thing that was tested, and the
/// same component can pass on iOS and fail on Android, so the platform is part of the subject
/// rather than folded into a product part as the ACR tables fold it.
struct EARLSubject {
    /// One step of one scenario whose check evidences a criterion, and what it says now.
    struct Check {
        /// Index into the report's scenarios.
        let scenario: Int
        /// 0-based, as the report's steps.
        let step: Int
        let outcome: CheckOutcome
    }

    /// `_:subject-1`, numbered in plan order: the same plan gives the same ids.
    let id: String
    let featureName: String
    let platform: String
    /// The feature files of this name, in plan order (usually one).
    private(set) var uris: [String] = []
    /// Indexes into the report's scenarios, in plan order.
    private(set) var scenarios: [Int] = []
    /// The checks of each criterion number at or below the target, in plan order.
    private(set) var checks: [String: [Check]] = [:]

    /// "Button on iOS".
    var title: String { "\(featureName) on \(PlatformChoice.title(platform))" }

    /// The criteria at or below the target that some check on this subject evidences, in
    /// number order: one assertion each.
    var criteria: [WCAGCriterion] {
        WCAGCriterion.all.filter { checks[$0.number] != nil }
    }

    /// The subjects of a report, in plan order, with their checks worked out from the current
    /// step verdicts as the conformance table works them out (`CheckOutcome`), criteria above
    /// `target` left out.
    static func gather(_ report: Report, target: WCAGCriterion.Level) -> [EARLSubject] {
        var subjects: [EARLSubject] = []
        var indexByKey: [String: Int] = [:]
        var subjectOfScenario: [String: Int] = [:]
        var scenarioIndex: [String: Int] = [:]
        for (index, scenario) in report.scenarios.enumerated() {
            let planned = scenario.planned
            let key = planned.featureName + "\u{1F}" + planned.platform
            let subject: Int
            if let existing = indexByKey[key] {
                subject = existing
            } else {
                subject = subjects.count
                indexByKey[key] = subject
                subjects.append(EARLSubject(id: "_:subject-\(subject + 1)", featureName: planned.featureName, platform: planned.platform))
            }
            if !subjects[subject].uris.contains(planned.uri) { subjects[subject].uris.append(planned.uri) }
            subjects[subject].scenarios.append(index)
            if scenarioIndex[planned.id] == nil {
                scenarioIndex[planned.id] = index
                subjectOfScenario[planned.id] = subject
            }
        }
        let map = ConformanceMap(plan: report.scenarios.map(\.planned), target: target)
        let counted = Set(map.criteria.map(\.number))
        for check in map.checks {
            guard let index = scenarioIndex[check.scenario], let subject = subjectOfScenario[check.scenario] else { continue }
            let outcome = report.scenarios[index].checkOutcome(step: check.step)
            for criterion in Set(check.criteria) where counted.contains(criterion) {
                subjects[subject].checks[criterion, default: []].append(Check(scenario: index, step: check.step, outcome: outcome))
            }
        }
        return subjects
    }
}
