import TestPlan

/// The way in to the full sections: per platform, its numbers, what on it needs attention and
/// a table of its features with their counts, each linked to the feature's section; then the
/// passed, skipped and not applicable scenarios by state, in closed disclosures. The platform
/// and state filters lead here.
enum HTMLPlatformOverview {
    static let id = "by-feature"

    static func write(_ index: HTMLReportIndex, to out: ReportSink) {
        out.append("<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">Results by feature and platform</h2>\n")
        guard !index.groups.isEmpty else { return out.append("<p>The plan has no scenarios.</p>\n</section>\n") }
        out.append(
            index.folded.isEmpty
                ? "<p>Each feature on each platform has a section below, with every scenario that has a result; "
                    + "the untested ones are listed under <a href=\"#\(HTMLWhatIsLeft.id)\">What is left</a>.</p>\n"
                : "<p>Each feature with a result has a section below for each platform, with every scenario that has a result; "
                    + "the untested ones are listed under <a href=\"#\(HTMLWhatIsLeft.id)\">What is left</a>, where the "
                    + "\(HTMLWords.count(index.folded.features, "feature")) with no result yet are one line per folder, as here.</p>\n")
        for platform in index.platforms {
            platformPart(platform, index, to: out)
        }
        let others: [HTMLResultKind] = [.passed, .skipped, .notApplicable]
        let lists = others.map { ($0, index.scenarios(in: $0)) }.filter { !$0.1.isEmpty }
        if !lists.isEmpty {
            out.append("<h3 id=\"\(id)-other-states\">Passed, skipped and not applicable</h3>\n")
            for (kind, scenarios) in lists {
                out.append(
                    "<details class=\"state-list\" id=\"\(HTMLAnchors.state(kind))\"><summary>\(kind.title): "
                        + "\(HTMLWords.count(scenarios.count, "scenario"))</summary>\n<ul>\n")
                for (number, scenario) in scenarios.enumerated() {
                    if number > 0 { out.append("\n") }
                    out.append("<li><a href=\"#")
                    index.anchors.scenario(scenario, to: out)
                    out.append("\">")
                    out.html(index.title(scenario))
                    out.append(", ")
                    out.html(index.groupName(index.anchors.groupIndex(of: scenario)))
                    out.append("</a>")
                    if index.report.scenarios[scenario].stale { out.append(" (stale)") }
                    out.append("</li>")
                }
                out.append("\n</ul>\n</details>\n")
            }
        }
        out.append("</section>\n")
    }

    private static func platformPart(_ platform: String, _ index: HTMLReportIndex, to out: ReportSink) {
        let name = PlatformChoice.title(platform)
        let groups = index.groups.indices.filter { index.platform(ofGroup: $0) == platform }
        let scenarios = groups.flatMap { index.groups[$0] }
        let counts = HTMLStateCounts(scenarios, of: index.report)
        out.append("<h3 id=\"\(index.anchors.platform(platform))\">")
        out.html(name)
        out.append("</h3>\n<p>")
        out.html(counts.sentence)
        out.append(".</p>\n")
        let attention = scenarios.filter(index.needsAttention)
        if !attention.isEmpty {
            out.append("<p>Needs attention: ")
            for (number, scenario) in attention.enumerated() {
                if number > 0 { out.append("; ") }
                HTMLAttention.link(to: scenario, index, to: out)
            }
            out.append(".</p>\n")
        }
        let captionID = "\(index.anchors.platform(platform))-caption"
        // In a box that scrolls (`HTMLScrollRegion`), labelled by the table's caption.
        out.append("<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"\(captionID)\" tabindex=\"0\">\n")
        out.append("<table class=\"reflow numbers\">\n<caption id=\"\(captionID)\">Scenarios on ")
        out.html(name)
        out.append(
            " by feature and state</caption>\n<thead><tr><th scope=\"col\">Feature</th>" + HTMLCountsTable.headings + "</tr></thead>\n<tbody>\n")
        for group in groups where index.hasSection(group) {
            out.append("<tr><th scope=\"row\"><a href=\"#")
            out.append(HTMLAnchors.group(group))
            out.append("\">")
            out.html(index.featureName(group))
            out.append("</a></th>")
            out.append(html: HTMLCountsTable.cells(HTMLStateCounts(index.groups[group], of: index.report)))
            out.append("</tr>\n")
        }
        for (number, folder) in index.folded.folders.enumerated() {
            guard let here = folder.platforms.first(where: { $0.platform == platform }) else { continue }
            out.append("<tr><th scope=\"row\"><a href=\"#\(HTMLFoldedFeatures.id(number))\">")
            HTMLInline.path(folder.folder, to: out)
            out.append("</a>: ")
            out.append(HTMLWords.count(here.features, "feature"))
            out.append(" with no results yet</th>")
            out.append(html: HTMLCountsTable.cells(HTMLStateCounts(untested: here.scenarios)))
            out.append("</tr>\n")
        }
        out.append("</tbody>\n</table>\n</div>\n")
    }
}
