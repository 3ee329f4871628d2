/// Which Cucumber Messages to write for a source.
public struct MessageSelection: Sendable {
    public var source = true
    public var gherkinDocument = true
    public var pickles = true

    public init(source: Bool = true, gherkinDocument: Bool = true, pickles: Bool = true) {
        self.source = source
        self.gherkinDocument = gherkinDocument
        self.pickles = pickles
    }
}

/// Cucumber Messages (NDJSON envelopes) for one source, as the reference's `gherkin`
/// command writes them: `source`, `gherkinDocument`, then each `pickle` — or, when the
/// source does not parse, one `parseError` per error.
public enum GherkinMessages {
    public static func envelopes(
        source: String, uri: String, syntax: GherkinSyntax, selection: MessageSelection, ids: IdGenerator
    ) -> (envelopes: [JSONValue], errors: [ParseError]) {
        var out: [JSONValue] = []
        let errors = emit(source: source, uri: uri, syntax: syntax, selection: selection, ids: ids) { out.append($0) }
        return (out, errors)
    }

    /// The same envelopes, handed to `emit` one at a time as they are made, so a caller that
    /// writes each one out never holds them all: for a large file the pickles' messages are
    /// most of the output, and each is made, written and dropped in turn.
    @discardableResult
    public static func emit(
        source: String, uri: String, syntax: GherkinSyntax, selection: MessageSelection, ids: IdGenerator,
        _ emit: (JSONValue) -> Void
    ) -> [ParseError] {
        switch GherkinParser.parse(source, uri: uri, syntax: syntax, ids: ids) {
        case .failure(let failure):
            for error in failure.errors { emit(.object(["parseError": error.json(uri: uri)])) }
            return failure.errors
        case .success(let document):
            if selection.source {
                emit(
                    .object([
                        "source": .object([
                            "uri": .string(uri), "data": .string(source), "mediaType": .string(syntax.mediaType),
                        ])
                    ]))
            }
            if selection.gherkinDocument {
                emit(.object(["gherkinDocument": document.json(uri: uri)]))
            }
            if selection.pickles {
                for pickle in PickleCompiler(ids: ids).compile(document, uri: uri) {
                    emit(.object(["pickle": pickle.json]))
                }
            }
            return []
        }
    }

    /// The envelopes as NDJSON bytes, handed to `write` in pieces as they are made: each line
    /// whole except the document's, which is written one feature child at a time. Memory then
    /// holds the parsed document and one child's message, never the document's whole message
    /// (for a large file several times the size of the file) nor all the pickles' messages.
    /// The bytes are exactly those of `envelopes`, each followed by a newline.
    @discardableResult
    public static func writeNDJSON(
        source: String, uri: String, syntax: GherkinSyntax, selection: MessageSelection, ids: IdGenerator,
        _ write: ([UInt8]) -> Void
    ) -> [ParseError] {
        func line(_ value: JSONValue) {
            var bytes: [UInt8] = []
            value.write(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
            write(bytes)
        }
        switch GherkinParser.parse(source, uri: uri, syntax: syntax, ids: ids) {
        case .failure(let failure):
            for error in failure.errors { line(.object(["parseError": error.json(uri: uri)])) }
            return failure.errors
        case .success(let document):
            if selection.source {
                line(.object(["source": .object(["uri": .string(uri), "data": .string(source), "mediaType": .string(syntax.mediaType)])]))
            }
            if selection.gherkinDocument {
                if let feature = document.feature {
                    // The document's message with a stand-in for the children, split there.
                    let standIn = "\u{1}stepwise-children\u{1}"
                    var bytes: [UInt8] = []
                    JSONValue.object(["gherkinDocument": document.json(uri: uri, featureJSON: feature.json(children: .string(standIn)))])
                        .write(to: &bytes)
                    var marker: [UInt8] = []
                    JSONValue.string(standIn).write(to: &marker)
                    guard let at = bytes.firstRange(of: marker) else {
                        line(.object(["gherkinDocument": document.json(uri: uri)]))
                        return []
                    }
                    write(Array(bytes[..<at.lowerBound]) + [UInt8(ascii: "[")])
                    for (index, child) in feature.children.enumerated() {
                        var piece: [UInt8] = index == 0 ? [] : [UInt8(ascii: ",")]
                        Feature.json(child).write(to: &piece)
                        write(piece)
                    }
                    write([UInt8(ascii: "]")] + Array(bytes[at.upperBound...]) + [UInt8(ascii: "\n")])
                } else {
                    line(.object(["gherkinDocument": document.json(uri: uri)]))
                }
            }
            if selection.pickles {
                for pickle in PickleCompiler(ids: ids).compile(document, uri: uri) {
                    line(.object(["pickle": pickle.json]))
                }
            }
            return []
        }
    }
}
