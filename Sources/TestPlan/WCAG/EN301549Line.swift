/// A step definition's `EN 301 549:` line: the clauses of EN 301 549 V3.2.1 beyond WCAG that a
/// failure of the step's check violates, by number.
///
///     ## captions should be shown in the size and colours chosen
///     Kind: check
///     EN 301 549: 7.1.4
///
/// The clauses are the standard's own (`EN301549Clause`): those that restate a WCAG criterion
/// (chapter 9, 10.1 to 10.4, 11.1 to 11.4) come from the check's `WCAG:` line, and naming them
/// here as well would count one failure twice.
public enum EN301549Line {
    static let prefix = "en 301 549:"

    /// The text after `EN 301 549:` when the line is one (any case), else nil.
    public static func read(_ trimmedLine: String) -> String? {
        let head = trimmedLine.prefix(prefix.count)
        guard head.count == prefix.count, head.lowercased() == prefix else { return nil }
        return String(trimmedLine.dropFirst(prefix.count))
    }

    /// The clauses listed, each a requirement of EN 301 549's own, in the standard's order; the
    /// message for the first that is not.
    public static func clauses(_ listed: String) -> Result<[String], WCAGLine.Problem> {
        let numbers = listed.split(whereSeparator: { $0 == "," || $0 == " " || $0 == ";" || $0 == "\t" }).map(String.init)
        guard !numbers.isEmpty else {
            return .failure(WCAGLine.Problem(description: "the EN 301 549 line names no clause; write them as EN 301 549: 7.1.1, 7.1.2"))
        }
        for number in numbers {
            if let problem = problem(number) { return .failure(WCAGLine.Problem(description: problem)) }
        }
        return .success(Array(Set(numbers)).sorted(by: EN301549Clause.precedes))
    }

    /// What is wrong with naming this clause on a check, if anything.
    private static func problem(_ number: String) -> String? {
        guard let clause = EN301549Clause.named(number) else {
            if restatesWCAG(number) {
                return "EN 301 549 clause '\(number)' restates a WCAG criterion; name the criterion on the WCAG line, "
                    + "and reports derive the clause from it"
            }
            return "unknown EN 301 549 clause '\(number)'; give the numbers of EN 301 549 V3.2.1's own clauses, as in EN 301 549: 5.2, 7.1.4"
        }
        if clause.isInformative {
            return "EN 301 549 clause '\(number)' (\(clause.name)) requires nothing to check; name a clause that does"
        }
        if clause.isHeading {
            let under = EN301549Clause.all.first { $0.number.hasPrefix(number + ".") && $0.isRequirement }?.number ?? ""
            return "EN 301 549 clause '\(number)' (\(clause.name)) heads other clauses; name the one the check tests, as in \(under)"
        }
        return nil
    }

    /// Whether the number is of a clause that restates a WCAG 2.2 criterion: 9 and the
    /// criterion's number for the web (9.1.4.3), 10 for documents (10.1.4.3), 11 for software,
    /// where some criteria split into open and closed functionality (11.1.1.1.1).
    private static func restatesWCAG(_ number: String) -> Bool {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard let chapter = parts.first, ["9", "10", "11"].contains(chapter) else { return false }
        let criterion = parts.dropFirst()
        if WCAGCriterion.named(criterion.joined(separator: ".")) != nil { return true }
        return chapter == "11" && criterion.count == 4 && WCAGCriterion.named(criterion.dropLast().joined(separator: ".")) != nil
    }
}
