import HTTPServer

/// A request as a route's handler sees it, with what the route table and its middleware found
/// out on the way (Hummingbird's request and context in one): the app it is for, the app's
/// own path (without the secret root), what the route's pattern captured, and the form once a
/// middleware has read and checked it.
package struct WebRequest {
    package let app: WebApp
    package let http: HTTPRequest
    /// `/start`, `/session/ID`: the path under the secret root (the path as sent, for one outside it).
    package let path: String
    /// The pattern's captures by name (`{id}` → `parameters["id"]`).
    package var parameters: [String: String] = [:]
    /// The POSTed form, set by `CSRFMiddleware` once it carries this server's token.
    package var form: WebForm?

    package init(app: WebApp, http: HTTPRequest, path: String) {
        self.app = app
        self.http = http
        self.path = path
    }

    /// The tester this browser came in as with a tester's own link; nil when it may test as anyone.
    package var tester: String? {
        http.cookies[app.access.cookieName].flatMap(app.access.browsers.tester)
    }

    /// The first query value of that name.
    package func query(_ name: String) -> String? { http.queryValue(name) }

    /// What the route's `{name}` captured ("" for a pattern without it).
    package func parameter(_ name: String) -> String { parameters[name] ?? "" }
}
