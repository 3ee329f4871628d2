/// What needs someone to act, straight after the counts: the failed, blocked and conflicting
/// scenarios, then the stale ones, each summed up where it can be read without scrolling
/// through steps — where it stands, what failed and the tester's words, the WCAG criteria its
/// failed checks fail, the defects, the notes, and its evidence as thumbnails that open to full
/// width. The full section below has every step and attempt.
enum HTMLAttention {
    static let id = "attention"

    static func html(_ index: HTMLReportIndex) -> String {
        let lists = HTMLReportIndex.Need.allCases.map { ($0, index.scenarios($0)) }
        let total = Set(lists.flatMap(\.1)).count
        var html = "<section aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">What needs attention"
            + (total == 0 ? "" : ": \(HTMLWords.count(total, "scenario"))") + "</h2>\n"
        guard total > 0 else {
            return html + "<p>Nothing needs attention: no scenario failed, was blocked, is in conflict or is stale.</p>\n</section>\n"
        }
        var listed: Set<Int> = []
        for (need, scenarios) in lists where !scenarios.isEmpty {
            let heading = "\(need.heading): \(HTMLWords.count(scenarios.count, "scenario"))"
            html += "<h3 id=\"\(HTMLAnchors.state(need.kind))\">\(heading)</h3>\n"
            // A stale failure is summed up once, under Failed; Stale links to it.
            let above = scenarios.filter { listed.contains($0) }
            for scenario in scenarios where !listed.contains(scenario) {
                html += entry(scenario, index)
                listed.insert(scenario)
            }
            if !above.isEmpty {
                let links = above.map { link(to: $0, index) }
                html += "<p>\(above.count == scenarios.count ? "Summed up above" : "Also stale, summed up above"), under their state: "
                    + links.joined(separator: "; ") + ".</p>\n"
            }
        }
        return html + "</section>\n"
    }

    /// "Keyboard, Alert dialog on iOS (failed)", linked to its entry.
    static func link(to scenario: Int, _ index: HTMLReportIndex) -> String {
        let id = HTMLAnchors.attention(index.anchors.scenario(scenario))
        let state = HTMLResultKind(index.scenario(scenario).state).word
        let name = "\(index.title(scenario)), \(index.groupName(index.anchors.groupIndex(of: scenario)))"
        return "<a href=\"#\(id)\">\(HTMLEscaping.text(name))</a> (\(state))"
    }

    private static func entry(_ scenarioIndex: Int, _ index: HTMLReportIndex) -> String {
        let scenario = index.scenario(scenarioIndex)
        let id = index.anchors.scenario(scenarioIndex)
        let kind = HTMLResultKind(scenario.state)
        let group = index.groupName(index.anchors.groupIndex(of: scenarioIndex))
        var html = "<div class=\"finding\">\n<h4 id=\"\(HTMLAnchors.attention(id))\">\(HTMLEscaping.text(index.title(scenarioIndex))), "
            + "\(HTMLEscaping.text(group)): <span class=\"state state-\(kind.className)\">\(kind.word + (scenario.stale ? ", stale" : ""))</span></h4>\n"
        var tested = "<a href=\"#\(id)\">Every step and attempt</a>"
        if let attempt = scenario.attempt {
            tested = "Tested by \(HTMLEscaping.text(attempt.tester)), \(HTMLInline.time(attempt.time)), attempt \(attempt.attempt). " + tested
        }
        html += "<p class=\"lead\">\(tested).</p>\n"
        html += HTMLScenarioSection.callouts(scenario, withSteps: false)
        let found = scenario.steps.enumerated().compactMap { number, step -> String? in
            guard let verdict = step.verdict, verdict == "failed" || verdict == "blocked" else { return nil }
            let words = [step.note, step.reason].compactMap { $0 }.filter { !$0.isEmpty }
            let said = words.isEmpty ? ", with no note" : ": <span class=\"pre\">\(words.map(HTMLEscaping.text).joined(separator: " — "))</span>"
            return "<li>Step \(number + 1), <q>\(HTMLEscaping.text(step.keyword.trimmingCharacters(in: .whitespaces))) \(HTMLEscaping.text(step.text))</q>, "
                + "\(HTMLInline.verdictWords(verdict))\(said)</li>"
        }
        if !found.isEmpty { html += "<ul class=\"found\">\n" + found.joined(separator: "\n") + "\n</ul>\n" }
        if let criteria = index.failedCriteria[scenarioIndex] {
            let links = criteria.map { "<a href=\"#\(HTMLAnchors.criterion($0.number))\">\(HTMLEscaping.text($0.words))</a>" }
            html += "<p>Fails WCAG 2.2: " + links.joined(separator: ", ") + ".</p>\n"
        }
        if !scenario.defects.isEmpty {
            html += "<p class=\"wrap\">\(scenario.defects.count == 1 ? "Defect" : "Defects"): "
                + scenario.defects.map { HTMLScenarioSection.defect($0, links: index.report.defectLinks) }.joined(separator: ", ") + "</p>\n"
        }
        if !scenario.notes.isEmpty {
            html += "<p>\(scenario.notes.count == 1 ? "Note" : "Notes"):</p>\n<ul>\n" + HTMLScenarioSection.noteItems(scenario).joined(separator: "\n") + "\n</ul>\n"
        }
        html += HTMLEvidenceList.html(
            scenario.evidence, steps: scenario.steps, session: scenario.session, heading: "<p>Evidence:</p>\n",
            images: .thumbnails(id: HTMLAnchors.evidence(id)))
        return html + "</div>\n"
    }
}
