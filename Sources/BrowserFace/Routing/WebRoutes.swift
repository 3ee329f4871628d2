import HTTPServer

/// Every address `stepwise serve` answers, in one table. Every answer carries the security
/// headers and every request passes the access check (entry link, cookie, Host, Origin) —
/// the answer for an unknown path too, so a stranger cannot tell it from a known one. GETs
/// change nothing; every change is a POST whose form carries the CSRF token, answered with a
/// redirect (so a reload does not send it twice).
package enum WebRoutes {
    package static func table(root: String) -> RouteTable {
        var table = RouteTable(root: root, notFound: notFound)
        table.add(middleware: SecurityHeadersMiddleware())
        table.add(middleware: AccessMiddleware())
        table.on(.get, "/") { $0.app.page(200, HomePage.page($0.app)) }
        table.on(.get, "/start") { request in
            // The address carries what was chosen so far (the platform, the filter, …): a step of the page.
            let form = WebForm(fields: request.http.query.map { ($0.name, $0.value) })
            return request.app.page(
                200, StartPage.page(request.app, form: form, problem: nil, after: request.query("after"), testsAs: request.tester))
        }
        table.on(.get, "/sessions") { $0.app.page(200, SessionsPage.page($0.app)) }
        table.on(.get, "/status") { request in
            // The page's script refreshes the tables alone.
            if request.query("part") == "table" { return .html(200, StatusPage.table(request.app)) }
            return request.app.page(200, StatusPage.page(request.app))
        }
        table.on(.get, "/reports") { $0.app.page(200, ReportsPage.page($0.app)) }
        // Browsers ask for it on pages that name no icon (the reports viewed here): nothing.
        table.on(.get, "/favicon.ico") { _ in HTTPResponse(status: 204) }
        table.on(.get, "/assets/app.css") { _ in asset(WebAssets.css, type: "text/css; charset=utf-8") }
        table.on(.get, "/assets/app.js") { _ in asset(WebAssets.script, type: "text/javascript; charset=utf-8") }
        table.on(.get, "/session/{id}") { SessionPage.response($0.app, id: $0.parameter("id"), after: $0.query("after")) }
        table.on(.get, "/export/{format}") { request in
            ReportsPage.export(
                request.app, format: request.parameter("format"), view: request.query("view") == "1", platform: request.query("platform"),
                project: request.query("project"))
        }
        table.on(.get, "/evidence/{name}") { EvidenceDownload.response($0.parameter("name"), resultsFolder: $0.app.settings.resultsFolder) }
        table.group(CSRFMiddleware()) { forms in
            // A browser let in by a tester's own link acts as that tester only.
            forms.add(middleware: TesterBindingMiddleware())
            forms.onForm("/start") { StartPage.post($0.app, form: $1) }
            forms.onForm("/resume") { SessionsPage.resume($0.app, form: $1) }
            forms.onForm("/session/{id}") { SessionPage.post($0.app, id: $0.parameter("id"), form: $1) }
            // A form sent anywhere else is checked like any other before it is told so.
            forms.on(.post, "/**") { request in
                request.app.page(404, WebPage(title: "Not found", main: "<h1>Not found</h1>\n<p>Nothing takes a form at this address.</p>"))
            }
        }
        return table
    }

    private static func notFound(_ request: WebRequest) -> HTTPResponse {
        let home = request.app.link("/")
        return request.app.page(
            404, WebPage(title: "Not found", main: "<h1>Not found</h1>\n<p>There is no page at this address. <a href=\"\(home)\">Home</a>.</p>"))
    }

    private static func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", type)], body: Array(text.utf8))
    }
}
