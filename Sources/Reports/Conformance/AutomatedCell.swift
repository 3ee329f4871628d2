import Conformance

/// The engines' findings about one criterion in one product part, sorted by what they are for
/// the claim: violations (failed checks), results still to review (checks without an outcome),
/// results a person judged (checks with their verdict), and passes (supporting evidence only,
/// never counted). Inapplicable and best-practice results are in no cell.
public struct AutomatedCell: Sendable {
    struct Key: Hashable {
        let criterion: String
        let part: ProductPart
    }

    public var violations: [AutomatedFinding] = []
    public var toReview: [AutomatedFinding] = []
    public var reviewed: [AutomatedFinding] = []
    public var passes: [AutomatedFinding] = []

    public init() {}

    /// Nothing an engine said bears on the cell.
    public var isEmpty: Bool { violations.isEmpty && toReview.isEmpty && reviewed.isEmpty && passes.isEmpty }

    /// The findings that count as checks in the claim.
    public var counted: [AutomatedFinding] { violations + toReview + reviewed }

    /// Each criterion and part's findings, from the current scans of the map's parts.
    static func gather(_ automated: AutomatedResults, map: ConformanceMap) -> [Key: AutomatedCell] {
        var cells: [Key: AutomatedCell] = [:]
        let parts = Set(map.parts)
        for scan in automated.scans where parts.contains(scan.facts.part) {
            for finding in scan.findings {
                for (position, criterion) in finding.result.criteria.enumerated() where !finding.result.criteria[..<position].contains(criterion) {
                    let key = Key(criterion: criterion, part: scan.facts.part)
                    switch finding.state {
                    case .violation: cells[key, default: AutomatedCell()].violations.append(finding)
                    case .toReview: cells[key, default: AutomatedCell()].toReview.append(finding)
                    case .judged: cells[key, default: AutomatedCell()].reviewed.append(finding)
                    case .supporting where finding.result.outcome == .pass: cells[key, default: AutomatedCell()].passes.append(finding)
                    case .supporting, .advisory: break
                    }
                }
            }
        }
        return cells
    }
}
