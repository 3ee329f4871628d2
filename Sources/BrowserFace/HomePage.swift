import Ledger
import SafeHTML
import Workflows

/// Where the server starts: what it serves, where testing stands, and where to go.
package enum HomePage {
    package static func page(_ app: WebApp) -> WebPage {
        let open = app.liveSessions.filter { !$0.isClosed }
        let criteria = app.settings.paths.map(HTML.init(text:)).joined(separator: "</code>, <code>")
        var main: HTML = """
            <h1>Stepwise</h1>
            <p>Criteria: <code>\(criteria)</code>. Results: <code>\(app.settings.resultsFolder)</code>.</p>
            <ul class="plain">
            <li><a href="\(attribute: app.link("/start"))">Start a session</a>: one step at a time on your device, with the step's guidance.</li>
            <li><a href="\(attribute: app.link("/sessions"))">Sessions</a>: every session so far; resume a paused one, from here or from the terminal.</li>
            <li><a href="\(attribute: app.link("/status"))">Status</a>: where testing stands per platform, component and tester.</li>
            <li><a href="\(attribute: app.link("/reports"))">Reports</a>: verify the results and download every report.</li>
            </ul>

            """
        if !open.isEmpty {
            let links = open.map { session -> HTML in
                "<li><a href=\"\(attribute: app.link("/session/" + WebText.pathSegment(session.id)))\">\(session.tester), \(session.id)</a></li>"
            }
            main += "<h2>Open here</h2>\n<ul>\(links.joined())</ul>\n"
        }
        return WebPage(title: "Home", main: main, current: "/")
    }
}
