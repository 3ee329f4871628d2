import Conformance
import TestPlan

/// The sentences above a conformance table, in plain text for the HTML and Markdown reports
/// alike: what the table is about (target, product parts) and whether the claim is complete.
/// An incomplete claim is said before anyone reads a row, so a table full of "Supports" with
/// half the criteria never tested cannot pass for a full claim.
enum ConformanceStatement {
    /// "Conformance target: WCAG 2.2 level AA, the 55 success criteria at levels A and AA,
    /// for Native app and Web of Shop 2.1."
    static func scope(_ table: ConformanceTable, options: ConformanceReportOptions) -> String {
        let levels: [WCAGCriterion.Level] = [.a, .aa, .aaa].filter { $0 <= table.target }
        let levelWords = levels.count == 1 ? "level A" : "levels " + ConformanceRemarks.list(levels.map(\.rawValue))
        var sentence = "Conformance target: WCAG 2.2 level \(table.target.rawValue), the \(table.rows.count) success criteria at \(levelWords)"
        if !table.parts.isEmpty { sentence += ", for " + ConformanceRemarks.list(table.parts.map(\.title)) }
        if let product = options.productName, !product.isEmpty {
            sentence += " of " + product + (options.productVersion.map { $0.isEmpty ? "" : " " + $0 } ?? "")
        }
        return sentence + "."
    }

    /// Whether every criterion has an outcome in every part and, when not, how many lack one
    /// per part and why: not covered by any planned check, or checks not yet tested.
    static func completeness(_ table: ConformanceTable) -> String {
        guard !table.parts.isEmpty else { return "The plan has no scenarios, so nothing is claimed." }
        if table.complete {
            return "The claim is complete: every criterion has an outcome resting on tested checks in every product part."
        }
        let perPart = table.parts.enumerated().compactMap { column, part -> String? in
            let cells = table.rows.map { $0.cells[column] }
            let notCovered = cells.filter { !$0.tally.covered }.count
            let untested = cells.filter { $0.tally.covered && !$0.tally.complete }.count
            guard notCovered + untested > 0 else { return nil }
            let reasons = [(notCovered, "not covered by these tests"), (untested, "with checks not yet tested")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            return "in \(part.title), \(notCovered + untested) of \(cells.count) criteria have no complete outcome ("
                + reasons.joined(separator: ", ") + ")"
        }
        return "The claim is incomplete: " + perPart.joined(separator: "; ")
            + ". A criterion not covered by these tests is not claimed as supported."
    }

    /// Whether a sign-off that still holds approved exactly these claims: "Approved in
    /// sign-off S by Ann (tester), meaning “executed”: these are the claims it signed." or
    /// "No sign-off that holds approved these claims."
    static func approval(_ table: ConformanceTable, report: Report) -> String {
        let approvals = table.approvals(in: report)
        guard !approvals.isEmpty else {
            return "No sign-off that still holds approved these claims (claims sha256:\(table.claims.sha256.prefix(16)))."
        }
        let who = approvals.map { "sign-off \($0.id) by \($0.signer) (\($0.role)), meaning “\($0.meaning)”" }
        return "These claims are the ones approved in " + ConformanceRemarks.list(who)
            + " (claims sha256:\(table.claims.sha256.prefix(16))), which still hold" + (approvals.count == 1 ? "s" : "") + "."
    }
}
