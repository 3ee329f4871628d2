import Foundation
import HTTPServer
import Harness
import Ledger
import SafeHTML
import TestPlan
import Workflows

/// Every session in the results: who, where, when, how far; a paused one can be resumed here
/// (started here or in the terminal), and one open here can be continued.
package enum SessionsPage {
    package static func ledgers(_ app: WebApp) -> [SessionLedger] { read(app).ledgers }

    /// Every session that can be read, and why each that cannot (a FIFO, a file that cannot
    /// be opened) cannot: one bad file must not hide the rest.
    package static func read(_ app: WebApp) -> (ledgers: [SessionLedger], unreadable: [String]) {
        let paths: [String]
        do {
            paths = try SessionLedger.ledgerPaths(in: app.settings.resultsFolder)
        } catch {
            // No results folder yet is not a problem to show; anything else is.
            return ([], FileManager.default.fileExists(atPath: app.settings.resultsFolder) ? ["\(error)"] : [])
        }
        var ledgers: [SessionLedger] = []
        var unreadable: [String] = []
        for path in paths {
            do {
                ledgers.append(SessionLedger(path: path, bytes: try SessionLedger.readFile(path)))
            } catch {
                unreadable.append("\(error)")
            }
        }
        return (ledgers, unreadable)
    }

    package static func page(_ app: WebApp) -> WebPage {
        let open = Dictionary(app.liveSessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let (read, unreadable) = read(app)
        let sessions = read.sorted { ($0.records.first?.time ?? "") > ($1.records.first?.time ?? "") }
        var main: HTML = "<h1>Sessions</h1>\n"
        if !unreadable.isEmpty {
            main +=
                "<div role=\"alert\"><p>\(unreadable.count) file\(unreadable.count == 1 ? "" : "s") in the results could not be read; the sessions below are the rest:</p>\n<ul>"
                + unreadable.map { "<li>\($0)</li>" as HTML }.joined() + "</ul></div>\n"
        }
        guard !sessions.isEmpty else {
            main += "<p>No session yet in <code>\(app.settings.resultsFolder)</code>. <a href=\"\(attribute: app.link("/start"))\">Start one</a>.</p>"
            return WebPage(title: "Sessions", main: main, current: "/sessions")
        }
        main += """
            <h2 id="sessions-caption">\(sessions.count) session\(sessions.count == 1 ? "" : "s") in \(app.settings.resultsFolder), newest first</h2>
            <div class="table-box" tabindex="0" role="region" aria-labelledby="sessions-caption"><table>
            <tr><th scope="col">Session</th><th scope="col">Tester</th><th scope="col">Platform</th><th scope="col">Started</th><th scope="col">Scenarios with a verdict</th><th scope="col">State</th></tr>

            """
        for session in sessions {
            if let row = row(app, session, open: open[session.sessionID]) { main += row }
        }
        main += "</table></div>\n"
        return WebPage(title: "Sessions", main: main, current: "/sessions")
    }

    /// One session's row: who, where, when, how far, and what can be done with it now.
    private static func row(_ app: WebApp, _ session: SessionLedger, open live: LiveSession?) -> HTML? {
        guard let started = session.records.first, started.type == RecordType.sessionStarted else { return nil }
        var planned = 0
        if case .array(let ids)? = started.payload["scenarios"] { planned = ids.count }
        let judged = Set(session.records.filter { $0.type == RecordType.scenarioResult }.compactMap { $0.string("scenario") }).count
        let finished = session.records.contains { $0.type == RecordType.sessionFinished }
        let id = session.sessionID
        let address = app.link("/session/" + WebText.pathSegment(id))
        let state: HTML
        if let live, !live.isClosed {
            state = "Open here: <a href=\"\(attribute: address)\">continue</a>"
        } else if finished {
            state = "Finished"
        } else {
            state =
                "Paused <form method=\"post\" action=\"\(attribute: app.link("/resume"))\" class=\"inline\">\(app.csrfField)<input type=\"hidden\" name=\"session\" value=\"\(attribute: id)\"><button type=\"submit\" aria-label=\"Resume session \(attribute: id)\">Resume</button></form>"
        }
        return
            "<tr><td><a href=\"\(attribute: address)\">\(id)</a></td><td>\(started.string("tester") ?? "")</td><td>\(PlatformChoice.title(started.string("platform") ?? ""))</td>"
            + "<td>\(started.time)</td><td class=\"count\">\(judged) of \(planned)</td><td>\(state)</td></tr>\n"
    }

    /// POST /resume: as `run --resume SESSION` does, then on to its step.
    package static func resume(_ app: WebApp, form: WebForm) -> HTTPResponse {
        guard let id = form.value("session"), SessionPage.isSessionID(id) else {
            return app.page(
                400,
                WebPage(
                    title: "No session named",
                    main:
                        "<h1>No session named</h1>\n<p>Choose a session to resume on the <a href=\"\(attribute: app.link("/sessions"))\">Sessions</a> page.</p>"
                ))
        }
        if let live = app.liveSession(id), !live.isClosed {
            return .redirect(to: app.link("/session/" + WebText.pathSegment(id)) + "?after=verdict")
        }
        var options = SessionOptions()
        options.resume = true
        options.resumeSession = id
        options.guidance = app.settings.guidance
        let console = CollectingConsole()
        switch SessionSetup.resume(options, resultsFolder: app.settings.resultsFolder, usage: "", console: console) {
        case .success(let ready):
            let started = ready.records.first
            let session = LiveSession(
                ready: ready, tester: started?.string("tester") ?? "unknown tester", platform: started?.string("platform") ?? "",
                resultsFolder: app.settings.resultsFolder, guidance: app.settings.guidance)
            session.withState { $0.said = console.notices + $0.said }
            app.add(session)
            return .redirect(to: app.link("/session/" + WebText.pathSegment(id)) + "?after=verdict")
        case .failure(let error):
            var page = SessionsPage.page(app)
            page.problem = "Session \(id) was not resumed: " + WebText.problem(error.message)
            return app.page(409, page)
        }
    }
}
