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
    static let formats = ["junit", "cucumber-json", "messages", "html", "markdown", "csv", "xray", "acr", "acr-markdown", "openacr", "earl"]
    static let usage = """
        usage: stepwise export --format \(formats.joined(separator: "|")) [--results DIR] [--session ID...]
                               [--steps DIR] [--tags EXPR] [--name REGEX] [--platform P] [--wcag N.N.N] [--page NAME] [--part K/N]
                               [--allowed-signers FILE] [--defect-url URL] [--out FILE] PATH...
               JUnit: [--xray-properties]   with --out: [--with-evidence] (copies the evidence beside the report)
               \(XrayExportOptions.usage)
               \(ConformanceExportOptions.usage)
        """

    /// `evidenceLinks`: for a report `stepwise serve` shows in the browser, the address its
    /// evidence links lead to (the server's `/evidence`), in place of a path on disk.
    static func run(_ arguments: [String], output: CommandOutput, evidenceLinks: String? = nil) -> Int32 {
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
        guard let format, formats.contains(format) else {
            output.errorLine("stepwise export: error: --format must be one of: \(formats.joined(separator: ", "))\n\(usage)")
            return ExitStatus.usage
        }
        var xrayOptions: XrayReport.Options?
        if format == "xray" {
            if let problem = xray.valueProblem {
                output.errorLine("stepwise export: error: \(problem)\n\(usage)")
                return ExitStatus.usage
            }
            switch xray.options() {
            case .success(let options): xrayOptions = options
            case .failure(let error):
                output.errorLine(error.message)
                return ExitStatus.usage
            }
        } else if let option = xray.firstGiven {
            output.errorLine("stepwise export: error: \(option) is for --format xray\n\(usage)")
            return ExitStatus.usage
        }
        if withEvidence && out == nil {
            output.errorLine("stepwise export: error: --with-evidence copies the evidence beside the report: give --out FILE\n\(usage)")
            return ExitStatus.usage
        }
        if xrayProperties && format != "junit" {
            output.errorLine("stepwise export: error: --xray-properties is for --format junit\n\(usage)")
            return ExitStatus.usage
        }
        if let problem = conformance.problem(format: format) {
            output.errorLine("stepwise export: error: \(problem)\n\(usage)")
            return ExitStatus.usage
        }
        if let allowedSigners, let problem = AllowedSignersOption.problem(allowedSigners) {
            output.errorLine(problem)
            return ExitStatus.usage
        }
        let loaded: PlannedResults
        switch PlannedResults.load(rest, command: "export", usage: usage, output: output, onlySessions: sessions, withRecords: true) {
        case .success(let value): loaded = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        if loaded.plan.scenarios.isEmpty {
            // An empty report is still made (a selection may match nothing yet), but never silently.
            output.errorLine(
                "stepwise export: warning: no planned scenario matches; a feature is planned on its family's platforms only "
                    + "(web: desktop, mobile-web; native: ios, android), and --platform only narrows that")
        }
        var report = ReportBuilder.build(
            plan: loaded.plan.scenarios, sessions: loaded.sessions, resultsFolder: loaded.resultsFolder,
            generated: LedgerTime.string(Date()), loadEvidence: ["html", "cucumber-json", "messages", "xray"].contains(format),
            earlierAttempts: true, results: loaded.results)
        // The settings of the project the results belong to, wherever the export is run from.
        let project: ProjectConfig
        switch ProjectConfig.load(forResults: loaded.resultsFolder) {
        case .success(let config): project = config
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        if defectURL == nil {
            defectURL = project.defectURL
        } else if defectURL?.contains("{id}") != true {
            output.errorLine("stepwise export: error: --defect-url needs {id} where the defect id goes, as in https://tracker.example/browse/{id}")
            return ExitStatus.usage
        }
        report.defectLinks = DefectLinks(template: defectURL)
        report.conformance = conformance.options(project: project)
        report.conformance.closeGapsCommand = CloseGapsCommand.invocation(
            loaded.options, resultsFolder: loaded.resultsFolder, level: report.conformance.target)
        if ["acr", "acr-markdown", "openacr", "earl"].contains(format) {
            // A report with no vendor or scope is still made (a draft is useful), but its author is told.
            for missing in report.conformance.details.missing {
                output.errorLine("stepwise export: warning: the report does not give \(missing); see stepwise init-report")
            }
            for warning in ReportPlausibility.warnings(
                productVersion: report.conformance.productVersion, reportDate: report.conformance.details.reportDate,
                sessions: report.testedSessions, today: String(LedgerTime.string(Date()).prefix(10)))
            {
                output.errorLine("stepwise export: warning: " + warning)
            }
        }
        if let out {
            // Links to evidence are written from the report's folder, so they work wherever
            // the report is opened from (and, with --with-evidence, wherever it is moved).
            switch ReportEvidenceFolder.prepare(&report, out: out, resultsFolder: loaded.resultsFolder, copy: withEvidence) {
            case .success(let warnings): for warning in warnings { output.errorLine("stepwise export: warning: " + warning) }
            case .failure(let error):
                output.errorLine(error.message)
                return ExitStatus.usage
            }
        } else if let evidenceLinks {
            ReportEvidenceFolder.set(&report, folder: evidenceLinks)
        }
        report.signOffs = SignOffStatus.load(
            resultsFolder: loaded.resultsFolder, sessions: loaded.sessions, allowedSigners: allowedSigners,
            reporting: loaded.plan.scenarios)
        // Each format writes its report into a sink as it makes it, and the sink hands the bytes
        // on in 64 KiB chunks: no report, however large, is ever held whole.
        let render: (ReportSink) -> Void
        switch format {
        case "html": render = { HTMLReport.write(report, to: $0) }
        case "junit": render = { JUnitReport.write(report, options: JUnitReport.Options(xrayProperties: xrayProperties), to: $0) }
        case "cucumber-json":
            report.sources = ExportSources.load(report)
            render = { CucumberJSONReport.write(report, to: $0) }
        case "messages":
            report.sources = ExportSources.load(report)
            render = { MessagesReport.write(report, to: $0) }
        case "markdown": render = { MarkdownReport.write(report, to: $0) }
        case "csv": render = { CSVReport.write(report, to: $0) }
        case "acr": render = { ACRReport.write(report, to: $0) }
        case "acr-markdown": render = { ACRMarkdownReport.write(report, to: $0) }
        case "openacr": render = { OpenACRReport.write(report, to: $0) }
        case "earl": render = { EARLReport.write(report, to: $0) }
        case "xray":
            guard let xrayOptions else { return ExitStatus.usage }  // refused above
            // The feature text tells which planned scenarios are rows of one outline.
            report.sources = ExportSources.load(report)
            if let refusal = XrayExportOptions.refusal(report, options: xrayOptions, usersFile: xray.values["--xray-users"]) {
                output.errorLine("stepwise export: error: " + refusal)
                return ExitStatus.usage
            }
            render = { [report] in XrayReport.write(report, options: xrayOptions, to: $0) }
        default:
            output.errorLine("stepwise export: error: the \(format) format is not available in this build")
            return ExitStatus.usage
        }
        if let out {
            let written = AtomicFile.write(to: out, force: true) { emit in
                let sink = ReportSink(drain: emit)
                render(sink)
                sink.flush()
            }
            switch written {
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
            render(sink)
            sink.flush()
            if last != UInt8(ascii: "\n") { output.write([UInt8(ascii: "\n")]) }
        }
        output.flush()
        return ExitStatus.success
    }
}
