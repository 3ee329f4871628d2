import SafeHTML
import Workflows

/// The frame every served page shares: a language, a title that says where the tester is, a
/// skip link, one navigation list, one `main` with one `h1`, and a status region that says
/// what the last change recorded. Styles and scripts come from this server's own files (the
/// pages allow nothing else), and every page works without the script.
package struct WebPage {
    package let title: String
    /// The body of `main`; it holds the page's `h1`.
    package let main: HTML
    /// Said in the status region: what the last change recorded.
    package var said: [String] = []
    /// A problem with what was sent, said as an alert.
    package var problem: String?
    /// Which navigation entry is this page ("/", "/start", …).
    package var current: String = ""
    /// What the tester just did, on the page that follows a change (`verdict`, `quit`, a step
    /// of the start page): the page's heading for it carries `autofocus`, and the script
    /// focuses it too and says again what was recorded.
    package var after: String?
    /// False for a page shown to a browser not let in (a refusal): nothing under the root, no
    /// navigation, style sheet or script, which that browser could not load and must not learn.
    package var navigation = true

    package static let navigation: [(path: String, label: String)] = [
        ("/", "Home"), ("/start", "Start a session"), ("/sessions", "Sessions"), ("/status", "Status"), ("/reports", "Reports"),
    ]

    /// The page, its links and its files under `root` (the server's secret root).
    package func html(root: String) -> HTML {
        var out: HTML = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title) – Stepwise</title>
            <link rel="icon" href="data:,">

            """
        if navigation {
            out += """
                <link rel="stylesheet" href="\(attribute: root)/assets/app.css">
                <script src="\(attribute: root)/assets/app.js" defer></script>

                """
        }
        let afterAttribute: HTML = after.map { " data-after=\"\(attribute: $0)\"" } ?? HTML()
        out += """
            </head>
            <body\(afterAttribute)>
            <a class="skip" href="#main">Skip to main content</a>
            <header><p class="brand">Stepwise</p>

            """
        if navigation {
            out += "<nav aria-label=\"Stepwise\"><ul>"
            for entry in Self.navigation {
                let isCurrent: HTML = entry.path == current ? " aria-current=\"page\"" : ""
                out += "<li><a href=\"\(attribute: root + entry.path)\"\(isCurrent)>\(entry.label)</a></li>"
            }
            out += "</ul></nav>"
        }
        out += "</header>\n<main id=\"main\" tabindex=\"-1\">\n"
        // Always present, so a script can put later news in it and assistive technology hears it.
        out += "<div id=\"said\" class=\"said\" role=\"status\">\(said.map { "<p>\($0)</p>" as HTML }.joined())</div>\n"
        if let problem { out += "<div class=\"problem\" role=\"alert\" id=\"problem\"><p>\(problem)</p></div>\n" }
        out += main
        out += "\n</main>\n</body>\n</html>\n"
        return out
    }
}
