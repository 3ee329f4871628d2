import Foundation
import Workflows
import HTTPServer
import Harness
import TestPlan

/// Starting a session: who tests, on which platform and device, with which assistive
/// technology, and what (components, a tag expression, a WCAG criterion). The fields are the
/// options of `stepwise run`, and the session is started as `run` starts one.
package enum StartPage {
    package static func page(_ app: WebApp, form: WebForm?, problem: String?, invalid: String? = nil) -> WebPage {
        var main = "<h1>Start a session</h1>\n"
        let plan: WebPlan
        switch WebPlan.load(app) {
        case .success(let loaded): plan = loaded
        case .failure(let error):
            main += "<p>The criteria cannot be planned:</p>\n<pre>\(WebText.html(error.message))</pre>"
            return WebPage(title: "Start a session", main: main, current: "/start")
        }
        if !plan.problems.isEmpty {
            main += "<p>Some criteria did not parse and are left out; <code>stepwise check</code> shows each error:</p>\n<ul>"
                + plan.problems.prefix(10).map { "<li>\(WebText.html($0))</li>" }.joined() + "</ul>\n"
        }
        func value(_ name: String) -> String { WebText.html(form?.value(name) ?? "") }
        func invalidMark(_ name: String) -> String { invalid == name ? " aria-invalid=\"true\"" : "" }
        /// The field's hint, and the problem when the problem is about this field.
        func described(_ name: String, hint: String?) -> String {
            let ids = [hint, invalid == name ? "problem" : nil].compactMap { $0 }
            return ids.isEmpty ? "" : " aria-describedby=\"\(ids.joined(separator: " "))\""
        }
        main += """
            <p>Your verdicts are saved as you give them, in the same results as <code>stepwise run</code>: a session started here can be resumed in the terminal, and the other way round.</p>
            <form method="post" action="\(app.link("/start"))">
            \(app.csrfField)
            <label for="tester">Your name</label>
            <p class="hint" id="tester-hint">Recorded with every verdict you give.</p>
            <input id="tester" name="tester" type="text" autocomplete="name" required\(described("tester", hint: "tester-hint")) value="\(value("tester"))"\(invalidMark("tester"))>
            <fieldset class="choices"\(invalid == "platform" ? " aria-describedby=\"problem\"" : "")>
            <legend>Platform you are testing on</legend>

            """
        // Unfolded when something in it was chosen or is wrong, so what was typed is seen.
        let chosenSomething = ["tags", "wcag", "name"].contains(invalid ?? "")
            || ["tags", "wcag", "name"].contains { form?.value($0) != nil } || !(form?.values("component").isEmpty ?? true)
        let chosenPlatform = form?.value("platform") ?? (plan.platforms.count == 1 ? plan.platforms[0] : nil)
        for platform in plan.platforms {
            let count = plan.scenarios.filter { $0.platform == platform }.count
            let id = "platform-" + (platform.isEmpty ? "any" : platform)
            main += "<label for=\"\(id)\"><input type=\"radio\" id=\"\(id)\" name=\"platform\" value=\"\(WebText.html(platform))\" required"
                + (chosenPlatform == platform ? " checked" : "") + "> \(WebText.html(PlatformChoice.title(platform))) (\(count) scenario\(count == 1 ? "" : "s"))</label>\n"
        }
        main += """
            </fieldset>
            <label for="device">Device</label>
            <p class="hint" id="device-hint">For example Pixel 8, iPhone 15, or Dell laptop with Chrome 131.</p>
            <input id="device" name="device" type="text" aria-describedby="device-hint" value="\(value("device"))">
            <label for="os">System and version</label>
            <input id="os" name="os" type="text" value="\(value("os"))">
            <label for="at">Assistive technology and version</label>
            <p class="hint" id="at-hint">VoiceOver, TalkBack 15, NVDA 2025.1; commas between several.</p>
            <input id="at" name="at" type="text" aria-describedby="at-hint" value="\(value("at"))">
            <label for="build">Build under test</label>
            <input id="build" name="build" type="text" value="\(value("build"))">
            \(pageField(plan.pages, chosen: form?.value("page")))<details\(chosenSomething ? " open" : "")>
            <summary>Choose what to test (everything planned for the platform if you choose nothing)</summary>
            <fieldset class="choices">
            <legend>Components</legend>

            """
        let chosen = Set(form?.values("component") ?? [])
        for (number, component) in plan.components.enumerated() {
            main += "<label for=\"component-\(number)\"><input type=\"checkbox\" id=\"component-\(number)\" name=\"component\" value=\"\(WebText.html(component.path))\""
                + (chosen.contains(component.path) ? " checked" : "") + "> \(WebText.html(component.name)) <span class=\"hint\">(\(breakable(component.path)))</span></label>\n"
        }
        main += """
            </fieldset>
            <label for="tags">Tag expression</label>
            <p class="hint" id="tags-hint">For example <code>@smoke and not @wip</code>.</p>
            <input id="tags" name="tags" type="text"\(described("tags", hint: "tags-hint")) value="\(value("tags"))"\(invalidMark("tags"))>
            <label for="wcag">WCAG criterion</label>
            <p class="hint" id="wcag-hint">Only the scenarios whose checks evidence it, for example 1.4.3.</p>
            <input id="wcag" name="wcag" type="text" inputmode="decimal"\(described("wcag", hint: "wcag-hint")) value="\(value("wcag"))"\(invalidMark("wcag"))>
            <label for="name">Scenario name (regular expression)</label>
            <input id="name" name="name" type="text"\(described("name", hint: nil)) value="\(value("name"))"\(invalidMark("name"))>
            </details>
            <div class="buttons"><button class="primary" type="submit">Start the session</button></div>
            </form>
            """
        return WebPage(title: problem == nil ? "Start a session" : "Problem: start a session", main: main, problem: problem, current: "/start")
    }

    /// The pages of the sample (report.scope) that the plan has scenarios on, as a choice; none
    /// without pages. A session tests one page, or all of them.
    package static func pageField(_ pages: [String], chosen: String?) -> String {
        guard !pages.isEmpty else { return "" }
        var html = "<label for=\"page\">Page or screen</label>\n<p class=\"hint\" id=\"page-hint\">The page of the evaluation's sample (report.scope) you are testing on.</p>\n"
        html += "<select id=\"page\" name=\"page\" aria-describedby=\"page-hint\">\n<option value=\"\">Every page</option>\n"
        for page in pages {
            html += "<option value=\"\(WebText.html(page))\"\(chosen == page ? " selected" : "")>\(WebText.html(page))</option>\n"
        }
        return html + "</select>\n"
    }

    /// A path that may wrap after each `/` on a narrow screen, but never inside a name.
    package static func breakable(_ path: String) -> String {
        WebText.html(path).replacingOccurrences(of: "/", with: "/<wbr>")
    }

    /// POST /start: the session is started as `run` starts one, with every answer from the form.
    package static func start(_ app: WebApp, form: WebForm) -> HTTPResponse {
        func refuse(_ problem: String, field: String?) -> HTTPResponse {
            app.page(400, page(app, form: form, problem: problem, invalid: field))
        }
        guard let tester = form.value("tester") else { return refuse("Type your name: it is recorded with every verdict.", field: "tester") }
        guard let platform = form.fields.first(where: { $0.name == "platform" })?.value else {
            return refuse("Choose the platform you are testing on.", field: "platform")
        }
        var options = SessionOptions()
        options.tester = tester
        options.device = form.value("device")
        options.os = form.value("os")
        options.build = form.value("build")
        options.assistiveTechnology = (form.value("at") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        options.guidance = app.settings.guidance
        // What this server plans, read once and only if the form names components or a page.
        var planned: WebPlan??
        func offered() -> WebPlan? {
            if planned == nil { planned = .some(try? WebPlan.load(app).get()) }
            return planned ?? nil
        }
        let components = form.values("component")
        // Only what the start page offers: a form naming any other path would have the server
        // read files outside the criteria it was given.
        if !components.isEmpty {
            let paths = Set((offered()?.components ?? []).map(\.path))
            if let unknown = components.first(where: { !paths.contains($0) }) {
                return refuse("'\(unknown)' is not one of the components this server plans from.", field: nil)
            }
        }
        options.plan = (components.isEmpty ? app.settings.paths : components) + (app.settings.steps.map { ["--steps", $0] } ?? [])
        if !platform.isEmpty { options.plan += ["--platform", platform] }
        if let tags = form.value("tags") { options.plan += ["--tags", tags] }
        if let wcag = form.value("wcag") { options.plan += ["--wcag", wcag] }
        if let page = form.value("page") {
            // Only a page the server plans scenarios on: a hostile form names no other.
            guard (offered()?.pages ?? []).contains(page) else {
                return refuse("'\(page)' is not one of the pages this server plans scenarios on.", field: nil)
            }
            options.plan += ["--page", page]
        }
        if let name = form.value("name") { options.plan += ["--name", name] }
        let ready: SessionSetup.Ready
        switch SessionSetup.start(options, resultsFolder: app.settings.resultsFolder, usage: "", console: CollectingConsole()) {
        case .success(let value?): ready = value
        case .success(nil): return refuse("The session did not start.", field: nil)
        case .failure(let error):
            let field = ["--tags": "tags", "--name": "name", "--wcag": "wcag"][error.option ?? ""]
            return refuse(WebText.problem(error.message), field: field)
        }
        let session = LiveSession(ready: ready, tester: tester, platform: platform, resultsFolder: app.settings.resultsFolder, guidance: app.settings.guidance)
        app.add(session)
        return .redirect(to: app.link("/session/" + WebText.pathSegment(session.id)) + "?after=verdict")
    }
}
