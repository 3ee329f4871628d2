import Foundation
import HTTPServer
import SafeHTML
import TestPlan
import Workflows

/// The reports: `verify`'s answer on every ledger and sign-off, and every export format to
/// download, made by `stepwise export` from the same results as the terminal's.
package enum ReportsPage {
    package static func page(_ app: WebApp) -> WebPage {
        let verified = VerifyWorkflow.verify(resultsFolder: app.settings.resultsFolder, allowedSigners: nil, requireSignatures: false)
        let holds = (try? verified.get())?.holds ?? false
        let answer: [String]
        switch verified {
        case .success(let outcome): answer = VerifyText.lines(outcome)
        case .failure(let error): answer = error.message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var main: HTML = """
            <h1>Reports</h1>
            <h2>Verify</h2>
            <p>\(holds ? "Every ledger and sign-off verifies." : "Verify found problems.") What <code>\(Invocation.command) verify --results \(app.settings.resultsFolder)</code> says:</p>
            <pre>\(answer.joined(separator: "\n"))</pre>
            <h2>Download</h2>
            <p>Each is made now from every session in the results, as <code>\(Invocation.command) export --format FORMAT</code> makes it.</p>
            <ul class="plain">

            """
        let platforms = (try? WebPlan.load(app).get())?.platforms ?? []
        for format in ExportFormat.allCases {
            main += download(app, format, platforms: platforms)
        }
        main += "</ul>\n"
        return WebPage(title: "Reports", main: main, current: "/reports")
    }

    /// One format's entry: a link to download it (and to view a page format here), or for Xray,
    /// which holds one result per test and so one platform at a time, and needs the Jira
    /// project its tests belong to, a small form (a GET: it changes nothing).
    private static func download(_ app: WebApp, _ format: ExportFormat, platforms: [String]) -> HTML {
        guard format != .xray else {
            let options = platforms.map { "<option value=\"\(attribute: $0)\">\(PlatformChoice.title($0))</option>" as HTML }.joined()
            return """
                <li>\(format.words):
                <form method="get" action="\(attribute: app.link("/export/xray"))">
                <label for="xray-platform">Platform</label>
                <select id="xray-platform" name="platform">\(options)</select>
                <label for="xray-project">Jira project key</label>
                <p class="hint" id="xray-project-hint">Needed unless every scenario is tagged with its Xray test (@TEST_KEY-7).</p>
                <input id="xray-project" name="project" type="text" aria-describedby="xray-project-hint">
                <div class="buttons"><button type="submit">Download the Xray JSON</button></div>
                </form></li>

                """
        }
        let link = app.link("/export/" + format.rawValue)
        let view: HTML = format.isPage ? " (<a href=\"\(attribute: link)?view=1\">view it here</a>)" : ""
        return "<li><a href=\"\(attribute: link)\" download=\"\(attribute: format.fileName)\">\(format.fileName)</a>: \(format.words)\(view)</li>\n"
    }

    /// GET /export/FORMAT: the export, as an attachment or (HTML formats) to view.
    package static func export(_ app: WebApp, format name: String, view: Bool, platform: String?, project: String? = nil) -> HTTPResponse {
        guard let format = ExportFormat(rawValue: name) else { return .text(404, "No such export format.") }
        var file = format.fileName
        var request = ExportRequest(format: format, selection: ["--results", app.settings.resultsFolder] + app.planArguments)
        if let platform {
            guard PlatformChoice.known.contains(platform) else { return .text(404, "No such platform.") }
            request.selection += ["--platform", platform]
            file = (file as NSString).deletingPathExtension + "-\(platform)." + (file as NSString).pathExtension
        }
        if format == .xray, let project, !project.isEmpty { request.xray.values["--project"] = project }
        // Viewed here, the report's evidence links lead to this server's /evidence (the paths on
        // disk the export would give are not addresses of this server).
        if view { request.evidenceLinks = app.link("/evidence") }
        let prepared: ExportWorkflow.Prepared
        switch ExportWorkflow.prepare(request, usage: "", console: CollectingConsole()) {
        case .success(let value): prepared = value
        case .failure(let error):
            return app.page(
                500,
                WebPage(title: "Export failed", main: "<h1>The \(name) export failed</h1>\n<pre>\(error.message)</pre>", current: "/reports"))
        }
        var headers = [("Content-Type", format.mediaType)]
        if view && format.isPage {
            // The report's own inline styles, and nothing that runs.
            headers.append(
                (
                    "Content-Security-Policy",
                    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
                ))
        } else {
            headers.append(("Content-Disposition", "attachment; filename=\"\(file)\""))
        }
        return HTTPResponse(status: 200, headers: headers, body: prepared.bytes())
    }
}
