import Workflows
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
        // Fixed from here on, so the threads that make files can share them.
        let messages = selection, predictableIDs = predictable
        for batch in FileBatches(files) {
            guard batch.count > 1 else {
                // A file alone (a large one, or the last): each piece is written as it is made
                // (output flushes every 64 KiB), so memory holds the document, not the
                // document and all of its output.
                GherkinFileReport.make(batch[0], selection: messages, predictable: predictableIDs) {
                    status = GherkinFileReport.say($0, to: output, status: status)
                }
                continue
            }
            // Small files are made on every core at once, each into memory, then written in
            // the order given: the output is the same as one file after another.
            for events in InParallel.map(batch, { path in
                var events: [GherkinFileReport.Event] = []
                GherkinFileReport.make(path, selection: messages, predictable: predictableIDs) { events.append($0) }
                return events
            }) {
                for event in events { status = GherkinFileReport.say(event, to: output, status: status) }
            }
        }
        output.flush()
        return status
    }
}
