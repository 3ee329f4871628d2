import Gherkin

/// One unit of benchmarked work: what a runner does with each file — parse it, and compile
/// the pickles when it parses. Every mode goes through here so they all measure the same thing.
enum Workload {
    enum Outcome {
        case document(pickles: Int)
        case errors(count: Int)
    }

    static func run(_ source: String, uri: String, syntax: GherkinSyntax, language: String = "en") -> Outcome {
        // A fresh generator per file, as the reference does with --predictable-ids.
        let ids = IdGenerator()
        switch GherkinParser.parse(source, uri: uri, syntax: syntax, ids: ids, language: language) {
        case .success(let document):
            return .document(pickles: PickleCompiler(ids: ids).compile(document, uri: uri).count)
        case .failure(let failure):
            return .errors(count: failure.errors.count)
        }
    }
}
