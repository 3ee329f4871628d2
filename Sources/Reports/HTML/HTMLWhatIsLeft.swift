import TestPlan

/// The scenarios nobody has tested yet, one table row each — scenario, feature (linked to its
/// section), platform — instead of a table of "not tested" steps per scenario. Each row has
/// the scenario's id, so the conformance remarks' links to an untested scenario land on it.
enum HTMLWhatIsLeft {
    static var id: String { HTMLAnchors.state(.untested) }

    static func write(_ index: HTMLReportIndex, to out: ReportSink) {
        let left = index.scenarios(in: .untested)
        out.append("<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">What is left")
        if !left.isEmpty { out.append(": " + HTMLWords.count(left.count, "untested scenario")) }
        out.append("</h2>\n")
        guard !left.isEmpty else {
            if !index.groups.isEmpty { out.append("<p>Nothing is left: every planned scenario has a result.</p>\n") }
            return out.append("</section>\n")
        }
        if index.platforms.count > 1 {
            var counts: [String: Int] = [:]
            for scenario in left { counts[index.report.scenarios[scenario].planned.platform, default: 0] += 1 }
            let per = index.platforms.compactMap { platform -> String? in
                let count = counts[platform] ?? 0
                return count == 0 ? nil : "\(count) on \(PlatformChoice.title(platform))"
            }
            out.append("<p>")
            out.html(ConformanceRemarks.list(per))
            out.append(".</p>\n")
        }
        let captionID = "\(id)-caption"
        // In a box that scrolls (`HTMLScrollRegion`), labelled by the table's caption.
        out.append("<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"\(captionID)\" tabindex=\"0\">\n")
        out.append(
            "<table class=\"left\">\n<caption id=\"\(captionID)\">Scenarios with no result yet, one a row, in plan order</caption>\n"
                + "<thead><tr><th scope=\"col\">Scenario</th><th scope=\"col\">Feature</th><th scope=\"col\">Platform</th></tr></thead>\n<tbody>\n")
        for scenario in left {
            let group = index.anchors.groupIndex(of: scenario)
            out.append("<tr id=\"")
            index.anchors.scenario(scenario, to: out)
            out.append("\"><th scope=\"row\">")
            out.html(index.title(scenario))
            out.append("</th><td><a href=\"#")
            out.append(HTMLAnchors.group(group))
            out.append("\">")
            out.html(index.featureName(group))
            out.append("</a></td><td>")
            out.html(PlatformChoice.title(index.report.scenarios[scenario].planned.platform))
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n</div>\n</section>\n")
    }
}
