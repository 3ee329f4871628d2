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

    /// The envelopes as NDJSON bytes, handed to `write` in pieces of about 64 KiB as they are
    /// made: lines are gathered into one buffer, and the document's line is added one feature
    /// child at a time. Memory then holds the parsed document and one piece, never the
    /// document's whole message (for a large file several times the size of the file) nor all
    /// the pickles' messages. The bytes are exactly those of `envelopes`, each followed by a
    /// newline.
    @discardableResult
    public static func writeNDJSON(
        source: String, uri: String, syntax: GherkinSyntax, selection: MessageSelection, ids: IdGenerator,
        _ write: ([UInt8]) -> Void
    ) -> [ParseError] {
        var pending: [UInt8] = []
        pending.reserveCapacity(Self.pieceSize + 4096)
        defer { if !pending.isEmpty { write(pending) } }
        if selection.pickles && !selection.gherkinDocument && !ids.isPredictable {
            return writePicklesAsScenariosEnd(source: source, uri: uri, syntax: syntax, selection: selection, ids: ids, &pending, write)
        }
        switch GherkinParser.parse(source, uri: uri, syntax: syntax, ids: ids) {
        case .failure(let failure):
            for error in failure.errors { line(.object(["parseError": error.json(uri: uri)]), &pending, write) }
            return failure.errors
        case .success(let document):
            if selection.source { sourceLine(source, uri: uri, syntax: syntax, &pending, write) }
            // The document's line cannot be split only if the stand-in is not found, which
            // does not happen; then it is written whole and nothing after it.
            if selection.gherkinDocument, !documentLine(document, uri: uri, &pending, write) { return [] }
            if selection.pickles {
                for pickle in PickleCompiler(ids: ids).compile(document, uri: uri) {
                    pickleLine(pickle, &pending, write)
                }
            }
            return []
        }
    }

    /// Pickles without the document, their ids UUIDs (so the order ids are taken in is not part
    /// of the output): each scenario's pickles are made as the scenario ends and dropped once
    /// written, and a large file is never held whole. A first pass finds any error, since a
    /// file that does not parse has no pickles at all.
    private static func writePicklesAsScenariosEnd(
        source: String, uri: String, syntax: GherkinSyntax, selection: MessageSelection, ids: IdGenerator,
        _ pending: inout [UInt8], _ write: ([UInt8]) -> Void
    ) -> [ParseError] {
        // (Counted ids there: they are thrown away, and random ones cost more than the parse.)
        if case .failure(let failure) = GherkinParser.parse(source, uri: uri, syntax: syntax, ids: IdGenerator(), eachScenario: { _ in }) {
            for error in failure.errors { line(.object(["parseError": error.json(uri: uri)]), &pending, write) }
            return failure.errors
        }
        if selection.source { sourceLine(source, uri: uri, syntax: syntax, &pending, write) }
        let compiler = PickleCompiler(ids: ids)
        _ = GherkinParser.parse(source, uri: uri, syntax: syntax, ids: ids) { chunk in
            for pickle in compiler.compile(chunk, uri: uri) {
                pickleLine(pickle, &pending, write)
            }
        }
        return []
    }

    /// The `gherkinDocument` line, added one feature child at a time: the document's message
    /// is made with a stand-in for the children and split there. False when the stand-in is
    /// not found (the line is then written whole).
    private static func documentLine(_ document: GherkinDocument, uri: String, _ pending: inout [UInt8], _ write: ([UInt8]) -> Void) -> Bool {
        guard let feature = document.feature else {
            line(.object(["gherkinDocument": document.json(uri: uri)]), &pending, write)
            return true
        }
        let standIn = "\u{1}stepwise-children\u{1}"
        var bytes: [UInt8] = []
        JSONValue.object(["gherkinDocument": document.json(uri: uri, featureJSON: feature.json(children: .string(standIn)))])
            .write(to: &bytes)
        var marker: [UInt8] = []
        marker.appendJSONString(standIn)
        guard let at = bytes.firstRange(of: marker) else {
            line(.object(["gherkinDocument": document.json(uri: uri)]), &pending, write)
            return false
        }
        pending.append(contentsOf: bytes[..<at.lowerBound])
        pending.append(UInt8(ascii: "["))
        for (index, child) in feature.children.enumerated() {
            if index > 0 { pending.append(UInt8(ascii: ",")) }
            Feature.json(child).write(to: &pending)
            handOnIfFull(&pending, write)
        }
        pending.append(UInt8(ascii: "]"))
        pending.append(contentsOf: bytes[at.upperBound...])
        pending.append(UInt8(ascii: "\n"))
        handOnIfFull(&pending, write)
        return true
    }

    /// The `source` line, written straight into the buffer with its members in the order
    /// `JSONValue` writes them (sorted): the data, the whole file, is not copied into a value.
    private static func sourceLine(_ source: String, uri: String, syntax: GherkinSyntax, _ pending: inout [UInt8], _ write: ([UInt8]) -> Void) {
        pending.appendASCII(#"{"source":{"data":"#)
        pending.appendJSONString(source)
        pending.appendASCII(#","mediaType":"#)
        pending.appendJSONString(syntax.mediaType)
        pending.appendASCII(#","uri":"#)
        pending.appendJSONString(uri)
        pending.appendASCII("}}\n")
        handOnIfFull(&pending, write)
    }

    private static func pickleLine(_ pickle: Pickle, _ pending: inout [UInt8], _ write: ([UInt8]) -> Void) {
        pickle.writeEnvelope(to: &pending)
        pending.append(UInt8(ascii: "\n"))
        handOnIfFull(&pending, write)
    }

    private static func line(_ value: JSONValue, _ pending: inout [UInt8], _ write: ([UInt8]) -> Void) {
        value.write(to: &pending)
        pending.append(UInt8(ascii: "\n"))
        handOnIfFull(&pending, write)
    }

    /// Hands on what is gathered once a piece is full. The buffer keeps its capacity: the
    /// caller copies the bytes, so the next piece reuses the same storage.
    private static func handOnIfFull(_ pending: inout [UInt8], _ write: ([UInt8]) -> Void) {
        guard pending.count >= Self.pieceSize else { return }
        write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// How much `writeNDJSON` gathers before handing bytes on: large enough that a write to a
    /// file or pipe is one system call for many lines.
    static let pieceSize = 1 << 16
}
