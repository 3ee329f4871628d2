import SafeHTML

/// What needs someone to act, straight after the counts: the failed, blocked and conflicting
/// scenarios, then the stale ones, each summed up where it can be read without scrolling
/// through steps — where it stands, what failed and the tester's words, the WCAG criteria its
/// failed checks fail, the defects, the notes, and its evidence as thumbnails that open to full
/// width. The full section below has every step and attempt.
enum HTMLAttention {
    static let id = "attention"

    static func write(_ index: HTMLReportIndex, to out: ReportSink) {
        let lists = HTMLReportIndex.Need.allCases.map { ($0, index.scenarios($0)) }
        let total = Set(lists.flatMap(\.1)).count
        out.append("<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">What needs attention")
        if total != 0 { out.append(": " + HTMLWords.count(total, "scenario")) }
        out.append("</h2>\n")
        guard total > 0 else {
            return out.append("<p>Nothing needs attention: no scenario failed, was blocked, is in conflict or is stale.</p>\n</section>\n")
        }
        var listed: Set<Int> = []
        for (need, scenarios) in lists where !scenarios.isEmpty {
            out.append("<h3 id=\"\(HTMLAnchors.state(need.kind))\">\(need.heading): \(HTMLWords.count(scenarios.count, "scenario"))</h3>\n")
            // A stale failure is summed up once, under Failed; Stale links to it.
            let above = scenarios.filter { listed.contains($0) }
            for scenario in scenarios where !listed.contains(scenario) {
                entry(scenario, index, to: out)
                listed.insert(scenario)
            }
            if !above.isEmpty {
                out.append("<p>\(above.count == scenarios.count ? "Summed up above" : "Also stale, summed up above"), under their state: ")
                for (number, scenario) in above.enumerated() {
                    if number > 0 { out.append("; ") }
                    link(to: scenario, index, to: out)
                }
                out.append(".</p>\n")
            }
        }
        out.append("</section>\n")
    }

    /// "Keyboard, Alert dialog on iOS (failed)", linked to its entry.
    static func link(to scenario: Int, _ index: HTMLReportIndex, to out: ReportSink) {
        out.append("<a href=\"#attention-")
        index.anchors.scenario(scenario, to: out)
        out.append("\">")
        out.html(index.title(scenario))
        out.append(", ")
        out.html(index.groupName(index.anchors.groupIndex(of: scenario)))
        out.append("</a> (")
        out.append(HTMLResultKind(index.report.scenarios[scenario].state).word)
        out.append(")")
    }

    private static func entry(_ scenarioIndex: Int, _ index: HTMLReportIndex, to out: ReportSink) {
        let scenario = index.scenario(scenarioIndex)
        let id = index.anchors.scenario(scenarioIndex)
        let kind = HTMLResultKind(scenario.state)
        out.append("<div class=\"finding\">\n<h4 id=\"")
        out.append(HTMLAnchors.attention(id))
        out.append("\">")
        out.html(index.title(scenarioIndex))
        out.append(", ")
        out.html(index.groupName(index.anchors.groupIndex(of: scenarioIndex)))
        out.append(": <span class=\"state state-")
        out.append(kind.className)
        out.append("\">")
        out.append(kind.word)
        if scenario.stale { out.append(", stale") }
        out.append("</span></h4>\n<p class=\"lead\">")
        if let attempt = scenario.attempt {
            out.append("Tested by ")
            out.html(attempt.tester)
            out.append(", ")
            HTMLInline.time(attempt.time, to: out)
            out.append(", attempt ")
            out.append(attempt.attempt)
            out.append(". ")
        }
        out.append("<a href=\"#")
        out.append(id)
        out.append("\">Every step and attempt</a>.</p>\n")
        HTMLScenarioSection.callouts(scenario, withSteps: false, to: out)
        foundSteps(scenario, to: out)
        if let criteria = index.failedCriteria[scenarioIndex] {
            out.append("<p>Fails WCAG 2.2: ")
            for (number, criterion) in criteria.enumerated() {
                if number > 0 { out.append(", ") }
                out.append("<a href=\"#")
                out.append(HTMLAnchors.criterion(criterion.number))
                out.append("\">")
                out.html(criterion.words)
                out.append("</a>")
            }
            out.append(".</p>\n")
        }
        if !scenario.defects.isEmpty {
            out.append("<p class=\"wrap\">")
            out.append(scenario.defects.count == 1 ? "Defect" : "Defects")
            out.append(": ")
            for (number, defect) in scenario.defects.enumerated() {
                if number > 0 { out.append(", ") }
                out.append(html: HTMLScenarioSection.defect(defect, links: index.report.defectLinks))
            }
            out.append("</p>\n")
        }
        if !scenario.notes.isEmpty {
            out.append(scenario.notes.count == 1 ? "<p>Note:</p>\n<ul>\n" : "<p>Notes:</p>\n<ul>\n")
            HTMLScenarioSection.noteItems(scenario, to: out)
            out.append("\n</ul>\n")
        }
        if !scenario.evidence.isEmpty {
            out.append(
                html: HTMLEvidenceList.html(
                    scenario.evidence, steps: scenario.steps, session: scenario.session, heading: "<p>Evidence:</p>\n",
                    images: .thumbnails(id: HTMLAnchors.evidence(id))))
        }
        out.append("</div>\n")
    }

    /// The failed and blocked steps, each with its note or reason, as a list.
    private static func foundSteps(_ scenario: ReportScenario, to out: ReportSink) {
        var found = false
        for (number, step) in scenario.steps.enumerated() {
            guard let verdict = step.verdict, verdict == .failed || verdict == .blocked else { continue }
            out.append(found ? "\n" : "<ul class=\"found\">\n")
            found = true
            out.append("<li>Step ")
            out.append(number + 1)
            out.append(", <q>")
            out.html(HTMLWords.trimmed(step.keyword))
            out.append(byte: UInt8(ascii: " "))
            out.html(step.text)
            out.append("</q>, ")
            HTMLInline.verdictWords(verdict, to: out)
            let words = [step.note, step.reason].compactMap { $0 }.filter { !$0.isEmpty }
            if words.isEmpty {
                out.append(", with no note")
            } else {
                out.append(": <span class=\"pre\">")
                for (position, word) in words.enumerated() {
                    if position > 0 { out.append(" — ") }
                    out.html(word)
                }
                out.append("</span>")
            }
            out.append("</li>")
        }
        if found { out.append("\n</ul>\n") }
    }
}
