import CriteriaImport
import Foundation
import Gherkin
import Testing

/// Every criteria document and every copied text of the shared MagentaA11y corpus imports,
/// keeps every line's words, makes one scenario per numbered group, and parses.
@Suite("MagentaA11y corpus", .enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusImportTests {
    static let documents = Corpus.files(under: "magentaa11y/v2").filter { !$0.hasSuffix("MARKDOWN_GUIDE.md") }
    static let copied = Corpus.files(under: "magentaa11y/as-copied")
    static let seeds = ["000", "003", "004"].compactMap(Corpus.seed)

    @Test("the corpus is all there")
    func corpusIsThere() {
        #expect(Self.documents.count >= 80)
        #expect(Self.copied.count >= 80)
        #expect(Self.seeds.count == 3)
    }

    @Test("criteria documents", arguments: documents + seeds)
    func document(path: String) throws {
        let text = try Corpus.text(path)
        let sections = gherkinSection(of: text)
        try check(path: path, text: text, criteriaLines: sections)
    }

    @Test("copied criteria", arguments: copied)
    func copiedText(path: String) throws {
        let text = try Corpus.text(path)
        try check(path: path, text: text, criteriaLines: text.components(separatedBy: "\n"))
    }

    @Test("the guide and developer notes are refused")
    func refused() throws {
        var refused = Corpus.files(under: "magentaa11y/v2").filter { $0.hasSuffix("MARKDOWN_GUIDE.md") }
        refused += [Corpus.seed("002")].compactMap { $0 }
        #expect(refused.count == 2)
        for path in refused {
            guard case .failure(let error) = CriteriaImporter.importCriteria(try Corpus.text(path), path: path) else {
                Issue.record("\(path) was imported")
                continue
            }
            #expect(error.message == "no acceptance criteria found")
        }
    }

    private func check(path: String, text: String, criteriaLines: [String]) throws {
        let result: CriteriaImport
        switch CriteriaImporter.importCriteria(text, path: path) {
        case .success(let value): result = value
        case .failure(let error):
            Issue.record("\(error)")
            return
        }
        let written = result.features.map(FeatureWriter.write)
        // Every generated feature parses, and keeps a source for every step.
        for (feature, gherkin) in zip(result.features, written) {
            guard case .success(let document) = GherkinParser.parse(gherkin, uri: path) else {
                Issue.record("the feature imported from \(path) does not parse:\n\(gherkin)")
                continue
            }
            let stepCount =
                feature.background.count { if case .step = $0 { true } else { false } }
                + feature.scenarios.reduce(0) { $0 + $1.steps.count }
            #expect(SourceReference.references(in: document).count == stepCount, "\(path)")
            #expect(document.feature?.tags.map(\.name).contains("@a11y") == true)
        }
        // One scenario per numbered group.
        let groups = criteriaLines.filter { line in
            let trimmed = line.drop { $0 == " " }
            return line.prefix { $0 == " " }.count < 4 && trimmed.first?.isNumber == true
                && trimmed.drop { $0.isNumber }.hasPrefix(". ")
        }
        #expect(result.features.reduce(0) { $0 + $1.scenarios.count } == groups.count, "\(path)")
        // Every non-blank line keeps its words, in order.
        let generatedWords = words(written.joined(separator: "\n"))
        for line in criteriaLines {
            let lineWords = words(withoutMarkup(line))
            guard !lineWords.isEmpty, !line.contains("<video"), !line.contains("</") else { continue }
            #expect(appearsInOrder(lineWords, in: generatedWords), "\(path): '\(line)' lost words")
        }
    }

    /// A line's words without Markdown markup: list numbering (`1.`) and the target of a
    /// link whose text is shown (`[text](target)` reads as `text`).
    private func withoutMarkup(_ line: String) -> String {
        var text = Substring(line.drop { $0 == " " || $0 == "\t" })
        let digits = text.prefix { $0.isNumber }
        if !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(". ") { text = text.dropFirst(digits.count + 2) }
        var result = ""
        var rest = text
        while let open = rest.range(of: "]("), let close = rest[open.upperBound...].firstIndex(of: ")") {
            result += rest[..<open.lowerBound]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The lines of a document's `## Gherkin` section.
    private func gherkinSection(of text: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                inside = line.hasPrefix("## Gherkin")
                continue
            }
            if inside { lines.append(line) }
        }
        return lines
    }
}
