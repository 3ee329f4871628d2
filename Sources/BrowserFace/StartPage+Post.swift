import Foundation
import HTTPServer
import Harness
import Workflows

extension StartPage {
    /// The longest address a narrowing step redirects to; a longer one (a great many features
    /// ticked) is answered with the page itself, which the request line's limit would refuse.
    static let longestAddress = 6000

    /// POST /start: the list narrowed by the filter (the filter's button, or Enter in the
    /// filter field after it was changed), else the session started as `run` starts one, with
    /// every answer from the form.
    package static func post(_ app: WebApp, form: WebForm) -> HTTPResponse {
        let filtering = form.value("step") == "filter" || (form.value("filter") ?? "") != (form.value("shown") ?? "")
        if filtering && form.fields.contains(where: { $0.name == "platform" }) {
            let address = StartChoices(form).address(app, after: "filter")
            guard address.utf8.count <= longestAddress else { return app.page(200, page(app, form: form, problem: nil, after: "filter")) }
            return .redirect(to: address)
        }
        return start(app, form: form)
    }

    /// The session, started as `run` starts one.
    static func start(_ app: WebApp, form: WebForm) -> HTTPResponse {
        func refuse(_ problem: String, field: String?) -> HTTPResponse {
            app.page(400, page(app, form: form, problem: problem, invalid: field))
        }
        guard let platform = form.fields.first(where: { $0.name == "platform" })?.value else {
            return refuse("Choose the platform you are testing on.", field: "platform")
        }
        guard let tester = form.value("tester") else { return refuse("Type your name: it is recorded with every verdict.", field: "tester") }
        var options = SessionOptions()
        options.tester = tester
        options.device = form.value("device")
        options.os = form.value("os")
        options.build = form.value("build")
        options.assistiveTechnology = (form.value("at") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        options.guidance = app.settings.guidance
        switch planArguments(app, form: form, platform: platform) {
        case .success(let arguments): options.plan = arguments
        case .failure(let refusal): return refuse(refusal.problem, field: nil)
        }
        let ready: SessionSetup.Ready
        switch SessionSetup.start(options, resultsFolder: app.settings.resultsFolder, usage: "", console: CollectingConsole()) {
        case .success(let value?): ready = value
        case .success(nil): return refuse("The session did not start.", field: nil)
        case .failure(let error):
            let field = ["--tags": "tags", "--name": "name", "--wcag": "wcag", "--platform": "platform"][error.option ?? ""]
            return refuse(WebText.problem(error.message), field: field)
        }
        let session = LiveSession(
            ready: ready, tester: tester, platform: platform, resultsFolder: app.settings.resultsFolder, guidance: app.settings.guidance)
        app.add(session)
        return .redirect(to: app.link("/session/" + WebText.pathSegment(session.id)) + "?after=verdict")
    }

    struct Refusal: Error {
        let problem: String
    }

    /// `run`'s plan arguments for what the form chose. Only the components and pages this
    /// server plans: a form naming any other path would have it read files outside the
    /// criteria it was given.
    private static func planArguments(_ app: WebApp, form: WebForm, platform: String) -> Result<[String], Refusal> {
        // What this server plans, read once and only if the form names components or a page.
        var planned: WebPlan??
        func offered() -> WebPlan? {
            if planned == nil { planned = .some(try? WebPlan.load(app).get()) }
            return planned ?? nil
        }
        let components = form.values("component")
        if !components.isEmpty {
            let paths = Set((offered()?.components ?? []).map(\.path))
            if let unknown = components.first(where: { !paths.contains($0) }) {
                return .failure(Refusal(problem: "'\(unknown)' is not one of the components this server plans from."))
            }
        }
        var arguments = (components.isEmpty ? app.settings.paths : components) + (app.settings.steps.map { ["--steps", $0] } ?? [])
        if !platform.isEmpty { arguments += ["--platform", platform] }
        if let tags = form.value("tags") { arguments += ["--tags", tags] }
        if let wcag = form.value("wcag") { arguments += ["--wcag", wcag] }
        if let page = form.value("page") {
            guard (offered()?.pages ?? []).contains(page) else {
                return .failure(Refusal(problem: "'\(page)' is not one of the pages this server plans scenarios on."))
            }
            arguments += ["--page", page]
        }
        if let name = form.value("name") { arguments += ["--name", name] }
        return .success(arguments)
    }
}
