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

    /// Whether every A and AA criterion has a level in every part and, when not, every gap by
    /// part: not covered by any planned check, or with checks not yet tested. Gaps come first in
    /// a report because a table of "Supports" with holes between them must not pass for a full
    /// claim.
    static func completeness(_ table: ConformanceTable, closeGaps: String? = nil) -> String {
        guard !table.parts.isEmpty else { return "The plan has no scenarios, so nothing is claimed." }
        if table.complete {
            return "The claim is complete: every criterion up to Level \(table.target.rawValue) has a level resting on tested checks "
                + "or an auditor's recorded decision in every product part."
        }
        let perPart = table.parts.enumerated().compactMap { column, part -> String? in
            let gaps = table.rows.filter { $0.cells[column].level == .gap }
            guard !gaps.isEmpty else { return nil }
            let notCovered = gaps.filter { !$0.cells[column].tally.covered }.map(\.criterion.number)
            let untested = gaps.filter { $0.cells[column].tally.covered }.map(\.criterion.number)
            var reasons: [String] = []
            if !notCovered.isEmpty { reasons.append("no check: " + notCovered.joined(separator: ", ")) }
            if !untested.isEmpty { reasons.append("checks without an outcome yet: " + untested.joined(separator: ", ")) }
            return "\(part.title), \(gaps.count) of \(table.rows.count) (" + reasons.joined(separator: "; ") + ")"
        }
        let count = table.claims.gaps.count
        return "The claim is incomplete: \(count) gap\(count == 1 ? "" : "s") at Level A and AA, where the evaluation has not "
            + "established the criterion — " + perPart.joined(separator: "; ")
            + ". A gap is never claimed as supported; it is closed by testing its checks, adding checks, or an auditor's "
            + "recorded decision (stepwise decide)."
            + (closeGaps.map { " The fewest scenarios that settle them: \($0)" } ?? "")
    }

    /// For a report with gaps, its first words: how far the evaluation has got and that the
    /// report is not yet a VPAT. "Interim report, not yet a VPAT: 9 of 55 criteria settled in
    /// every product part; 46 gaps remain." Nil for a complete report or an empty plan.
    static func interim(_ table: ConformanceTable) -> String? {
        guard !table.parts.isEmpty, !table.complete else { return nil }
        let settled = table.rows.filter { row in row.cells.allSatisfy { $0.level != .gap } }.count
        let gaps = table.claims.gaps.count
        return "Interim report, not yet a VPAT: \(settled) of \(table.rows.count) criteria settled in every product part; "
            + "\(gaps) gap\(gaps == 1 ? "" : "s") remain\(gaps == 1 ? "s" : "") (see the summary)."
    }

    /// Whether a sign-off that still holds approved exactly these claims: "Approved in
    /// sign-off S by Ann (tester), meaning “executed”: these are the claims it signed." or
    /// "No sign-off that holds approved these claims."
    static func approval(_ table: ConformanceTable, report: Report) -> String {
        let approvals = table.approvals(in: report)
        guard !approvals.isEmpty else {
            let unproven = table.unprovenApprovals(in: report)
            if !unproven.isEmpty {
                // Named by nobody: the name in an unchecked sign-off is only what its writer typed.
                let despite = unproven.contains { $0.allowIncomplete } && !table.complete ? ", signed with --allow-incomplete despite the gaps," : ""
                return
                    "A sign-off over these claims holds\(despite) but its signature was not checked (export --allowed-signers) or it is not signed, "
                    + "so nothing proves who made it: it is not named here as their approval (claims sha256:\(table.claims.sha256.prefix(16)))."
            }
            return "No sign-off that still holds approved these claims (claims sha256:\(table.claims.sha256.prefix(16)))."
        }
        let who = approvals.map {
            "sign-off \($0.id) by \($0.signer) (\($0.role)), meaning “\($0.meaning)”, \($0.signatureWords)"
                + ($0.allowIncomplete && !table.complete ? ", signed with --allow-incomplete despite the gaps" : "")
        }
        return "These claims are the ones approved in " + ConformanceRemarks.list(who)
            + " (claims sha256:\(table.claims.sha256.prefix(16))), which still hold" + (approvals.count == 1 ? "s" : "") + "."
    }
}
