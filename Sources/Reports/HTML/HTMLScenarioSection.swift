import Foundation
import Ledger
import TestPlan

/// One planned scenario on one platform: where it stands in words (conflicts and stale results
/// called out), who tested it, each step's verdict, the notes, defects and evidence, every
/// verdict it has had, and the evidence of the attempts before the one shown.
enum HTMLScenarioSection {
    /// `showLine` adds the line to the heading, for example rows of an outline that share a name.
    /// `evidenceAbove` is set for a scenario summed up under What needs attention: its images
    /// are shown there, and listed here with a link to them.
    static func html(
        _ scenario: ReportScenario, id: String, showLine: Bool, links: DefectLinks = DefectLinks(template: nil), evidenceAbove: Bool = false
    ) -> String {
        let name = title(of: scenario, showLine: showLine)
        let kind = HTMLResultKind(scenario.state)
        let stateWords = kind.word + (scenario.stale ? ", stale" : "")
        // Not named, so not a landmark: scenarios are reached by their h3, and dozens of
        // regions (some with the same name on another feature) would swamp landmark lists.
        var html = "<section class=\"scenario\">\n"
        html += "<h3 id=\"\(id)\">\(HTMLEscaping.text(name)): <span class=\"state state-\(kind.className)\">\(stateWords)</span></h3>\n"
        html += callouts(scenario)
        html += facts(scenario)
        html += stepsTable(scenario, name: name)
        html += notes(scenario)
        if !scenario.defects.isEmpty {
            html += "<h4>Defects</h4>\n<ul>\n"
                + scenario.defects.map { "<li class=\"wrap\">\(defect($0, links: links))</li>" }.joined(separator: "\n") + "\n</ul>\n"
        }
        html += HTMLEvidenceList.html(
            scenario.evidence, steps: scenario.steps, session: scenario.session,
            images: evidenceAbove ? .shownAt(id: HTMLAnchors.evidence(id)) : .figures)
        html += historyTable(scenario, name: name, id: id)
        html += earlierEvidence(scenario)
        return html + "</section>\n"
    }

    static func title(of scenario: ReportScenario, showLine: Bool) -> String {
        let planned = scenario.planned
        let name = planned.name.trimmingCharacters(in: .whitespaces).isEmpty ? "Unnamed scenario" : planned.name
        return showLine || name == "Unnamed scenario" ? "\(name) (line \(planned.line))" : name
    }

    /// Conflicts and stale verdicts need someone to act; they are said in a sentence of their
    /// own, before anything else about the scenario. `withSteps` is false where no step table
    /// follows (What needs attention), so the sentences about the steps below are left out.
    static func callouts(_ scenario: ReportScenario, withSteps: Bool = true) -> String {
        var html = ""
        if scenario.state == .conflict {
            let verdicts = scenario.current.map {
                "\(HTMLEscaping.text($0.tester)) gave \(HTMLInline.verdictWords($0.verdict)) at \(HTMLInline.time($0.time))"
            }
            let shown = withSteps ? scenario.attempt.map { " The steps below are \(HTMLEscaping.text($0.tester))’s." } ?? "" : ""
            html += "<p class=\"callout conflict\"><strong>Conflict:</strong> the latest verdicts of different testers disagree: "
                + verdicts.joined(separator: "; ") + ". Nobody has decided between them yet." + shown + "</p>\n"
        }
        if scenario.stale {
            html += "<p class=\"callout stale\"><strong>Stale:</strong> this verdict was given to an older version of the steps; "
                + "the criteria have changed since, so the scenario needs testing again."
                + (withSteps ? " The step verdicts below are matched to today’s steps by position." : "") + "</p>\n"
        }
        if let session = scenario.session, !session.intact {
            html += "<p class=\"callout problem\"><strong>Ledger problem:</strong> the session this verdict comes from, "
                + "\(HTMLEscaping.text(session.id)), does not verify; see Sessions.</p>\n"
        }
        return html
    }

    private static func facts(_ scenario: ReportScenario) -> String {
        let planned = scenario.planned
        var rows: [(String, String)] = []
        if let attempt = scenario.attempt {
            rows.append(("Tested by", "\(HTMLEscaping.text(attempt.tester)), \(HTMLInline.time(attempt.time)), attempt \(attempt.attempt)"))
            if let session = scenario.session {
                var where_ = "<span class=\"wrap\">\(HTMLEscaping.text(session.id))</span>"
                if let device = session.device, !device.isEmpty { where_ += ", device \(HTMLEscaping.text(device))" }
                if let build = session.build, !build.isEmpty { where_ += ", build \(HTMLEscaping.text(build))" }
                rows.append(("Session", where_))
            }
        } else {
            rows.append(("Tested by", "nobody yet"))
        }
        if let duration = scenario.duration { rows.append(("Time taken", HTMLWords.duration(duration))) }
        rows.append(("Criteria", "<span class=\"wrap\">\(HTMLEscaping.text(planned.uri))</span>, line \(planned.line)"))
        if !planned.tags.isEmpty {
            rows.append(("Tags", planned.tags.map { HTMLEscaping.text($0) }.joined(separator: " ")))
        }
        return "<dl class=\"facts\">\n" + rows.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined(separator: "\n") + "\n</dl>\n"
    }

    private static func stepsTable(_ scenario: ReportScenario, name: String) -> String {
        let platform = PlatformChoice.title(scenario.planned.platform)
        var html = "<table class=\"steps\">\n<caption>Steps of “\(HTMLEscaping.text(name))” on \(HTMLEscaping.text(platform))</caption>\n"
        html += "<thead><tr><th scope=\"col\">No.</th><th scope=\"col\">Step</th><th scope=\"col\">Verdict</th><th scope=\"col\">Note or reason</th></tr></thead>\n<tbody>\n"
        for (index, step) in scenario.steps.enumerated() {
            var verdict: String
            if let given = step.verdict {
                verdict = HTMLInline.verdictWords(given)
                if step.automatic { verdict += " (recorded by Stepwise)" }
            } else {
                verdict = scenario.attempt == nil ? "not tested" : "not reached"
            }
            let comment = [step.note, step.reason].compactMap { $0 }.filter { !$0.isEmpty }
                .map { "<span class=\"pre\">\(HTMLEscaping.text($0))</span>" }.joined(separator: "<br>")
            html += "<tr><td class=\"number\">\(index + 1)</td><th scope=\"row\">\(HTMLEscaping.text(step.keyword.trimmingCharacters(in: .whitespaces))) "
                + "\(HTMLEscaping.text(step.text))</th><td>\(verdict)</td><td>\(comment)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    private static func notes(_ scenario: ReportScenario) -> String {
        guard !scenario.notes.isEmpty else { return "" }
        return "<h4>Notes</h4>\n<ul>\n" + noteItems(scenario).joined(separator: "\n") + "\n</ul>\n"
    }

    /// One list item per note: when, on what, and the note.
    static func noteItems(_ scenario: ReportScenario) -> [String] {
        scenario.notes.map { note -> String in
            let place = note.step.map { "on step \($0 + 1)" } ?? "on the scenario"
            return "<li>\(HTMLInline.time(note.time)), \(place): <span class=\"pre\">\(HTMLEscaping.text(note.text))</span></li>"
        }
    }

    /// A defect id, linked where the report has a link template.
    static func defect(_ defect: String, links: DefectLinks) -> String {
        let text = HTMLEscaping.text(defect)
        return links.url(for: defect).map { "<a href=\"\(HTMLEscaping.attribute($0))\">\(text)</a>" } ?? text
    }

    private static func historyTable(_ scenario: ReportScenario, name: String, id: String) -> String {
        guard !scenario.history.isEmpty else { return "" }
        var html = "<table>\n<caption id=\"\(id)-history\">History of “\(HTMLEscaping.text(name))”, oldest first</caption>\n"
        html += "<thead><tr><th scope=\"col\">Time</th><th scope=\"col\">Tester</th><th scope=\"col\">Verdict</th><th scope=\"col\">Attempt</th>"
            + "<th scope=\"col\">Session</th><th scope=\"col\">Steps tested</th><th scope=\"col\">What was found</th></tr></thead>\n<tbody>\n"
        for attempt in scenario.history {
            let version = attempt.contentHash == scenario.planned.contentHash ? "current version" : "older version (stale)"
            html += "<tr><th scope=\"row\">\(HTMLInline.time(attempt.time))</th><td>\(HTMLEscaping.text(attempt.tester))</td><td>\(HTMLInline.verdictWords(attempt.verdict))</td>"
                + "<td class=\"number\">\(attempt.attempt)</td><td class=\"wrap\">\(HTMLEscaping.text(attempt.session))</td><td>\(version)</td>"
                + "<td class=\"pre\">\(found(attempt, in: scenario))</td></tr>\n"
        }
        return HTMLScrollRegion.html(html + "</tbody>\n</table>\n", labelledBy: "\(id)-history")
    }

    /// The evidence of each earlier attempt, under a heading naming the attempt, its session,
    /// verdict and tester: a failure retested to a pass is shown by the pass, but the failure's
    /// screenshot is what an auditor needs to see what was fixed.
    private static func earlierEvidence(_ scenario: ReportScenario) -> String {
        let withEvidence = scenario.earlier.filter { !$0.evidence.isEmpty }
        guard !withEvidence.isEmpty else { return "" }
        var html = "<h4>Evidence of earlier attempts</h4>\n"
        for detail in withEvidence {
            guard let attempt = detail.attempt else { continue }
            let words = "attempt \(attempt.attempt) in session \(attempt.session)"
            html += "<h5>Attempt \(attempt.attempt) in session <span class=\"wrap\">\(HTMLEscaping.text(attempt.session))</span>: "
                + "\(HTMLInline.verdictWords(attempt.verdict)), by \(HTMLEscaping.text(attempt.tester)), \(HTMLInline.time(attempt.time))</h5>\n"
            html += HTMLEvidenceList.html(detail.evidence, steps: detail.steps, session: detail.session, heading: "", attempt: "earlier \(words), \(HTMLResultKind(verdict: attempt.verdict)?.word ?? attempt.verdict)")
        }
        return html
    }

    /// What an attempt in the history found, in a few words: its failed and blocked steps with
    /// their notes and reasons, and its defects. The shown attempt's details are above; an
    /// earlier attempt's come from its records when the report was built with them.
    private static func found(_ attempt: Attempt, in scenario: ReportScenario) -> String {
        if attempt == scenario.attempt { return "shown above" }
        guard let detail = scenario.earlier.first(where: { $0.attempt == attempt }) else { return "see the session’s ledger" }
        var parts: [String] = []
        for (index, step) in detail.steps.enumerated() {
            switch step.verdict {
            case "failed": parts.append("step \(index + 1) failed: " + (step.note ?? "no note"))
            case "blocked": parts.append("step \(index + 1) blocked: " + (step.reason ?? "no reason given"))
            default: continue
            }
        }
        if !detail.defects.isEmpty { parts.append("defects " + detail.defects.joined(separator: ", ")) }
        for note in detail.notes { parts.append("note: " + note.text) }
        return HTMLEscaping.text(parts.isEmpty ? "nothing failed or blocked" : parts.joined(separator: "; "))
    }
}
