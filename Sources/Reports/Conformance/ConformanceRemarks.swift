import Conformance
import TestPlan

/// The remarks of a conformance cell in words: the VPAT's "Remarks and Explanations". They
/// say what the level rests on, so a reader can check it without the ledgers: the components
/// and platforms tested, each failed check with its note and defects, how many checks are not
/// tested and why, and the assistive technologies used.
enum ConformanceRemarks {
    static func text(_ cell: ConformanceTable.Cell) -> String {
        guard cell.tally.covered else { return "Not covered by these tests: no planned check evidences this criterion." }
        var sentences = [
            "\(cell.tally.sentence) in \(list(cell.components)) on \(list(cell.platforms.map(PlatformChoice.title)))."
        ]
        if !cell.failures.isEmpty {
            sentences.append("Failed: " + cell.failures.map(failure).joined(separator: "; ") + ".")
        }
        if !cell.untested.isEmpty { sentences.append("Without an outcome: " + untestedSummary(cell) + ".") }
        if cell.level == .notEvaluated { sentences.append("The claim is incomplete until every check is tested.") }
        if !cell.assistiveTechnology.isEmpty { sentences.append("Assistive technology: \(list(cell.assistiveTechnology)).") }
        return sentences.joined(separator: " ")
    }

    /// The checks without an outcome counted by kind of reason, in order of first appearance:
    /// "2 not reached, 1 blocked".
    static func untestedSummary(_ cell: ConformanceTable.Cell) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for finding in cell.untested {
            let reason = shortReason(finding.note ?? "not tested")
            if counts[reason] == nil { order.append(reason) }
            counts[reason, default: 0] += 1
        }
        return order.map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
    }

    /// `Button on iOS: “Then the focus is visible”: no focus ring (defects A11Y-1)`.
    static func failure(_ finding: ConformanceTable.Finding) -> String {
        var text = "\(finding.component) on \(PlatformChoice.title(finding.platform)): “\(finding.step)”"
        if let note = finding.note { text += ": " + note }
        if !finding.defects.isEmpty { text += " (defect\(finding.defects.count == 1 ? "" : "s") \(finding.defects.joined(separator: ", ")))" }
        return text
    }

    /// The kind of reason, without the tester's words: "blocked: no test account" counts as
    /// "blocked".
    static func shortReason(_ reason: String) -> String {
        reason.split(separator: ":", maxSplits: 1).first.map(String.init) ?? reason
    }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return "nothing"
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
