import Foundation
import HTTPServer
import Harness
import SafeHTML
import TestPlan
import Workflows

/// Starting a session: who tests, on which platform and device, with which assistive
/// technology, and what (components, a tag expression, a WCAG criterion). The fields are the
/// options of `stepwise run`, and the session is started as `run` starts one.
package enum StartPage {
    package static func page(_ app: WebApp, form: WebForm?, problem: String?, invalid: String? = nil) -> WebPage {
        let title = problem == nil ? "Start a session" : "Problem: start a session"
        var main: HTML = "<h1>Start a session</h1>\n"
        let plan: WebPlan
        switch WebPlan.load(app) {
        case .success(let loaded): plan = loaded
        case .failure(let error):
            main += "<p>The criteria cannot be planned:</p>\n<pre>\(error.message)</pre>"
            return WebPage(title: "Start a session", main: main, current: "/start")
        }
        if !plan.problems.isEmpty {
            main +=
                "<p>Some criteria did not parse and are left out; <code>stepwise check</code> shows each error:</p>\n<ul>"
                + plan.problems.prefix(10).map { "<li>\($0)</li>" as HTML }.joined() + "</ul>\n"
        }
        let fields = StartFormFields(form: form, invalid: invalid)
        main += """
            <p>Your verdicts are saved as you give them, in the same results as <code>stepwise run</code>: a session started here can be resumed in the terminal, and the other way round.</p>
            <form method="post" action="\(attribute: app.link("/start"))">
            \(app.csrfField)
            <label for="tester">Your name</label>
            <p class="hint" id="tester-hint">Recorded with every verdict you give.</p>
            <input id="tester" name="tester" type="text" autocomplete="name" required\(fields.described("tester", hint: "tester-hint")) value="\(fields.value("tester"))"\(fields.invalidMark("tester"))>
            <fieldset class="choices"\(invalid == "platform" ? " aria-describedby=\"problem\"" : HTML())>
            <legend>Platform you are testing on</legend>
            \(platformChoices(plan, chosen: form?.value("platform")))</fieldset>
            <label for="device">Device</label>
            <p class="hint" id="device-hint">For example Pixel 8, iPhone 15, or Dell laptop with Chrome 131.</p>
            <input id="device" name="device" type="text" aria-describedby="device-hint" value="\(fields.value("device"))">
            <label for="os">System and version</label>
            <input id="os" name="os" type="text" value="\(fields.value("os"))">
            <label for="at">Assistive technology and version</label>
            <p class="hint" id="at-hint">VoiceOver, TalkBack 15, NVDA 2025.1; commas between several.</p>
            <input id="at" name="at" type="text" aria-describedby="at-hint" value="\(fields.value("at"))">
            <label for="build">Build under test</label>
            <input id="build" name="build" type="text" value="\(fields.value("build"))">
            \(pageField(plan.pages, chosen: form?.value("page")))\(choices(plan, fields))
            <div class="buttons"><button class="primary" type="submit">Start the session</button></div>
            </form>
            """
        return WebPage(title: title, main: main, problem: problem, current: "/start")
    }

    /// One radio button per platform planned, with its count; the one chosen before (or the
    /// only one) checked.
    private static func platformChoices(_ plan: WebPlan, chosen: String?) -> HTML {
        let chosen = chosen ?? (plan.platforms.count == 1 ? plan.platforms[0] : nil)
        return plan.platforms.map { platform -> HTML in
            let count = plan.scenarios.filter { $0.platform == platform }.count
            let id = "platform-" + (platform.isEmpty ? "any" : platform)
            let checked: HTML = chosen == platform ? " checked" : ""
            return
                "<label for=\"\(attribute: id)\"><input type=\"radio\" id=\"\(attribute: id)\" name=\"platform\" value=\"\(attribute: platform)\" required"
                + "\(checked)> \(PlatformChoice.title(platform)) (\(count) scenario\(count == 1 ? "" : "s"))</label>\n"
        }.joined()
    }

    /// What to test, folded away unless something in it was chosen or is wrong, so what was
    /// typed is seen: the components, a tag expression, a WCAG criterion, a scenario name.
    private static func choices(_ plan: WebPlan, _ fields: StartFormFields) -> HTML {
        let form = fields.form
        let chosenSomething =
            ["tags", "wcag", "name"].contains(fields.invalid ?? "")
            || ["tags", "wcag", "name"].contains { form?.value($0) != nil } || !(form?.values("component").isEmpty ?? true)
        let chosen = Set(form?.values("component") ?? [])
        let components = plan.components.enumerated().map { number, component -> HTML in
            let checked: HTML = chosen.contains(component.path) ? " checked" : ""
            return
                "<label for=\"component-\(number)\"><input type=\"checkbox\" id=\"component-\(number)\" name=\"component\" value=\"\(attribute: component.path)\""
                + "\(checked)> \(component.name) <span class=\"hint\">(\(breakable(component.path)))</span></label>\n"
        }
        return """
            <details\(chosenSomething ? " open" : HTML())>
            <summary>Choose what to test (everything planned for the platform if you choose nothing)</summary>
            <fieldset class="choices">
            <legend>Components</legend>
            \(components.joined())</fieldset>
            <label for="tags">Tag expression</label>
            <p class="hint" id="tags-hint">For example <code>@smoke and not @wip</code>.</p>
            <input id="tags" name="tags" type="text"\(fields.described("tags", hint: "tags-hint")) value="\(fields.value("tags"))"\(fields.invalidMark("tags"))>
            <label for="wcag">WCAG criterion</label>
            <p class="hint" id="wcag-hint">Only the scenarios whose checks evidence it, for example 1.4.3.</p>
            <input id="wcag" name="wcag" type="text" inputmode="decimal"\(fields.described("wcag", hint: "wcag-hint")) value="\(fields.value("wcag"))"\(fields.invalidMark("wcag"))>
            <label for="name">Scenario name (regular expression)</label>
            <input id="name" name="name" type="text"\(fields.described("name", hint: nil)) value="\(fields.value("name"))"\(fields.invalidMark("name"))>
            </details>
            """
    }

    /// The pages of the sample (report.scope) that the plan has scenarios on, as a choice; none
    /// without pages. A session tests one page, or all of them.
    package static func pageField(_ pages: [String], chosen: String?) -> HTML {
        guard !pages.isEmpty else { return HTML() }
        var html: HTML =
            "<label for=\"page\">Page or screen</label>\n<p class=\"hint\" id=\"page-hint\">The page of the evaluation's sample (report.scope) you are testing on.</p>\n"
        html += "<select id=\"page\" name=\"page\" aria-describedby=\"page-hint\">\n<option value=\"\">Every page</option>\n"
        for page in pages {
            let selected: HTML = chosen == page ? " selected" : ""
            html += "<option value=\"\(attribute: page)\"\(selected)>\(page)</option>\n"
        }
        return html + "</select>\n"
    }

    /// A path that may wrap after each `/` on a narrow screen, but never inside a name.
    package static func breakable(_ path: String) -> HTML {
        path.split(separator: "/", omittingEmptySubsequences: false).map { HTML(text: String($0)) }.joined(separator: "/<wbr>")
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
        options.assistiveTechnology = (form.value("at") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
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
        let session = LiveSession(
            ready: ready, tester: tester, platform: platform, resultsFolder: app.settings.resultsFolder, guidance: app.settings.guidance)
        app.add(session)
        return .redirect(to: app.link("/session/" + WebText.pathSegment(session.id)) + "?after=verdict")
    }
}
