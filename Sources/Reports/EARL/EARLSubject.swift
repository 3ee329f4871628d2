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
    /// The page of the sample it was tested on, when the plan has pages.
    var page: String? = nil
    /// The feature files of this name, in plan order (usually one).
    private(set) var uris: [String] = []
    /// Indexes into the report's scenarios, in plan order.
    private(set) var scenarios: [Int] = []
    /// The checks of each criterion number at or below the target, in plan order.
    private(set) var checks: [String: [Check]] = [:]

    /// "Button on iOS".
    var title: String { "\(featureName) on \(PlatformChoice.title(platform))" + (page.map { ", \($0)" } ?? "") }

    /// The criteria at or below the target that some check on this subject evidences, in
    /// number order: one assertion each.
    var criteria: [WCAGCriterion] {
        WCAGCriterion.all.filter { checks[$0.number] != nil }
    }

    /// The subjects of a report, in plan order, with their checks worked out from the current
    /// step verdicts as the conformance table works them out (`CheckOutcome`), criteria above
    /// `target` left out.
    /// `map`: the report's checks at `target`, when the caller has them.
    static func gather(_ report: Report, target: WCAGCriterion.Level, map given: ConformanceMap? = nil) -> [EARLSubject] {
        struct Key: Hashable {
            let featureName: String
            let platform: String
            let page: String?
        }
        var subjects: [EARLSubject] = []
        var indexByKey: [Key: Int] = [:]
        var subjectOfScenario: [Int] = []
        subjectOfScenario.reserveCapacity(report.scenarios.count)
        // Fields read in place: a scenario copied out of the report is dozens of retains.
        for index in report.scenarios.indices {
            let key = Key(
                featureName: report.scenarios[index].planned.featureName, platform: report.scenarios[index].planned.platform,
                page: report.scenarios[index].planned.page)
            let subject: Int
            if let existing = indexByKey[key] {
                subject = existing
            } else {
                subject = subjects.count
                indexByKey[key] = subject
                subjects.append(EARLSubject(id: "_:subject-\(subject + 1)", featureName: key.featureName, platform: key.platform, page: key.page))
            }
            let uri = report.scenarios[index].planned.uri
            if !subjects[subject].uris.contains(uri) { subjects[subject].uris.append(uri) }
            subjects[subject].scenarios.append(index)
            subjectOfScenario.append(subject)
        }
        let map = given ?? ConformanceMap(report: report, target: target)
        let counted = Set(map.criteria.map(\.number))
        // The map lists its checks scenario by scenario in the report's order: each check's
        // scenario is found by walking both, where looking up each by its id would hash a
        // million ids. A check is credited to the first scenario with its id, as the lookup did.
        var owners: [Int] = []
        owners.reserveCapacity(map.checks.count)
        var cursor = 0
        for index in report.scenarios.indices {
            while cursor < map.checks.count, map.checks[cursor].scenario == report.scenarios[index].planned.id {
                owners.append(index)
                cursor += 1
            }
        }
        var firstWithID: [String: Int] = [:]
        if owners.count != map.checks.count || Set(report.scenarios.indices.map { report.scenarios[$0].planned.id }).count != report.scenarios.count {
            // Two planned scenarios with one id: look each check's up instead.
            for index in report.scenarios.indices where firstWithID[report.scenarios[index].planned.id] == nil {
                firstWithID[report.scenarios[index].planned.id] = index
            }
            owners = map.checks.map { firstWithID[$0.scenario] ?? -1 }
        }
        for (position, check) in map.checks.enumerated() {
            let index = owners[position]
            guard index >= 0 else { continue }
            let subject = subjectOfScenario[index]
            let result = report.scenarios[index].checkResult(step: check.step)
            for (place, criterion) in check.criteria.enumerated() where counted.contains(criterion) && !check.criteria[..<place].contains(criterion) {
                let outcome = result.outcome(for: criterion, of: check.criteria)
                subjects[subject].checks[criterion, default: []].append(Check(scenario: index, step: check.step, outcome: outcome))
            }
        }
        return subjects
    }
}
