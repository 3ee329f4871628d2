import Gherkin

/// `stepwise gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE…`:
/// Cucumber Messages NDJSON for each file, one message per line.
enum GherkinCommand {
    static let usage = "usage: stepwise gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE..."

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        var selection = MessageSelection()
        var predictable = false
        var files: [String] = []
        for argument in arguments {
            switch argument {
            case "--no-source": selection.source = false
            case "--no-ast": selection.gherkinDocument = false
            case "--no-pickles": selection.pickles = false
            case "--predictable-ids": predictable = true
            case "-h", "--help":
                output.line(usage)
                return ExitStatus.success
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    output.errorLine("stepwise gherkin: error: unknown option '\(argument)'\n\(usage)")
                    return ExitStatus.usage
                }
                files.append(argument)
            }
        }
        guard !files.isEmpty else {
            output.errorLine("stepwise gherkin: error: no files given\n\(usage)")
            return ExitStatus.usage
        }
        var status = ExitStatus.success
        for path in files {
            let loaded: SourceLoader.Loaded
            switch SourceLoader.load(path) {
            case .success(let value): loaded = value
            case .failure(.unreadable(let error)):
                output.errorLine(error.message)
                status = ExitStatus.usage
                continue
            case .failure(.noCriteria(let error)):
                output.errorLine(error.description)
                status = ExitStatus.problems
                continue
            }
            for warning in loaded.warnings { output.errorLine(warning) }
            for source in loaded.sources {
                // Each message is written as it is made (output flushes every 64 KiB), so memory
                // holds the document, not the document and all of its output.
                let errors = GherkinMessages.writeNDJSON(
                    source: source.text, uri: source.uri, syntax: source.syntax, selection: selection,
                    ids: IdGenerator(predictable: predictable)
                ) { output.write($0) }
                if !errors.isEmpty && status == ExitStatus.success { status = ExitStatus.problems }
            }
        }
        output.flush()
        return status
    }
}
