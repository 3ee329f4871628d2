import Ledger

/// Markdown for pull requests and wikis: the WCAG 2.2 conformance table
/// (`MarkdownConformanceTable`), totals, a table of counts per feature and platform,
/// then per feature and platform a table of scenarios and, for each scenario with something to
/// say (not passed, stale, with notes, defects or evidence, or tested before), a list of what
/// was found. Then the sessions the verdicts came from and the sign-offs.
///
/// Earlier attempts (a failure since retested, say) end a scenario's list, each an item naming
/// its attempt, session, verdict and tester, with what it found and links to its evidence
/// nested under it: the verdict is the latest attempt's, but the failure and its screenshot are
/// part of the record.
///
/// Results are words, never only a symbol or a colour, so the text reads the same aloud. All
/// tester and feature text goes through `MarkdownText`.
public enum MarkdownReport {
    public static func render(_ report: Report) -> String {
        let out = ReportSink(capacity: 4096 + report.scenarios.count * 256)
        write(report, to: out)
        return out.text
    }

    /// The document written into `out`, as `render` gives it. The conformance table comes
    /// first but links to headings further down, whose anchors depend on every heading before
    /// them: so the rest is written first into a buffer (counting the headings in document
    /// order), then the top and the table into `out`, then the buffer.
    public static func write(_ report: Report, to out: ReportSink) {
        var headings = MarkdownHeadingAnchors()
        let heading = report.conformance.details.productTitle.map { "\($0): manual test results" } ?? "Manual test results"
        _ = headings.add(heading)
        _ = headings.add(MarkdownConformanceTable.heading)
        var anchors = MarkdownConformanceTable.Anchors()
        // Lines are joined with line breaks: every line of the rest starts with one, since the
        // top always comes before it.
        let rest = Lines(ReportSink(capacity: 1 << 16), first: false)
        let groups = report.groupIndexes
        totals(report, groups: groups, to: rest)
        for indexes in groups {
            section(indexes, of: report, headings: &headings, anchors: &anchors, to: rest)
        }
        if !report.sessions.isEmpty {
            _ = headings.add("Sessions")
            sessions(report.sessions, to: rest)
        }
        if !report.signOffs.isEmpty {
            _ = headings.add("Sign-offs")
            signOffs(report.signOffs, to: rest)
        }
        let top = Lines(out, first: true)
        top.line { out in
            out.append("# ")
            MarkdownText.inline(heading, to: out)
        }
        top.line("")
        if let description = report.conformance.details.productDescription {
            top.line { out in MarkdownText.inline(description, to: out) }
            top.line("")
        }
        top.line("Generated \(report.generated) from \(count(report.sessions.count, "session")).")
        top.line("")
        for line in MarkdownConformanceTable.lines(report, anchors: anchors) { top.line(line) }
        out.append(contentsOf: rest.out)
    }

    /// The totals over every planned scenario, then a table of counts per feature file and
    /// platform (`groups`, the report's `groupIndexes`).
    private static func totals(_ report: Report, groups: [[Int]], to rest: Lines) {
        rest.line { out in
            out.append("**\(count(report.scenarios.count, "planned scenario")):** ")
            out.append(Tally(report.scenarios.indices, of: report).sentence)
            out.append(".")
        }
        rest.line("")
        guard !groups.isEmpty else { return }
        rest.line("| Feature | File | Platform | Passed | Failed | Blocked | Skipped | Not applicable | Untested | Stale | Conflicts |")
        rest.line("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for indexes in groups {
            let planned = report.scenarios[indexes[0]].planned
            rest.line { out in
                out.append("| ")
                MarkdownText.inline(planned.featureName, to: out)
                out.append(" | ")
                MarkdownText.inline(planned.uri, to: out)
                out.append(" | ")
                MarkdownText.inline(platform(planned.platform), to: out)
                for number in Tally(indexes, of: report).numbers {
                    out.append(" | ")
                    out.append(number)
                }
                out.append(" |")
            }
        }
        rest.line("")
    }

    /// The Sessions section: one row per session the verdicts came from.
    private static func sessions(_ sessions: [ReportSession], to rest: Lines) {
        rest.line("## Sessions")
        rest.line("")
        rest.line("| Session | Tester | Platform | Device | System | Assistive technology | Build | Started | Records | Ledger head | Ledger |")
        rest.line("|---|---|---|---|---|---|---|---|---:|---|---|")
        for session in sessions {
            let cells =
                [
                    session.id, session.tester, platform(session.platform), session.device ?? "", session.os ?? "",
                    session.assistiveTechnology.joined(separator: ", "), session.build ?? "", session.started ?? "",
                ].map(MarkdownText.inline) + [
                    String(session.records), "`\(session.headHash.prefix(16))`",
                    session.intact ? "verified" : MarkdownText.inline("does not verify: " + session.problems.joined(separator: "; ")),
                ]
            rest.line("| " + cells.joined(separator: " | ") + " |")
        }
        rest.line("")
    }

    /// The Sign-offs section: who signed off, meaning what, and whether it still holds.
    private static func signOffs(_ signOffs: [ReportSignOff], to rest: Lines) {
        rest.line("## Sign-offs")
        rest.line("")
        for signOff in signOffs {
            var line = "- \(MarkdownText.inline(signOff.signer)) (\(MarkdownText.inline(signOff.role))): "
            line += "\(MarkdownText.inline(signOff.meaning)), at \(MarkdownText.inline(signOff.time))"
            line += signOff.signed ? ", signed" : ", not signed"
            if signOff.signed, let note = signOff.signatureNote { line += " (" + MarkdownText.inline(note) + ")" }
            line += "; " + MarkdownText.inline(signOff.standing) + "."
            rest.line(line)
        }
        rest.line("")
    }

    /// Lines written one after another with a line break between each two (none after the
    /// last), as `joined(separator: "\n")` joins them.
    private final class Lines {
        let out: ReportSink
        private var first: Bool

        /// `first`: whether the first line written is the document's first.
        init(_ out: ReportSink, first: Bool) {
            self.out = out
            self.first = first
        }

        func line(_ text: String) {
            line { $0.append(text) }
        }

        /// A line its writer writes into `out`.
        func line(_ write: (ReportSink) -> Void) {
            if first { first = false } else { out.append(byte: UInt8(ascii: "\n")) }
            write(out)
        }
    }

    private static func section(
        _ indexes: [Int], of report: Report, headings: inout MarkdownHeadingAnchors, anchors: inout MarkdownConformanceTable.Anchors,
        to lines: Lines
    ) {
        let first = report.scenarios[indexes[0]].planned
        let title = MarkdownText.inline(first.featureName) + (first.platform.isEmpty ? "" : " on " + MarkdownText.inline(first.platform))
        anchors.groups.append((heading: title, anchor: headings.add(title)))
        lines.line("## \(title)")
        lines.line("")
        lines.line("| Scenario | Line | Result | Tester | Time |")
        lines.line("|---|---:|---|---|---|")
        for index in indexes {
            // Fields read in place: a scenario copied out of the report is dozens of retains.
            lines.line { out in
                out.append("| ")
                MarkdownText.inline(report.scenarios[index].planned.name, to: out)
                out.append(" | ")
                out.append(report.scenarios[index].planned.line)
                out.append(" | ")
                out.append(VerdictMapping.word(report.scenarios[index].state))
                if report.scenarios[index].stale { out.append(", stale") }
                out.append(" | ")
                MarkdownText.inline(report.scenarios[index].attempt?.tester ?? "", to: out)
                out.append(" | ")
                MarkdownText.inline(report.scenarios[index].attempt?.time ?? "", to: out)
                out.append(" |")
            }
        }
        lines.line("")
        for index in indexes where hasFindings(report.scenarios[index]) {
            let scenario = report.scenarios[index]
            var heading = "\(MarkdownText.inline(scenario.planned.name)) (line \(scenario.planned.line)"
            if !scenario.planned.platform.isEmpty { heading += ", \(MarkdownText.inline(scenario.planned.platform))" }
            heading += "): " + VerdictMapping.word(scenario.state)
            anchors.scenarios[index] = headings.add(heading)
            lines.line("### " + heading)
            lines.line("")
            for finding in findings(scenario, links: report.defectLinks) { lines.line("- " + finding) }
            lines.line("")
        }
    }

    /// Whether `findings` has anything to say: a plain pass, nearly every scenario, has not.
    private static func hasFindings(_ scenario: ReportScenario) -> Bool {
        if scenario.state == .conflict || scenario.stale || !scenario.notes.isEmpty || !scenario.defects.isEmpty
            || !scenario.evidence.isEmpty || !scenario.earlier.isEmpty
        {
            return true
        }
        return scenario.steps.indices.contains { listed(scenario.steps[$0], in: scenario) }
    }

    /// Whether a step is one of the findings: failed, blocked, skipped or not applicable, but
    /// not a step Stepwise itself recorded as not applicable.
    private static func listed(_ step: ReportStep, in scenario: ReportScenario) -> Bool {
        switch VerdictMapping.outcome(of: step, in: scenario) {
        case .failed, .blocked, .skipped: return true
        case .notApplicable: return !step.automatic
        case .passed, .notReached, .notRun: return false
        }
    }

    /// One list item per thing a reader should know about a scenario; empty for a plain pass.
    private static func findings(_ scenario: ReportScenario, links: DefectLinks) -> [String] {
        var items: [String] = []
        if scenario.state == .conflict {
            items.append("Conflict: " + MarkdownText.inline(VerdictMapping.conflictSummary(scenario)))
        }
        if scenario.stale { items.append("Stale: this verdict was given to older steps than the plan has now.") }
        for (index, step) in scenario.steps.enumerated() where listed(step, in: scenario) {
            let outcome = VerdictMapping.outcome(of: step, in: scenario)
            var item = "Step \(index + 1) \(outcome.word): " + MarkdownText.inline(step.keyword + step.text)
            if let said = step.note ?? step.reason { item += " — " + MarkdownText.inline(said) }
            items.append(item)
        }
        for note in scenario.notes {
            let place = note.step.map { "Note on step \($0 + 1)" } ?? "Note"
            items.append("\(place): " + MarkdownText.inline(note.text))
        }
        for defect in scenario.defects {
            items.append(
                "Defect: "
                    + (links.url(for: defect).map { "[\(MarkdownText.inline(defect))](\(MarkdownText.webDestination($0)))" }
                        ?? MarkdownText.inline(defect)))
        }
        for evidence in scenario.evidence {
            let path = EvidenceLocation.path(of: evidence, session: scenario.session)
            items.append("Evidence: [\(MarkdownText.inline(evidence.file))](\(MarkdownText.destination(path)))")
        }
        for detail in scenario.earlier {
            var nested = EarlierAttemptWords.findings(detail).map(MarkdownText.inline)
            for evidence in detail.evidence {
                let path = EvidenceLocation.path(of: evidence, session: detail.session)
                let place = evidence.step.map { " on step \($0 + 1)" } ?? ""
                nested.append("Evidence\(place): [\(MarkdownText.inline(evidence.file))](\(MarkdownText.destination(path)))")
            }
            items.append(([MarkdownText.inline(EarlierAttemptWords.label(detail))] + nested.map { "  - " + $0 }).joined(separator: "\n"))
        }
        return items
    }

    /// Scenarios counted by state, in the order `stepwise status` uses.
    private struct Tally {
        var numbers: [Int]

        /// The scenarios at these indexes into the report's, read in place.
        init<Indexes: Sequence<Int>>(_ indexes: Indexes, of report: Report) {
            var counts = [Int](repeating: 0, count: 7)
            var stale = 0
            for index in indexes {
                counts[Self.position(report.scenarios[index].state)] += 1
                if report.scenarios[index].stale { stale += 1 }
            }
            numbers = Array(counts[0..<6]) + [stale, counts[6]]
        }

        /// passed, failed, blocked, skipped, not applicable, untested, then conflict.
        private static func position(_ state: ScenarioResult.State) -> Int {
            switch state {
            case .passed: return 0
            case .failed: return 1
            case .blocked: return 2
            case .skipped: return 3
            case .notApplicable: return 4
            case .untested: return 5
            case .conflict: return 6
            }
        }

        var sentence: String {
            let words = ["passed", "failed", "blocked", "skipped", "not applicable", "untested", "stale"]
            let parts = zip(numbers, words).map { "\($0) \($1)" } + [count(numbers[7], "conflict")]
            return parts.joined(separator: ", ")
        }
    }

    private static func platform(_ name: String) -> String { name.isEmpty ? "any" : name }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
