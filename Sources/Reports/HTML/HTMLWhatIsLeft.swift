import TestPlan

/// The scenarios nobody has tested yet, one table row each — scenario, feature (linked to its
/// section), platform — instead of a table of "not tested" steps per scenario. Each row has
/// the scenario's id, so the conformance remarks' links to an untested scenario land on it.
enum HTMLWhatIsLeft {
    static var id: String { HTMLAnchors.state(.untested) }

    static func html(_ index: HTMLReportIndex) -> String {
        let left = index.scenarios(in: .untested)
        var html = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">What is left"
            + (left.isEmpty ? "" : ": \(HTMLWords.count(left.count, "untested scenario"))") + "</h2>\n"
        guard !left.isEmpty else {
            return html + (index.groups.isEmpty ? "" : "<p>Nothing is left: every planned scenario has a result.</p>\n") + "</section>\n"
        }
        if index.platforms.count > 1 {
            let per = index.platforms.compactMap { platform -> String? in
                let count = left.filter { index.scenario($0).planned.platform == platform }.count
                return count == 0 ? nil : "\(count) on \(PlatformChoice.title(platform))"
            }
            html += "<p>\(HTMLEscaping.text(ConformanceRemarks.list(per))).</p>\n"
        }
        let captionID = "\(id)-caption"
        var table = "<table class=\"left\">\n<caption id=\"\(captionID)\">Scenarios with no result yet, one a row, in plan order</caption>\n"
            + "<thead><tr><th scope=\"col\">Scenario</th><th scope=\"col\">Feature</th><th scope=\"col\">Platform</th></tr></thead>\n<tbody>\n"
        for scenario in left {
            let group = index.anchors.groupIndex(of: scenario)
            let planned = index.scenario(scenario).planned
            table += "<tr id=\"\(index.anchors.scenario(scenario))\"><th scope=\"row\">\(HTMLEscaping.text(index.title(scenario)))</th>"
                + "<td><a href=\"#\(HTMLAnchors.group(group))\">\(HTMLEscaping.text(index.featureName(group)))</a></td>"
                + "<td>\(HTMLEscaping.text(PlatformChoice.title(planned.platform)))</td></tr>\n"
        }
        table += "</tbody>\n</table>\n"
        return html + HTMLScrollRegion.html(table, labelledBy: captionID) + "</section>\n"
    }
}
