import Gherkin
import Testing

/// Helpers shared by the Gherkin unit tests. Every expected value in these tests was taken
/// from the reference implementation (`gherkin-official` 42.0.1, via `shared/bench/oracle.py`).
struct UnexpectedParseFailure: Error, CustomStringConvertible {
    let errors: [ParseError]
    var description: String { "parse failed: " + errors.map(\.description).joined(separator: "; ") }
}

struct UnexpectedParseSuccess: Error, CustomStringConvertible {
    var description: String { "the source parsed, but errors were expected" }
}

struct MissingNode: Error, CustomStringConvertible {
    let what: String
    var description: String { "missing \(what)" }
}

/// Parses a source that must parse; throws (failing the test) with the errors otherwise.
func parseDocument(
    _ source: String, syntax: GherkinSyntax = .plain, ids: IdGenerator = IdGenerator()
) throws -> GherkinDocument {
    switch GherkinParser.parse(source, uri: "test.feature", syntax: syntax, ids: ids) {
    case .success(let document): return document
    case .failure(let failure): throw UnexpectedParseFailure(errors: failure.errors)
    }
}

/// The feature of a source that must parse and must have one.
func parseFeature(_ source: String, syntax: GherkinSyntax = .plain) throws -> Feature {
    guard let feature = try parseDocument(source, syntax: syntax).feature else { throw MissingNode(what: "feature") }
    return feature
}

/// The errors of a source that must not parse, in the reference's `(line:column): message` form.
func parseErrors(_ source: String, syntax: GherkinSyntax = .plain) throws -> [String] {
    switch GherkinParser.parse(source, uri: "test.feature", syntax: syntax) {
    case .success: throw UnexpectedParseSuccess()
    case .failure(let failure): return failure.errors.map(\.description)
    }
}

/// Pickles of a source that must parse, ids shared with the AST as the reference does.
func compilePickles(_ source: String, syntax: GherkinSyntax = .plain) throws -> [Pickle] {
    let ids = IdGenerator()
    let document = try parseDocument(source, syntax: syntax, ids: ids)
    return PickleCompiler(ids: ids).compile(document, uri: "test.feature")
}

/// The NDJSON lines (gherkinDocument, then pickles, or parse errors) the reference prints
/// for a source, with `uri` "test.feature".
func messageLines(_ source: String, syntax: GherkinSyntax = .plain) -> [String] {
    GherkinMessages.envelopes(
        source: source, uri: "test.feature", syntax: syntax,
        selection: MessageSelection(source: false, gherkinDocument: true, pickles: true), ids: IdGenerator()
    ).envelopes.map(\.text)
}

extension Feature {
    var scenarios: [Scenario] {
        children.compactMap { child in
            if case .scenario(let scenario) = child { return scenario }
            return nil
        }
    }

    var rules: [Rule] {
        children.compactMap { child in
            if case .rule(let rule) = child { return rule }
            return nil
        }
    }

    var background: Background? {
        for child in children {
            if case .background(let background) = child { return background }
        }
        return nil
    }

    /// The first scenario, or a thrown error when there is none.
    func firstScenario() throws -> Scenario {
        guard let scenario = scenarios.first else { throw MissingNode(what: "scenario") }
        return scenario
    }
}

extension Rule {
    var scenarios: [Scenario] {
        children.compactMap { child in
            if case .scenario(let scenario) = child { return scenario }
            return nil
        }
    }

    var background: Background? {
        for child in children {
            if case .background(let background) = child { return background }
        }
        return nil
    }
}

/// A location as `line:column`, for compact expectations.
func position(_ location: Location) -> String {
    "\(location.line):\(location.column.map(String.init) ?? "-")"
}
