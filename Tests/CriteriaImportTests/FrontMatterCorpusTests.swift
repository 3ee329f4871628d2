import Foundation
import Gherkin
import Testing

@testable import CriteriaImport

/// Every Jekyll entry of the shared corpus (`magentaa11y/v1`, and seed 001, which is one)
/// imports, keeps every word of its criteria in order, points every step at a line that holds
/// its words, and writes a feature that parses.
@Suite("FrontMatter: Jekyll entries of the corpus", .enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct FrontMatterCorpusTests {
    static let native = Corpus.files(under: "magentaa11y/v1/_checklist-native")
    static let web = Corpus.files(under: "magentaa11y/v1/_checklist-web")
    static let seed = Corpus.seed("001")
    static let entries = native + web + [seed].compactMap { $0 }

    @Test("the entries are all there")
    func entriesAreThere() {
        #expect(Self.native.count == 44)
        #expect(Self.web.count == 51)
        #expect(Self.seed != nil)
    }

    @Test("each entry imports, keeps its criteria's words, points at their lines and parses", arguments: entries)
    func entry(path: String) throws {
        let text = try Corpus.text(path)
        #expect(JekyllEntryReader.looksLikeEntry(text))
        let result: CriteriaImport
        switch JekyllEntryReader.read(text, path: path) {
        case .success(let value): result = value
        case .failure(let error):
            Issue.record("\(error)")
            return
        }
        let feature = try #require(result.features.first)
        #expect(result.features.count == 1)
        #expect(feature.platform == (path.contains("_checklist-web") ? .web : .native))
        let written = FeatureWriter.write(feature)
        let writtenWords = Self.tokens(written)

        // Every line of every criteria section, read without the YAML reader: its words, in
        // file order, are in the feature in the same order.
        let criteriaLines = Self.criteriaLines(of: text)
        #expect(!criteriaLines.isEmpty)
        #expect(
            Self.isSubsequence(criteriaLines.flatMap(Self.tokens), of: writtenWords),
            "words lost from \(path):\n\(written)")

        // Every criteria value and key, as the YAML reader reads it: its words stand together.
        for scalar in try Self.criteriaScalars(of: text) {
            let needle = Self.tokens(scalar.text)
            #expect(
                Self.containsRun(needle, in: writtenWords),
                "\(path):\(scalar.line): '\(scalar.oneLine)' not in:\n\(written)")
        }

        // Every step's line holds its words: the key's or the value's part of the line.
        let fileLines = FrontMatterBlock.split(text)
        let closing = try #require(FrontMatterBlock(text)?.closingLine)
        for step in feature.scenarios.flatMap(\.steps) {
            #expect((2..<closing).contains(step.line), "\(path):\(step.line) is outside the front matter")
            let source = fileLines[step.line - 1]
            let stepWords = Self.tokens(step.keyword.rawValue + " " + step.text)
            let parts = Self.keyAndValueParts(source).map(Self.tokens).filter { !$0.isEmpty }
            #expect(
                parts.contains { Self.containsRun($0, in: stepWords) },
                "\(path):\(step.line) '\(source)' is not the line of '\(step.text)'")
        }

        // The written feature parses, with every step and the source of each.
        let document: GherkinDocument
        switch GherkinParser.parse(written, uri: path + ".feature") {
        case .success(let parsed): document = parsed
        case .failure(let errors):
            Issue.record("\(path): the written feature does not parse: \(errors.errors.map(\.description))\n\(written)")
            return
        }
        let parsedSteps = (document.feature?.children ?? []).flatMap { child -> [Step] in
            if case .scenario(let scenario) = child { return scenario.steps }
            return []
        }
        let references = SourceReference.references(in: document)
        #expect(parsedSteps.map(\.text) == feature.scenarios.flatMap(\.steps).map(\.text))
        #expect(
            parsedSteps.map { references[$0.location.line]?.line } == feature.scenarios.flatMap(\.steps).map(\.line))
    }

    /// Every file has criteria, the underscored ones too: Jekyll does not publish files whose
    /// names start with `_`, but these are a template and two drafts with real criteria keys,
    /// so they import like the rest (the template's component is its placeholder).
    @Test("the template and the drafts import too")
    func underscored() throws {
        let underscored = Self.entries.filter { ($0 as NSString).lastPathComponent.hasPrefix("_") }
        #expect(
            underscored.map { ($0 as NSString).lastPathComponent } == [
                "_template.md", "_tooltip.md", "_stepper-input.md",
            ])
        let components = try underscored.map { path -> String in
            guard case .success(let result) = JekyllEntryReader.read(try Corpus.text(path), path: path) else {
                return ""
            }
            return result.features.first?.component ?? ""
        }
        #expect(components == ["_component", "Tooltip", "Stepper input"])
    }

    /// The corpus's known problems, each reported once at its line: keys written outside
    /// `screenreader`, and list items keyed by neither `when`, `then` nor `result`. The tab in
    /// `expandable.md` (after `screenreader:`) is YAML's own separating space: no warning.
    /// Steps that mention a platform without being limited to it are warned about too; those
    /// warnings are `PlatformRestrictionTests`' concern.
    @Test("the warnings on the corpus are the known problems")
    func warnings() throws {
        var found: [String] = []
        for path in Self.entries {
            guard case .success(let result) = JekyllEntryReader.read(try Corpus.text(path), path: path) else {
                continue
            }
            found += result.warnings.filter { !$0.message.contains("but was not restricted") }
                .map { "\(($0.path as NSString).lastPathComponent):\($0.line)" }
        }
        #expect(
            found == [
                "animation.md:19", "field-errors.md:20", "progress-indicator.md:26", "progress-indicator.md:29",
                "step_indicator.md:26", "step_indicator.md:29", "strike-through.md:7", "table.md:10", "table.md:12",
                "timer.md:26", "timer.md:29", "modal-dialog.md:54",
                "tab-panel.md:36", "tab-panel.md:40",
            ])
    }

    @Test("keys written outside their section join it: progress indicator's group and state")
    func adoptedKeys() throws {
        let path = try #require(Self.native.first { $0.hasSuffix("/progress-indicator.md") })
        guard case .success(let result) = JekyllEntryReader.read(try Corpus.text(path), path: path) else {
            Issue.record("progress-indicator.md does not import")
            return
        }
        let screenreader = try #require(result.features.first?.scenarios.first { $0.tags == ["@screenreader"] })
        #expect(screenreader.steps.map(\.line) == [21, 22, 23, 24, 26, 27, 29, 30])
        #expect(screenreader.steps.last?.text == "Expresses its state if disabled (disabled/dimmed)")
    }

    @Test("seed 001 is a native entry with four scenarios of criteria pairs")
    func seed001() throws {
        let path = try #require(Self.seed)
        guard case .success(let result) = JekyllEntryReader.read(try Corpus.text(path), path: path) else {
            Issue.record("seed 001 does not import")
            return
        }
        let feature = try #require(result.features.first)
        #expect(feature.component == "Alert / Modal Dialog")
        #expect(feature.platform == .native)
        #expect(feature.scenarios.map(\.steps.count) == [8, 6, 6, 2])
        // "(On launch with iOS. Often with first swipe on Android …)" limits nothing: the name
        // is checked on both platforms, and the mention is reported at its line.
        let name = try #require(feature.scenarios[2].steps.first { $0.line == 26 })
        #expect(name.platforms == nil)
        #expect(result.warnings.map(\.line) == [26])
    }

    // MARK: Reading the corpus without the importer

    static let criteriaKeys: Set<String> = [
        "keyboard", "mobile", "screenreader", "settings", "gherkin-keyboard", "gherkin-mobile",
    ]
    static let otherKeys: Set<String> = ["layout", "title", "description", "categories", "order", "wcag"]

    /// The non-blank, non-comment lines of the front matter's criteria sections, from the line
    /// after a criteria key to the next key that is not criteria, with the YAML around the
    /// words taken off: list dashes and the `when:`, `then:`, `result:` keys, which the steps
    /// say with Gherkin's words instead.
    static func criteriaLines(of text: String) -> [String] {
        let lines = FrontMatterBlock.split(text)
        var inside = false
        var found: [String] = []
        for line in lines.dropFirst() {
            if line.hasPrefix("---") { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if let first = line.first, first != " " && first != "\t" {
                let key = String(line.prefix { $0 != ":" }).lowercased()
                if criteriaKeys.contains(key) {
                    inside = true
                    continue
                }
                if otherKeys.contains(key) { inside = false }
            }
            guard inside else { continue }
            var content = Substring(trimmed)
            if content.hasPrefix("- ") { content = content.dropFirst(2).drop { $0 == " " } }
            for key in ["when:", "then:", "result:"] where content.lowercased().hasPrefix(key) {
                content = content.dropFirst(key.count)
            }
            found.append(String(content))
        }
        return found
    }

    /// The key part (before the first `: `) and the value part of a source line, or the whole
    /// line when it has no key.
    static func keyAndValueParts(_ line: String) -> [String] {
        guard let colon = line.range(of: ": ") ?? (line.hasSuffix(":") ? line.range(of: ":", options: .backwards) : nil)
        else {
            return [line]
        }
        return [String(line[..<colon.lowerBound]), String(line[colon.upperBound...])]
    }

    /// The keys and values of the criteria sections as the YAML reader reads them, without the
    /// `when`, `then`, `result` keys of list items.
    static func criteriaScalars(of text: String) throws -> [YAMLScalar] {
        let block = try #require(FrontMatterBlock(text))
        let document = YAMLSubsetReader.read(block.lines, path: "")
        let sections = EntrySections(root: document.root, path: "").sections
        var scalars: [YAMLScalar] = []
        for section in sections {
            let nodes =
                [section.value].compactMap { $0 } + section.adopted.map { YAMLNode.mapping([$0], line: $0.line) }
            for node in nodes {
                var found = node.scalars
                if section.kind.isList {
                    let itemKeys = Set(node.items?.flatMap { $0.pairs.map(\.key) } ?? [])
                    found.removeAll { itemKeys.contains($0) && ["when", "then", "result"].contains($0.text) }
                }
                scalars += found.filter { !$0.isEmpty }
            }
        }
        return scalars
    }

    /// Runs of letters and digits, lower-cased: the words, without Gherkin's or YAML's marks.
    static func tokens(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
        var index = haystack.startIndex
        for word in needle {
            guard let found = haystack[index...].firstIndex(of: word) else { return false }
            index = found + 1
        }
        return true
    }

    static func containsRun(_ needle: [String], in haystack: [String]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}
