import WCAG

/// Which numbers `stepwise decide` takes: a row some report can show. A WCAG 2.2 criterion, or a
/// Section 508 or EN 301 549 row of GSA's catalogs; an EN 301 549 clause that restates a WCAG
/// criterion has no row of its own (the WCAG row answers it), so the refusal names the
/// criterion to decide instead, and so on for Section 508's 501 and for numbers no standard has.
public enum DecidableClause {
    public struct Refusal: Error, Sendable {
        public let message: String
    }

    public static func named(_ number: String) -> Result<Clause, Refusal> {
        if let clause = Clause.named(number) { return .success(clause) }
        if let (criterion, restatement) = EN301549WCAG.restated(number) {
            let part: String
            switch restatement.context {
            case .web: part = "web"
            case .software, .openSoftware, .closedSoftware: part = "native-app"
            case .documents: part = "any-platform"
            }
            return .failure(
                Refusal(
                    message: "EN 301 549 \(number) restates WCAG \(criterion.number) \(criterion.name) for \(restatement.context.rawValue) and "
                        + "has no row of its own: the WCAG row answers it, so decide --criterion \(criterion.number) --part \(part)"))
        }
        if number == "501" || number.hasPrefix("501.") {
            return .failure(
                Refusal(
                    message: "Section 508 \(number) incorporates the WCAG success criteria, whose rows answer it: decide the WCAG criterion "
                        + "(--criterion 1.1.1 …)"))
        }
        return .failure(
            Refusal(
                message: "'\(number)' is neither a WCAG 2.2 success criterion nor a Section 508 or EN 301 549 row of the VPAT 2.5 catalogs; "
                    + "give its number, as in --criterion 1.2.1, 502.2.1 or 8.1.1"))
    }
}
