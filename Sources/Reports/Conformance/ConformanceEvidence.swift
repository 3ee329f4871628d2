import Conformance
import TestPlan

/// What the checks of a conformance table gather, read once from the report: for each
/// criterion and product part, the components, platforms, pages, assistive technologies,
/// scenarios and findings that back its cell; for the table, the sessions whose results count,
/// with their testers, environments and assistive technologies.
struct ConformanceEvidence {
    /// What one cell's checks gathered.
    struct Entry {
        var components: [String] = []
        /// `components` as a set: a criterion many features check would otherwise be
        /// searched once per check.
        var seenComponents: Set<String> = []
        /// The component added last: checks come scenario by scenario, so the next check's
        /// is nearly always the same (the same string, which compares at once).
        var lastComponent: String?
        var platforms: [String] = []
        var pages: [String] = []
        var technology: [String] = []
        var failures: [ConformanceTable.Finding] = []
        var untested: [ConformanceTable.Finding] = []
        var notApplicable: [ConformanceTable.Finding] = []
        var scenarios: [Int] = []
    }

    private let parts: [ProductPart]
    private let partCount: Int
    /// The row of each criterion of the table, by number.
    private let rowOfCriterion: [String: Int]
    /// One entry per criterion and part, row by row: found by position, not by hashing a
    /// key for each of a large plan's million checks. Checks of criteria above the target
    /// have none: no row shows them.
    private var entries: [Entry]
    private(set) var sessions: [ReportSession] = []
    private(set) var testers: [String] = []
    private(set) var environments: [String] = []
    private(set) var technology: [String] = []
    private var countedSessions: Set<String> = []
    private var lastSession: String?

    /// Gathers every check of `map`.
    /// - Parameters:
    ///   - owners: for each check, the index of its scenario in the report.
    ///   - outcomes: for each check, its result.
    init(map: ConformanceMap, report: Report, owners: [Int], outcomes: [CheckResult]) {
        parts = map.parts
        partCount = map.parts.count
        var rowOfCriterion: [String: Int] = [:]
        for (row, criterion) in map.criteria.enumerated() where rowOfCriterion[criterion.number] == nil { rowOfCriterion[criterion.number] = row }
        self.rowOfCriterion = rowOfCriterion
        entries = [Entry](repeating: Entry(), count: map.criteria.count * partCount)
        // Scenario by scenario, so each is taken out of the report once, not once per check.
        var position = 0
        while position < map.checks.count {
            let index = owners[position]
            let scenario = report.scenarios[index]
            while position < map.checks.count, owners[position] == index {
                gather(map.checks[position], outcome: outcomes[position], index: index, scenario: scenario)
                position += 1
            }
        }
    }

    /// What the checks of one criterion (by row) in one part (by column) gathered.
    func entry(row: Int, column: Int) -> Entry { entries[row * partCount + column] }

    private mutating func gather(_ check: ConformanceMap.Check, outcome result: CheckResult, index: Int, scenario: ReportScenario) {
        // What the check says of the criterion at hand: a failure counts only where it is charged.
        var outcome = result.outcome
        let column = parts.firstIndex(of: check.part)
        for (position, criterion) in check.criteria.enumerated() where !check.criteria[..<position].contains(criterion) {
            guard let row = rowOfCriterion[criterion], let column else { continue }
            outcome = result.outcome(for: criterion, of: check.criteria)
            // Changed where it is stored: a copy taken out and put back would copy its
            // arrays on every check, which made a large plan's table quadratic.
            entries[row * partCount + column].add(check, outcome: outcome, result: result, index: index, scenario: scenario)
        }
        // Once per session: its environment is put into words each time it is asked for.
        // (The session of the check before is the same one, nearly always: the same string,
        // which compares at once, where a set would hash it again.)
        if outcome != .untested, let session = scenario.session, session.id != lastSession, countedSessions.insert(session.id).inserted {
            sessions.append(session)
            appendNew(session.tester, &testers)
            if let environment = session.environment { appendNew(environment, &environments) }
            for name in session.assistiveTechnology { appendNew(name, &technology) }
        }
        if outcome != .untested, let session = scenario.session { lastSession = session.id }
    }
}

extension ConformanceEvidence.Entry {
    /// Adds one check of the cell's criterion.
    /// - Parameters:
    ///   - outcome: the check's outcome for this criterion (a failure may charge only some
    ///     of the check's criteria).
    ///   - result: the check's result as a whole.
    ///   - index: the index of the check's scenario in the report.
    fileprivate mutating func add(
        _ check: ConformanceMap.Check, outcome: CheckOutcome, result: CheckResult, index: Int, scenario: ReportScenario
    ) {
        if lastComponent != scenario.planned.featureName {
            if seenComponents.insert(scenario.planned.featureName).inserted { components.append(scenario.planned.featureName) }
            lastComponent = scenario.planned.featureName
        }
        appendNew(scenario.planned.platform, &platforms)
        if let page = scenario.planned.page { appendNew(page, &pages) }
        // Checks come scenario by scenario, so a new scenario is never one listed before.
        if scenarios.last != index { scenarios.append(index) }
        if outcome != .untested, let session = scenario.session {
            for name in session.assistiveTechnology { appendNew(name, &technology) }
        }
        // Read only where a finding is made: most checks pass.
        var stepText: String { scenario.steps[check.step].text }
        switch outcome {
        case .failed:
            let note = scenario.failureNotes(step: check.step).joined(separator: "; ")
            failures.append(
                ConformanceTable.Finding(
                    scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                    step: stepText, note: note.isEmpty ? nil : note, defects: scenario.defects(step: check.step),
                    acrossProduct: result.acrossProduct, page: scenario.planned.page))
        case .untested:
            untested.append(
                ConformanceTable.Finding(
                    scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                    step: stepText, note: ConformanceTable.whyUntested(scenario, step: scenario.steps[check.step]), defects: []))
        case .notApplicable:
            // The tester's reason, where they gave one: a not-applicable claim says why.
            if let reason = scenario.steps[check.step].reason, !scenario.steps[check.step].automatic {
                notApplicable.append(
                    ConformanceTable.Finding(
                        scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                        step: stepText, note: reason, defects: [], tester: scenario.attempt?.tester ?? scenario.session?.tester))
            }
        default: break
        }
    }
}

private func appendNew(_ value: String, _ list: inout [String]) { if !list.contains(value) { list.append(value) } }
