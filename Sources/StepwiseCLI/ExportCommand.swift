import Conformance
import Foundation
import Ledger
import Reports
import SignOff
import Workflows

/// `stepwise export --format junit|cucumber-json|messages|html|markdown|csv|xray|acr|acr-markdown|openacr|earl [--results DIR]
/// [--session ID…] [--platform P] [--allowed-signers FILE] [--out FILE] PATH…`: the current
/// results of the plan (or of the given sessions) in a format another tool reads, with the
/// sign-offs and whether each holds (signatures checked when an allowed-signers file is given).
/// Xray takes `--xray cloud|server`, `--xray-test-type cucumber|manual`, `--xray-users FILE`,
/// `--test-execution KEY`, `--test-plan KEY`, `--project KEY` and `--summary TEXT`.
enum ExportCommand {
    static let formats = ExportFormat.names
    static let table = OptionTable(
        command: "export", operands: "[PATH...]",
        options: [
            CommandOption("--format", .value("FORMAT"), help: [formats.joined(separator: ", ")]), CommandOption("--results", .value("DIR")),
            CommandOption("--session", .value("ID")),
        ] + PlanInputs.selectionOptions(for: "export") + [
            CommandOption("--allowed-signers", .value("FILE")), CommandOption("--defect-url", .value("URL")), CommandOption("--out", .value("FILE")),
            CommandOption("--with-evidence", help: ["with --out: copies the evidence beside the report"]),
            CommandOption("--xray-properties", help: ["JUnit: Xray's test properties on each test case"]),
        ] + XrayExportOptions.flags.map { CommandOption($0, .value(XrayExportOptions.placeholders[$0] ?? "VALUE")) }
            + ConformanceExportOptions.flags.map { CommandOption($0, .value(ConformanceExportOptions.placeholders[$0] ?? "VALUE")) },
        notes: [
            "--results: default $STEPWISE_RESULTS, else ./results; the other selection options choose the scenarios, as for plan",
            "--xray, --xray-test-type, --xray-users, --test-execution, --test-plan, --project, --summary: for --format xray",
            "--level, --product, --product-version, --catalog: for the conformance formats (html, markdown, acr, acr-markdown, openacr, earl)",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        var xray = XrayExportOptions()
        for flag in XrayExportOptions.flags { xray.values[flag] = parsed.value(flag) }
        var conformance = ConformanceExportOptions()
        for flag in ConformanceExportOptions.flags { conformance.values[flag] = parsed.value(flag) }
        let format = parsed.value("--format")
        let out = parsed.value("--out")
        let sessions = parsed.values["--session"].map { Set($0.flatMap { $0.split(separator: ",").map(String.init) }) }
        let allowedSigners = parsed.value("--allowed-signers")
        let defectURL = parsed.value("--defect-url")
        let xrayProperties = parsed.has("--xray-properties")
        let withEvidence = parsed.has("--with-evidence")
        let rest = table.selectionArguments(parsed)
        guard let format, let chosen = ExportFormat(rawValue: format) else {
            output.errorLine("stepwise export: error: --format must be one of: \(formats.joined(separator: ", "))\n\(usage)")
            return ExitStatus.usage
        }
        var request = ExportRequest(format: chosen, selection: rest)
        request.sessions = sessions
        request.allowedSigners = allowedSigners
        request.defectURL = defectURL
        request.xray = xray
        request.conformance = conformance
        request.xrayProperties = xrayProperties
        request.out = out
        request.withEvidence = withEvidence
        let prepared: ExportWorkflow.Prepared
        switch ExportWorkflow.prepare(request, usage: usage, console: TerminalConsole(output: output)) {
        case .success(let value): prepared = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        if let out {
            switch prepared.write(to: out) {
            case .success: output.line("\(out): written")
            case .failure(let error):
                output.errorLine(error.message)
                return ExitStatus.usage
            }
        } else {
            // Chunk by chunk, and as `line` wrote the whole text: a line break after the last
            // byte unless it is one (CSV ends with CRLF, which ends with one too).
            var last: UInt8?
            let sink = ReportSink { chunk in
                guard let end = chunk.last else { return }
                last = end
                output.write(Array(chunk))
            }
            prepared.render(sink)
            sink.flush()
            if last != UInt8(ascii: "\n") { output.write([UInt8(ascii: "\n")]) }
        }
        output.flush()
        return ExitStatus.success
    }
}
