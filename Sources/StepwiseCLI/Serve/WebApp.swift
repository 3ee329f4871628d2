import Foundation
import HTTPServer
import Harness
import Ledger

/// `stepwise serve`'s pages: each request is checked (`WebAccess`), routed, and answered with
/// server-rendered HTML whose forms work without the script. GETs never change anything;
/// every change is a POST carrying the CSRF token, answered with a redirect (so a reload does
/// not send it twice).
final class WebApp: @unchecked Sendable {
    struct Settings: Sendable {
        /// The criteria to plan from, as given to `serve`.
        var paths: [String]
        var steps: String?
        var resultsFolder: String
        var guidance: GuidanceMode = .first
        /// The most evidence one verdict may carry, in bytes.
        var maxEvidenceBytes = 20 * 1024 * 1024
    }

    let settings: Settings
    let access: WebAccess
    private let lock = NSLock()
    private var live: [String: LiveSession] = [:]

    init(settings: Settings, access: WebAccess) {
        self.settings = settings
        self.access = access
    }

    /// The options every planning command gets: the paths, and the step library if named.
    var planArguments: [String] {
        settings.paths + (settings.steps.map { ["--steps", $0] } ?? [])
    }

    // MARK: - Requests

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        switch access.decide(request) {
        case .refuse(let status, let message):
            return secured(.html(status, WebPage(title: "Not allowed", main: "<h1>Not allowed</h1>\n<p>\(WebText.html(message))</p>").html()))
        case .enter(let location):
            var response = HTTPResponse.redirect(to: location.isEmpty ? "/" : location)
            response.headers.add("Set-Cookie", access.cookie)
            return secured(response)
        case .allow:
            break
        }
        if request.method == "POST" {
            guard let form = WebForm(request) else {
                return page(400, WebPage(title: "Not a form", main: "<h1>Not a form</h1>\n<p>This address takes a form sent by this server's pages.</p>"))
            }
            guard access.formIsOurs(form) else {
                return page(403, WebPage(title: "Not allowed", main: "<h1>Not allowed</h1>\n<p>The form did not come from this server's pages (its security token is missing or old). Go back, reload the page and send it again.</p>"))
            }
            return secured(post(request.path, form))
        }
        return secured(get(request))
    }

    private func get(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.path
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
        return page(404, WebPage(title: "Not found", main: "<h1>Not found</h1>\n<p>There is no page at this address. <a href=\"/\">Home</a>.</p>"))
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

    func liveSession(_ id: String) -> LiveSession? {
        lock.lock()
        defer { lock.unlock() }
        return live[id]
    }

    func add(_ session: LiveSession) {
        lock.lock()
        defer { lock.unlock() }
        live[session.id] = session
    }

    /// Every session a browser is driving; for the sessions page.
    var liveSessions: [LiveSession] {
        lock.lock()
        defer { lock.unlock() }
        return Array(live.values)
    }

    /// Stopping the server: every open session records its pause, as Ctrl-C does in `run`.
    func closeAll(reason: String) {
        for session in liveSessions {
            session.lock.lock()
            _ = session.quit(reason: reason)
            session.lock.unlock()
        }
    }

    // MARK: - Responses

    /// A page with this server's security headers.
    func page(_ status: Int, _ page: WebPage) -> HTTPResponse {
        .html(status, page.html())
    }

    private func asset(_ text: String, type: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", type)], body: Array(text.utf8))
    }

    /// The headers every answer carries: scripts and styles from this server only, no
    /// framing, no sniffing, no referrer leaving the page, nothing cached.
    func secured(_ response: HTTPResponse) -> HTTPResponse {
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
    var csrfField: String { "<input type=\"hidden\" name=\"csrf\" value=\"\(access.csrf)\">" }
}
