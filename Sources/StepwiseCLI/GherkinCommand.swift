import Gherkin
import Workflows

/// `stepwise gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE…`:
/// Cucumber Messages NDJSON for each file, one message per line.
enum GherkinCommand {
    static let table = OptionTable(
        command: "gherkin", operands: "FILE...",
        options: [CommandOption("--no-source"), CommandOption("--no-ast"), CommandOption("--no-pickles"), CommandOption("--predictable-ids")],
        notes: ["Cucumber Messages (NDJSON) of each file, as Cucumber's reference parser gives them"])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        var selection = MessageSelection()
        selection.source = !parsed.has("--no-source")
        selection.gherkinDocument = !parsed.has("--no-ast")
        selection.pickles = !parsed.has("--no-pickles")
        let predictable = parsed.has("--predictable-ids")
        let files = parsed.operands
        guard !files.isEmpty else {
            output.errorLine("stepwise gherkin: error: no files given\n\(usage)")
            return ExitStatus.usage
        }
        var status = ExitStatus.success
        // Fixed from here on, so the threads that make files can share them.
        let messages = selection
        let predictableIDs = predictable
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
            for events in InParallel.map(
                batch,
                { path in
                    var events: [GherkinFileReport.Event] = []
                    GherkinFileReport.make(path, selection: messages, predictable: predictableIDs) { events.append($0) }
                    return events
                })
            {
                for event in events { status = GherkinFileReport.say(event, to: output, status: status) }
            }
        }
        output.flush()
        return status
    }
}
