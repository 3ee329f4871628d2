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
        /// The components (features) whose checks evidence it, in plan order: how deep the
        /// coverage is. One check of one tooltip "covers" 1.4.13 for the whole product.
        public var features: [String] = []
        /// Every page or screen of this part must meet the criterion (`PageWideCriteria`), so
        /// one component's checks cannot stand for it.
        public var pageWide = false
    }

    public struct Row: Sendable {
        public let criterion: WCAGCriterion
        public let cells: [Cell]

        /// Page- or screen-wide in at least one of the parts shown.
        public var pageWide: Bool { cells.contains(where: \.pageWide) }
    }

    public let target: WCAGCriterion.Level
    public let parts: [ProductPart]
    public let rows: [Row]

    public init(map: ConformanceMap) {
        var counts: [String: Int] = [:]
        var features: [String: [String]] = [:]
        for check in map.checks {
            for criterion in Set(check.criteria) {
                let key = criterion + " " + check.part.rawValue
                counts[key, default: 0] += 1
                if features[key]?.last != check.component, !(features[key] ?? []).contains(check.component) {
                    features[key, default: []].append(check.component)
                }
            }
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
                    var cell = Cell(part: part, checks: checks, status: status)
                    cell.features = features[criterion.number + " " + part.rawValue] ?? []
                    cell.pageWide = PageWideCriteria.applies(criterion.number, in: part)
                    return cell
                })
        }
    }

    /// Every gap, criterion by criterion.
    public var gaps: [(criterion: WCAGCriterion, part: ProductPart)] {
        rows.flatMap { row in row.cells.filter { $0.status == .gap }.map { (row.criterion, $0.part) } }
    }

    /// The covered A and AA criteria (per part) that fewer than `minimum` features check:
    /// what `coverage --check --min-features N` fails on.
    public func shallow(minimum: Int) -> [(criterion: WCAGCriterion, part: ProductPart, features: Int)] {
        rows.filter { $0.criterion.level <= .aa }.flatMap { row in
            row.cells.filter { $0.status == .covered && $0.features.count < minimum }.map { (row.criterion, $0.part, $0.features.count) }
        }
    }

    /// The gaps at levels A and AA: what `coverage --check` fails on.
    public var levelAAGaps: [(criterion: WCAGCriterion, part: ProductPart)] { gaps.filter { $0.criterion.level <= .aa } }
}
