import Foundation
import Workflows
import HTTPServer
import TestPlan

/// The reports: `verify`'s answer on every ledger and sign-off, and every export format to
/// download, made by `stepwise export` from the same results as the terminal's.
enum ReportsPage {
    /// What each format's file is called and what it is served as.
    static let files: [String: (name: String, type: String)] = [
        "junit": ("stepwise-junit.xml", "application/xml; charset=utf-8"),
        "cucumber-json": ("stepwise-cucumber.json", "application/json; charset=utf-8"),
        "messages": ("stepwise-messages.ndjson", "application/x-ndjson; charset=utf-8"),
        "html": ("stepwise-report.html", "text/html; charset=utf-8"),
        "markdown": ("stepwise-report.md", "text/markdown; charset=utf-8"),
        "csv": ("stepwise-results.csv", "text/csv; charset=utf-8"),
        "xray": ("stepwise-xray.json", "application/json; charset=utf-8"),
        "acr": ("stepwise-acr.html", "text/html; charset=utf-8"),
        "acr-markdown": ("stepwise-acr.md", "text/markdown; charset=utf-8"),
        "openacr": ("stepwise-openacr.yaml", "application/yaml; charset=utf-8"),
        "earl": ("stepwise-earl.jsonld", "application/ld+json; charset=utf-8"),
    ]

    static func page(_ app: WebApp) -> WebPage {
        let output = CommandOutput.captured()
        let status = VerifyCommand.run(["--results", app.settings.resultsFolder], output: output)
        let answer = (output.standardOutput + output.standardError).trimmingCharacters(in: .whitespacesAndNewlines)
        var main = """
            <h1>Reports</h1>
            <h2>Verify</h2>
            <p>\(status == ExitStatus.success ? "Every ledger and sign-off verifies." : "Verify found problems (exit status \(status)).") What <code>\(WebText.html(Invocation.command)) verify --results \(WebText.html(app.settings.resultsFolder))</code> says:</p>
            <pre>\(answer.split(separator: "\n", omittingEmptySubsequences: false).map { WebText.html(String($0)) }.joined(separator: "\n"))</pre>
            <h2>Download</h2>
            <p>Each is made now from every session in the results, as <code>\(WebText.html(Invocation.command)) export --format FORMAT</code> makes it.</p>
            <ul class="plain">

            """
        let platforms = (try? WebPlan.load(app).get())?.platforms ?? []
        for format in ExportCommand.formats {
            let words = Stepwise.exportFormatWords[format] ?? format
            let file = files[format]?.name ?? format
            if format == "xray" {
                // An Xray Test Execution holds one result per test, so one platform at a time, and
                // needs the Jira project its tests belong to: a small form (a GET: it changes nothing).
                main += """
                    <li>\(WebText.html(words)):
                    <form method="get" action="\(app.link("/export/xray"))">
                    <label for="xray-platform">Platform</label>
                    <select id="xray-platform" name="platform">\(platforms.map { "<option value=\"\(WebText.html($0))\">\(WebText.html(PlatformChoice.title($0)))</option>" }.joined())</select>
                    <label for="xray-project">Jira project key</label>
                    <p class="hint" id="xray-project-hint">Needed unless every scenario is tagged with its Xray test (@TEST_KEY-7).</p>
                    <input id="xray-project" name="project" type="text" aria-describedby="xray-project-hint">
                    <div class="buttons"><button type="submit">Download the Xray JSON</button></div>
                    </form></li>

                    """
                continue
            }
            main += "<li><a href=\"\(app.link("/export/" + format))\" download=\"\(file)\">\(WebText.html(file))</a>: \(WebText.html(words))"
            if format == "html" || format == "acr" { main += " (<a href=\"\(app.link("/export/" + format))?view=1\">view it here</a>)" }
            main += "</li>\n"
        }
        main += "</ul>\n"
        return WebPage(title: "Reports", main: main, current: "/reports")
    }

    /// GET /export/FORMAT: the export, as an attachment or (HTML formats) to view.
    static func export(_ app: WebApp, format: String, view: Bool, platform: String?, project: String? = nil) -> HTTPResponse {
        guard ExportCommand.formats.contains(format), var file = files[format] else { return .text(404, "No such export format.") }
        var arguments = ["--format", format, "--results", app.settings.resultsFolder] + app.planArguments
        if let platform {
            guard PlatformChoice.known.contains(platform) else { return .text(404, "No such platform.") }
            arguments += ["--platform", platform]
            file.name = (file.name as NSString).deletingPathExtension + "-\(platform)." + (file.name as NSString).pathExtension
        }
        if format == "xray", let project, !project.isEmpty { arguments += ["--project", project] }
        let output = CommandOutput.captured()
        // Viewed here, the report's evidence links lead to this server's /evidence (the paths on
        // disk the export would give are not addresses of this server).
        let status = ExportCommand.run(arguments, output: output, evidenceLinks: view ? app.link("/evidence") : nil)
        guard status == ExitStatus.success || !output.standardOutput.isEmpty else {
            return app.page(
                500,
                WebPage(title: "Export failed", main: "<h1>The \(WebText.html(format)) export failed</h1>\n<pre>\(WebText.html(output.standardError))</pre>", current: "/reports"))
        }
        var headers = [("Content-Type", file.type)]
        if view && (format == "html" || format == "acr") {
            // The report's own inline styles, and nothing that runs.
            headers.append(("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"))
        } else {
            headers.append(("Content-Disposition", "attachment; filename=\"\(file.name)\""))
        }
        return HTTPResponse(status: 200, headers: headers, body: Array(output.standardOutput.utf8))
    }
}
