import HTTPServer
import SafeHTML

/// Who may come in, by `WebAccess`'s rules on the request's head: the Host, the method, the
/// entry link (exchanged here, once, for a cookie of the browser's own), the cookie, and a
/// change's Origin. The server runs the same check as its screen, before it reads a body
/// (`answer`); as middleware it guards every route and the answer for an unknown path, so a
/// stranger learns nothing of what the app has.
package struct AccessMiddleware: WebMiddleware {
    package init() {}

    package func handle(_ request: WebRequest, next: WebResponder) -> HTTPResponse {
        Self.answer(request.http, app: request.app) ?? next(request)
    }

    /// A refusal, or the entry link's redirect; nil lets the request go on.
    package static func answer(_ request: HTTPRequest, app: WebApp) -> HTTPResponse? {
        switch app.access.decide(request) {
        case .allow: return nil
        case .enter(let key): return enter(key, from: request.remoteAddress, app: app)
        case .noIcon: return HTTPResponse(status: 204)
        case .refuse(let status, let message): return refusal(status, message)
        }
    }

    /// Exchanges an entry link's token, once, for a session secret of the browser's own.
    private static func enter(_ key: String, from address: String, app: WebApp) -> HTTPResponse {
        let access = app.access
        switch access.entry.use(key) {
        case .admitted(let tester):
            var response = HTTPResponse.redirect(to: app.link("/"))
            response.headers.add("Set-Cookie", access.cookie(access.browsers.open(tester: tester)))
            app.entered(BrowserArrival(address: address, tester: tester))
            return response
        case .spent:
            return refusal(
                403,
                "This link has been used already: each link stepwise serve prints lets one browser in, once. If you opened it a moment ago, go on in that tab. For this browser, press Enter in the terminal where stepwise serve runs: it prints a new link. If you did not use it, someone else may have: stop the server with Ctrl-C and start it again, which shuts out every browser it let in."
            )
        case .unknown:
            return refusal(
                403,
                "The token in this address is not this server's. Open the link stepwise serve printed (each start prints a new one), or press Enter in its terminal for a new one."
            )
        }
    }

    /// A refusal page. It names no page of the app: the links would give a stranger the root.
    private static func refusal(_ status: Int, _ message: String) -> HTTPResponse {
        let page = WebPage(title: "Not allowed", main: "<h1>Not allowed</h1>\n<p>\(message)</p>", navigation: false)
        return .html(status, page.html(root: ""))
    }
}
