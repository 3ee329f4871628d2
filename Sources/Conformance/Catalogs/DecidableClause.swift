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

    /// A Section 508 or EN 301 549 chapter whose every row one decision settles.
    public struct Chapter: Sendable {
        /// "EN 301 549 Chapter 8: Hardware".
        public let title: String
        public let rows: [Clause]
    }

    /// The chapter with this OpenACR id in the International Edition catalog (which holds every
    /// Section 508 and EN 301 549 chapter): "hardware", "en_301_549_hardware". The Functional
    /// Performance chapters are derived from the WCAG claims, and chapter 9 has no rows, so a
    /// chapter decision is refused for them; their rows can still be decided one by one.
    public static func chapter(_ id: String) -> Result<Chapter, Refusal> {
        let catalog = OpenACRCatalog.named(OpenACRCatalog.internationalEditionID)!
        let decidable = catalog.clauseChapters.filter { !$0.criteria.isEmpty && !$0.id.contains("functional_performance") }
        guard let chapter = decidable.first(where: { $0.id == id }) else {
            return .failure(
                Refusal(
                    message: "'\(id)' is not a Section 508 or EN 301 549 chapter to decide; the chapters are "
                        + decidable.map(\.id).joined(separator: ", ")))
        }
        let rows = chapter.criteria.compactMap { Clause.named($0.num) }
        let standard = rows.first?.standard.rawValue ?? ""
        return .success(Chapter(title: "\(standard) \(chapter.label)", rows: rows))
    }
}
