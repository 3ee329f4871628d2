import Conformance
import JSON

/// `stepwise coverage --catalog ID`: the catalog's Section 508 and EN 301 549 rows after the
/// WCAG table, chapter by chapter: which the plan's checks speak to, and which need an
/// auditor's decision before a report can claim anything for them.
enum ClauseCoverageText {
    static func lines(_ coverage: ClauseCoverage) -> [String] {
        var lines = [
            "\(coverage.catalog.title) (\(coverage.catalog.id)): its Section 508 and EN 301 549 rows, and what the plan's checks say of them."
        ]
        for chapter in coverage.chapters {
            let heading = "\(chapter.standard.rawValue) \(chapter.label)"
            guard !chapter.rows.isEmpty else {
                lines.append("\(heading): answered by the WCAG rows above (each names its clause).")
                continue
            }
            var parts: [String] = []
            for (source, words) in [
                (ClauseCoverage.Source.derived, "derived from the WCAG checks"), (.checked, "checked"),
                (.informative, "informative, nothing to meet"), (.decision, "need a check or an auditor's decision"),
            ] {
                let rows = chapter.rows.filter { $0.source == source }
                guard !rows.isEmpty else { continue }
                parts.append("\(rows.count) \(words) (" + numbers(rows) + ")")
            }
            lines.append("\(heading): " + parts.joined(separator: "; ") + ".")
        }
        let open = coverage.needingDecision.count
        lines.append(
            open == 0
                ? "Every row is derived or checked."
                : "\(open) rows are gaps until decided: stepwise decide --criterion NUMBER --part any-platform --level LEVEL --reason TEXT --auditor NAME"
        )
        return lines
    }

    /// "302.1–302.5, 302.7" would hide which; the numbers are listed, the long runs shortened.
    static func numbers(_ rows: [ClauseCoverage.Row]) -> String {
        let all = rows.map(\.clause.number)
        guard all.count > 8 else { return all.joined(separator: ", ") }
        return all.prefix(3).joined(separator: ", ") + ", … " + all.suffix(2).joined(separator: ", ")
    }

    static func json(_ coverage: ClauseCoverage) -> JSONValue {
        .object([
            "catalog": .string(coverage.catalog.id),
            "chapters": .array(
                coverage.chapters.map { chapter in
                    .object([
                        "id": .string(chapter.id), "label": .string(chapter.label), "standard": .string(chapter.standard.rawValue),
                        "rows": .array(
                            chapter.rows.map { row in
                                .object([
                                    "number": .string(row.clause.number), "name": .string(row.clause.name),
                                    "source": .string(row.source.rawValue), "checks": .int(row.checks),
                                ])
                            }),
                    ])
                }),
        ])
    }
}
