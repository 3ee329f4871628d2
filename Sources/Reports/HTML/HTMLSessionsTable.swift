import SafeHTML
import TestPlan

/// The sessions the results come from, with each ledger's head hash (what a sign-off binds)
/// and whether it verifies (its hash chain and the evidence files its records name).
enum HTMLSessionsTable {
    static func html(_ sessions: [ReportSession]) -> HTML {
        guard !sessions.isEmpty else { return "<p>No session has recorded results yet.</p>\n" }
        var html: HTML =
            "<table class=\"reflow\">\n<caption id=\"sessions-caption\">Sessions, with the SHA-256 of each ledger’s last line</caption>\n"
        html +=
            "<thead><tr><th scope=\"col\">Session</th><th scope=\"col\">Tester</th><th scope=\"col\">Platform</th>"
            + "<th scope=\"col\">Device, system, build and assistive technology</th><th scope=\"col\">Time</th><th scope=\"col\">Records</th>"
            + "<th scope=\"col\">Ledger head</th><th scope=\"col\">Verified</th></tr></thead>\n<tbody>\n"
        for session in sessions {
            let time: HTML
            switch (session.started, session.finished) {
            case (let started?, let finished?): time = HTMLInline.time(started) + " to " + HTMLInline.time(finished)
            case (let started?, nil): time = "started " + HTMLInline.time(started) + ", not finished"
            case (nil, let finished?): time = "finished " + HTMLInline.time(finished)
            case (nil, nil): time = "unknown"
            }
            let chain: HTML =
                session.intact
                ? "intact"
                : "<strong>does not verify</strong>"
                    + (session.problems.isEmpty ? "" : ": " + session.problems.map(HTML.init(text:)).joined(separator: "; "))
            let environment = session.environment.map(HTML.init(text:)) ?? "not given"
            html +=
                "<tr><th scope=\"row\" class=\"wrap\">\(session.id)</th>"
                + "<td data-label=\"Tester\">\(session.tester)</td><td data-label=\"Platform\">\(PlatformChoice.title(session.platform))</td>"
                + "<td data-label=\"Device, system, build and assistive technology\">\(environment)</td>"
                + "<td data-label=\"Time\">\(time)</td><td class=\"number\" data-label=\"Records\">\(session.records)</td>"
                + "<td data-label=\"Ledger head\"><code class=\"hash\">\(session.headHash)</code></td><td data-label=\"Verified\">\(chain)</td></tr>\n"
        }
        return HTMLScrollRegion.html(html + "</tbody>\n</table>\n", labelledBy: "sessions-caption")
    }
}
