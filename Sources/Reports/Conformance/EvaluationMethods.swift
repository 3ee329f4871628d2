import TestPlan

/// How the evaluation was done, in sentences every conformance export prints (the ACR's
/// "Evaluation Methods Used", OpenACR's `evaluation_methods_used`): the evaluators' own words
/// from `stepwise.json` first, then the guided manual method, the engines the ledger recorded
/// (name and version, from their files), and only the platforms,
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
        if let automated = automatedSentence(table) { sentences.append(automated) }
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

    /// The engines whose scans count, named and versioned as their results files gave them and
    /// the ledger recorded them (never typed by hand), with what they scanned and how their
    /// results are weighed; nil when no engine's results count.
    static func automatedSentence(_ table: ConformanceTable) -> String? {
        guard !table.scans.isEmpty else { return nil }
        let engines = table.engines.map { engine -> String in
            let scans = table.scans.filter { $0.facts.tester == engine }
            let pages = AutomatedRemarks.unique(scans.map(\.facts.pageName))
            let platforms = AutomatedRemarks.unique(scans.map { PlatformChoice.title($0.facts.platform) })
            return "\(engine) (\(pages.count) page\(pages.count == 1 ? "" : "s") on \(ConformanceRemarks.list(platforms)))"
        }
        return "Automated testing: \(ConformanceRemarks.list(engines)), recorded from the engines' own results files as automated sessions "
            + "in the same ledger; a violation fails its criteria on its page and is weighed with the manual results, a pass is "
            + "supporting evidence only and never makes a criterion Supports, and what an engine could not decide is a check for a person to review."
    }
}
