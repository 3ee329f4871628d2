import Conformance
import Ledger
import SafeHTML
import TestPlan

/// The WCAG 2.2 conformance table, after what needs attention and what is left: one row per
/// success criterion up to the target level (its id `sc-…`, for the criterion filter), and per
/// product part the VPAT level in words with the remarks that back it. Failed checks link to the scenario they were found in, so a reviewer goes from a
/// "Does Not Support" to the tester's note and screenshot in one step; checks without an
/// outcome are counted, not listed, so hundreds of criteria stay readable.
enum HTMLConformanceTable {
    static let id = "conformance"

    static func html(_ index: HTMLReportIndex) -> HTML {
        let report = index.report
        let table = index.table
        let anchors = index.anchors
        var html: HTML = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">WCAG 2.2 conformance</h2>\n"
        html += "<p>\(ConformanceStatement.scope(table, options: report.conformance))</p>\n"
        let completeness = ConformanceStatement.completeness(table, closeGaps: report.conformance.closeGapsCommand)
        html +=
            table.complete || table.parts.isEmpty
            ? "<p>\(completeness)</p>\n"
            : "<p class=\"callout incomplete\"><strong>\(completeness)</strong></p>\n"
        guard !table.parts.isEmpty else { return html + "</section>\n" }
        html += "<p>\(ConformanceStatement.approval(table, report: report))</p>\n"
        html +=
            "<p>Each level rests on the checks of the steps mapped to the criterion (the step library’s <code>WCAG:</code> lines); "
            + "the remarks link to the scenarios the checks are in.</p>\n"
        let captionID = "\(id)-caption"
        var rows: HTML =
            "<table class=\"conformance reflow\">\n<caption id=\"\(captionID)\">WCAG 2.2 success criteria up to level \(table.target.rawValue), "
            + "with the conformance level and remarks for \(ConformanceRemarks.list(table.parts.map(\.title)))</caption>\n"
        rows += "<thead><tr><th scope=\"col\">Criterion</th><th scope=\"col\">Level</th>"
        for part in table.parts {
            let title = part.title
            rows += "<th scope=\"col\">\(title): conformance</th><th scope=\"col\">\(title): remarks</th>"
        }
        rows += "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            let criterion = row.criterion
            let understanding = "https://www.w3.org/WAI/WCAG22/Understanding/\(criterion.slug).html"
            rows +=
                "<tr><th scope=\"row\" id=\"\(HTMLAnchors.criterion(criterion.number))\"><a href=\"\(attribute: understanding)\">"
                + "\(criterion.number) \(criterion.name)</a></th>"
                + "<td data-label=\"Level\">\(criterion.level.rawValue)</td>"
            for cell in row.cells {
                let decided: HTML = cell.claim.decision == nil ? "" : "<br>auditor's decision; the checks give \(cell.derived.title)"
                let title = cell.part.title
                rows +=
                    "<td data-label=\"\(attribute: title): conformance\"><span class=\"level level-\(cell.level.rawValue)\">\(cell.level.title)</span>\(decided)</td>"
                    + "<td class=\"remarks\" data-label=\"\(attribute: title): remarks\">\(remarks(cell, report: report, anchors: anchors))</td>"
            }
            rows += "</tr>\n"
        }
        rows += "</tbody>\n</table>\n"
        return html + HTMLScrollRegion.html(rows, labelledBy: captionID) + "</section>\n"
    }

    /// `ConformanceRemarks` with links: the same facts in the same order, each failed check an
    /// item linking to its scenario, then the scenarios the checks are in.
    static func remarks(_ cell: ConformanceTable.Cell, report: Report, anchors: HTMLAnchors) -> HTML {
        let parts = ConformanceRemarks.parts(cell, criterionLevel: cell.criterionLevel)
        var html = HTML()
        if let decision = parts.decision { html += "<p>\(decision)</p>" }
        html += "<p>\(parts.opening)</p>"
        guard cell.tally.covered else { return html }
        if !parts.failures.isEmpty {
            html += "<p>Failed:</p><ul>"
            for (finding, words) in parts.failures {
                html += "<li><a href=\"#\(anchors.scenario(finding.scenario))\">\(words)</a></li>"
            }
            html += "</ul>"
        }
        for sentence in parts.automated + [parts.untested, parts.notApplicable, parts.gap, parts.technology].compactMap({ $0 }) {
            html += "<p>\(sentence)</p>"
        }
        return html + scenarioLinks(cell.scenarios, report: report, anchors: anchors)
    }

    /// A few scenarios are linked inline; more go in a closed disclosure, one link per feature
    /// and platform with its count, so a criterion that thousands of scenarios check (name,
    /// role, value) neither buries the rows after it nor makes the page grow with the plan
    /// squared. Features folded with their folder (`HTMLFoldedFeatures`) are counted per folder,
    /// linked to its line.
    private static func scenarioLinks(_ indexes: [Int], report: Report, anchors: HTMLAnchors) -> HTML {
        if indexes.count > 3 {
            // Counted by position, not in a dictionary: a criterion may be checked in every one
            // of a hundred thousand scenarios.
            var perGroup: [Int] = []
            var order: [(group: Int, first: Int)] = []
            for index in indexes {
                let group = anchors.groupIndex(of: index)
                if group >= perGroup.count { perGroup += repeatElement(0, count: group + 1 - perGroup.count) }
                if perGroup[group] == 0 { order.append((group, index)) }
                perGroup[group] += 1
            }
            let items = order.filter { anchors.folder(ofGroup: $0.group) == nil }.map { group, first -> HTML in
                let planned = report.scenarios[first].planned
                let name = HTMLWords.group(featureName: planned.featureName, uri: planned.uri, platform: planned.platform)
                let count = perGroup[group]
                return "<li><a href=\"#\(HTMLAnchors.group(group))\">\(name)</a>: \(count) scenario\(count == 1 ? "" : "s")</li>"
            }
            let folded = foldedItems(order, perGroup: perGroup, report: report, anchors: anchors)
            return "<details><summary>The \(indexes.count) scenarios</summary><ul>\((items + folded).joined())</ul></details>"
        }
        let links = indexes.map { index -> HTML in
            let planned = report.scenarios[index].planned
            let group = HTMLWords.group(featureName: planned.featureName, uri: planned.uri, platform: planned.platform)
            let name = HTMLScenarioSection.title(of: report.scenarios[index], showLine: true)
            return "<a href=\"#\(anchors.scenario(index))\">\(group): \(name)</a>"
        }
        return links.isEmpty ? HTML() : "<p>Scenarios: \(links.joined(separator: "; ")).</p>"
    }

    /// The folded groups among `order`, one item per folder: its scenarios here and the
    /// features they are in ("features/native/controls/: 12 scenarios in 6 features with no
    /// result yet"), linked to the folder's line under What is left.
    private static func foldedItems(_ order: [(group: Int, first: Int)], perGroup: [Int], report: Report, anchors: HTMLAnchors) -> [HTML] {
        var folders: [Int] = []
        var scenarios: [Int: Int] = [:]
        var features: [Int: Set<String>] = [:]
        var names: [Int: String] = [:]
        for (group, first) in order {
            guard let folder = anchors.folder(ofGroup: group) else { continue }
            if scenarios[folder] == nil { folders.append(folder) }
            scenarios[folder, default: 0] += perGroup[group]
            let uri = report.scenarios[first].planned.uri
            features[folder, default: []].insert(uri)
            names[folder] = UntestedFolder.folder(of: uri)
        }
        return folders.map { folder -> HTML in
            let count = scenarios[folder]!
            let featureCount = features[folder]!.count
            return "<li><a href=\"#\(HTMLFoldedFeatures.id(folder))\">\(names[folder]!)</a>: \(count) scenario\(count == 1 ? "" : "s") "
                + "in \(featureCount) feature\(featureCount == 1 ? "" : "s") with no result yet</li>"
        }
    }
}
