import Foundation
import Paths

/// Imports MagentaA11y acceptance criteria into Gherkin features: the library's front door.
///
/// Reads, by their content (not their file name):
/// - criteria documents with a `## Gherkin` section (and `## Condensed` checklist);
/// - text pasted from the site's "Copy Criteria" button, several components separated by `---`;
/// - the older Jekyll entries with criteria in their YAML front matter.
/// Anything else is refused with "no acceptance criteria found".
public enum CriteriaImporter {
    public static let noCriteria = "no acceptance criteria found"

    public static func importCriteria(_ text: String, path: String) -> Result<CriteriaImport, ImportError> {
        if JekyllEntryReader.looksLikeEntry(text) {
            return JekyllEntryReader.read(text, path: path)
        }
        let lines = SourceLine.lines(of: text)
        let fallbackName = componentName(fromPath: path)
        let platformHint = platform(fromPath: path)
        let sections = MarkdownSection.sections(of: lines)
        let gherkinSections = sections.filter { $0.title.lowercased().hasPrefix("gherkin") }
        var features: [ImportedFeature] = []
        var warnings: [ImportWarning] = []
        if !gherkinSections.isEmpty {
            // A criteria document: the Gherkin section, with the condensed checklist.
            let condensed = sections.first { $0.title.lowercased().hasPrefix("condensed") }?.lines ?? []
            for section in gherkinSections {
                var reader = GherkinSectionReader(path: path, fallbackName: fallbackName, platformHint: platformHint)
                if let feature = reader.read(section.lines, condensed: condensed) { features.append(feature) }
                warnings += reader.warnings
            }
        } else if looksLikeCopiedCriteria(lines) {
            // Copied criteria: one component per part between `---` lines.
            for part in parts(of: lines) {
                var reader = GherkinSectionReader(path: path, fallbackName: fallbackName, platformHint: platformHint)
                if let feature = reader.read(part) {
                    features.append(feature)
                } else if let first = part.first(where: { !$0.isBlank }) {
                    warnings.append(
                        ImportWarning(path: path, line: first.number, message: "this part holds no criteria (no GIVEN, WHEN or THEN); not imported"))
                }
                warnings += reader.warnings
            }
        }
        guard !features.isEmpty else {
            return .failure(ImportError(path: path, message: noCriteria))
        }
        return .success(CriteriaImport(features: uniqueSlugs(features), warnings: warnings))
    }

    /// Copied criteria carry the site's markers: a `GIVEN THAT` line or the criteria heading,
    /// outside code fences.
    static func looksLikeCopiedCriteria(_ lines: [SourceLine]) -> Bool {
        var inFence = false
        for line in lines {
            let text = line.text
            if text.hasPrefix("```") || text.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if inFence { continue }
            let upper = text.uppercased()
            if upper.hasPrefix("GIVEN THAT") || (upper.hasPrefix("#") && upper.contains("ACCEPTANCE CRITERIA")) {
                return true
            }
        }
        return false
    }

    /// The parts of a text between lines of `---` (outside code fences).
    static func parts(of lines: [SourceLine]) -> [[SourceLine]] {
        var parts: [[SourceLine]] = [[]]
        var inFence = false
        for line in lines {
            let text = line.text
            if text.hasPrefix("```") || text.hasPrefix("~~~") { inFence.toggle() }
            if !inFence, line.indent < 4, text.count >= 3, text.allSatisfy({ $0 == "-" }) {
                parts.append([])
            } else {
                parts[parts.count - 1].append(line)
            }
        }
        return parts.filter { $0.contains { !$0.isBlank } }
    }

    /// Two components with the same name in one document get distinct slugs.
    private static func uniqueSlugs(_ features: [ImportedFeature]) -> [ImportedFeature] {
        var seen: [String: Int] = [:]
        return features.map { feature in
            var feature = feature
            let count = seen[feature.slug, default: 0] + 1
            seen[feature.slug] = count
            if count > 1 { feature.slug += "-\(count)" }
            return feature
        }
    }

    /// "…/web/component/button.md" → "Button".
    static func componentName(fromPath path: String) -> String {
        var name = PathText.lastComponent(path)
        for suffix in [".md", ".markdown", ".txt"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        let words = name.split { $0 == "-" || $0 == "_" || $0 == " " }.joined(separator: " ")
        return GherkinSectionReader.capitalisedFirst(words.isEmpty ? "Component" : words)
    }

    /// A folder named `native` or `web` (MagentaA11y's layout) says which the criteria are for.
    static func platform(fromPath path: String) -> CriteriaPlatform? {
        let folders = path.split(separator: "/").dropLast().map { $0.lowercased() }
        if folders.contains(where: { $0 == "native" || $0.hasSuffix("-native") }) { return .native }
        if folders.contains(where: { $0 == "web" || $0.hasSuffix("-web") }) { return .web }
        return nil
    }
}
