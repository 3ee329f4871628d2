import Foundation
import Gherkin
import Testing

/// Parsing with each scenario handed out as it ends (`parse(…eachScenario:)`), which `check`,
/// `gherkin` without the AST and the planner use to hold one scenario at a time: the scenarios'
/// documents, compiled, give the pickles of the whole document, and carry the comments the
/// planner reads (`# source:` lines above steps).
@Suite("Scenarios streamed as the parser ends them")
struct StreamedScenariosTests {
    /// A pickle's JSON without its ids, which are taken in another order when streaming.
    static func withoutIDs(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            var kept: [String: JSONValue] = [:]
            for (key, member) in members where !["id", "astNodeId", "astNodeIds"].contains(key) { kept[key] = withoutIDs(member) }
            return .object(kept)
        case .array(let items): return .array(items.map(withoutIDs))
        default: return value
        }
    }

    static func compare(_ source: String, uri: String) throws {
        let syntax = GherkinSyntax(path: uri)
        let whole = GherkinParser.parse(source, uri: uri, syntax: syntax, ids: IdGenerator())
        var chunks: [GherkinDocument] = []
        let streamed = GherkinParser.parse(source, uri: uri, syntax: syntax, ids: IdGenerator()) { chunks.append($0) }
        switch (whole, streamed) {
        case (.success(let document), .success(let rest)):
            let expected = PickleCompiler(ids: IdGenerator()).compile(document, uri: uri).map { withoutIDs($0.json) }
            let compiler = PickleCompiler(ids: IdGenerator())
            let got = chunks.flatMap { compiler.compile($0, uri: uri) }.map { withoutIDs($0.json) }
            #expect(got == expected, "\(uri)")
            #expect(chunks.allSatisfy { $0.uri == uri })
            // What is left holds no scenario.
            let scenarios = rest.feature?.children.filter { if case .scenario = $0 { return true } else { return false } }.count ?? 0
            #expect(scenarios == 0)
        case (.failure(let a), .failure(let b)):
            #expect(a == b, "\(uri): the same errors")
        default:
            Issue.record("\(uri): one parse failed and the other did not")
        }
    }

    @Test("rules, backgrounds, outlines, tags and comments: the same pickles, each scenario with its comments")
    func inline() throws {
        let source = """
            # language: en
            # a header comment
            @feature-tag
            Feature: F
              Background:
                # about the background step
                Given a background step

              # above S1
              @s1
              Scenario: S1
                # source: criteria/a.md:3 platforms: android
                When one

              Rule: R
                # in the rule header
                Background:
                  # about the rule background
                  Given a rule background step

                @outline
                Scenario Outline: O <x>
                  # source: criteria/b.md:9
                  Then <x>
                  Examples:
                    | x |
                    | 1 |
                    | 2 |

                Scenario: S3
                  Then three

            """
        try Self.compare(source, uri: "features/f.feature")
        var chunks: [GherkinDocument] = []
        _ = GherkinParser.parse(source, uri: "f.feature", ids: IdGenerator()) { chunks.append($0) }
        #expect(chunks.count == 3)
        let texts = chunks.map { $0.comments.map(\.text) }
        #expect(texts[0].contains("    # source: criteria/a.md:3 platforms: android"))
        #expect(texts[0].contains("    # about the background step"))
        #expect(texts[1].contains("      # source: criteria/b.md:9"))
        #expect(texts[1].contains("      # about the rule background"))
        #expect(texts[1].contains("    # about the background step"), "a rule's scenario still carries the feature background's comments")
        #expect(!texts[2].contains("      # source: criteria/b.md:9"), "each comment goes with its own scenario, not every later one")
        #expect(texts[2].contains("      # about the rule background"))
    }

    @Test(
        "every good file of the reference testdata gives the same pickles streamed",
        .enabled(if: SharedTestdata.isAvailable, SharedTestdata.skipReason),
        arguments: SharedTestdata.features(in: "good"))
    func reference(path: String) throws {
        try Self.compare(try String(contentsOfFile: path, encoding: .utf8), uri: path)
    }

    @Test(
        "bad files give the same errors streamed", .enabled(if: SharedTestdata.isAvailable, SharedTestdata.skipReason),
        arguments: SharedTestdata.features(in: "bad"))
    func bad(path: String) throws {
        try Self.compare(try String(contentsOfFile: path, encoding: .utf8), uri: path)
    }

    @Test("gherkin without the AST and with UUIDs streams the same pickles the whole document gives")
    func messagesStreamed() throws {
        let source = "@t\nFeature: F\n  Background:\n    Given b\n  Scenario: S\n    When s\n  Rule: R\n    Scenario: T\n      Then t\n"
        let selection = MessageSelection(source: true, gherkinDocument: false, pickles: true)
        var streamed: [UInt8] = []
        GherkinMessages.writeNDJSON(source: source, uri: "f.feature", syntax: .plain, selection: selection, ids: IdGenerator(predictable: false)) {
            streamed += $0
        }
        let lines = String(decoding: streamed, as: UTF8.self).split(separator: "\n")
        let expected = GherkinMessages.envelopes(
            source: source, uri: "f.feature", syntax: .plain, selection: selection, ids: IdGenerator(predictable: true)
        ).envelopes
        #expect(lines.count == expected.count)
        for (line, envelope) in zip(lines, expected) {
            let value = try JSONParser.parse(String(line))
            #expect(Self.withoutIDs(value) == Self.withoutIDs(envelope))
        }
        // A file that does not parse gives its errors and no pickles, streamed or not.
        var broken: [UInt8] = []
        let errors = GherkinMessages.writeNDJSON(
            source: source + "    Scenario: U\n      Given x\n        | a |\n        | b | c |\n", uri: "f.feature", syntax: .plain,
            selection: selection, ids: IdGenerator(predictable: false)
        ) { broken += $0 }
        #expect(!errors.isEmpty)
        #expect(!String(decoding: broken, as: UTF8.self).contains("\"pickle\""))
    }
}
