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
        switch GherkinParser.parse(source, uri: uri, syntax: syntax, ids: ids) {
        case .failure(let failure):
            return (failure.errors.map { .object(["parseError": $0.json(uri: uri)]) }, failure.errors)
        case .success(let document):
            var out: [JSONValue] = []
            if selection.source {
                out.append(
                    .object([
                        "source": .object([
                            "uri": .string(uri), "data": .string(source), "mediaType": .string(syntax.mediaType),
                        ])
                    ]))
            }
            if selection.gherkinDocument {
                out.append(.object(["gherkinDocument": document.json(uri: uri)]))
            }
            if selection.pickles {
                for pickle in PickleCompiler(ids: ids).compile(document, uri: uri) {
                    out.append(.object(["pickle": pickle.json]))
                }
            }
            return (out, [])
        }
    }
}
