import Foundation
import HTTPServer
import Harness
import SafeHTML
import TestPlan
import Workflows

/// Starting a session, platform first: the tester chooses the platform (a plain GET form, so
/// the address says it), then sees only that platform's features, by category, with a filter,
/// and who tests with which device and assistive technology. The fields are the options of
/// `stepwise run`, and the session is started as `run` starts one. Without the script, the
/// filter is a step of its own (sent, then shown narrowed, with everything kept); with it, the
/// list narrows as the tester types.
package enum StartPage {
    /// - Parameters:
    ///   - form: what was chosen so far: the address's fields, or a form sent back with a problem.
    ///   - after: the step the tester just took (`platform`, `filter`): focus goes to its heading.
    ///   - testsAs: the tester this browser came in as, with a tester's own link: the name is theirs, not a field.
    package static func page(
        _ app: WebApp, form: WebForm?, problem: String?, invalid: String? = nil, after: String? = nil, testsAs: String? = nil
    ) -> WebPage {
        let plan: WebPlan
        switch WebPlan.load(app) {
        case .success(let loaded): plan = loaded
        case .failure(let error):
            let main: HTML = "<h1>Start a session</h1>\n<p>The criteria cannot be planned:</p>\n<pre>\(error.message)</pre>"
            return WebPage(title: "Start a session", main: main, current: "/start")
        }
        let form = form ?? WebForm(fields: [])
        let platform = form.fields.first { $0.name == "platform" }.map(\.value).flatMap { plan.platforms.contains($0) ? $0 : nil }
        let chosen = platform ?? (plan.platforms.count == 1 ? plan.platforms[0] : nil)
        let heading = chosen.map { "Start a session on \(PlatformChoice.title($0))" } ?? "Start a session"
        let focusHeading: HTML = after != nil && after != "filter" ? " autofocus" : ""
        var main: HTML = "<h1 id=\"start-heading\" tabindex=\"-1\"\(focusHeading)>\(heading)</h1>\n"
        if !plan.problems.isEmpty {
            main +=
                "<p>Some criteria did not parse and are left out; <code>stepwise check</code> shows each error:</p>\n<ul>"
                + plan.problems.prefix(10).map { "<li>\($0)</li>" as HTML }.joined() + "</ul>\n"
        }
        main +=
            "<p>Your verdicts are saved as you give them, in the same results as <code>stepwise run</code>: a session started here can be resumed in the terminal, and the other way round.</p>\n"
        let fields = StartFormFields(form: form, invalid: invalid, testsAs: testsAs)
        if let chosen {
            main += sessionForm(app, plan, platform: chosen, fields: fields, after: after)
        } else {
            main += platformForm(app, plan, fields: fields)
        }
        let title = (problem == nil ? "" : "Problem: ") + heading
        return WebPage(title: title, main: main, problem: problem, current: "/start", after: after)
    }

    /// The first step: the platform, as a GET form that carries on whatever was chosen before.
    private static func platformForm(_ app: WebApp, _ plan: WebPlan, fields: StartFormFields) -> HTML {
        let described: HTML = fields.invalid == "platform" ? " aria-describedby=\"problem\"" : ""
        return """
            <form method="get" action="\(attribute: app.link("/start"))">
            \(StartChoices(fields.form ?? WebForm(fields: [])).hiddenFields(leaving: ["platform"]))<input type="hidden" name="after" value="platform">
            <fieldset class="choices"\(described)>
            <legend>Platform you are testing on</legend>
            \(platformChoices(plan))</fieldset>
            <div class="buttons"><button class="primary" type="submit">Show its features</button></div>
            </form>
            """
    }

    /// One radio button per platform planned, with its features and scenarios counted.
    private static func platformChoices(_ plan: WebPlan) -> HTML {
        plan.platforms.map { platform -> HTML in
            let count = plan.scenarios.filter { $0.platform == platform }.count
            let features = Set(plan.scenarios.filter { $0.platform == platform }.map(\.uri)).count
            let id = "platform-" + (platform.isEmpty ? "any" : platform)
            return
                "<label for=\"\(attribute: id)\"><input type=\"radio\" id=\"\(attribute: id)\" name=\"platform\" value=\"\(attribute: platform)\" required>"
                + " <span>\(PlatformChoice.title(platform)) <span class=\"hint\">(\(features) feature\(features == 1 ? "" : "s"), \(count) scenario\(count == 1 ? "" : "s"))</span></span></label>\n"
        }.joined()
    }

    /// The second step: who tests with what, a start button before the long list, the
    /// platform's features, the other ways to choose, and the start button again.
    private static func sessionForm(_ app: WebApp, _ plan: WebPlan, platform: String, fields: StartFormFields, after: String?) -> HTML {
        let form = fields.form ?? WebForm(fields: [])
        let choices = plan.choices(on: platform, app)
        // A ticked feature is found by the plan's name for its file, then shown by this page's
        // spelling of its path: a path is worked out for showing and may be spelled otherwise
        // from one request to the next.
        let ticked = Set(form.values("component").map { ProjectPath.split(ProjectPath.identity($0)).file })
        let chosen = Set(choices.features.filter { ticked.contains($0.identity) }.map(\.path))
        let filter = form.value("filter") ?? ""
        let change: HTML =
            plan.platforms.count > 1
            ? " <a href=\"\(attribute: StartChoices(form).address(app, leaving: ["platform"], after: "change"))\">Change the platform</a>" : ""
        return """
            <form method="post" action="\(attribute: app.link("/start"))" id="start-form">
            \(app.csrfField)
            <input type="hidden" name="platform" value="\(attribute: platform)">
            <input type="hidden" name="shown" id="shown" value="\(attribute: filter)">
            <p>Platform: \(PlatformChoice.title(platform)), \(choices.features.count) feature\(choices.features.count == 1 ? "" : "s").\(change)</p>
            \(testerFields(fields))\(pageField(plan.pages(on: platform), chosen: form.value("page")))\(StartFeatureList.summary(choices, chosen: chosen))<div class="buttons"><button class="primary" type="submit" id="start">Start the session</button></div>
            \(StartFeatureList.html(choices, filter: filter, chosen: chosen, focused: after == "filter"))\(otherChoices(fields))
            <div class="buttons"><button class="primary" type="submit">Start the session</button></div>
            </form>
            """
    }

    /// Who tests, and with what: the tester's name, the device, its system, the assistive
    /// technology and the build.
    private static func testerFields(_ fields: StartFormFields) -> HTML {
        let name: HTML
        if let testsAs = fields.testsAs {
            name = """
                <p id="tester-fixed">Testing as <strong>\(testsAs)</strong>: this browser came in with your own link, so every session it starts is recorded in your name.</p>
                <input type="hidden" name="tester" value="\(attribute: testsAs)">
                """
        } else {
            name = """
                <label for="tester">Your name</label>
                <p class="hint" id="tester-hint">Recorded with every verdict you give.</p>
                <input id="tester" name="tester" type="text" autocomplete="name" required\(fields.described("tester", hint: "tester-hint")) value="\(fields.value("tester"))"\(fields.invalidMark("tester"))>
                """
        }
        return """
            \(name)
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

            """
    }

    /// The other ways to choose what to test, folded away unless one was used or is wrong (so
    /// what was typed is seen): a tag expression, a WCAG criterion, a scenario name.
    private static func otherChoices(_ fields: StartFormFields) -> HTML {
        let names = ["tags", "wcag", "name"]
        let used = names.contains(fields.invalid ?? "") || names.contains { fields.form?.value($0) != nil }
        return """
            <details\(used ? " open" : HTML())>
            <summary>More ways to choose: a tag expression, a WCAG criterion, a scenario name</summary>
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
}
