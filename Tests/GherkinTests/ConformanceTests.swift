import Foundation
import Gherkin
import Testing

/// Every case of Cucumber's shared testdata: our messages must equal the reference's once
/// keys are sorted and `uri` is set aside.
@Suite("Reference testdata", .enabled(if: SharedTestdata.isAvailable, SharedTestdata.skipReason))
struct ConformanceTests {
    @Test("good: AST", arguments: SharedTestdata.features(in: "good"))
    func ast(path: String) throws {
        try expectMessages(path, expected: path + ".ast.ndjson", MessageSelection(source: false, gherkinDocument: true, pickles: false))
    }

    @Test("good: pickles", arguments: SharedTestdata.features(in: "good"))
    func pickles(path: String) throws {
        try expectMessages(path, expected: path + ".pickles.ndjson", MessageSelection(source: false, gherkinDocument: false, pickles: true))
    }

    @Test("good: source", arguments: SharedTestdata.features(in: "good"))
    func source(path: String) throws {
        try expectMessages(path, expected: path + ".source.ndjson", MessageSelection(source: true, gherkinDocument: false, pickles: false))
    }

    @Test("bad: errors", arguments: SharedTestdata.features(in: "bad"))
    func errors(path: String) throws {
        try expectMessages(path, expected: path + ".errors.ndjson", MessageSelection(source: false, gherkinDocument: false, pickles: false))
    }

    @Test(
        "streamed NDJSON (the gherkin command's) is byte for byte the envelopes, good and bad files alike",
        arguments: SharedTestdata.features(in: "good") + SharedTestdata.features(in: "bad"))
    func streamed(path: String) throws {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let whole = GherkinMessages.envelopes(
            source: source, uri: path, syntax: GherkinSyntax(path: path), selection: MessageSelection(), ids: IdGenerator(predictable: true)
        ).envelopes.map { $0.text + "\n" }.joined()
        var streamed: [UInt8] = []
        GherkinMessages.writeNDJSON(
            source: source, uri: path, syntax: GherkinSyntax(path: path), selection: MessageSelection(), ids: IdGenerator(predictable: true)
        ) { streamed += $0 }
        #expect(String(decoding: streamed, as: UTF8.self) == whole)
    }

    @Test("the testdata is all there")
    func testdataIsThere() {
        #expect(SharedTestdata.features(in: "good").count >= 40)
        #expect(SharedTestdata.features(in: "bad").count >= 9)
    }

    private func expectMessages(_ path: String, expected: String, _ selection: MessageSelection) throws {
        guard FileManager.default.fileExists(atPath: expected) else { return }  // not every case has every kind
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let (envelopes, _) = GherkinMessages.envelopes(
            source: source, uri: path, syntax: GherkinSyntax(path: path), selection: selection, ids: IdGenerator())
        let ours = try envelopes.map { try normalised($0.text) }
        let theirs = try String(contentsOfFile: expected, encoding: .utf8).split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { try normalised(String($0)) }
        #expect(ours.count == theirs.count, "message count for \(path)")
        for (index, (mine, reference)) in zip(ours, theirs).enumerated() {
            #expect(mine == reference, "message \(index + 1) of \(path)")
        }
    }
}

/// A message with `uri` removed everywhere and keys sorted, as text.
func normalised(_ line: String) throws -> String {
    func strip(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { $0.key != "uri" }.mapValues(strip)
        }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    let data = try JSONSerialization.data(withJSONObject: strip(object), options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}
