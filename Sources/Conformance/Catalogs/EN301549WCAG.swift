import WCAG

/// The clauses of EN 301 549 V3.2.1 that restate WCAG 2.1's Level A and AA success criteria:
/// chapter 9 for web content (9.1.1.1 is WCAG 1.1.1), chapter 10 for non-web documents and
/// chapter 11 for non-web software, as WCAG2ICT reads WCAG for them. The VPAT 2.5 International
/// Edition reports them in the WCAG tables ("also applies to"), not as rows of their own: GSA's
/// catalog has no criteria in chapter 9 and none of 10.1–10.4 or 11.1–11.4. So a report gives
/// each the WCAG level of the matching product part, and says where EN 301 549 differs.
///
/// Source: EN 301 549 V3.2.1 (2021-03), clauses 9, 10 and 11.1 to 11.4, as the VPAT 2.5 INT
/// template's "Also applies to" lines list them (read, not copied). Where the standard differs
/// from a plain renumbering:
/// - chapter 11 splits some criteria into open functionality (software that works with
///   assistive technology, ".1") and closed functionality (".2"), because a function closed to
///   assistive technology meets them differently (clause 5.1);
/// - some criteria are void for documents or software (their text is "Void"), as WCAG2ICT
///   applies them only to sets of documents or programs, or not at all;
/// - WCAG 2.2's new criteria have no clause: V3.2.1 references WCAG 2.1.
public enum EN301549WCAG {
    /// What an EN 301 549 clause restating a WCAG criterion is about.
    public enum Context: String, Sendable, Hashable, CaseIterable {
        case web = "web"
        case documents = "non-web documents"
        case software = "software"
        case openSoftware = "open functionality software"
        case closedSoftware = "closed functionality software"
    }

    /// One clause restating a criterion.
    public struct Restatement: Sendable, Hashable {
        /// "9.1.1.1", "11.1.1.1.2".
        public let clause: String
        public let context: Context
        /// The clause is "Void" in V3.2.1: nothing to meet in that context.
        public let void: Bool
    }

    /// WCAG 2.2's Level A and AA criteria that WCAG 2.1, and so EN 301 549 V3.2.1, does not have.
    public static let addedInWCAG22: Set<String> = ["2.4.11", "2.5.7", "2.5.8", "3.2.6", "3.3.7", "3.3.8"]

    /// Criteria chapter 11 splits into open (".1") and closed (".2") functionality.
    static let splitInSoftware: Set<String> = [
        "1.1.1", "1.2.1", "1.2.3", "1.3.1", "1.3.2", "1.3.5", "1.4.4", "1.4.5", "2.1.1", "2.1.4", "3.1.1", "3.3.1", "4.1.1", "4.1.2",
    ]
    /// Void for software: WCAG2ICT applies them to sets of programs (2.4.1, 2.4.5, 3.2.3, 3.2.4), or
    /// EN 301 549 leaves a window's title and the language of parts to the platform (2.4.2, 3.1.2).
    static let voidInSoftware: Set<String> = ["2.4.1", "2.4.2", "2.4.5", "3.1.2", "3.2.3", "3.2.4"]
    /// Void for documents: WCAG2ICT applies them to sets of documents.
    static let voidInDocuments: Set<String> = ["2.4.1", "2.4.5", "3.2.3", "3.2.4"]

    /// The clauses restating `criterion` (web, documents, software), or none for a criterion
    /// EN 301 549 V3.2.1 does not restate (WCAG 2.2's additions, every AAA criterion).
    public static func restatements(of criterion: WCAGCriterion) -> [Restatement] {
        let number = criterion.number
        guard criterion.level != .aaa, !addedInWCAG22.contains(number) else { return [] }
        var found = [
            Restatement(clause: "9." + number, context: .web, void: false),
            Restatement(clause: "10." + number, context: .documents, void: voidInDocuments.contains(number)),
        ]
        if splitInSoftware.contains(number) {
            found.append(Restatement(clause: "11.\(number).1", context: .openSoftware, void: false))
            found.append(Restatement(clause: "11.\(number).2", context: .closedSoftware, void: false))
        } else {
            found.append(Restatement(clause: "11." + number, context: .software, void: voidInSoftware.contains(number)))
        }
        return found
    }

    /// The criterion and context of a clause number that restates WCAG ("9.1.4.3", "11.2.1.1.1"),
    /// or nil when the number is not one.
    public static func restated(_ clause: String) -> (criterion: WCAGCriterion, restatement: Restatement)? {
        let parts = clause.split(separator: ".", omittingEmptySubsequences: false)
        guard let chapter = parts.first, ["9", "10", "11"].contains(chapter), parts.count >= 4 else { return nil }
        // A WCAG number has three parts: 9.1.4.3 is 1.4.3, 11.2.1.1.1 is 2.1.1's open functionality.
        guard let criterion = WCAGCriterion.named(parts[1...3].joined(separator: ".")),
            let match = restatements(of: criterion).first(where: { $0.clause == clause })
        else { return nil }
        return (criterion, match)
    }
}
