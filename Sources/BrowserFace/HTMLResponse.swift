import HTTPServer
import SafeHTML

extension HTTPResponse {
    /// A page or a piece of one, made with `HTML`: the browser face answers with no markup
    /// that was not built, and so escaped, that way.
    static func html(_ status: Int, _ html: HTML) -> HTTPResponse {
        .html(status, html.markup)
    }
}
