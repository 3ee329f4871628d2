import Foundation
import TestPlan
import Testing

/// The bundled step library maps each known step text to what it really tests: steps that
/// check nothing carry no criterion, and a check carries exactly the criteria its Understanding
/// documents say it evidences, in the scenarios it is used in.
@Suite("Known-right WCAG mappings of the bundled step library")
struct KnownMappingsTests {
    static let library: StepLibrary? = {
        let steps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("steps")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: steps.path))?.filter { $0.hasSuffix(".md") }.sorted() ?? []
        var definitions: [StepDefinition] = []
        for file in files {
            guard let text = try? String(contentsOf: steps.appendingPathComponent(file), encoding: .utf8),
                case .success(let read) = StepLibraryReader.read(text, file: "steps/" + file)
            else { return nil }
            definitions += read
        }
        guard case .success(let library) = StepLibrary.make(definitions) else { return nil }
        return library
    }()

    @Test("the table is large enough to keep the mapping honest")
    func size() {
        #expect(KnownMappings.all.count >= 60)
        #expect(KnownMappings.all.allSatisfy { !$0.reason.isEmpty })
    }

    @Test("each known step text has its known kind and criteria", arguments: KnownMappings.all)
    func mapping(_ known: KnownMapping) throws {
        let library = try #require(Self.library, "steps/*.md does not read")
        guard case .defined(let definition, _) = library.match(known.text) else {
            Issue.record("\(known) does not match exactly one definition")
            return
        }
        #expect(definition.kind == known.kind, "\(known) is \(definition.kind) at \(definition.place); \(known.reason)")
        #expect(
            definition.criteria(tags: known.tags, platform: known.platform) == known.criteria,
            "\(known) maps \(definition.criteria(tags: known.tags, platform: known.platform)) at \(definition.place); expected \(known.criteria): \(known.reason)"
        )
    }

    @Test("every bundled definition says its kind; only checks carry criteria, and every check carries WCAG criteria or EN 301 549 clauses")
    func kinds() throws {
        let library = try #require(Self.library, "steps/*.md does not read")
        for definition in library.definitions {
            #expect(definition.kindIsExplicit, "\(definition.place) has no Kind: line")
            if definition.kind == .check {
                // A requirement EN 301 549 adds to WCAG (a player's captions, real-time text in a
                // call) has no WCAG criterion to name: its clause is what the check evidences.
                #expect(!definition.wcag.isEmpty || !definition.en301549.isEmpty, "\(definition.place) is a check with no WCAG or EN 301 549 line")
                #expect(definition.wcagReason?.hasPrefix("Why these criteria:") == true, "\(definition.place) does not say why its criteria")
            } else {
                #expect(definition.allCriteria.isEmpty, "\(definition.place) checks nothing yet names criteria")
                #expect(definition.en301549.isEmpty, "\(definition.place) checks nothing yet names EN 301 549 clauses")
                #expect(definition.wcagReason?.hasPrefix("Why no criteria:") == true, "\(definition.place) does not say why it checks nothing")
            }
        }
    }
}
