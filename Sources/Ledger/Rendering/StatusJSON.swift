import JSON

/// `stepwise status --format json`:
/// `{"features":[{"uri","platform","passed",…,"conflicts"}],"totals":{the same counts}}`.
public enum StatusJSON {
    public static func render(_ summary: StatusSummary) -> JSONValue {
        let features: [JSONValue] = summary.rows.map { row in
            var members = counts(row.counts)
            members["uri"] = .string(row.uri)
            members["platform"] = .string(row.platform)
            return .object(members)
        }
        return .object(["features": .array(features), "totals": .object(counts(summary.totals))])
    }

    static func counts(_ counts: StatusCounts) -> [String: JSONValue] {
        [
            "passed": .int(counts.passed), "failed": .int(counts.failed), "blocked": .int(counts.blocked),
            "skipped": .int(counts.skipped), "notApplicable": .int(counts.notApplicable),
            "untested": .int(counts.untested), "stale": .int(counts.stale), "conflicts": .int(counts.conflicts),
        ]
    }
}
