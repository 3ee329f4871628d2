/// CSV for spreadsheets and test-management imports: a header, then one row per step of every
/// planned scenario (steps of untested scenarios say "not run"), with the scenario's result and
/// who gave it repeated on each row so that any row can be filtered on its own.
///
/// Records end with CRLF (RFC 4180); every cell goes through `CSVField`, which quotes and
/// neutralises formulas. Notes, defects and evidence given for no particular step are on the
/// scenario's first row; defects, which the ledger keeps per scenario, are there too, so that a
/// count of them is not multiplied by the number of steps.
///
/// The rows are the shown attempt's. Every earlier attempt (a failure since retested, say) is in
/// the last column, "earlier attempts", on the scenario's first row: a line naming its attempt,
/// session, verdict and tester, then what it found and the path of each piece of its evidence,
/// so the failure's screenshot is not lost behind the pass.
public enum CSVReport {
    static let header = [
        "feature", "file", "platform", "scenario", "scenario line", "scenario result", "stale", "tester", "device", "build",
        "session", "attempt", "verdict time", "step", "keyword", "step text", "step line", "step result", "automatic",
        "note or reason", "step time", "seconds", "notes", "defects", "evidence", "earlier attempts",
    ]

    public static func render(_ report: Report) -> String {
        let out = ReportSink(capacity: 256 + report.scenarios.count * 1200)
        write(report, to: out)
        return out.text
    }

    /// The rows written into `out` one by one, as `render` gives them.
    public static func write(_ report: Report, to out: ReportSink) {
        row(header, to: out)
        for scenario in report.scenarios {
            let planned = scenario.planned
            let attempt = scenario.attempt
            let common = [
                planned.featureName, planned.uri, planned.platform, planned.name, String(planned.line),
                VerdictMapping.word(scenario.state), scenario.stale ? "yes" : "no", attempt?.tester ?? "",
                scenario.session?.device ?? "", scenario.session?.build ?? "", attempt?.session ?? "",
                attempt.map { String($0.attempt) } ?? "", attempt?.time ?? "",
            ]
            let earlier = scenario.earlier.flatMap { detail in
                [EarlierAttemptWords.label(detail)] + EarlierAttemptWords.findings(detail)
                    + detail.evidence.map { evidence in
                        let place = evidence.step.map { " on step \($0 + 1)" } ?? ""
                        return "Evidence\(place): " + EvidenceLocation.path(of: evidence, session: detail.session)
                    }
            }
            for (index, step) in scenario.steps.enumerated() {
                let first = index == 0
                let outcome = VerdictMapping.outcome(of: step, in: scenario)
                let notes = scenario.notes.filter { $0.step == index || (first && $0.step == nil) }.map(\.text)
                let evidence = scenario.evidence.filter { $0.step == index || (first && $0.step == nil) }
                    .map { EvidenceLocation.path(of: $0, session: scenario.session) }
                row(
                    common + [
                        String(index + 1), step.keyword.trimmingSuffixSpaces, step.text, String(step.line), outcome.word,
                        step.automatic ? "yes" : "no", step.note ?? step.reason ?? "", step.time ?? "",
                        step.seconds.map(DecimalText.seconds) ?? "", notes.joined(separator: "\n"),
                        first ? scenario.defects.joined(separator: "; ") : "", evidence.joined(separator: "; "),
                        first ? earlier.joined(separator: "\n") : "",
                    ], to: out)
            }
        }
    }

    private static func row(_ cells: [String], to out: ReportSink) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { out.append(byte: UInt8(ascii: ",")) }
            CSVField.append(cell, to: out)
        }
        out.append("\r\n")
    }
}

extension String {
    /// The keyword without the space Gherkin keeps after it ("Given " → "Given").
    fileprivate var trimmingSuffixSpaces: String {
        var copy = Substring(self)
        while copy.last == " " { copy = copy.dropLast() }
        return String(copy)
    }
}
