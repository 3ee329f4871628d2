import Workflows
import Ledger

/// Where the server starts: what it serves, where testing stands, and where to go.
package enum HomePage {
    package static func page(_ app: WebApp) -> WebPage {
        let open = app.liveSessions.filter { !$0.closed }
        var main = """
            <h1>Stepwise</h1>
            <p>Criteria: <code>\(app.settings.paths.map(WebText.html).joined(separator: "</code>, <code>"))</code>. Results: <code>\(WebText.html(app.settings.resultsFolder))</code>.</p>
            <ul class="plain">
            <li><a href="\(app.link("/start"))">Start a session</a>: one step at a time on your device, with the step's guidance.</li>
            <li><a href="\(app.link("/sessions"))">Sessions</a>: every session so far; resume a paused one, from here or from the terminal.</li>
            <li><a href="\(app.link("/status"))">Status</a>: where testing stands per platform, component and tester.</li>
            <li><a href="\(app.link("/reports"))">Reports</a>: verify the results and download every report.</li>
            </ul>

            """
        if !open.isEmpty {
            main += "<h2>Open here</h2>\n<ul>" + open.map { "<li><a href=\"\(app.link("/session/" + WebText.pathSegment($0.id)))\">\(WebText.html($0.tester)), \(WebText.html($0.id))</a></li>" }.joined() + "</ul>\n"
        }
        return WebPage(title: "Home", main: main, current: "/")
    }
}
