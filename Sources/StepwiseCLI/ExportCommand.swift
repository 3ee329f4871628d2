import Foundation
import Workflows
import SignOff
import Ledger
import Reports
import Conformance

/// `stepwise export --format junit|cucumber-json|messages|html|markdown|csv|xray|acr|acr-markdown|openacr|earl [--results DIR]
/// [--session ID…] [--platform P] [--allowed-signers FILE] [--out FILE] PATH…`: the current
/// results of the plan (or of the given sessions) in a format another tool reads, with the
/// sign-offs and whether each holds (signatures checked when an allowed-signers file is given).
/// Xray takes `--xray cloud|server`, `--xray-test-type cucumber|manual`, `--xray-users FILE`,
/// `--test-execution KEY`, `--test-plan KEY`, `--project KEY` and `--summary TEXT`.
enum ExportCommand {
    static let formats = ExportFormat.names
    static let usage = """
        usage: stepwise export --format \(formats.joined(separator: "|")) [--results DIR] [--session ID...]
                               [--steps DIR] [--tags EXPR] [--name REGEX] [--platform P] [--wcag N.N.N] [--page NAME] [--part K/N]
                               [--allowed-signers FILE] [--defect-url URL] [--out FILE] PATH...
               JUnit: [--xray-properties]   with --out: [--with-evidence] (copies the evidence beside the report)
               \(XrayExportOptions.usage)
               \(ConformanceExportOptions.usage)
        """

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            output.line(usage)
            return ExitStatus.success
        }
        var rest: [String] = []
        var format: String?
        var out: String?
        var sessions: Set<String>?
        var allowedSigners: String?
        var defectURL: String?
        var xray = XrayExportOptions()
        var conformance = ConformanceExportOptions()
        var xrayProperties = false
        var withEvidence = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if ["--format", "--out", "--session", "--allowed-signers", "--defect-url"].contains(argument) || XrayExportOptions.flags.contains(argument)
                || ConformanceExportOptions.flags.contains(argument)
            {
                guard index + 1 < arguments.count else {
                    output.errorLine("stepwise export: error: \(argument) needs a value\n\(usage)")
                    return ExitStatus.usage
                }
                let value = arguments[index + 1]
                switch argument {
                case "--format": format = value
                case "--out": out = value
                case "--allowed-signers": allowedSigners = value
                case "--defect-url": defectURL = value
                case _ where XrayExportOptions.flags.contains(argument): xray.values[argument] = value
                case _ where ConformanceExportOptions.flags.contains(argument): conformance.values[argument] = value
                default: sessions = (sessions ?? []).union(value.split(separator: ",").map(String.init))
                }
                index += 2
                continue
            }
            if argument == "--xray-properties" || argument == "--with-evidence" {
                if argument == "--xray-properties" { xrayProperties = true } else { withEvidence = true }
                index += 1
                continue
            }
            rest.append(argument)
            index += 1
        }
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
