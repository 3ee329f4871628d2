import WCAG

/// How many checks the plan has for each criterion up to a level in each product part it
/// tests, and what is missing: the table `stepwise coverage` prints. It counts the checks of
/// the same map the claims are made from, so a plan, a report and an ACR agree on it.
public struct Coverage: Sendable {
    public enum Status: Sendable, Hashable {
        case covered
        /// An A or AA criterion (or AAA at an AAA target) with no check in a part the plan tests.
        case gap
        /// Excused by WCAG2ICT on native apps (`WCAG2ICT.setOfPrograms`), with the reason.
        case notApplicable(String)
    }

    public struct Cell: Sendable {
        public let part: ProductPart
        public let checks: Int
        public let status: Status
    }

    public struct Row: Sendable {
        public let criterion: WCAGCriterion
        public let cells: [Cell]
    }

    public let target: WCAGCriterion.Level
    public let parts: [ProductPart]
    public let rows: [Row]

    public init(map: ConformanceMap) {
        var counts: [String: Int] = [:]
        for check in map.checks {
            for criterion in Set(check.criteria) { counts[criterion + " " + check.part.rawValue, default: 0] += 1 }
        }
        target = map.target
        parts = map.parts
        rows = map.criteria.map { criterion in
            Row(
                criterion: criterion,
                cells: map.parts.map { part in
                    let checks = counts[criterion.number + " " + part.rawValue] ?? 0
                    let status: Status
                    if checks > 0 {
                        status = .covered
                    } else if part == .nativeApp && WCAG2ICT.setOfPrograms.contains(criterion.number) {
                        status = .notApplicable(WCAG2ICT.setOfProgramsReason)
                    } else {
                        status = .gap
                    }
                    return Cell(part: part, checks: checks, status: status)
                })
        }
    }

    /// Every gap, criterion by criterion.
    public var gaps: [(criterion: WCAGCriterion, part: ProductPart)] {
        rows.flatMap { row in row.cells.filter { $0.status == .gap }.map { (row.criterion, $0.part) } }
    }

    /// The gaps at levels A and AA: what `coverage --check` fails on.
    public var levelAAGaps: [(criterion: WCAGCriterion, part: ProductPart)] { gaps.filter { $0.criterion.level <= .aa } }
}
