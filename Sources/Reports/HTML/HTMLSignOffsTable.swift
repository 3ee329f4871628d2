import SafeHTML

/// The sign-offs and whether each still holds: a sign-off stops holding when anything it
/// covers has changed since (does not hold), or a later result replaced one it signed
/// (superseded), and the table says what.
enum HTMLSignOffsTable {
    static func html(_ signOffs: [ReportSignOff]) -> HTML {
        guard !signOffs.isEmpty else { return "<p>Nobody has signed off these results yet.</p>\n" }
        var html: HTML = "<table class=\"reflow\">\n<caption id=\"sign-offs-caption\">Sign-offs and whether each still holds</caption>\n"
        html +=
            "<thead><tr><th scope=\"col\">Signer</th><th scope=\"col\">Role</th><th scope=\"col\">Meaning</th>"
            + "<th scope=\"col\">Time</th><th scope=\"col\">Signature</th><th scope=\"col\">Incomplete results</th>"
            + "<th scope=\"col\">Still holds</th><th scope=\"col\">Problems</th></tr></thead>\n<tbody>\n"
        for signOff in signOffs {
            let holds: HTML =
                signOff.holds
                ? "<span class=\"state state-passed\">holds</span>"
                : signOff.problems.isEmpty
                    ? "<span class=\"state state-blocked\">superseded</span>"
                    : "<span class=\"state state-failed\">does not hold</span>"
            var signature: HTML = signOff.signed ? "signed" : "not signed"
            if signOff.signed, let note = signOff.signatureNote { signature += ": \(note)" }
            let listed = signOff.problems + (signOff.superseded.map { [$0] } ?? [])
            let problems: HTML =
                listed.isEmpty
                ? "none"
                : "<ul>\(listed.map { "<li>\($0)</li>" as HTML }.joined())</ul>"
            let incomplete: HTML = signOff.allowIncomplete ? "allowed" : "not allowed"
            html +=
                "<tr><th scope=\"row\">\(signOff.signer)</th><td data-label=\"Role\">\(signOff.role)</td>"
                + "<td class=\"pre\" data-label=\"Meaning\">\(signOff.meaning)</td><td data-label=\"Time\">\(HTMLInline.time(signOff.time))</td>"
                + "<td data-label=\"Signature\">\(signature)</td><td data-label=\"Incomplete results\">\(incomplete)</td>"
                + "<td data-label=\"Still holds\">\(holds)</td><td data-label=\"Problems\">\(problems)</td></tr>\n"
        }
        return HTMLScrollRegion.html(html + "</tbody>\n</table>\n", labelledBy: "sign-offs-caption")
    }
}
