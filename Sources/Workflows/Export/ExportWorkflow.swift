import Conformance
import Foundation
import Ledger
import Reports

/// Making an export: the request checked, the plan and results loaded, the report assembled
/// with its sign-offs, ready to be written. Problems are a `UsageError` naming the option;
/// warnings (an empty selection, a draft ACR's missing details) go to the console.
package enum ExportWorkflow {
    /// An export ready to write: each format writes its report into a sink as it makes it, and
    /// the sink hands the bytes on in 64 KiB chunks, so no report is ever held whole.
    package struct Prepared {
        package let render: (ReportSink) -> Void
    }

    package static func prepare(_ request: ExportRequest, usage: String, console: WorkflowConsole) -> Result<Prepared, UsageError> {
        if let problem = requestProblem(request) { return .failure(UsageError("stepwise export: error: \(problem)\n\(usage)")) }
        var xrayOptions: XrayReport.Options?
        if request.format == .xray {
            switch request.xray.options() {
            case .success(let options): xrayOptions = options
            case .failure(let error): return .failure(error)
            }
        }
        if let allowedSigners = request.allowedSigners, let problem = AllowedSignersOption.problem(allowedSigners) {
            return .failure(UsageError(problem, option: "--allowed-signers"))
        }
        let loaded: PlannedResults
        switch PlannedResults.load(
            request.selection, command: "export", usage: usage, console: console, onlySessions: request.sessions, withRecords: true)
        {
        case .success(let value): loaded = value
        case .failure(let error): return .failure(error)
        }
        if let notice = loaded.noResultsNotice { console.notice(notice) }
        if loaded.plan.scenarios.isEmpty {
            // An empty report is still made (a selection may match nothing yet), but never silently.
            console.notice(
                "stepwise export: warning: no planned scenario matches; a feature is planned on its family's platforms only "
                    + "(web: desktop, mobile-web; native: ios, android), and --platform only narrows that")
        }
        var report: Report
        switch assemble(request, loaded: loaded, usage: usage, console: console) {
        case .success(let value): report = value
        case .failure(let error): return .failure(error)
        }
        return renderer(request, report: &report, xrayOptions: xrayOptions).map(Prepared.init)
    }

    /// The request's own contradictions, before anything is read.
    static func requestProblem(_ request: ExportRequest) -> String? {
        if request.format == .xray {
            if let problem = request.xray.valueProblem { return problem }
        } else if let option = request.xray.firstGiven {
            return "\(option) is for --format xray"
        }
        if request.withEvidence && request.out == nil {
            return "--with-evidence copies the evidence beside the report: give --out FILE"
        }
        if request.xrayProperties && request.format != .junit { return "--xray-properties is for --format junit" }
        return request.conformance.problem(format: request.format.rawValue)
    }

    /// The report of the loaded results, with the project's settings, its evidence links and
    /// its sign-offs.
    static func assemble(_ request: ExportRequest, loaded: PlannedResults, usage: String, console: WorkflowConsole) -> Result<Report, UsageError> {
        var report = ReportBuilder.build(
            plan: loaded.plan.scenarios, sessions: loaded.sessions, resultsFolder: loaded.resultsFolder,
            generated: LedgerTime.string(Date()), loadEvidence: request.format.readsEvidence,
            earlierAttempts: true, results: loaded.results)
        // The settings of the project the results belong to, wherever the export is run from.
        let project: ProjectConfig
        switch ProjectConfig.load(forResults: loaded.resultsFolder) {
        case .success(let config): project = config
        case .failure(let error): return .failure(error)
        }
        var defectURL = request.defectURL
        if defectURL == nil {
            defectURL = project.defectURL
        } else if defectURL?.contains("{id}") != true {
            return .failure(
                UsageError(
                    "stepwise export: error: --defect-url needs {id} where the defect id goes, as in https://tracker.example/browse/{id}",
                    option: "--defect-url"))
        }
        report.defectLinks = DefectLinks(template: defectURL)
        report.conformance = request.conformance.options(project: project)
        report.conformance.closeGapsCommand = CloseGapsInvocation.command(
            loaded.options, resultsFolder: loaded.resultsFolder, level: report.conformance.target)
        if request.format.isConformanceReport {
            warnOfDraft(report, console: console)
            // A decision this report has no row for is named, never dropped unsaid.
            for warning in UnshownDecisions.warnings(report, catalogRows: request.format != .earl) {
                console.notice("stepwise export: warning: " + warning)
            }
        }
        if let out = request.out {
            // Links to evidence are written from the report's folder, so they work wherever
            // the report is opened from (and, with --with-evidence, wherever it is moved).
            switch ReportEvidenceFolder.prepare(&report, out: out, resultsFolder: loaded.resultsFolder, copy: request.withEvidence) {
            case .success(let warnings): for warning in warnings { console.notice("stepwise export: warning: " + warning) }
            case .failure(let error): return .failure(error)
            }
        } else if let evidenceLinks = request.evidenceLinks {
            ReportEvidenceFolder.set(&report, folder: evidenceLinks)
        }
        report.signOffs = SignOffStatus.load(
            resultsFolder: loaded.resultsFolder, sessions: loaded.sessions, allowedSigners: request.allowedSigners,
            reporting: loaded.plan.scenarios)
        return .success(report)
    }

    /// A report with no vendor or scope is still made (a draft is useful), but its author is told.
    static func warnOfDraft(_ report: Report, console: WorkflowConsole) {
        for missing in report.conformance.details.missing {
            console.notice("stepwise export: warning: the report does not give \(missing); see stepwise init-report")
        }
        for warning in ReportPlausibility.warnings(
            productVersion: report.conformance.productVersion, reportDate: report.conformance.details.reportDate,
            sessions: report.testedSessions, today: String(LedgerTime.string(Date()).prefix(10)))
        {
            console.notice("stepwise export: warning: " + warning)
        }
    }

    /// What writes the report in the request's format.
    static func renderer(_ request: ExportRequest, report: inout Report, xrayOptions: XrayReport.Options?) -> Result<(ReportSink) -> Void, UsageError>
    {
        if request.format.needsSources { report.sources = ExportSources.load(report) }
        let report = report
        switch request.format {
        case .html: return .success { HTMLReport.write(report, to: $0) }
        case .junit:
            let options = JUnitReport.Options(xrayProperties: request.xrayProperties)
            return .success { JUnitReport.write(report, options: options, to: $0) }
        case .cucumberJSON: return .success { CucumberJSONReport.write(report, to: $0) }
        case .messages: return .success { MessagesReport.write(report, to: $0) }
        case .markdown: return .success { MarkdownReport.write(report, to: $0) }
        case .csv: return .success { CSVReport.write(report, to: $0) }
        case .acr: return .success { ACRReport.write(report, to: $0) }
        case .acrMarkdown: return .success { ACRMarkdownReport.write(report, to: $0) }
        case .openacr: return .success { OpenACRReport.write(report, to: $0) }
        case .earl: return .success { EARLReport.write(report, to: $0) }
        case .xray:
            guard let xrayOptions else { return .failure(UsageError("stepwise export: error: the Xray options were not read")) }
            if let refusal = XrayExportOptions.refusal(report, options: xrayOptions, usersFile: request.xray.values["--xray-users"]) {
                return .failure(UsageError("stepwise export: error: " + refusal))
            }
            return .success { XrayReport.write(report, options: xrayOptions, to: $0) }
        }
    }
}

extension ExportWorkflow.Prepared {
    /// The whole report in memory, for a face that sends it in one response.
    package func bytes() -> [UInt8] {
        let sink = ReportSink()
        render(sink)
        return sink.bytes
    }

    /// Written to `path` whole or not at all: a failed write leaves no partial report.
    package func write(to path: String) -> Result<Void, UsageError> {
        AtomicFile.write(to: path, force: true) { emit in
            let sink = ReportSink(drain: emit)
            render(sink)
            sink.flush()
        }.map { _ in () }
    }
}
