import Conformance
import TestPlan

/// The decisions on record that a report has no row for, each in words for a warning: a WCAG
/// decision about a part the plan does not test or a criterion above the target, and a Section
/// 508 or EN 301 549 decision in a report whose catalog lacks its row. A decision is never
/// dropped without a word: `decide` refuses one no report could show, and `export` names one this
/// report does not.
public enum UnshownDecisions {
    /// `catalogRows`: whether the format lays out the catalog's Section 508 and EN 301 549 rows
    /// (the ACRs and OpenACR); the other conformance formats have the WCAG table only.
    public static func warnings(_ report: Report, catalogRows: Bool) -> [String] {
        let options = report.conformance
        let parts = Set(report.scenarios.map { ProductPart(platform: $0.planned.platform) })
        let catalog = OpenACRCatalog.named(options.openACRCatalog)
        let rows = Set((catalogRows ? catalog?.clauseChapters ?? [] : []).flatMap { $0.criteria.map(\.num) })
        var inForce: [String: AuditorDecision] = [:]
        var order: [String] = []
        for decision in report.decisions {
            let key = decision.clause.number + " " + decision.part.rawValue
            if inForce[key] == nil { order.append(key) }
            inForce[key] = decision
        }
        var warnings: [String] = []
        var elsewhere: [Clause.Standard: [String]] = [:]
        for key in order {
            let decision = inForce[key]!
            if let criterion = decision.clause.wcag {
                if criterion.level > options.target {
                    warnings.append(
                        "the decision on \(decision.clause.title) is not in this report: Level \(criterion.level.rawValue) is above its target (--level)"
                    )
                } else if decision.part != .anyPlatform, !parts.isEmpty, !parts.contains(decision.part) {
                    warnings.append(
                        "the decision on \(decision.clause.title) (\(decision.part.title)) is not in this report: it tests no \(decision.part.title) part"
                    )
                }
            } else if !rows.contains(decision.clause.number) {
                elsewhere[decision.clause.standard, default: []].append(decision.clause.number)
            }
        }
        // A chapter decided at once is one warning, not one a row.
        for standard in [Clause.Standard.section508, .en301549] {
            guard let numbers = elsewhere[standard] else { continue }
            let listed = numbers.count > 4 ? numbers.prefix(3).joined(separator: ", ") + ", … " + numbers.last! : numbers.joined(separator: ", ")
            let edition =
                standard == .section508
                ? "--catalog \(OpenACRCatalog.section508EditionID) or \(OpenACRCatalog.internationalEditionID)"
                : "--catalog \(OpenACRCatalog.internationalEditionID)"
            let count =
                numbers.count == 1
                ? "the decision on \(standard.rawValue) \(listed) is" : "\(numbers.count) decisions on \(standard.rawValue) rows (\(listed)) are"
            warnings.append(
                "\(count) not in this report: \(numbers.count == 1 ? "its row is" : "their rows are") in the ACR and OpenACR with \(edition)")
        }
        return warnings
    }
}
