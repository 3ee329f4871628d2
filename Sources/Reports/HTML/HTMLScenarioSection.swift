import Foundation
import Ledger
import SafeHTML
import TestPlan

/// One planned scenario on one platform: where it stands in words (conflicts and stale results
/// called out), who tested it, each step's verdict, the notes, defects and evidence, every
/// verdict it has had, and the evidence of the attempts before the one shown.
enum HTMLScenarioSection {
    /// `showLine` adds the line to the heading, for example rows of an outline that share a name.
    /// `evidenceAbove` is set for a scenario summed up under What needs attention: its images
    /// are shown there, and listed here with a link to them.
    static func write(
        _ scenario: ReportScenario, id: String, showLine: Bool, links: DefectLinks = DefectLinks(template: nil), evidenceAbove: Bool = false,
        to out: ReportSink
    ) {
        let name = title(of: scenario, showLine: showLine)
        let kind = HTMLResultKind(scenario.state)
        // Not named, so not a landmark: scenarios are reached by their h3, and dozens of
        // regions (some with the same name on another feature) would swamp landmark lists.
        out.append("<section class=\"scenario\">\n<h3 id=\"")
        out.append(id)
        out.append("\">")
        out.html(name)
        out.append(": <span class=\"state state-")
        out.append(kind.className)
        out.append("\">")
        out.append(kind.word)
        if scenario.stale { out.append(", stale") }
        out.append("</span></h3>\n")
        callouts(scenario, to: out)
        let folded = openFold(scenario, to: out)
        facts(scenario, to: out)
        stepsTable(scenario, name: name, to: out)
        notes(scenario, to: out)
        if !scenario.defects.isEmpty {
            out.append("<h4>Defects</h4>\n<ul>\n")
            for (number, item) in scenario.defects.enumerated() {
                if number > 0 { out.append("\n") }
                out.append("<li class=\"wrap\">")
                out.append(html: defect(item, links: links))
                out.append("</li>")
            }
            out.append("\n</ul>\n")
        }
        if !scenario.evidence.isEmpty {
            out.append(
                html: HTMLEvidenceList.html(
                    scenario.evidence, steps: scenario.steps, session: scenario.session,
                    images: evidenceAbove ? .shownAt(id: HTMLAnchors.evidence(id)) : .figures))
        }
        historyTable(scenario, name: name, id: id, to: out)
        if scenario.earlier.contains(where: { !$0.evidence.isEmpty }) { out.append(html: earlierEvidence(scenario)) }
        if folded { out.append("</details>\n") }
        out.append("</section>\n")
    }

    /// A current pass is folded: its heading says it passed, one line who passed it and when,
    /// and its facts, steps, notes, evidence and history are a click away, all still in the page. Anything else — a failure, a stale pass, a conflict — is shown open. Whether it
    /// opened a fold, which the caller closes.
    private static func openFold(_ scenario: ReportScenario, to out: ReportSink) -> Bool {
        guard scenario.state == .passed, !scenario.stale, let attempt = scenario.attempt else { return false }
        out.append("<details class=\"passed\"><summary>Passed by ")
        out.html(attempt.tester)
        out.append(", ")
        HTMLInline.time(attempt.time, to: out)
        out.append(": every step and the history</summary>\n")
        return true
    }

    static func title(of scenario: ReportScenario, showLine: Bool) -> String {
        title(name: scenario.planned.name, line: scenario.planned.line, showLine: showLine)
    }

    static func title(name given: String, line: Int, showLine: Bool) -> String {
        let blank = HTMLWords.isBlank(given)
        let name = blank ? "Unnamed scenario" : given
        return showLine || blank || name == "Unnamed scenario" ? "\(name) (line \(line))" : name
    }

    /// Conflicts and stale verdicts need someone to act; they are said in a sentence of their
    /// own, before anything else about the scenario. `withSteps` is false where no step table
    /// follows (What needs attention), so the sentences about the steps below are left out.
    static func callouts(_ scenario: ReportScenario, withSteps: Bool = true, to out: ReportSink) {
        if scenario.state == .conflict {
            out.append("<p class=\"callout conflict\"><strong>Conflict:</strong> the latest verdicts of different testers disagree: ")
            for (number, attempt) in scenario.current.enumerated() {
                if number > 0 { out.append("; ") }
                out.html(attempt.tester)
                out.append(" gave ")
                HTMLInline.verdictWords(attempt.verdict, to: out)
                out.append(" at ")
                HTMLInline.time(attempt.time, to: out)
            }
            out.append(". Nobody has decided between them yet.")
            if withSteps, let attempt = scenario.attempt {
                out.append(" The steps below are ")
                out.html(attempt.tester)
                out.append("’s.")
            }
            out.append("</p>\n")
        }
        if scenario.stale {
            out.append(
                "<p class=\"callout stale\"><strong>Stale:</strong> this verdict was given to an older version of the steps; "
                    + "the criteria have changed since, so the scenario needs testing again.")
            if withSteps { out.append(" The step verdicts below are matched to today’s steps by position.") }
            out.append("</p>\n")
        }
        if let session = scenario.session, !session.intact {
            out.append("<p class=\"callout problem\"><strong>Ledger problem:</strong> the session this verdict comes from, ")
            out.html(session.id)
            out.append(", does not verify; see Sessions.</p>\n")
        }
    }

    private static func facts(_ scenario: ReportScenario, to out: ReportSink) {
        let planned = scenario.planned
        out.append("<dl class=\"facts\">\n<dt>Tested by</dt><dd>")
        if let attempt = scenario.attempt {
            out.html(attempt.tester)
            out.append(", ")
            HTMLInline.time(attempt.time, to: out)
            out.append(", attempt ")
            out.append(attempt.attempt)
            out.append("</dd>")
            if let session = scenario.session {
                out.append("\n<dt>Session</dt><dd><span class=\"wrap\">")
                out.html(session.id)
                out.append("</span>")
                if let device = session.device, !device.isEmpty {
                    out.append(", device ")
                    out.html(device)
                }
                if let build = session.build, !build.isEmpty {
                    out.append(", build ")
                    out.html(build)
                }
                out.append("</dd>")
            }
        } else {
            out.append("nobody yet</dd>")
        }
        if let duration = scenario.duration {
            out.append("\n<dt>Time taken</dt><dd>")
            out.append(HTMLWords.duration(duration))
            out.append("</dd>")
        }
        out.append("\n<dt>Criteria</dt><dd><span class=\"wrap\">")
        HTMLInline.path(planned.uri, to: out)
        out.append("</span>, line ")
        out.append(planned.line)
        out.append("</dd>")
        if !planned.tags.isEmpty {
            out.append("\n<dt>Tags</dt><dd>")
            for (number, tag) in planned.tags.enumerated() {
                if number > 0 { out.append(byte: UInt8(ascii: " ")) }
                out.html(tag)
            }
            out.append("</dd>")
        }
        out.append("\n</dl>\n")
    }

    private static func stepsTable(_ scenario: ReportScenario, name: String, to out: ReportSink) {
        out.append("<table class=\"steps\">\n<caption>Steps of “")
        out.html(name)
        out.append("” on ")
        out.html(PlatformChoice.title(scenario.planned.platform))
        out.append(
            "</caption>\n<thead><tr><th scope=\"col\">No.</th><th scope=\"col\">Step</th><th scope=\"col\">Verdict</th>"
                + "<th scope=\"col\">Note or reason</th></tr></thead>\n<tbody>\n")
        for (index, step) in scenario.steps.enumerated() {
            out.append("<tr><td class=\"number\">")
            out.append(index + 1)
            out.append("</td><th scope=\"row\">")
            out.html(HTMLWords.trimmed(step.keyword))
            out.append(byte: UInt8(ascii: " "))
            out.html(step.text)
            out.append("</th><td>")
            if let given = step.verdict {
                HTMLInline.verdictWords(given, to: out)
                if step.automatic { out.append(" (recorded by Stepwise)") }
            } else {
                out.append(scenario.attempt == nil ? "not tested" : "not reached")
            }
            out.append("</td><td>")
            var first = true
            for said in [step.note, step.reason] {
                guard let said, !said.isEmpty else { continue }
                if !first { out.append("<br>") }
                first = false
                out.append("<span class=\"pre\">")
                out.html(said)
                out.append("</span>")
            }
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n")
    }

    private static func notes(_ scenario: ReportScenario, to out: ReportSink) {
        guard !scenario.notes.isEmpty else { return }
        out.append("<h4>Notes</h4>\n<ul>\n")
        noteItems(scenario, to: out)
        out.append("\n</ul>\n")
    }

    /// One list item per note, one a line (no line break after the last): when, on what, and
    /// the note.
    static func noteItems(_ scenario: ReportScenario, to out: ReportSink) {
        for (number, note) in scenario.notes.enumerated() {
            if number > 0 { out.append("\n") }
            out.append("<li>")
            HTMLInline.time(note.time, to: out)
            if let step = note.step {
                out.append(", on step ")
                out.append(step + 1)
            } else {
                out.append(", on the scenario")
            }
            out.append(": <span class=\"pre\">")
            out.html(note.text)
            out.append("</span></li>")
        }
    }

    /// A defect id, linked where the report has a link template.
    static func defect(_ defect: String, links: DefectLinks) -> HTML {
        links.url(for: defect).map { "<a href=\"\(attribute: $0)\">\(defect)</a>" } ?? HTML(text: defect)
    }

    private static func historyTable(_ scenario: ReportScenario, name: String, id: String, to out: ReportSink) {
        guard !scenario.history.isEmpty else { return }
        // In a box that scrolls (`HTMLScrollRegion`), labelled by the table's caption.
        out.append("<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"")
        out.append(id)
        out.append("-history\" tabindex=\"0\">\n<table class=\"reflow\">\n<caption id=\"")
        out.append(id)
        out.append("-history\">History of “")
        out.html(name)
        out.append(
            "”, oldest first</caption>\n<thead><tr><th scope=\"col\">Time</th><th scope=\"col\">Tester</th><th scope=\"col\">Verdict</th>"
                + "<th scope=\"col\">Attempt</th><th scope=\"col\">Session</th><th scope=\"col\">Steps tested</th>"
                + "<th scope=\"col\">What was found</th></tr></thead>\n<tbody>\n")
        for attempt in scenario.history {
            out.append("<tr><th scope=\"row\">")
            HTMLInline.time(attempt.time, to: out)
            out.append("</th><td data-label=\"Tester\">")
            out.html(attempt.tester)
            out.append("</td><td data-label=\"Verdict\">")
            HTMLInline.verdictWords(attempt.verdict, to: out)
            out.append("</td><td class=\"number\" data-label=\"Attempt\">")
            out.append(attempt.attempt)
            out.append("</td><td class=\"wrap\" data-label=\"Session\">")
            out.html(attempt.session)
            out.append(
                attempt.contentHash == scenario.planned.contentHash
                    ? "</td><td data-label=\"Steps tested\">current version" : "</td><td data-label=\"Steps tested\">older version (stale)")
            out.append("</td><td class=\"pre\" data-label=\"What was found\">")
            out.html(found(attempt, in: scenario))
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n</div>\n")
    }

    /// The evidence of each earlier attempt, under a heading naming the attempt, its session,
    /// verdict and tester: a failure retested to a pass is shown by the pass, but the failure's
    /// screenshot is what an auditor needs to see what was fixed.
    private static func earlierEvidence(_ scenario: ReportScenario) -> HTML {
        let withEvidence = scenario.earlier.filter { !$0.evidence.isEmpty }
        guard !withEvidence.isEmpty else { return HTML() }
        var html: HTML = "<h4>Evidence of earlier attempts</h4>\n"
        for detail in withEvidence {
            guard let attempt = detail.attempt else { continue }
            let words = "attempt \(attempt.attempt) in session \(attempt.session)"
            html +=
                "<h5>Attempt \(attempt.attempt) in session <span class=\"wrap\">\(attempt.session)</span>: "
                + "\(HTMLInline.verdictWords(attempt.verdict)), by \(attempt.tester), \(HTMLInline.time(attempt.time))</h5>\n"
            html += HTMLEvidenceList.html(
                detail.evidence, steps: detail.steps, session: detail.session, heading: "",
                attempt: "earlier \(words), \(HTMLResultKind(verdict: attempt.verdict)?.word ?? attempt.verdict.ledgerText)")
        }
        return html
    }

    /// What an attempt in the history found, in a few words: its failed and blocked steps with
    /// their notes and reasons, and its defects. The shown attempt's details are above; an
    /// earlier attempt's come from its records when the report was built with them.
    /// Plain text, for the caller to escape.
    private static func found(_ attempt: Attempt, in scenario: ReportScenario) -> String {
        if attempt == scenario.attempt { return "shown above" }
        guard let detail = scenario.earlier.first(where: { $0.attempt == attempt }) else { return "see the session’s ledger" }
        var parts: [String] = []
        for (index, step) in detail.steps.enumerated() {
            switch step.verdict {
            case .failed?: parts.append("step \(index + 1) failed: " + (step.note ?? "no note"))
            case .blocked?: parts.append("step \(index + 1) blocked: " + (step.reason ?? "no reason given"))
            default: continue
            }
        }
        if !detail.defects.isEmpty { parts.append("defects " + detail.defects.joined(separator: ", ")) }
        for note in detail.notes { parts.append("note: " + note.text) }
        return parts.isEmpty ? "nothing failed or blocked" : parts.joined(separator: "; ")
    }
}
