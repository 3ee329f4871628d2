import Conformance
import SafeHTML
import TestPlan

/// The engines' results in the HTML report, page by page: for each current scan the engine and
/// version, the session, when it scanned and who recorded it, then the violations with their
/// elements (the HTML the engine quoted, its selector and its message), the results still to
/// review and those a person judged, the best-practice results, and the passes in one line.
/// Nothing when no engine's scan counts for the report's product parts.
enum HTMLAutomatedResults {
    static let id = "automated"
    /// Elements listed per result; the rest are counted.
    static let elementsShown = 10

    static func write(_ index: HTMLReportIndex, to out: ReportSink) {
        let scans = index.table.scans
        guard !scans.isEmpty else { return }
        var html: HTML = "<section aria-labelledby=\"\(attribute: id)\">\n<h2 id=\"\(attribute: id)\">Automated results</h2>\n"
        let pages = Set(scans.map(\.facts.url)).count
        html +=
            "<p class=\"lead\">\(HTMLWords.count(scans.count, "scan")) of \(HTMLWords.count(pages, "page")) by \(ConformanceRemarks.list(table: index.table)), "
            + "recorded from the engines’ own results files in the results ledger. A violation fails its WCAG criteria on its page, "
            + "weighed with the manual results in the conformance table; a pass is supporting evidence only; what an engine could not "
            + "decide is a check for a person to review (<code>stepwise run --review</code>).</p>\n"
        for (number, scan) in scans.enumerated() { html += section(scan, number: number + 1) }
        out.append(html: html + "</section>\n")
    }

    /// One scan: its heading, its facts and its results by kind.
    static func section(_ scan: RecordedScan, number: Int) -> HTML {
        let facts = scan.facts
        let heading = "\(facts.pageName) on \(PlatformChoice.title(facts.platform)), by \(facts.tester)"
        var html: HTML = "<section aria-labelledby=\"automated-\(number)\">\n<h3 id=\"automated-\(number)\" class=\"wrap\">\(heading)</h3>\n"
        html += "<p>Session <span class=\"wrap\">\(facts.session)</span>; page <span class=\"wrap\">\(facts.url)</span>; scanned "
        html += HTMLInline.time(facts.time) + (facts.recordedBy.map { "; recorded by \($0)" as HTML } ?? HTML()) + ".</p>\n"
        let counts = scan.counts
        html += "<p>\(counts.violations) violations, \(counts.toReview) to review, \(counts.reviewed) reviewed, \(counts.passes) passes, "
        html += "\(counts.inapplicable) inapplicable, \(counts.advisory) best-practice results.</p>\n"
        let counted = scan.findings.filter { !$0.result.advisory }
        html += list("Violations", counted.filter { $0.state == .violation }, number: number, kind: "violations")
        html += list(
            "To review: the engine could not decide", counted.filter { if case .toReview = $0.state { true } else { false } }, number: number,
            kind: "review")
        html += list("Reviewed by a person", counted.filter { if case .judged = $0.state { true } else { false } }, number: number, kind: "reviewed")
        html += list(
            "Best practices, advisory and in no claim",
            // Those that found something: their passes are no news.
            scan.findings.filter { $0.result.advisory && [.violation, .needsReview].contains($0.result.outcome) }, number: number,
            kind: "advisory")
        let passes = counted.filter { $0.result.outcome == .pass }.map { "\($0.result.rule) (\($0.result.criteria.joined(separator: ", ")))" }
        if !passes.isEmpty {
            html += "<p>Passed, supporting evidence only: \(passes.joined(separator: "; ")).</p>\n"
        }
        return html + "</section>\n"
    }

    /// A heading and a list of results with their elements; nothing when there are none.
    static func list(_ title: String, _ findings: [AutomatedFinding], number: Int, kind: String) -> HTML {
        guard !findings.isEmpty else { return HTML() }
        let id = "automated-\(number)-\(kind)"
        var html: HTML = "<h4 id=\"\(attribute: id)\">\(title) (\(findings.count))</h4>\n<ul aria-labelledby=\"\(attribute: id)\">\n"
        for finding in findings { html += item(finding) }
        return html + "</ul>\n"
    }

    /// One result: the rule, its impact, its help and criteria, its elements.
    static func item(_ finding: AutomatedFinding) -> HTML {
        let result = finding.result
        var html: HTML = "<li><p><strong>\(result.rule)</strong>"
        if let impact = result.impact { html += " (\(impact))" }
        if let help = result.help { html += ": \(help)" }
        html += ". " + (result.criteria.isEmpty ? "No WCAG criterion" : "WCAG \(result.criteria.joined(separator: ", "))" as HTML)
        if !result.actRules.isEmpty { html += "; ACT rule\(result.actRules.count == 1 ? "" : "s") \(result.actRules.joined(separator: ", "))" }
        if let url = result.helpURL.flatMap(EARLScopePage.address) { html += "; <a href=\"\(attribute: url)\">the rule explained</a>" }
        html += ". \(finding.elements)" + (result.nodeCount > elementsShown ? ", the first \(elementsShown) shown" : "") + ":</p>\n"
        html += "<ul>\n"
        for (place, node) in result.nodes.prefix(elementsShown).enumerated() {
            html += "<li>"
            if !node.html.isEmpty { html += "<code class=\"wrap\">\(node.html)</code>" + (node.htmlCut ? " (cut)" : "") + " " }
            if !node.target.isEmpty { html += "at <code class=\"wrap\">\(node.target.joined(separator: " "))</code>" }
            if let message = node.message { html += ": \(message)" }
            if let review = finding.reviews[place] {
                html += ". Judged \(review.verdict.words) by \(review.reviewer)" + (review.note.map { ": \($0)" as HTML } ?? HTML())
            }
            html += "</li>\n"
        }
        return html + "</ul></li>\n"
    }
}

extension ConformanceRemarks {
    /// The engines of a table's scans, listed.
    static func list(table: ConformanceTable) -> String { list(table.engines) }
}
