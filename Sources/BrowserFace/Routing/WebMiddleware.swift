import HTTPServer

/// What answers a request: a route's handler, or a handler wrapped in middleware.
package typealias WebResponder = @Sendable (WebRequest) -> HTTPResponse

/// A step every request of a route passes through before its handler, as Hummingbird's
/// `RouterMiddleware` is: it may answer in the handler's place (a refusal), change the
/// request on its way in (the checked form), or change the answer on its way out (headers).
package protocol WebMiddleware: Sendable {
    func handle(_ request: WebRequest, next: WebResponder) -> HTTPResponse
}

extension Array where Element == any WebMiddleware {
    /// `responder` behind every middleware in turn, the first one outermost.
    func wrapping(_ responder: @escaping WebResponder) -> WebResponder {
        reversed().reduce(responder) { next, middleware in
            { request in middleware.handle(request, next: next) }
        }
    }
}
