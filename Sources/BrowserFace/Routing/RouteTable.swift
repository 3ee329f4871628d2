import HTTPServer

/// The browser face's routes as one table, shaped like Hummingbird's router: each route is a
/// method and a path pattern with its handler, and middleware added to the table wraps the
/// routes added after it (and the answer for a path no route takes), the first added
/// outermost. A group adds middleware for its own routes only. The first route that matches
/// answers; HEAD is answered as GET (the server leaves the body off).
package struct RouteTable: Sendable {
    package enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    private struct Route: Sendable {
        let method: Method
        let pattern: RoutePattern
        let middleware: [any WebMiddleware]
        let responder: WebResponder
    }

    /// Where the app's paths live (the secret root): a path outside it matches no route.
    private let root: String
    private var routes: [Route] = []
    private var middleware: [any WebMiddleware] = []
    /// The answer when no route matches, behind the table's own middleware.
    private let notFound: WebResponder

    package init(root: String, notFound: @escaping WebResponder) {
        self.root = root
        self.notFound = notFound
    }

    /// Middleware for every route added from now on, and for the answer when none matches.
    package mutating func add(middleware: any WebMiddleware) {
        self.middleware.append(middleware)
    }

    package mutating func on(_ method: Method, _ pattern: RoutePattern, _ responder: @escaping WebResponder) {
        routes.append(Route(method: method, pattern: pattern, middleware: middleware, responder: responder))
    }

    /// Routes that pass through `middleware` too, inside the table's own.
    package mutating func group(_ middleware: any WebMiddleware, _ add: (inout RouteTable) -> Void) {
        let outer = self.middleware
        self.middleware.append(middleware)
        add(&self)
        self.middleware = outer
    }

    package func respond(to http: HTTPRequest, app: WebApp) -> HTTPResponse {
        guard let path = appPath(http.path) else {
            return middleware.wrapping(notFound)(WebRequest(app: app, http: http, path: http.path))
        }
        let method = http.method == "HEAD" ? Method.get.rawValue : http.method
        for route in routes where route.method.rawValue == method {
            guard let parameters = route.pattern.match(path) else { continue }
            var request = WebRequest(app: app, http: http, path: path)
            request.parameters = parameters
            return route.middleware.wrapping(route.responder)(request)
        }
        return middleware.wrapping(notFound)(WebRequest(app: app, http: http, path: path))
    }

    /// A request's path as the app's own (`/start`), or nil when it is not under the root.
    private func appPath(_ path: String) -> String? {
        if path == root { return "/" }
        guard path.hasPrefix(root + "/") else { return nil }
        return String(path.dropFirst(root.count))
    }
}
