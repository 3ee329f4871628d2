import TestPlan

/// How the evaluation was done, in sentences every conformance export prints (the ACR's
/// "Evaluation Methods Used", OpenACR's `evaluation_methods_used`): the evaluators' own words
/// from `stepwise.json` first, then the guided manual method, and only the platforms,
/// sessions, devices, assistive technologies and testers whose results count for these
/// claims — a platform that was planned but has no results is named as such, never as tested.
enum EvaluationMethods {
    static func sentences(_ report: Report, table: ConformanceTable) -> [String] {
        var sentences: [String] = []
        if let own = report.conformance.details.evaluationMethods { sentences.append(own) }
        sentences.append(
            "Manual testing with Stepwise: testers worked step by step through accessibility acceptance criteria written as "
                + "Gherkin scenarios, recording a verdict, notes and defects for each step in a hash-chained results ledger; "
                + "the step library maps each check to the WCAG 2.2 success criteria it tests, and only checks count.")
        // In one fixed order (iOS, Android, desktop, mobile web), whatever order the plan met them in.
        func ordered(_ platforms: [String]) -> [String] {
            platforms.sorted { (PlatformChoice.known.firstIndex(of: $0) ?? 99) < (PlatformChoice.known.firstIndex(of: $1) ?? 99) }
        }
        let tested = ordered(table.platforms)
        sentences.append("Tested on: \(tested.isEmpty ? "nothing yet" : ConformanceRemarks.list(tested.map(PlatformChoice.title))).")
        var planned: [String] = []
        for scenario in report.scenarios where !planned.contains(scenario.planned.platform) { planned.append(scenario.planned.platform) }
        let untested = ordered(planned.filter { !tested.contains($0) })
        if !untested.isEmpty {
            sentences.append("Planned but with no results: \(ConformanceRemarks.list(untested.map(PlatformChoice.title))).")
        }
        if !table.sessions.isEmpty {
            let described = table.sessions.map { session in
                "\(session.id) (\(session.tester), \(PlatformChoice.title(session.platform)))"
            }
            sentences.append("Sessions: \(described.joined(separator: "; ")).")
        }
        func list(_ items: [String], none: String) -> String { items.isEmpty ? none : items.joined(separator: "; ") }
        sentences.append("Devices and environments: \(list(table.environments, none: "none recorded")).")
        sentences.append("Assistive technologies: \(list(table.assistiveTechnology, none: "none recorded")).")
        sentences.append("Testers: \(list(table.testers, none: "none recorded")).")
        return sentences
    }
}
