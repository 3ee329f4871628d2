import Foundation
import HTTPServer
import Ledger

/// A browser let in by a tester's own link (`Ann Lee` typed in `stepwise serve`'s terminal)
/// tests as that tester only: a session it starts is theirs whatever name the form sends, and
/// it may resume or record verdicts in their sessions only. Testers on a colleague's server
/// (`--listen`) so cannot record a verdict in each other's name. A browser let in by a link for
/// anyone is not held to a name, as before.
package struct TesterBindingMiddleware: WebMiddleware {
    package init() {}

    package func handle(_ request: WebRequest, next: WebResponder) -> HTTPResponse {
        guard let tester = request.tester, let form = request.form else { return next(request) }
        var request = request
        if request.path == "/start" {
            request.form = WebForm(fields: form.fields.filter { $0.name != "tester" } + [("tester", tester)], files: form.files)
            return next(request)
        }
        let owner: String?
        if request.path == "/resume" {
            owner = form.value("session").flatMap { recordedTester($0, resultsFolder: request.app.settings.resultsFolder) }
        } else if request.path.hasPrefix("/session/") {
            owner = request.app.liveSession(request.parameter("id"))?.tester
        } else {
            return next(request)
        }
        // A session nobody owns (none of that id) is for the route to refuse in its own words.
        guard let owner, !Self.same(owner, tester) else { return next(request) }
        return request.app.page(
            403,
            WebPage(
                title: "Not your session",
                main:
                    "<h1>Not your session</h1>\n<p>This browser came in with \(tester)'s link and tests as \(tester) only; this session is \(owner)'s. Start or resume one of your own.</p>"
            ))
    }

    /// The tester a recorded session's first record names.
    private func recordedTester(_ id: String, resultsFolder: String) -> String? {
        guard let sessions = try? SessionLedger.readFolder(resultsFolder, checkingEvidence: false) else { return nil }
        return sessions.first { $0.sessionID == id }?.records.first?.string("tester")
    }

    /// Names as people type them: spaces around and letter case aside.
    static func same(_ a: String, _ b: String) -> Bool {
        a.trimmingCharacters(in: .whitespaces).lowercased() == b.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
