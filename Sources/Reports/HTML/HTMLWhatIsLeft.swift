import Ledger
import TestPlan

/// The scenarios nobody has tested yet, one table row each — scenario, feature (linked to its
/// section), platform — instead of a table of "not tested" steps per scenario. Each row has
/// the scenario's id, so the conformance remarks' links to an untested scenario land on it.
/// At catalog scale the features with no result at all are one line per folder instead
/// (`HTMLFoldedFeatures`), in `stepwise status`'s words, with the features' names a click away.
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
        let rows = left.filter { index.hasSection(index.anchors.groupIndex(of: $0)) }
        if !rows.isEmpty { table(rows, index, to: out) }
        folders(index, to: out)
        out.append("</section>\n")
    }

    private static func table(_ left: [Int], _ index: HTMLReportIndex, to out: ReportSink) {
        let captionID = "\(id)-caption"
        // In a box that scrolls (`HTMLScrollRegion`), labelled by the table's caption.
        out.append("<div class=\"table-scroll\" role=\"region\" aria-labelledby=\"\(captionID)\" tabindex=\"0\">\n")
        out.append(
            "<table class=\"left reflow\">\n<caption id=\"\(captionID)\">"
                + (index.folded.isEmpty ? "Scenarios with no result yet" : "Scenarios with no result yet in the features that have results")
                + ", one a row, in plan order</caption>\n"
                + "<thead><tr><th scope=\"col\">Scenario</th><th scope=\"col\">Feature</th><th scope=\"col\">Platform</th></tr></thead>\n<tbody>\n")
        for scenario in left {
            let group = index.anchors.groupIndex(of: scenario)
            out.append("<tr id=\"")
            index.anchors.scenario(scenario, to: out)
            out.append("\"><th scope=\"row\">")
            out.html(index.title(scenario))
            out.append("</th><td data-label=\"Feature\"><a href=\"#")
            out.append(HTMLAnchors.group(group))
            out.append("\">")
            out.html(index.featureName(group))
            out.append("</a></td><td data-label=\"Platform\">")
            out.html(PlatformChoice.title(index.report.scenarios[scenario].planned.platform))
            out.append("</td></tr>\n")
        }
        out.append("</tbody>\n</table>\n</div>\n")
    }

    /// One line per folder of features with no result, each with its features' files in a
    /// closed disclosure (by file: a web and a native feature may share a name).
    private static func folders(_ index: HTMLReportIndex, to out: ReportSink) {
        let folded = index.folded
        guard !folded.isEmpty else { return }
        out.append("<p>The \(HTMLWords.count(folded.features, "feature")) with no result on any platform, one line per folder:</p>\n<ul>\n")
        for (number, folder) in folded.folders.enumerated() {
            out.append("<li id=\"\(HTMLFoldedFeatures.id(number))\">")
            out.html(StatusText.line(folder, platformName: PlatformChoice.title))
            out.append("<details class=\"features\"><summary>The \(HTMLWords.count(folder.features, "feature file"))</summary>\n<p>")
            out.html(folder.uris.map { String($0.dropFirst(folder.folder == "./" ? 0 : folder.folder.count)) }.joined(separator: ", "))
            out.append("</p>\n</details></li>\n")
        }
        out.append("</ul>\n")
    }
}
