import Conformance
import TestPlan

/// What the International Edition says beside the WCAG tables: which EN 301 549 V3.2.1 clauses
/// and Section 508 provisions a WCAG criterion also answers (`EN301549WCAG`), how the level of
/// each product part carries over to them, and which versions of WCAG the standards reference.
enum ENWCAGNotes {
    /// The WCAG 2.0 Level A and AA criteria, which Section 508 incorporates by reference (E205.4,
    /// E207.2): WCAG 2.2's, less what WCAG 2.1 and 2.2 added.
    static let addedInWCAG21: Set<String> = [
        "1.3.4", "1.3.5", "1.4.10", "1.4.11", "1.4.12", "1.4.13", "2.1.4", "2.5.1", "2.5.2", "2.5.3", "2.5.4", "4.1.3",
    ]

    /// Which WCAG each standard references, and what this report evaluated.
    static let versions =
        "EN 301 549 V3.2.1 references WCAG 2.1, and the Revised Section 508 standards WCAG 2.0. This report evaluated WCAG 2.2, "
        + "as the VPAT 2.5 International Edition lists it: its Level A and AA criteria include every one of WCAG 2.1's but 4.1.1 "
        + "Parsing, which WCAG 2.2 removed, and add six — " + ConformanceRemarks.list(EN301549WCAG.addedInWCAG22.sorted(by: WCAGCriterion.precedes))
        + " — that go beyond EN 301 549 V3.2.1."

    /// What EN 301 549 says of 4.1.1 Parsing, which WCAG 2.2 removed.
    static let parsing =
        "EN 301 549 V3.2.1 still lists it (9.4.1.1 for the web, 11.4.1.1.1 and 11.4.1.1.2 for software) through WCAG 2.1, "
        + "whose errata say content in HTML or XML always satisfies it; these tests do not check it."

    /// "EN 301 549 9.1.1.1 (web), 10.1.1.1 (non-web documents), …; Revised Section 508 501
    /// (web and software), 504.2 (authoring tools)"; nil for a criterion neither standard requires.
    static func alsoAppliesTo(_ criterion: WCAGCriterion) -> String? {
        guard criterion.level != .aaa else { return nil }
        let restatements = EN301549WCAG.restatements(of: criterion)
        var parts: [String] = []
        if restatements.isEmpty {
            parts.append("no EN 301 549 V3.2.1 clause (WCAG 2.2 added it)")
        } else {
            parts.append(
                "EN 301 549 "
                    + restatements.map { "\($0.clause) (\($0.context.rawValue)\($0.void ? ": void" : ""))" }.joined(separator: ", "))
        }
        if !addedInWCAG21.contains(criterion.number) && !EN301549WCAG.addedInWCAG22.contains(criterion.number) {
            parts.append("Revised Section 508 501 (web and software), 504.2 (authoring tools)")
        }
        return "Also applies to: " + parts.joined(separator: "; ") + "."
    }

    /// The lines a product part's remarks add: the EN 301 549 clause and Section 508 provision
    /// that take its level, and where EN 301 549 asks something else (closed functionality, void
    /// clauses, criteria it does not have).
    static func remarks(_ criterion: WCAGCriterion, part: ProductPart) -> [String] {
        guard criterion.level != .aaa else { return [] }
        let section508 =
            addedInWCAG21.contains(criterion.number) || EN301549WCAG.addedInWCAG22.contains(criterion.number)
            ? "the Revised Section 508 standards, on WCAG 2.0, do not require it" : "so does Revised Section 508 501"
        let restatements = EN301549WCAG.restatements(of: criterion)
        guard !restatements.isEmpty else {
            return ["EN 301 549 has no V3.2.1 clause for it, since WCAG 2.2 added this criterion after WCAG 2.1; \(section508)."]
        }
        if part == .web {
            let clause = restatements.first { $0.context == .web }!.clause
            return ["EN 301 549 \(clause) (web) takes this level; \(section508)."]
        }
        let software = restatements.filter { [.software, .openSoftware, .closedSoftware].contains($0.context) }
        if let only = software.first, software.count == 1 {
            return [
                only.void
                    ? "EN 301 549 \(only.clause) is void for software: nothing more to meet; \(section508)."
                    : "EN 301 549 \(only.clause) (software) takes this level; \(section508)."
            ]
        }
        let open = software.first { $0.context == .openSoftware }!.clause
        let closed = software.first { $0.context == .closedSoftware }!.clause
        return [
            "EN 301 549 \(open) (open functionality) takes this level; \(section508). \(closed) (closed functionality) was not "
                + "evaluated: these tests use the app with assistive technology, and a function closed to it meets this criterion "
                + "without assistive technology instead (EN 301 549 5.1)."
        ]
    }
}
