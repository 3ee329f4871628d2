import HTTPServer

/// The headers every answer carries, whoever asked and whatever the answer: scripts and styles
/// from this server only, no framing, no sniffing, no referrer leaving the page, nothing cached.
/// An answer that brings its own Content-Security-Policy (a report viewed here) keeps it.
package struct SecurityHeadersMiddleware: WebMiddleware {
    package init() {}

    package static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    package func handle(_ request: WebRequest, next: WebResponder) -> HTTPResponse {
        Self.secured(next(request))
    }

    package static func secured(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        if response.headers["Content-Security-Policy"] == nil {
            response.headers.add("Content-Security-Policy", contentSecurityPolicy)
        }
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("X-Frame-Options", "DENY")
        response.headers.add("Referrer-Policy", "same-origin")
        response.headers.add("Cache-Control", "no-store")
        return response
    }
}
