import SafeHTML
import TestPlan
import Workflows

/// The start page's features for the chosen platform: a filter, how many are shown, and one
/// group of checkboxes per category. Every feature of the platform is on the page; those the
/// filter leaves out are `hidden` (the script filters the same list as the tester types), and
/// a chosen feature is never hidden, so what was ticked stays in the form.
enum StartFeatureList {
    /// - Parameter focused: the list was just narrowed (without the script): focus goes to its heading.
    static func html(_ choices: FeatureChoices, filter: String, chosen: Set<String>, focused: Bool) -> HTML {
        let platform = PlatformChoice.title(choices.platform)
        let shown = choices.categories(matching: filter, keeping: chosen)
        let matching = choices.features.filter { FeatureChoices.matches($0, filter) }.count
        var html: HTML = """
            <h2 id="features-heading" tabindex="-1"\(focused ? " autofocus" : HTML())>Features on \(platform)</h2>
            <p class="hint" id="features-hint">Tick the features to test; with none ticked the session tests every one. A feature you tick stays shown whatever the filter.</p>
            <label for="filter">Filter the features</label>
            <p class="hint" id="filter-hint">Words in a feature's name or folder, such as <code>button</code> or <code>web/component</code>.</p>
            <div class="filter">
            <input id="filter" name="filter" type="search" autocomplete="off" aria-describedby="filter-hint" value="\(attribute: filter)">
            <button type="submit" name="step" value="filter">Show matching features</button>
            </div>
            <p id="feature-count" role="status">\(countLine(matching: matching, of: choices.features.count, filter: filter))</p>

            """
        var number = 0
        let onlyOne = Set(choices.features.map(\.category)).count == 1
        for category in groups(choices) {
            let visible = Set(shown.first { $0.name == category.name }?.features.map(\.path) ?? [])
            let legend = category.name.isEmpty ? (onlyOne ? "Features" : "Not in a folder") : category.name
            let hidden: HTML = visible.isEmpty ? " hidden" : ""
            html += "<fieldset class=\"choices features\"\(hidden)>\n<legend>\(legend)</legend>\n"
            for feature in category.features {
                number += 1
                html += row(feature, number: number, checked: chosen.contains(feature.path), shown: visible.contains(feature.path))
            }
            html += "</fieldset>\n"
        }
        return html
    }

    /// Every category with every feature of the platform, filtered or not.
    private static func groups(_ choices: FeatureChoices) -> [FeatureChoices.Category] {
        choices.categories(matching: "")
    }

    /// One feature's checkbox; `data-match` is what the filter looks in, as the server matches it.
    private static func row(_ feature: FeatureChoices.Feature, number: Int, checked: Bool, shown: Bool) -> HTML {
        let id = "component-\(number)"
        let scenarios = "\(feature.scenarios) scenario\(feature.scenarios == 1 ? "" : "s")"
        return
            "<label for=\"\(attribute: id)\" class=\"feature\" data-match=\"\(attribute: FeatureChoices.searchText(feature))\"\(shown ? HTML() : " hidden")>"
            + "<input type=\"checkbox\" id=\"\(attribute: id)\" name=\"component\" value=\"\(attribute: feature.path)\"\(checked ? " checked" : HTML())>"
            + " <span>\(feature.name) <span class=\"hint\">(\(scenarios))</span></span></label>\n"
    }

    /// How many features the filter matches (the ticked ones are shown besides).
    static func countLine(matching: Int, of total: Int, filter: String) -> String {
        let features = "feature\(total == 1 ? "" : "s")"
        if filter.trimmingCharacters(in: .whitespaces).isEmpty { return "All \(total) \(features) shown." }
        if matching == 0 { return "No feature matches \u{201C}\(filter)\u{201D}." }
        return "\(matching) of \(total) \(features) match \u{201C}\(filter)\u{201D}."
    }

    /// Above the start button: what the session will test.
    static func summary(_ choices: FeatureChoices, chosen: Set<String>) -> HTML {
        let none =
            "Nothing ticked: the session tests every feature planned for \(PlatformChoice.title(choices.platform)) (\(choices.features.reduce(0) { $0 + $1.scenarios }) scenarios)."
        let names = choices.features.filter { chosen.contains($0.path) }.map(\.name)
        let text = names.isEmpty ? none : "Ticked: \(names.joined(separator: ", "))."
        return "<p id=\"chosen-summary\" data-none=\"\(attribute: none)\">\(text)</p>\n"
    }
}
