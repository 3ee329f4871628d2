import HTTPServer

/// A change must come from this server's own pages: the POST's body is read as a form (either
/// encoding a browser sends) and must carry the CSRF token only those pages hold. The form is
/// handed on to the route with the request, so no handler reads the body again or forgets to
/// check it.
package struct CSRFMiddleware: WebMiddleware {
    package init() {}

    package func handle(_ request: WebRequest, next: WebResponder) -> HTTPResponse {
        let app = request.app
        guard let form = WebForm(request.http) else {
            return app.page(
                400, WebPage(title: "Not a form", main: "<h1>Not a form</h1>\n<p>This address takes a form sent by this server's pages.</p>"))
        }
        guard app.access.formIsOurs(form) else {
            return app.page(
                403,
                WebPage(
                    title: "Not allowed",
                    main:
                        "<h1>Not allowed</h1>\n<p>The form did not come from this server's pages (its security token is missing or old). Go back, reload the page and send it again.</p>"
                ))
        }
        var request = request
        request.form = form
        return next(request)
    }
}

extension RouteTable {
    /// A route for a form: behind `CSRFMiddleware`, its handler is given the checked form.
    package mutating func onForm(_ pattern: RoutePattern, _ handler: @escaping @Sendable (WebRequest, WebForm) -> HTTPResponse) {
        on(.post, pattern) { request in
            // CSRFMiddleware sets the form before any form route runs; without it, nothing is taken.
            guard let form = request.form else { return request.app.page(403, WebPage(title: "Not allowed", main: "<h1>Not allowed</h1>")) }
            return handler(request, form)
        }
    }
}
