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
        /// The engines' findings about this criterion in this part.
        public var automated = AutomatedCell()
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
    /// The engines' current scans in the table's parts: what was scanned, by what.
    public let scans: [RecordedScan]
    /// The engines of those scans with their versions ("axe-core 4.10.2"), in scan order.
    public var engines: [String] {
        var seen: [String] = []
        for scan in scans where !seen.contains(scan.facts.tester) { seen.append(scan.facts.tester) }
        return seen
    }

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
        let owners = Self.scenarioIndexes(of: map.checks, in: report)
        // Scenarios are read in place throughout: one copied out of the report is dozens of
        // retains and releases, once per check.
        var outcomes: [CheckResult] = []
        outcomes.reserveCapacity(map.checks.count)
        for position in map.checks.indices {
            outcomes.append(report.scenarios[owners[position]].checkResult(step: map.checks[position].step))
        }
        let automated = report.automated.checks(in: map.parts)
        let claims = ConformanceClaims(map: map, results: outcomes, decisions: decisions, automated: automated)
        self.claims = claims
        self.map = map
        self.target = target
        parts = map.parts

        let evidence = ConformanceEvidence(map: map, report: report, owners: owners, outcomes: outcomes)
        let automatedCells = AutomatedCell.gather(report.automated, map: map)
        rows = Self.rows(map: map, claims: claims, evidence: evidence, automated: automatedCells)
        scans = report.automated.scans.filter { map.parts.contains($0.facts.part) }
        sessions = evidence.sessions
        testers = evidence.testers
        environments = evidence.environments
        assistiveTechnology = evidence.technology
    }

    /// For each check, the index of its scenario in the report.
    private static func scenarioIndexes(of checks: [ConformanceMap.Check], in report: Report) -> [Int] {
        // The map lists its checks scenario by scenario in the report's order (it was made
        // from the report's scenarios): each check's scenario is found by walking both.
        var owners: [Int] = []
        owners.reserveCapacity(checks.count)
        var cursor = 0
        for index in report.scenarios.indices {
            while cursor < checks.count, checks[cursor].scenario == report.scenarios[index].planned.id {
                owners.append(index)
                cursor += 1
            }
        }
        if owners.count != checks.count {
            // Two planned scenarios with one id would break the walk: look each up instead.
            var indexByID: [String: Int] = [:]
            for index in report.scenarios.indices where indexByID[report.scenarios[index].planned.id] == nil {
                indexByID[report.scenarios[index].planned.id] = index
            }
            owners = checks.map { indexByID[$0.scenario] ?? 0 }
        }
        return owners
    }

    /// One row per criterion of the map, one cell per part: its claim and what backs it.
    private static func rows(
        map: ConformanceMap, claims: ConformanceClaims, evidence: ConformanceEvidence, automated: [AutomatedCell.Key: AutomatedCell]
    ) -> [Row] {
        struct Key: Hashable {
            let criterion: String
            let part: ProductPart
        }
        var claimsByKey: [Key: ConformanceClaims.Claim] = [:]
        for claim in claims.claims { claimsByKey[Key(criterion: claim.criterion, part: claim.part)] = claim }
        return map.criteria.enumerated().map { row, criterion in
            Row(
                criterion: criterion,
                cells: map.parts.enumerated().map { column, part in
                    let entry = evidence.entry(row: row, column: column)
                    let claim = claimsByKey[Key(criterion: criterion.number, part: part)]!
                    var cell = Cell(
                        part: part, criterionLevel: criterion.level, claim: claim, components: entry.components, platforms: entry.platforms,
                        assistiveTechnology: entry.technology, failures: entry.failures, untested: entry.untested,
                        scenarios: entry.scenarios)
                    cell.notApplicable = entry.notApplicable
                    cell.pages = entry.pages
                    cell.automated = automated[AutomatedCell.Key(criterion: criterion.number, part: part)] ?? AutomatedCell()
                    return cell
                })
        }
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
        case .blocked?:
            return "blocked" + (step.reason.map { ": \($0)" } ?? step.note.map { ": \($0)" } ?? scenario.blockedReason.map { ": \($0)" } ?? "")
        case .skipped?: return "skipped" + (step.reason.map { ": \($0)" } ?? step.note.map { ": \($0)" } ?? "")
        default: return "not reached"
        }
    }
}
