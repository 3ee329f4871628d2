import Foundation
import HTTPServer
import Harness
import Ledger
import SafeHTML
import TestPlan
import WCAG
import Workflows

/// The session in the browser: one step at a time, with the guidance `run` gives, a form for
/// the verdict (its buttons named `verdict`), a note, a defect and evidence, and undo and quit.
/// Each verdict names the step it judges (`at`), so a second tab on the same session that
/// still shows a step already judged is refused instead of judging the next one.
package enum SessionPage {
    /// The verdicts a form may send, with their buttons' labels.
    package static let verdicts: [(value: String, label: String)] = [
        ("pass", "Pass"), ("fail", "Fail"), ("skip", "Skip"), ("not-applicable", "Not applicable"), ("blocked", "Blocked"),
    ]

    /// Session ids are written by `run` (`20261122-091503-ann-lee-ios-3f2a`): anything else in
    /// the address names no session, and never a file.
    package static func isSessionID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 200 && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    // MARK: - GET

    package static func response(_ app: WebApp, id: String, after: String?) -> HTTPResponse {
        guard isSessionID(id) else { return notFound(app) }
        if let live = app.liveSession(id) {
            return live.withState { state in
                let said = state.said
                state.said = []
                return app.page(200, page(app, live, state, said: said, after: after))
            }
        }
        return stored(app, id: id)
    }

    /// A session no browser holds: finished, or paused to be resumed.
    private static func stored(_ app: WebApp, id: String) -> HTTPResponse {
        guard let session = SessionsPage.ledgers(app).first(where: { $0.sessionID == id }) else { return notFound(app) }
        let finished = session.records.contains { $0.type == RecordType.sessionFinished }
        let started = session.records.first
        let who = "\(started?.string("tester") ?? "unknown tester") on \(PlatformChoice.title(started?.string("platform") ?? ""))"
        var main: HTML = "<h1>Session \(id)</h1>\n<p>\(who).</p>\n"
        if finished {
            main +=
                "<p>This session is finished. See <a href=\"\(attribute: app.link("/status"))\">Status</a> and <a href=\"\(attribute: app.link("/reports"))\">Reports</a>, or start a re-run of what failed in the terminal with <code>\(Invocation.command) run --rerun failed</code>.</p>"
        } else {
            main +=
                "<p>This session is paused. Resume it here, or in the terminal with <code>\(Invocation.command) run --resume \(id)</code>.</p>\n"
                + resumeForm(app, id: id)
        }
        return app.page(200, WebPage(title: "Session \(id)", main: main, current: "/sessions"))
    }

    /// The button that resumes a paused session here.
    private static func resumeForm(_ app: WebApp, id: String) -> HTML {
        "<form method=\"post\" action=\"\(attribute: app.link("/resume"))\">\(app.csrfField)<input type=\"hidden\" name=\"session\" value=\"\(attribute: id)\"><div class=\"buttons\"><button class=\"primary\" type=\"submit\">Resume this session</button></div></form>"
    }

    private static func notFound(_ app: WebApp) -> HTTPResponse {
        app.page(
            404,
            WebPage(
                title: "No such session",
                main:
                    "<h1>No such session</h1>\n<p>No session has this id in the results. <a href=\"\(attribute: app.link("/sessions"))\">Sessions</a> lists them.</p>"
            ))
    }

    /// The step now due, or the end of the session. The caller holds the session's lock.
    package static func page(
        _ app: WebApp, _ live: LiveSession, _ state: LiveSession.State, said: [String], after: String?, problem: String? = nil,
        invalid: String? = nil, form: WebForm? = nil
    ) -> WebPage {
        let session = state.session
        let who = "\(live.tester) on \(PlatformChoice.title(live.platform))"
        guard let shown = session.shownStep, !session.isFinished, !state.closed else {
            // After the last verdict, or Save and quit, focus goes to this heading, as to a step's.
            let focus: HTML = after == nil ? "" : " autofocus"
            var main: HTML = "<h1 id=\"session-heading\" tabindex=\"-1\"\(focus)>Session \(live.id)</h1>\n<p>\(who): \(session.progressLine()).</p>\n"
            if session.isFinished {
                main +=
                    "<p>Every scenario has its verdict; the session is finished and saved in <code>\(live.path)</code>. See <a href=\"\(attribute: app.link("/status"))\">Status</a> and <a href=\"\(attribute: app.link("/reports"))\">Reports</a>.</p>"
            } else {
                main +=
                    "<p>This session is saved and paused. Resume it here, or in the terminal with <code>\(Invocation.command) run --resume \(live.id)</code>.</p>\n"
                    + resumeForm(app, id: live.id)
            }
            return WebPage(
                title: session.isFinished ? "Session finished" : "Session paused", main: main, said: said, problem: problem, current: "/sessions",
                after: after)
        }
        let scenario = session.scenarios[shown.scenarioIndex]
        let step = scenario.steps[shown.stepIndex]
        let stepTitle = "Step \(shown.stepIndex + 1) of \(scenario.steps.count): \(step.keyword.trimmingCharacters(in: .whitespaces)) \(step.text)"
        let attempt = shown.attempt > 1 ? ", attempt \(shown.attempt)" : ""
        var main: HTML = """
            <h1>Scenario \(shown.scenarioIndex + 1) of \(session.scenarios.count): \(scenario.featureName), \(scenario.name)</h1>
            <p class="where">\(who)\(attempt). <span>\(WebText.breakable("\(scenario.uri):\(scenario.line)"))</span>. \(session.progressLine()).</p>

            """
        if !shown.earlier.isEmpty {
            main +=
                "<h2>Earlier verdicts on this scenario</h2>\n<ul>\(shown.earlier.map { "<li>\($0)</li>" as HTML }.joined())</ul>\n"
                + "<p>Your verdict replaces \(shown.earlier.count == 1 ? "it" : "them"); testers who did not see each other's verdicts still conflict.</p>\n"
        }
        let autofocus: HTML = after == nil ? "" : " autofocus"
        // The step, its guidance and its verdict: where the single-key shortcuts work.
        main += "<div id=\"step\">\n<h2 id=\"step-heading\" tabindex=\"-1\"\(autofocus)>\(stepTitle)</h2>\n"
        for line in shown.earlierForStep { main += "<p>\(line.trimmingCharacters(in: .whitespaces))</p>\n" }
        main += stepDetails(step, guidanceInFull: shown.guidanceInFull)
        main += verdictForm(app, live, state, shown: shown, invalid: invalid, form: form)
        main += shortcutsControl + "</div>\n"
        main += origin(step, scenario: scenario)
        main += sessionControls(app, live, state)
        return WebPage(title: stepTitle, main: main, said: said, problem: problem, current: "/sessions", after: after)
    }

    /// What the step holds beyond its words — its table, its doc string — and how to perform it.
    private static func stepDetails(_ step: PlannedStep, guidanceInFull: Bool) -> HTML {
        var html = HTML()
        if let table = step.dataTable, let header = table.first {
            html +=
                "<div class=\"table-box\" tabindex=\"0\" role=\"region\" aria-label=\"The step's table\"><table>\n<tr>"
                + header.map { "<th scope=\"col\">\($0)</th>" as HTML }.joined() + "</tr>\n"
            for row in table.dropFirst() { html += "<tr>\(row.map { "<td>\($0)</td>" as HTML }.joined())</tr>\n" }
            html += "</table></div>\n"
        }
        if let doc = step.docString { html += "<pre>\(doc)</pre>\n" }
        // The short form in the open, what to do and what passes; the full text one click away.
        if let short = step.shortGuidance { html += "<p class=\"short-guidance\">\(SpokenMarkdown.lines(short).joined(separator: " "))</p>\n" }
        if let guidance = step.guidance, !guidance.isEmpty {
            let open: HTML = guidanceInFull ? " open" : ""
            html +=
                "<details class=\"guidance\"\(open)>\n<summary>How to perform this step</summary>\n"
                + SpokenMarkdown.lines(guidance).map { "<p>\($0)</p>" as HTML }.joined(separator: "\n") + "\n</details>\n"
        } else {
            html += "<p>No guidance for this step in the step library.</p>\n"
        }
        return html
    }

    /// Where the step comes from, what kind of step it is and what it evidences: folded, after
    /// the verdict, as `r` adds it in the terminal.
    private static func origin(_ step: PlannedStep, scenario: PlannedScenario) -> HTML {
        var origin: [HTML] = []
        if let source = step.source { origin.append("Criteria: \(WebText.breakable("\(source.path):\(source.line)"))") }
        origin.append("Feature file: \(WebText.breakable("\(scenario.uri):\(step.line)"))")
        origin.append(
            step.isCheck
                ? "A check: your verdict is evidence about the product."
                : "Not a check (\(step.kind.rawValue)): it sets up or performs an action; its verdict is not evidence of conformance.")
        if !step.wcag.isEmpty { origin.append("WCAG 2.2 criteria it evidences: \(step.wcag.joined(separator: ", "))") }
        return "<details>\n<summary>Where this step comes from</summary>\n" + origin.map { "<p>\($0)</p>" as HTML }.joined(separator: "\n")
            + "\n</details>\n"
    }

    /// The single-key shortcuts' switch, shown by the script (without it there are none). They
    /// are on until turned off, and act only while focus is on the step, its guidance or its
    /// verdict's buttons (or on nothing): never in a text field, and never where a screen
    /// reader in browse mode takes single letters for itself, as it does before the page sees them.
    private static let shortcutsControl: HTML = """
        <p id="shortcuts-line" hidden><label class="inline" for="shortcuts"><input type="checkbox" id="shortcuts" checked> Single-key shortcuts on this step: p pass, f fail, s skip, x not applicable, b blocked, n note, u undo</label></p>

        """

    /// Undo and quit, how to go on in the terminal, and the session's scenarios.
    private static func sessionControls(_ app: WebApp, _ live: LiveSession, _ state: LiveSession.State) -> HTML {
        let undo: HTML = state.session.undoable.map { "<input type=\"hidden\" name=\"undo\" value=\"\($0)\">" } ?? ""
        return """
            <form method="post" action="\(attribute: app.link("/session/" + WebText.pathSegment(live.id)))" class="buttons">
            \(app.csrfField)
            \(undo)
            <button type="submit" name="action" value="undo" id="undo">Undo the last verdict</button>
            <button type="submit" name="action" value="quit">Save and quit</button>
            </form>
            <p class="hint">Quit to go on later, here or in the terminal with <code>\(Invocation.command) run --resume \(live.id)</code>.</p>
            <details>
            <summary>Scenarios in this session</summary>
            <ol>\(state.session.listEntries().map { "<li>\($0)</li>" as HTML }.joined())</ol>
            </details>
            """
    }

    /// The verdict's form: a note, a defect, evidence, what a failure breaks, and one button per verdict.
    private static func verdictForm(
        _ app: WebApp, _ live: LiveSession, _ state: LiveSession.State, shown: ShownStep, invalid: String?, form: WebForm?
    ) -> HTML {
        let scenario = state.session.scenarios[shown.scenarioIndex]
        let step = scenario.steps[shown.stepIndex]
        let at = "\(scenario.id) \(shown.attempt) \(shown.stepIndex)"
        let note = form?.fields.first { $0.name == "note" }?.value ?? ""
        let defect = form?.value("defect") ?? ""
        let megabytes = app.settings.maxEvidenceBytes / (1024 * 1024)
        func problem(_ field: String) -> HTML { invalid == field ? " problem" : "" }
        func invalidMark(_ field: String) -> HTML { invalid == field ? " aria-invalid=\"true\"" : "" }
        let buttons = verdicts.map { verdict -> HTML in
            let kind: HTML = verdict.value == "pass" ? " class=\"pass\"" : verdict.value == "fail" ? " class=\"fail\"" : ""
            return "<button type=\"submit\" name=\"verdict\" value=\"\(attribute: verdict.value)\"\(kind)>\(verdict.label)</button>\n"
        }
        // Pass first, a Tab after the guidance; the verdicts that take a note after the note,
        // what the failure breaks, the defect and the evidence.
        return """
            <form method="post" action="\(attribute: app.link("/session/" + WebText.pathSegment(live.id)))" enctype="multipart/form-data" id="verdict-form" data-max-bytes="\(app.settings.maxEvidenceBytes)">
            \(app.csrfField)
            <input type="hidden" name="at" value="\(attribute: at)">
            <fieldset>
            <legend>Verdict on step \(shown.stepIndex + 1)</legend>
            <div class="buttons">
            \(buttons[0])</div>
            <label for="note">Note</label>
            <p class="hint" id="note-hint">What went wrong for a failure; the reason for skipped, blocked or not applicable; anything worth keeping for a pass.</p>
            <textarea id="note" name="note" aria-describedby="note-hint\(problem("note"))"\(invalidMark("note"))>\(note)</textarea>
            <label for="defect">Defect (optional)</label>
            <p class="hint" id="defect-hint">An id or a link, such as JIRA-123.</p>
            <input id="defect" name="defect" type="text" aria-describedby="defect-hint" value="\(attribute: defect)">
            <div class="drop" id="evidence-box">
            <label for="evidence">Evidence (optional)</label>
            <p class="hint" id="evidence-hint">Choose files, drop them here, or paste a screenshot anywhere on this page. At most \(megabytes) MB with one verdict.</p>
            <input id="evidence" name="evidence" type="file" multiple aria-describedby="evidence-hint\(problem("evidence"))"\(invalidMark("evidence"))>
            <p id="evidence-chosen"></p>
            </div>
            \(failedCriteriaFields(step.wcag, why: step.definition?.wcagReason, form: form))<div class="buttons">
            \(buttons.dropFirst().joined())</div>
            <div class="buttons"><button type="submit" name="action" value="attach">Save the note, defect and evidence without a verdict</button></div>
            </fieldset>
            </form>

            """
    }

    /// For a failure: one checkbox per criterion the step evidences (none ticked charges them
    /// all, as `f NOTE` does), and whether it holds across the product. A step that evidences
    /// no criterion has neither: its failure is no claim about conformance.
    package static func failedCriteriaFields(_ criteria: [String], why: String?, form: WebForm?) -> HTML {
        guard !criteria.isEmpty else { return HTML() }
        let ticked = Set(form?.fields.filter { $0.name == "breaks" }.map(\.value) ?? [])
        var html: HTML = "<fieldset>\n<legend>If it fails: what the failure breaks</legend>\n"
        // Why the step evidences these criteria, in the step library's words: what to weigh.
        if let why, !why.isEmpty { html += "<p class=\"hint\">\(why)</p>\n" }
        if criteria.count > 1 {
            html +=
                "<p class=\"hint\" id=\"breaks-hint\">Tick the criteria the failure breaks; with none ticked it counts against all \(criteria.count).</p>\n"
            for (place, number) in criteria.enumerated() {
                let name = WCAGCriterion.named(number)?.name ?? ""
                let checked: HTML = ticked.contains(number) ? " checked" : ""
                html +=
                    "<p><label class=\"inline\" for=\"breaks-\(place)\"><input type=\"checkbox\" id=\"breaks-\(place)\" name=\"breaks\" value=\"\(attribute: number)\" aria-describedby=\"breaks-hint\"\(checked)> \(number) \(name)</label></p>\n"
            }
        } else {
            let name = WCAGCriterion.named(criteria[0])?.name ?? ""
            html += "<p>A failure counts against \(criteria[0]) \(name).</p>\n"
        }
        let across: HTML = form?.value("across") == "yes" ? " checked" : ""
        html +=
            "<p><label class=\"inline\" for=\"across\"><input type=\"checkbox\" id=\"across\" name=\"across\" value=\"yes\"\(across)> The failure holds across the product, not only here</label></p>\n</fieldset>\n"
        return html
    }

    // MARK: - POST

    package static func post(_ app: WebApp, id: String, form: WebForm) -> HTTPResponse {
        guard isSessionID(id), let live = app.liveSession(id) else {
            return app.page(
                409,
                WebPage(
                    title: "Session not open here",
                    main:
                        "<h1>Session not open here</h1>\n<p>This session is not open in this server. <a href=\"\(attribute: app.link("/sessions"))\">Sessions</a> lists the sessions and resumes a paused one.</p>"
                ))
        }
        return live.withState { state in post(app, live, &state, form: form) }
    }

    /// The POST, under the session's mutex.
    private static func post(_ app: WebApp, _ live: LiveSession, _ state: inout LiveSession.State, form: WebForm) -> HTTPResponse {
        let back = app.link("/session/" + WebText.pathSegment(live.id))
        if state.closed {
            return app.page(
                409,
                page(
                    app, live, state, said: [], after: nil,
                    problem: "This session is no longer open: it was finished or saved and quit. Nothing was recorded."))
        }
        switch form.value("action") {
        case "undo":
            // Only the verdict the page offered to undo: another one (the same Undo sent again,
            // a stale tab) is refused, so no second verdict is withdrawn unseen.
            guard let wanted = form.value("undo"), let seq = Int(wanted), state.session.undoable == seq else {
                return app.page(
                    409,
                    page(
                        app, live, state, said: [], after: nil,
                        problem:
                            "Nothing was undone: the verdict that Undo was for has already been undone or replaced (perhaps in another tab). This is the session as it is now."
                    ))
            }
            let (lines, _) = state.perform(.undo)
            state.said = lines + state.settle()
            return .redirect(to: back + "?after=verdict")
        case "quit":
            state.said = state.quit()
            return .redirect(to: back + "?after=quit")
        default: break
        }
        let session = state.session
        // The step this form was for must still be the step due: a second tab, or the back
        // button, must not judge the next step with what was meant for this one.
        guard let shown = session.shownStep,
            form.value("at") == "\(session.scenarios[shown.scenarioIndex].id) \(shown.attempt) \(shown.stepIndex)"
        else {
            return app.page(
                409,
                page(
                    app, live, state, said: [], after: nil,
                    problem:
                        "That step already has its verdict (perhaps from another tab or window), so nothing was recorded. This is the step now due."))
        }
        return judge(app, live, &state, shown: shown, form: form, back: back)
    }

    /// What one form sends for the step due: a verdict with its note, defect and evidence, or
    /// those without a verdict. Everything is checked before anything is recorded. The caller
    /// holds the session's lock.
    private static func judge(_ app: WebApp, _ live: LiveSession, _ state: inout LiveSession.State, shown: ShownStep, form: WebForm, back: String)
        -> HTTPResponse
    {
        func refuse(_ status: Int, _ problem: String, field: String) -> HTTPResponse {
            app.page(status, page(app, live, state, said: [], after: nil, problem: problem, invalid: field, form: form))
        }
        let files = form.files.filter { $0.field == "evidence" }.map(\.file)
        let bytes = files.reduce(0) { $0 + $1.bytes.count }
        if bytes > app.settings.maxEvidenceBytes {
            return refuse(
                413,
                "Nothing was recorded: the evidence is \(megabytes(bytes)) MB, and at most \(megabytes(app.settings.maxEvidenceBytes)) MB can be sent with one verdict. Send fewer or smaller files.",
                field: "evidence")
        }
        // A note is one line in the ledger, as typed at the terminal.
        let note = form.value("note").map {
            $0.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        let verdict = form.value("verdict")
        let criteria = state.session.scenarios[shown.scenarioIndex].steps[shown.stepIndex].wcag
        let commands: VerdictCommands
        switch VerdictCommands.make(verdict, note: note, form: form, criteria: criteria) {
        case .success(let made): commands = made
        case .failure(let refusal): return refuse(400, refusal.problem, field: "note")
        }
        if verdict == nil, note == nil, form.value("defect") == nil, files.isEmpty {
            return refuse(400, "Nothing to save: write a note, give a defect or choose evidence first.", field: "note")
        }
        let (saved, said) = record(&state, commands, verdict: verdict, defect: form.value("defect"), files: files)
        if !saved {
            return app.page(
                500, page(app, live, state, said: said, after: nil, problem: "Not everything was saved; see the messages above. Try again."))
        }
        state.said = said + state.settle()
        return .redirect(to: back + "?after=verdict")
    }

    /// Records what the form sent, in the order `run` writes it: a note and a defect before a
    /// verdict; a failure's evidence and defect after it (`f NOTE`, then `e PATH`, `d ID`).
    /// Blocked covers the rest of the scenario, so what comes with it is given to the step it
    /// was sent for, first. Stops at the first thing not saved.
    private static func record(
        _ state: inout LiveSession.State, _ commands: VerdictCommands, verdict: String?, defect: String?, files: [WebForm.File]
    ) -> (saved: Bool, said: [String]) {
        var said: [String] = []
        func run(_ command: TesterCommand) -> Bool {
            let (lines, saved) = state.perform(command)
            said += lines
            return saved
        }
        func attach(afterVerdict: Bool) -> Bool {
            for file in files {
                let (lines, ok) = state.session.attach(file.bytes, name: sanitized(file.name), afterVerdict: afterVerdict)
                said += lines
                if !ok { return false }
            }
            return true
        }
        var ok = commands.before.allSatisfy(run)
        let afterFailure = verdict == "fail" || verdict == "pass" || verdict == "skip" || verdict == "not-applicable"
        if ok, let command = commands.verdict {
            if !afterFailure {
                ok = attach(afterVerdict: false) && (defect.map { run(.defect(id: $0)) } ?? true)
            } else if verdict != "fail", let defect {
                ok = run(.defect(id: defect))
            }
            ok = ok && run(command)
            if ok && afterFailure { ok = attach(afterVerdict: true) }
            if ok && verdict == "fail", let defect { ok = run(.defect(id: defect)) }
        } else if ok {
            ok = attach(afterVerdict: false) && (defect.map { run(.defect(id: $0)) } ?? true)
        }
        return (ok, said)
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }

    /// A file name as the browser sent it, reduced to its last component and to printable
    /// characters: it names the evidence in reports, never a place on disk.
    package static func sanitized(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let printable = String(last.unicodeScalars.filter { !TerminalText.isControl($0) }.map(Character.init))
        let trimmed = printable.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "." || trimmed == ".." ? "evidence" : String(trimmed.prefix(200))
    }
}
