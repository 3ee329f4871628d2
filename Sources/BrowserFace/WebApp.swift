import Foundation
import Workflows
import HTTPServer
import Harness
import Ledger

/// `stepwise serve`'s pages: each request is checked (`WebAccess`), routed, and answered with
/// server-rendered HTML whose forms work without the script. GETs never change anything;
/// every change is a POST carrying the CSRF token, answered with a redirect (so a reload does
/// not send it twice). Every page lives under the access's secret root: pages name one another
/// by `link(_:)`.
package final class WebApp: @unchecked Sendable {
    package struct Settings: Sendable {
        /// The criteria to plan from, as given to `serve`.
        package var paths: [String]
        package var steps: String?
        package var resultsFolder: String
        package var guidance: GuidanceMode = .first
        /// The most evidence one verdict may carry, in bytes.
        package var maxEvidenceBytes = 20 * 1024 * 1024
    }

    package let settings: Settings
    package let access: WebAccess
    /// Told the address of each browser let in by an entry link: the terminal says so, so a
    /// tester whose link someone else used first can see it.
    private let entered: @Sendable (String) -> Void
    private let lock = NSLock()
    private var live: [String: LiveSession] = [:]

    package init(settings: Settings, access: WebAccess, entered: @escaping @Sendable (String) -> Void = { _ in }) {
        self.settings = settings
        self.access = access
        self.entered = entered
    }

    /// The address of an app page (`/start`, `/session/ID`) under the secret root.
    package func link(_ path: String) -> String { access.root + path }

    /// The options every planning command gets: the paths, and the step library if named.
    package var planArguments: [String] {
        settings.paths + (settings.steps.map { ["--steps", $0] } ?? [])
    }

    // MARK: - Requests

    /// The server's screen: called with each request's head, before its body is read. Nil lets
    /// the request go on; an answer (a refusal, or the entry link's redirect) is sent instead,
    /// and the server then closes the connection, so a stranger holds neither memory nor a place.
    package func screen(_ request: HTTPRequest) -> HTTPResponse? {
        switch access.decide(request) {
        case .allow: return nil
        case .enter(let key): return enter(key, from: request.remoteAddress)
        case .refuse(let status, let message): return refusal(status, message)
        }
    }

    /// Exchanges an entry link's token, once, for a session secret of the browser's own.
    private func enter(_ key: String, from address: String) -> HTTPResponse {
        switch access.entry.use(key) {
        case .admitted:
            var response = HTTPResponse.redirect(to: link("/"))
            response.headers.add("Set-Cookie", access.cookie(access.browsers.open()))
            entered(address)
            return secured(response)
        case .spent:
            return refusal(
                403,
                "This link has been used already: each link stepwise serve prints lets one browser in, once. If you opened it a moment ago, go on in that tab. For this browser, press Enter in the terminal where stepwise serve runs: it prints a new link. If you did not use it, someone else may have: stop the server with Ctrl-C and start it again, which shuts out every browser it let in."
            )
        case .unknown:
            return refusal(
                403, "The token in this address is not this server's. Open the link stepwise serve printed (each start prints a new one), or press Enter in its terminal for a new one.")
        }
    }

    /// A refusal page. It names no page of the app: the links would give a stranger the root.
    private func refusal(_ status: Int, _ message: String) -> HTTPResponse {
        secured(.html(status, WebPage(title: "Not allowed", main: "<h1>Not allowed</h1>\n<p>\(WebText.html(message))</p>", navigation: false).html(root: "")))
    }

    package func respond(_ request: HTTPRequest) -> HTTPResponse {
        // The server has screened the head already; a request handed here by other means has not.
        if let answer = screen(request) { return answer }
        guard let path = access.appPath(request.path) else {
            return secured(page(404, WebPage(title: "Not found", main: "<h1>Not found</h1>\n<p>There is no page at this address. <a href=\"\(link("/"))\">Home</a>.</p>")))
        }
        if request.method == "POST" {
            guard let form = WebForm(request) else {
                return page(400, WebPage(title: "Not a form", main: "<h1>Not a form</h1>\n<p>This address takes a form sent by this server's pages.</p>"))
            }
            guard access.formIsOurs(form) else {
                return page(403, WebPage(title: "Not allowed", main: "<h1>Not allowed</h1>\n<p>The form did not come from this server's pages (its security token is missing or old). Go back, reload the page and send it again.</p>"))
            }
            return secured(post(path, form))
        }
        return secured(get(request, path: path))
    }

    /// `path` is the app's own, without the root.
    private func get(_ request: HTTPRequest, path: String) -> HTTPResponse {
        func query(_ name: String) -> String? { request.query.first { $0.name == name }?.value }
        switch path {
        case "/": return page(200, HomePage.page(self))
        case "/start": return page(200, StartPage.page(self, form: nil, problem: nil))
        case "/sessions": return page(200, SessionsPage.page(self))
        case "/status":
            if query("part") == "table" { return .html(200, StatusPage.table(self)) }
            return page(200, StatusPage.page(self))
        case "/reports": return page(200, ReportsPage.page(self))
        // Browsers ask for it on pages that name no icon (the reports viewed here): nothing.
        case "/favicon.ico": return HTTPResponse(status: 204)
        case "/assets/app.css": return asset(WebAssets.css, type: "text/css; charset=utf-8")
        case "/assets/app.js": return asset(WebAssets.script, type: "text/javascript; charset=utf-8")
        default: break
        }
        if path.hasPrefix("/session/") {
            let id = String(path.dropFirst("/session/".count))
            return SessionPage.response(self, id: id, after: query("after"))
        }
        if path.hasPrefix("/export/") {
            return ReportsPage.export(self, format: String(path.dropFirst("/export/".count)), view: query("view") == "1", platform: query("platform"), project: query("project"))
        }
        if path.hasPrefix("/evidence/") {
            return EvidenceDownload.response(String(path.dropFirst("/evidence/".count)), resultsFolder: settings.resultsFolder)
        }
        return page(404, WebPage(title: "Not found", main: "<h1>Not found</h1>\n<p>There is no page at this address. <a href=\"\(link("/"))\">Home</a>.</p>"))
    }

    private func post(_ path: String, _ form: WebForm) -> HTTPResponse {
        switch path {
        case "/start": return StartPage.start(self, form: form)
        case "/resume": return SessionsPage.resume(self, form: form)
        default: break
        }
        if path.hasPrefix("/session/") {
            return SessionPage.post(self, id: String(path.dropFirst("/session/".count)), form: form)
        }
        return page(404, WebPage(title: "Not found", main: "<h1>Not found</h1>\n<p>Nothing takes a form at this address.</p>"))
    }

    // MARK: - Live sessions

    package func liveSession(_ id: String) -> LiveSession? {
        lock.lock()
        defer { lock.unlock() }
        return live[id]
    }

    package func add(_ session: LiveSession) {
        lock.lock()
        defer { lock.unlock() }
        live[session.id] = session
    }

    /// Every session a browser is driving; for the sessions page.
    package var liveSessions: [LiveSession] {
        lock.lock()
        defer { lock.unlock() }
        return Array(live.values)
    }

    /// Stopping the server: every open session records its pause, as Ctrl-C does in `run`.
    package func closeAll(reason: String) {
        for session in liveSessions {
            session.lock.lock()
            _ = session.quit(reason: reason)
            session.lock.unlock()
        }
    }

    // MARK: - Responses

    /// A page with this server's security headers.
    package func page(_ status: Int, _ page: WebPage) -> HTTPResponse {
        .html(status, page.html(root: access.root))
    }

    private func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", type)], body: Array(text.utf8))
    }

    /// The headers every answer carries: scripts and styles from this server only, no
    /// framing, no sniffing, no referrer leaving the page, nothing cached.
    package func secured(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        if response.headers["Content-Security-Policy"] == nil {
            response.headers.add(
                "Content-Security-Policy",
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
            )
        }
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("X-Frame-Options", "DENY")
        response.headers.add("Referrer-Policy", "same-origin")
        response.headers.add("Cache-Control", "no-store")
        return response
    }

    /// The hidden field every form carries.
    package var csrfField: String { "<input type=\"hidden\" name=\"csrf\" value=\"\(access.csrf)\">" }
}
