import Conformance
import TestPlan

/// The WCAG 2.2 conformance table of a report: for each criterion up to the target and each
/// product part, the level the current results support (`ConformanceClaims`) and what backs
/// it — the components and platforms tested, the failed checks with their notes and defects,
/// the checks not tested, the assistive technologies used, the scenarios to look at. Every
/// conformance export (the HTML and Markdown tables, OpenACR, EARL) renders this one value.
public struct ConformanceTable: Sendable {
    public struct Row: Sendable {
        public let criterion: WCAGCriterion
        /// One per product part, in `parts` order.
        public let cells: [Cell]
    }

    public struct Cell: Sendable {
        public let part: ProductPart
        /// The criterion's own level (A, AA, AAA): what an untested claim is called depends on it.
        public let criterionLevel: WCAGCriterion.Level
        /// The level, the counts behind it and any auditor's decision.
        public let claim: ConformanceClaims.Claim
        public var tally: CheckTally { claim.tally }
        /// What the report claims: the auditor's decision where there is one, else `derived`.
        public var level: ConformanceLevel { claim.level }
        /// What the checks alone give.
        public var derived: ConformanceLevel { claim.derived }
        /// Feature names, in plan order.
        public let components: [String]
        /// Platform names ("ios"), in plan order.
        public let platforms: [String]
        /// The pages of the sample its checks were planned on, in plan order; empty without pages.
        public var pages: [String] = []
        public let assistiveTechnology: [String]
        public let failures: [Finding]
        /// Checks with no outcome, and why ("blocked", "not reached", "stale", …).
        public let untested: [Finding]
        /// Checks a tester found not applicable, with their reason.
        public var notApplicable: [Finding] = []
        /// Indexes into the report's scenarios of every scenario with a check here.
        public let scenarios: [Int]

        /// The remarks as plain text, for formats that take no links: what was tested, on
        /// what, what failed and why, what is missing.
        public var remarks: String { ConformanceRemarks.text(self, criterionLevel: criterionLevel) }
    }

    /// A check worth naming in the remarks.
    public struct Finding: Sendable {
        /// Index into the report's scenarios.
        public let scenario: Int
        public let component: String
        public let platform: String
        /// The step's text, without its Gherkin keyword.
        public let step: String
        /// The tester's note on the step, or why it has no outcome.
        public let note: String?
        /// The defects linked to this step (not to the rest of its scenario).
        public let defects: [String]
        /// For a failure: the tester recorded that it holds across the product.
        public var acrossProduct = false
        /// Who gave the verdict, where the results say.
        public var tester: String?
        /// The page of the sample it was tested on, if the plan has pages.
        public var page: String?
    }

    public let target: WCAGCriterion.Level
    public let parts: [ProductPart]
    public let rows: [Row]
    /// The levels and counts alone: what a sign-off binds.
    public let claims: ConformanceClaims
    /// The checks the table was made from.
    let map: ConformanceMap
    /// The sessions whose results count for some check of this table, in the order the plan
    /// first meets them: what tested the selection, as opposed to every session in the results
    /// folder (a web-only report must not name the iOS session).
    public let sessions: [ReportSession]
    /// Platforms of those sessions, in the same order: what was tested, not what was planned.
    public var platforms: [String] {
        var seen: [String] = []
        for session in sessions where !seen.contains(session.platform) { seen.append(session.platform) }
        return seen
    }
    /// Testers, devices and assistive technologies of the sessions whose results count.
    public let testers: [String]
    public let environments: [String]
    public let assistiveTechnology: [String]

    /// Every criterion has an outcome resting on tested checks in every part.
    public var complete: Bool { claims.complete }

    /// The sign-offs that approved exactly these claims and still hold: what makes the table
    /// a signed conformance report rather than a draft.
    public func approvals(in report: Report) -> [ReportSignOff] {
        report.signOffs.filter { $0.vouches && $0.conformanceSHA256 == claims.sha256 }
    }

    /// Sign-offs over exactly these claims that hold but whose signature nobody checked (or
    /// that are not signed): not an approval, and not named as one.
    public func unprovenApprovals(in report: Report) -> [ReportSignOff] {
        report.signOffs.filter { $0.holds && !$0.vouches && $0.conformanceSHA256 == claims.sha256 }
    }

    public init(_ report: Report, target: WCAGCriterion.Level) {
        self.init(report, target: target, decisions: report.decisions)
    }

    public init(_ report: Report, target: WCAGCriterion.Level, decisions: [AuditorDecision]) {
        let map = ConformanceMap(report: report, target: target)
        // The map lists its checks scenario by scenario in the report's order (it was made
        // from the report's scenarios): each check's scenario is found by walking both.
        // Scenarios are read in place throughout: one copied out of the report is dozens of
        // retains and releases, once per check.
        var owners: [Int] = []
        owners.reserveCapacity(map.checks.count)
        var cursor = 0
        for index in report.scenarios.indices {
            while cursor < map.checks.count, map.checks[cursor].scenario == report.scenarios[index].planned.id {
                owners.append(index)
                cursor += 1
            }
        }
        if owners.count != map.checks.count {
            // Two planned scenarios with one id would break the walk: look each up instead.
            var indexByID: [String: Int] = [:]
            for index in report.scenarios.indices where indexByID[report.scenarios[index].planned.id] == nil {
                indexByID[report.scenarios[index].planned.id] = index
            }
            owners = map.checks.map { indexByID[$0.scenario] ?? 0 }
        }
        var outcomes: [CheckResult] = []
        outcomes.reserveCapacity(map.checks.count)
        for position in map.checks.indices {
            outcomes.append(report.scenarios[owners[position]].checkResult(step: map.checks[position].step))
        }
        let claims = ConformanceClaims(map: map, results: outcomes, decisions: decisions)
        self.claims = claims
        self.map = map
        self.target = target
        parts = map.parts

        struct Gathered {
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
            var failures: [Finding] = []
            var untested: [Finding] = []
            var notApplicable: [Finding] = []
            var scenarios: [Int] = []
        }
        struct Key: Hashable {
            let criterion: String
            let part: ProductPart
        }
        // One entry per criterion and part, row by row: found by position, not by hashing a
        // key for each of a large plan's million checks. Checks of criteria above the target
        // have none: no row shows them.
        let partCount = map.parts.count
        var rowOfCriterion: [String: Int] = [:]
        for (row, criterion) in map.criteria.enumerated() where rowOfCriterion[criterion.number] == nil { rowOfCriterion[criterion.number] = row }
        var gathered = [Gathered](repeating: Gathered(), count: map.criteria.count * partCount)
        var countedSessions: Set<String> = []
        var lastSession: String?
        var sessions: [ReportSession] = []
        var testers: [String] = []
        var environments: [String] = []
        var technology: [String] = []
        func appendNew(_ value: String, _ list: inout [String]) { if !list.contains(value) { list.append(value) } }
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
        func gather(_ check: ConformanceMap.Check, outcome result: CheckResult, index: Int, scenario: ReportScenario) {
            // What the check says of the criterion at hand: a failure counts only where it is charged.
            var outcome = result.outcome
            func update(_ entry: inout Gathered) {
                if entry.lastComponent != scenario.planned.featureName {
                    if entry.seenComponents.insert(scenario.planned.featureName).inserted { entry.components.append(scenario.planned.featureName) }
                    entry.lastComponent = scenario.planned.featureName
                }
                appendNew(scenario.planned.platform, &entry.platforms)
                if let page = scenario.planned.page { appendNew(page, &entry.pages) }
                // Checks come scenario by scenario, so a new scenario is never one listed before.
                if entry.scenarios.last != index { entry.scenarios.append(index) }
                if outcome != .untested, let session = scenario.session {
                    for name in session.assistiveTechnology { appendNew(name, &entry.technology) }
                }
                var stepText: String { scenario.steps[check.step].text }
                switch outcome {
                case .failed:
                    let note = scenario.failureNotes(step: check.step).joined(separator: "; ")
                    entry.failures.append(
                        Finding(
                            scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                            step: stepText, note: note.isEmpty ? nil : note, defects: scenario.defects(step: check.step),
                            acrossProduct: result.acrossProduct, page: scenario.planned.page))
                case .untested:
                    entry.untested.append(
                        Finding(
                            scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                            step: stepText, note: Self.whyUntested(scenario, step: scenario.steps[check.step]), defects: []))
                case .notApplicable:
                    // The tester's reason, where they gave one: a not-applicable claim says why.
                    if let reason = scenario.steps[check.step].reason, !scenario.steps[check.step].automatic {
                        entry.notApplicable.append(
                            Finding(
                                scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                                step: stepText, note: reason, defects: [], tester: scenario.attempt?.tester ?? scenario.session?.tester))
                    }
                default: break
                }
            }
            let column = map.parts.firstIndex(of: check.part)
            for (position, criterion) in check.criteria.enumerated() where !check.criteria[..<position].contains(criterion) {
                guard let row = rowOfCriterion[criterion], let column else { continue }
                outcome = result.outcome(for: criterion, of: check.criteria)
                // Changed where it is stored: a copy taken out and put back would copy its
                // arrays on every check, which made a large plan's table quadratic.
                update(&gathered[row * partCount + column])
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
        var claimsByKey: [Key: ConformanceClaims.Claim] = [:]
        for claim in claims.claims { claimsByKey[Key(criterion: claim.criterion, part: claim.part)] = claim }
        rows = map.criteria.enumerated().map { row, criterion in
            Row(
                criterion: criterion,
                cells: map.parts.enumerated().map { column, part in
                    let entry = gathered[row * partCount + column]
                    let claim = claimsByKey[Key(criterion: criterion.number, part: part)]!
                    var cell = Cell(
                        part: part, criterionLevel: criterion.level, claim: claim, components: entry.components, platforms: entry.platforms,
                        assistiveTechnology: entry.technology, failures: entry.failures, untested: entry.untested,
                        scenarios: entry.scenarios)
                    cell.notApplicable = entry.notApplicable
                    cell.pages = entry.pages
                    return cell
                })
        }
        self.sessions = sessions
        self.testers = testers
        self.environments = environments
        assistiveTechnology = technology
    }

    /// Why a check has no outcome, in a few words.
    static func whyUntested(_ scenario: ReportScenario, step: ReportStep) -> String {
        if scenario.stale { return "stale: tested against older steps" }
        switch scenario.state {
        case .conflict: return "testers disagree"
        case .untested: return "not tested"
        default: break
        }
        switch step.verdict {
        case .blocked?: return "blocked" + (step.reason.map { ": \($0)" } ?? step.note.map { ": \($0)" } ?? scenario.blockedReason.map { ": \($0)" } ?? "")
        case .skipped?: return "skipped" + (step.reason.map { ": \($0)" } ?? step.note.map { ": \($0)" } ?? "")
        default: return "not reached"
        }
    }
}
