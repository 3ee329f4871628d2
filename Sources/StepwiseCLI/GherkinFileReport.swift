import Gherkin
import Workflows

/// What `stepwise gherkin` says about one file, in the order it says it: problems for
/// standard error, NDJSON for standard output. Made apart from writing so that a file can be
/// made on one core while others are made or written, and the report still comes out in the
/// order the files were given.
enum GherkinFileReport {
    enum Event: Sendable {
        /// The file cannot be read as text (exit status 2).
        case unreadable(String)
        /// A criteria document without criteria in it (exit status 1).
        case noCriteria(String)
        /// Something an import passed over; the command still succeeds.
        case warning(String)
        case ndjson([UInt8])
        /// A source did not parse: its errors are in the NDJSON (exit status 1).
        case parseFailed
    }

    /// Reads, parses and compiles one file, handing each event to `report` as it is made.
    static func make(
        _ path: String, selection: MessageSelection, predictable: Bool, report: (Event) -> Void
    ) {
        let loaded: SourceLoader.Loaded
        switch SourceLoader.load(path) {
        case .success(let value): loaded = value
        case .failure(.unreadable(let error)):
            report(.unreadable(error.message))
            return
        case .failure(.noCriteria(let error)):
            report(.noCriteria(error.description))
            return
        }
        for warning in loaded.warnings { report(.warning(warning)) }
        for source in loaded.sources {
            let errors = GherkinMessages.writeNDJSON(
                source: source.text, uri: source.uri, syntax: source.syntax, selection: selection,
                ids: IdGenerator(predictable: predictable)
            ) { report(.ndjson($0)) }
            if !errors.isEmpty { report(.parseFailed) }
        }
    }

    /// Says an event where the command says things, and returns the exit status so far.
    static func say(_ event: Event, to output: CommandOutput, status: Int32) -> Int32 {
        switch event {
        case .unreadable(let message):
            output.errorLine(message)
            return ExitStatus.usage
        case .noCriteria(let message):
            output.errorLine(message)
            return ExitStatus.problems
        case .warning(let message):
            output.errorLine(message)
            return status
        case .ndjson(let bytes):
            output.write(bytes)
            return status
        case .parseFailed:
            return status == ExitStatus.success ? ExitStatus.problems : status
        }
    }
}
