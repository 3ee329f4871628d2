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
        public let tally: CheckTally
        public var level: ConformanceLevel { tally.level }
        /// Feature names, in plan order.
        public let components: [String]
        /// Platform names ("ios"), in plan order.
        public let platforms: [String]
        public let assistiveTechnology: [String]
        public let failures: [Finding]
        /// Checks with no outcome, and why ("blocked", "not reached", "stale", …).
        public let untested: [Finding]
        /// Indexes into the report's scenarios of every scenario with a check here.
        public let scenarios: [Int]

        /// The remarks as plain text, for formats that take no links: what was tested, on
        /// what, what failed and why, what is missing.
        public var remarks: String { ConformanceRemarks.text(self) }
    }

    /// A check worth naming in the remarks.
    public struct Finding: Sendable {
        /// Index into the report's scenarios.
        public let scenario: Int
        public let component: String
        public let platform: String
        public let step: String
        /// The tester's note on the step, or why it has no outcome.
        public let note: String?
        public let defects: [String]
    }

    public let target: WCAGCriterion.Level
    public let parts: [ProductPart]
    public let rows: [Row]
    /// The levels and counts alone: what a sign-off binds.
    public let claims: ConformanceClaims
    /// Testers, devices and assistive technologies of the sessions whose results count.
    public let testers: [String]
    public let environments: [String]
    public let assistiveTechnology: [String]

    /// Every criterion has an outcome resting on tested checks in every part.
    public var complete: Bool { claims.complete }

    /// The sign-offs that approved exactly these claims and still hold: what makes the table
    /// a signed conformance report rather than a draft.
    public func approvals(in report: Report) -> [ReportSignOff] {
        report.signOffs.filter { $0.holds && $0.conformanceSHA256 == claims.sha256 }
    }

    public init(_ report: Report, target: WCAGCriterion.Level) {
        let map = ConformanceMap(plan: report.scenarios.map(\.planned), target: target)
        var verdicts: [String: ScenarioStepVerdicts] = [:]
        for scenario in report.scenarios {
            var steps: [Int: String] = [:]
            for (index, step) in scenario.steps.enumerated() { if let verdict = step.verdict { steps[index] = verdict } }
            verdicts[scenario.planned.id] = ScenarioStepVerdicts(state: scenario.state.rawValue, stale: scenario.stale, verdicts: steps)
        }
        let claims = ConformanceClaims(map: map, verdicts: verdicts)
        self.claims = claims
        self.target = target
        parts = map.parts

        struct Gathered {
            var components: [String] = []
            /// `components` as a set: a criterion many features check would otherwise be
            /// searched once per check.
            var seenComponents: Set<String> = []
            var platforms: [String] = []
            var technology: [String] = []
            var failures: [Finding] = []
            var untested: [Finding] = []
            var scenarios: [Int] = []
        }
        var gathered: [String: Gathered] = [:]
        var countedSessions: Set<String> = []
        var testers: [String] = []
        var environments: [String] = []
        var technology: [String] = []
        func appendNew(_ value: String, _ list: inout [String]) { if !list.contains(value) { list.append(value) } }
        // The map lists its checks scenario by scenario in the report's order (it was made
        // from the report's scenarios), so one walk over both copies each scenario once.
        var cursor = 0
        for (index, scenario) in report.scenarios.enumerated() {
            let first = cursor
            while cursor < map.checks.count, map.checks[cursor].scenario == scenario.planned.id { cursor += 1 }
            for check in map.checks[first..<cursor] {
                gather(check, index: index, scenario: scenario)
            }
        }
        func gather(_ check: ConformanceMap.Check, index: Int, scenario: ReportScenario) {
            let outcome = verdicts[check.scenario]?.outcome(step: check.step) ?? .untested
            let step = scenario.steps[check.step]
            func update(_ entry: inout Gathered) {
                if entry.seenComponents.insert(scenario.planned.featureName).inserted { entry.components.append(scenario.planned.featureName) }
                appendNew(scenario.planned.platform, &entry.platforms)
                // Checks come scenario by scenario, so a new scenario is never one listed before.
                if entry.scenarios.last != index { entry.scenarios.append(index) }
                if outcome != .untested, let session = scenario.session {
                    for name in session.assistiveTechnology { appendNew(name, &entry.technology) }
                }
                var stepText: String { step.keyword + step.text }
                switch outcome {
                case .failed:
                    let notes = scenario.notes.filter { $0.step == check.step }.map(\.text)
                    let note = ([step.note].compactMap { $0 } + notes).filter { !$0.isEmpty }.joined(separator: "; ")
                    entry.failures.append(
                        Finding(
                            scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                            step: stepText, note: note.isEmpty ? nil : note, defects: scenario.defects))
                case .untested:
                    entry.untested.append(
                        Finding(
                            scenario: index, component: scenario.planned.featureName, platform: scenario.planned.platform,
                            step: stepText, note: Self.whyUntested(scenario, step: step), defects: []))
                default: break
                }
            }
            for criterion in Set(check.criteria) {
                let key = criterion + " " + check.part.rawValue
                // Changed where it is stored: a copy taken out and put back would copy its
                // arrays on every check, which made a large plan's table quadratic.
                update(&gathered[key, default: Gathered()])
            }
            // Once per session: its environment is put into words each time it is asked for.
            if outcome != .untested, let session = scenario.session, countedSessions.insert(session.id).inserted {
                appendNew(session.tester, &testers)
                if let environment = session.environment { appendNew(environment, &environments) }
                for name in session.assistiveTechnology { appendNew(name, &technology) }
            }
        }
        rows = map.criteria.map { criterion in
            Row(
                criterion: criterion,
                cells: map.parts.map { part in
                    let entry = gathered[criterion.number + " " + part.rawValue] ?? Gathered()
                    let tally = claims.claims.first { $0.criterion == criterion.number && $0.part == part }?.tally ?? CheckTally()
                    return Cell(
                        part: part, tally: tally, components: entry.components, platforms: entry.platforms,
                        assistiveTechnology: entry.technology, failures: entry.failures, untested: entry.untested,
                        scenarios: entry.scenarios)
                })
        }
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
        case "blocked": return "blocked" + (step.reason.map { ": \($0)" } ?? step.note.map { ": \($0)" } ?? "")
        case "skipped": return "skipped" + (step.reason.map { ": \($0)" } ?? step.note.map { ": \($0)" } ?? "")
        default: return "not reached"
        }
    }
}
