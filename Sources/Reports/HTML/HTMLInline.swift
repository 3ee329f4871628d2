import Ledger
import SafeHTML

/// Small pieces of markup that every section of the HTML report writes the same way.
enum HTMLInline {
    /// A verdict in words, in its colour; an unknown spelling is shown as written.
    static func verdictWords(_ verdict: Verdict) -> HTML {
        guard let kind = HTMLResultKind(verdict: verdict) else { return HTML(text: verdict.ledgerText) }
        return "<span class=\"state state-\(kind.className)\">\(kind.word)</span>"
    }

    static func verdictWords(_ verdict: Verdict, to out: ReportSink) {
        guard let kind = HTMLResultKind(verdict: verdict) else { return out.html(verdict.ledgerText) }
        out.append("<span class=\"state state-")
        out.append(kind.className)
        out.append("\">")
        out.append(kind.word)
        out.append("</span>")
    }

    /// A ledger time for people ("2026-11-22 09:14:03 UTC"), with the exact one kept for
    /// machines in `datetime`.
    static func time(_ text: String) -> HTML {
        "<time datetime=\"\(attribute: text)\">\(HTMLWords.time(text))</time>"
    }

    static func time(_ text: String, to out: ReportSink) {
        out.append("<time datetime=\"")
        out.htmlAttribute(text)
        out.append("\">")
        out.html(HTMLWords.time(text))
        out.append("</time>")
    }

    /// A feature's path that a narrow screen may wrap after each `/` rather than inside a name
    /// (the `wrap` class around it still breaks a name too long for a line).
    static func path(_ path: String, to out: ReportSink) {
        var first = true
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if !first { out.append("/<wbr>") }
            first = false
            out.html(String(part))
        }
    }
}
