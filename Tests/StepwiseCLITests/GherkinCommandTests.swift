import Foundation
import StepwiseCLI
import Testing

@Suite("stepwise gherkin")
struct GherkinCommandTests {
    let feature = "@smoke\nFeature: F\n  Scenario Outline: <who> signs in\n    Given <who>\n\n    Examples:\n      | who |\n      | Ann |\n"

    @Test("prints source, document and pickles with predictable ids; uri is the path as given")
    func allMessages() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("f.feature", feature)
        let result = run(["gherkin", "--predictable-ids", path])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("{\"source\":{\"data\":"))
        #expect(lines[0].contains("\"mediaType\":\"text/x.cucumber.gherkin+plain\""))
        #expect(lines[0].contains("\"uri\":\"\(path)\""))
        #expect(lines[1].hasPrefix("{\"gherkinDocument\":"))
        #expect(
            lines[2]
                == "{\"pickle\":{\"astNodeIds\":[\"4\",\"2\"],\"id\":\"7\",\"language\":\"en\",\"location\":{\"column\":7,\"line\":8},\"name\":\"Ann signs in\",\"steps\":[{\"astNodeIds\":[\"0\",\"2\"],\"id\":\"6\",\"text\":\"Ann\",\"type\":\"Context\"}],\"tags\":[{\"astNodeId\":\"5\",\"name\":\"@smoke\"}],\"uri\":\"\(path)\"}}"
        )
    }

    @Test("--no-source, --no-ast and --no-pickles leave those messages out")
    func selection() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("f.feature", feature)
        #expect(run(["gherkin", "--no-ast", "--no-pickles", path]).out.split(separator: "\n").count == 1)
        let onlyAST = run(["gherkin", "--no-source", "--no-pickles", path]).out
        #expect(onlyAST.hasPrefix("{\"gherkinDocument\":"))
        #expect(run(["gherkin", "--no-source", "--no-ast", "--no-pickles", path]).out.isEmpty)
    }

    @Test("ids restart for each file with --predictable-ids, and are UUIDs without it")
    func ids() throws {
        let folder = try TemporaryFolder()
        let one = try folder.write("one.feature", feature)
        let two = try folder.write("two.feature", feature)
        let both = run(["gherkin", "--predictable-ids", "--no-source", "--no-ast", one, two]).out
            .split(separator: "\n")
        #expect(both.count == 2)
        #expect(both[0].contains("\"id\":\"7\"") && both[1].contains("\"id\":\"7\""))
        let random = run(["gherkin", "--no-source", "--no-ast", one]).out
        #expect(!random.contains("\"id\":\"7\""))
        #expect(random.range(of: "\"id\":\"[0-9a-f-]{36}\"", options: .regularExpression) != nil)
    }

    @Test("parse errors become parseError messages and exit 1")
    func parseErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.feature", "not gherkin\n")
        let result = run(["gherkin", path])
        #expect(result.status == 1)
        #expect(
            result.out
                == "{\"parseError\":{\"message\":\"(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'not gherkin'\",\"source\":{\"location\":{\"column\":1,\"line\":1},\"uri\":\"\(path)\"}}}\n"
        )
    }

    @Test("Markdown files get the Markdown media type")
    func markdown() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("doc.feature.md", "# Feature: M\n\n## Scenario: s\n\n- Given a\n")
        let result = run(["gherkin", "--no-ast", "--no-pickles", path])
        #expect(result.out.contains("\"mediaType\":\"text/x.cucumber.gherkin+markdown\""))
    }

    @Test("bad arguments are usage errors")
    func usage() throws {
        #expect(run(["gherkin"]).status == 2)
        #expect(run(["gherkin", "--bogus", "x.feature"]).status == 2)
        let missing = run(["gherkin", "/nonexistent/x.feature"])
        #expect(missing.status == 2)
        #expect(missing.err == "/nonexistent/x.feature: error: cannot read file\n")
    }

    @Test("quotes, backslashes and control characters are escaped; non-ASCII and U+2028 are written as they are")
    func escapes() throws {
        let folder = try TemporaryFolder()
        let text = "say \"hi\" \\ \u{1}\u{8}\u{B}\u{C}\u{1F}\u{7F} é 😀 \u{2028} end"
        let path = try folder.write("e.feature", "Feature: F\n  Scenario: S\n    Given \(text)\n      \"\"\"\n      a\tb\u{1}c\n      \"\"\"\n")
        let result = run(["gherkin", "--predictable-ids", "--no-source", "--no-ast", path])
        #expect(result.status == 0)
        #expect(
            result.out
                == "{\"pickle\":{\"astNodeIds\":[\"1\"],\"id\":\"3\",\"language\":\"en\",\"location\":{\"column\":3,\"line\":2},\"name\":\"S\",\"steps\":[{\"argument\":{\"docString\":{\"content\":\"a\\tb\\u0001c\"}},\"astNodeIds\":[\"0\"],\"id\":\"2\",\"text\":\"say \\\"hi\\\" \\\\ \\u0001\\b\\u000b\\f\\u001f\u{7F} é 😀 \u{2028} end\",\"type\":\"Context\"}],\"tags\":[],\"uri\":\"\(path)\"}}\n"
        )
    }

    @Test("many files come out in the order given, as when each is run alone; a missing one is said and exits 2")
    func manyFiles() throws {
        let folder = try TemporaryFolder()
        var paths: [String] = []
        for index in 0..<300 {
            let body = index % 7 == 3 ? "not gherkin \(index)\n" : "Feature: F\(index)\n  Scenario: S\(index)\n    Given step \(index)\n"
            paths.append(try folder.write("f\(index).feature", body))
        }
        paths.insert(folder.path + "/missing.feature", at: 150)
        let together = run(["gherkin", "--predictable-ids"] + paths)
        #expect(together.status == 2)
        #expect(together.err == "\(folder.path)/missing.feature: error: cannot read file\n")
        let alone = paths.map { run(["gherkin", "--predictable-ids", $0]).out }.joined()
        #expect(together.out == alone)
    }
}
