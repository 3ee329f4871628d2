import TestPlan

/// The way in to the full sections: per platform, its numbers, what on it needs attention and
/// a table of its features with their counts, each linked to the feature's section; then the
/// passed, skipped and not applicable scenarios by state, in closed disclosures. The platform
/// and state filters lead here.
enum HTMLPlatformOverview {
    static let id = "by-feature"

    static func html(_ index: HTMLReportIndex) -> String {
        var html = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">Results by feature and platform</h2>\n"
        guard !index.groups.isEmpty else { return html + "<p>The plan has no scenarios.</p>\n</section>\n" }
        html += "<p>Each feature on each platform has a section below, with every scenario that has a result; "
            + "the untested ones are listed under <a href=\"#\(HTMLWhatIsLeft.id)\">What is left</a>.</p>\n"
        for platform in index.platforms {
            html += platformPart(platform, index)
        }
        let others: [HTMLResultKind] = [.passed, .skipped, .notApplicable]
        let lists = others.map { ($0, index.scenarios(in: $0)) }.filter { !$0.1.isEmpty }
        if !lists.isEmpty {
            html += "<h3 id=\"\(id)-other-states\">Passed, skipped and not applicable</h3>\n"
            for (kind, scenarios) in lists {
                let items = scenarios.map { scenario -> String in
                    let name = "\(index.title(scenario)), \(index.groupName(index.anchors.groupIndex(of: scenario)))"
                    return "<li><a href=\"#\(index.anchors.scenario(scenario))\">\(HTMLEscaping.text(name))</a>"
                        + (index.scenario(scenario).stale ? " (stale)" : "") + "</li>"
                }
                html += "<details class=\"state-list\" id=\"\(HTMLAnchors.state(kind))\"><summary>\(kind.title): "
                    + "\(HTMLWords.count(scenarios.count, "scenario"))</summary>\n<ul>\n" + items.joined(separator: "\n") + "\n</ul>\n</details>\n"
            }
        }
        return html + "</section>\n"
    }

    private static func platformPart(_ platform: String, _ index: HTMLReportIndex) -> String {
        let name = PlatformChoice.title(platform)
        let groups = index.groups.indices.filter { index.platform(ofGroup: $0) == platform }
        let scenarios = groups.flatMap { index.groups[$0] }
        let counts = HTMLStateCounts(scenarios.map(index.scenario))
        var html = "<h3 id=\"\(index.anchors.platform(platform))\">\(HTMLEscaping.text(name))</h3>\n"
        html += "<p>\(HTMLEscaping.text(counts.sentence)).</p>\n"
        let attention = scenarios.filter(index.needsAttention)
        if !attention.isEmpty {
            html += "<p>Needs attention: " + attention.map { HTMLAttention.link(to: $0, index) }.joined(separator: "; ") + ".</p>\n"
        }
        let captionID = "\(index.anchors.platform(platform))-caption"
        let kinds = HTMLCountsTable.columns
        var table = "<table>\n<caption id=\"\(captionID)\">Scenarios on \(HTMLEscaping.text(name)) by feature and state</caption>\n"
            + "<thead><tr><th scope=\"col\">Feature</th>" + kinds.map { "<th scope=\"col\">\($0 == .conflict ? "In conflict" : $0.title)</th>" }.joined()
            + "<th scope=\"col\">Total</th><th scope=\"col\">Stale</th></tr></thead>\n<tbody>\n"
        for group in groups {
            let counts = HTMLStateCounts(index.groups[group].map(index.scenario))
            table += "<tr><th scope=\"row\"><a href=\"#\(HTMLAnchors.group(group))\">\(HTMLEscaping.text(index.featureName(group)))</a></th>"
                + kinds.map { "<td class=\"number\">\(counts[$0])</td>" }.joined()
                + "<td class=\"number\">\(counts.total)</td><td class=\"number\">\(counts[.stale])</td></tr>\n"
        }
        table += "</tbody>\n</table>\n"
        return html + HTMLScrollRegion.html(table, labelledBy: captionID)
    }
}
