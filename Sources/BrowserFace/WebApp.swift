import Foundation
import HTTPServer
import Harness
import Ledger
import SafeHTML
import Synchronization
import Workflows

/// `stepwise serve`'s pages: each request is routed by the route table (`WebRoutes`), whose
/// middleware checks access (`WebAccess`) and adds the security headers, and is answered with
/// server-rendered HTML whose forms work without the script. Every page lives under the
/// access's secret root: pages name one another by `link(_:)`.
package final class WebApp: Sendable {
    package struct Settings: Sendable {
        /// The criteria to plan from, as given to `serve`.
        package var paths: [String]
        package var steps: String?
        package var resultsFolder: String
        package var guidance: GuidanceMode = .short
        /// The most evidence one verdict may carry, in bytes.
        package var maxEvidenceBytes = 20 * 1024 * 1024
    }

    package let settings: Settings
    package let access: WebAccess
    /// Told the address of each browser let in by an entry link: the terminal says so, so a
    /// tester whose link someone else used first can see it.
    package let entered: @Sendable (BrowserArrival) -> Void
    /// Every address the app answers, with its access and header middleware.
    private let routes: RouteTable
    /// The sessions browsers are driving, by id.
    private let live = Mutex<[String: LiveSession]>([:])

    package init(settings: Settings, access: WebAccess, entered: @escaping @Sendable (BrowserArrival) -> Void = { _ in }) {
        self.settings = settings
        self.access = access
        self.entered = entered
        self.routes = WebRoutes.table(root: access.root)
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
        AccessMiddleware.answer(request, app: self).map(SecurityHeadersMiddleware.secured)
    }

    /// The answer to a request, from the route table (`WebRoutes`). The access check runs again
    /// there: a request handed here by other means than the server has not been screened.
    package func respond(_ request: HTTPRequest) -> HTTPResponse {
        routes.respond(to: request, app: self)
    }

    // MARK: - Live sessions

    package func liveSession(_ id: String) -> LiveSession? {
        live.withLock { $0[id] }
    }

    package func add(_ session: LiveSession) {
        live.withLock { $0[session.id] = session }
    }

    /// Every session a browser is driving; for the sessions page.
    package var liveSessions: [LiveSession] {
        live.withLock { Array($0.values) }
    }

    /// Stopping the server: every open session records its pause, as Ctrl-C does in `run`.
    package func closeAll(reason: String) {
        for session in liveSessions {
            session.withState { _ = $0.quit(reason: reason) }
        }
    }

    // MARK: - Responses

    /// A page, its links under the secret root.
    package func page(_ status: Int, _ page: WebPage) -> HTTPResponse {
        .html(status, page.html(root: access.root))
    }

    /// The hidden field every form carries.
    package var csrfField: HTML { "<input type=\"hidden\" name=\"csrf\" value=\"\(attribute: access.csrf)\">" }
}
