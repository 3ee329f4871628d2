/// Writes an imported component as a Gherkin feature any Cucumber tool accepts.
///
/// Each step is preceded by its `# source:` comment. Description lines that Gherkin would
/// read as something else (a `#` heading, an `@`, a `Scenario:` line) are made safe
/// without losing their words.
public enum FeatureWriter {
    /// The licence line every imported file starts with, after the source line.
    public static let licence = "# Criteria: MagentaA11y (github.com/tmobile/magentaA11y), Apache-2.0 licence"

    public static func write(_ feature: ImportedFeature) -> String {
        var out: [String] = []
        out.append("# Imported by Stepwise from \(feature.sourcePath):\(feature.sourceLine)")
        out.append(licence)
        out.append(feature.tags.joined(separator: " "))
        out.append("Feature: \(feature.component)")
        for line in feature.description {
            out.append(line.isEmpty ? "" : "  " + safeDescriptionLine(line))
        }
        if !feature.background.isEmpty {
            out.append("")
            out.append("  Background:")
            write(feature.background, path: feature.sourcePath, into: &out)
        }
        for scenario in feature.scenarios {
            out.append("")
            if !scenario.tags.isEmpty { out.append("  " + scenario.tags.joined(separator: " ")) }
            out.append("  Scenario: \(scenario.name)")
            write(scenario.items, path: feature.sourcePath, into: &out)
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func write(_ items: [ImportedItem], path: String, into out: inout [String]) {
        for item in items {
            switch item {
            case .comment(let text, _):
                out.append("    #" + (text.isEmpty ? "" : " " + text))
            case .step(let step):
                out.append("    " + SourceReference(path: path, line: step.line, platforms: step.platforms).comment)
                let keyword = step.keyword == .star ? "* " : step.keyword.rawValue + " "
                out.append("    " + keyword + step.text)
            }
        }
    }

    /// A description line that Gherkin reads as description text: Markdown heading marks
    /// are dropped, and a line Gherkin would read as a tag, comment or keyword line is
    /// written as a list item.
    static func safeDescriptionLine(_ line: String) -> String {
        var text = Substring(line)
        let indent = text.prefix { $0 == " " }
        text = text.dropFirst(indent.count)
        if text.hasPrefix("#") {
            let heading = text.drop { $0 == "#" }
            if heading.first == " " || heading.isEmpty { text = heading.drop { $0 == " " } }
        }
        let reserved = [
            "#", "@", "Scenario:", "Example:", "Background:", "Rule:", "Examples:", "Scenarios:",
            "Scenario Outline:", "Scenario Template:", "Feature:",
        ]
        if reserved.contains(where: { text.hasPrefix($0) }) { return String(indent) + "- " + text }
        return String(indent + text)
    }
}
