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
        // The conformance section comes first but links to headings further down, whose
        // anchors depend on every heading before them: so the headings are counted in
        // document order, the rest is written, and the table last.
        var headings = MarkdownHeadingAnchors()
        let heading = report.conformance.details.productTitle.map { "\($0): manual test results" } ?? "Manual test results"
        _ = headings.add(heading)
        _ = headings.add(MarkdownConformanceTable.heading)
        var anchors = MarkdownConformanceTable.Anchors()
        let generated = "Generated \(report.generated) from \(count(report.sessions.count, "session"))."
        var lines: [String] = []
        lines.append("**\(count(report.scenarios.count, "planned scenario")):** \(Tally(report.scenarios).sentence).")
        lines.append("")
        let groups = report.groups
        if !groups.isEmpty {
            lines.append("| Feature | File | Platform | Passed | Failed | Blocked | Skipped | Not applicable | Untested | Stale | Conflicts |")
            lines.append("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
            for group in groups {
                let tally = Tally(group.scenarios)
                let cells = [
                    MarkdownText.inline(group.featureName), MarkdownText.inline(group.uri), MarkdownText.inline(platform(group.platform)),
                ] + tally.numbers.map(String.init)
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        for (group, indexes) in zip(groups, report.groupIndexes) {
            section(group, indexes: indexes, links: report.defectLinks, headings: &headings, anchors: &anchors, to: &lines)
        }
        if !report.sessions.isEmpty {
            _ = headings.add("Sessions")
            lines.append("## Sessions")
            lines.append("")
            lines.append("| Session | Tester | Platform | Device | System | Assistive technology | Build | Started | Records | Ledger head | Ledger |")
            lines.append("|---|---|---|---|---|---|---|---|---:|---|---|")
            for session in report.sessions {
                let cells = [
                    session.id, session.tester, platform(session.platform), session.device ?? "", session.os ?? "",
                    session.assistiveTechnology.joined(separator: ", "), session.build ?? "", session.started ?? "",
                ].map(MarkdownText.inline) + [
                    String(session.records), "`\(session.headHash.prefix(16))`",
                    session.intact ? "verified" : MarkdownText.inline("does not verify: " + session.problems.joined(separator: "; ")),
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
            lines.append("")
        }
        if !report.signOffs.isEmpty {
            _ = headings.add("Sign-offs")
            lines.append("## Sign-offs")
            lines.append("")
            for signOff in report.signOffs {
                var line = "- \(MarkdownText.inline(signOff.signer)) (\(MarkdownText.inline(signOff.role))): "
                line += "\(MarkdownText.inline(signOff.meaning)), at \(MarkdownText.inline(signOff.time))"
                line += signOff.signed ? ", signed" : ", not signed"
                if signOff.signed, let note = signOff.signatureNote { line += " (" + MarkdownText.inline(note) + ")" }
                line += "; " + MarkdownText.inline(signOff.standing) + "."
                lines.append(line)
            }
            lines.append("")
        }
        let description = report.conformance.details.productDescription.map { [MarkdownText.inline($0), ""] } ?? []
        let top = ["# " + MarkdownText.inline(heading), ""] + description + [generated, ""] + MarkdownConformanceTable.lines(report, anchors: anchors)
        return (top + lines).joined(separator: "\n")
    }

    private static func section(
        _ group: (uri: String, featureName: String, platform: String, scenarios: [ReportScenario]), indexes: [Int], links: DefectLinks,
        headings: inout MarkdownHeadingAnchors, anchors: inout MarkdownConformanceTable.Anchors, to lines: inout [String]
    ) {
        let title = MarkdownText.inline(group.featureName) + (group.platform.isEmpty ? "" : " on " + MarkdownText.inline(group.platform))
        anchors.groups.append((heading: title, anchor: headings.add(title)))
        lines.append("## \(title)")
        lines.append("")
        lines.append("| Scenario | Line | Result | Tester | Time |")
        lines.append("|---|---:|---|---|---|")
        for scenario in group.scenarios {
            var result = VerdictMapping.word(scenario.state)
            if scenario.stale { result += ", stale" }
            let cells = [
                MarkdownText.inline(scenario.planned.name), String(scenario.planned.line), result,
                MarkdownText.inline(scenario.attempt?.tester ?? ""), MarkdownText.inline(scenario.attempt?.time ?? ""),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        for (scenario, index) in zip(group.scenarios, indexes) {
            let findings = self.findings(scenario, links: links)
            guard !findings.isEmpty else { continue }
            var heading = "\(MarkdownText.inline(scenario.planned.name)) (line \(scenario.planned.line)"
            if !scenario.planned.platform.isEmpty { heading += ", \(MarkdownText.inline(scenario.planned.platform))" }
            heading += "): " + VerdictMapping.word(scenario.state)
            anchors.scenarios[index] = headings.add(heading)
            lines.append("### " + heading)
            lines.append("")
            lines += findings.map { "- " + $0 }
            lines.append("")
        }
    }

    /// One list item per thing a reader should know about a scenario; empty for a plain pass.
    private static func findings(_ scenario: ReportScenario, links: DefectLinks) -> [String] {
        var items: [String] = []
        if scenario.state == .conflict {
            items.append("Conflict: " + MarkdownText.inline(VerdictMapping.conflictSummary(scenario)))
        }
        if scenario.stale { items.append("Stale: this verdict was given to older steps than the plan has now.") }
        for (index, step) in scenario.steps.enumerated() {
            let outcome = VerdictMapping.outcome(of: step, in: scenario)
            guard [.failed, .blocked, .skipped, .notApplicable].contains(outcome), !step.automatic || outcome != .notApplicable else { continue }
            var item = "Step \(index + 1) \(outcome.word): " + MarkdownText.inline(step.keyword + step.text)
            if let said = step.note ?? step.reason { item += " — " + MarkdownText.inline(said) }
            items.append(item)
        }
        for note in scenario.notes {
            let place = note.step.map { "Note on step \($0 + 1)" } ?? "Note"
            items.append("\(place): " + MarkdownText.inline(note.text))
        }
        for defect in scenario.defects {
            items.append("Defect: " + (links.url(for: defect).map { "[\(MarkdownText.inline(defect))](\(MarkdownText.webDestination($0)))" } ?? MarkdownText.inline(defect)))
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

        init(_ scenarios: [ReportScenario]) {
            var counts: [ScenarioResult.State: Int] = [:]
            var stale = 0
            for scenario in scenarios {
                counts[scenario.state, default: 0] += 1
                if scenario.stale { stale += 1 }
            }
            let states: [ScenarioResult.State] = [.passed, .failed, .blocked, .skipped, .notApplicable, .untested]
            numbers = states.map { counts[$0, default: 0] } + [stale, counts[.conflict, default: 0]]
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
