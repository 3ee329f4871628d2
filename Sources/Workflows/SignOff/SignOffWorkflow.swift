import Conformance
import Foundation
import JSON
import Ledger
import SignOff

/// Signing off the current results: checked fit to sign (they parse, verify, are done, and
/// the claims have no gap, unless incomplete results are allowed), then a manifest binding
/// every covered session's head and the claims, a record in the sign-off ledger, and with a
/// key an SSH signature. Nothing is recorded when anything fails.
package enum SignOffWorkflow {
    package static func signOff(_ request: SignOffRequest, usage: String, console: WorkflowConsole) -> Result<SignedOff, SignOffFailure> {
        // Find out now whether signing can work, before anything is written.
        if let key = request.key, let problem = SigningKey.problem(key) { return .failure(.usage(UsageError("stepwise signoff: error: \(problem)"))) }
        let loaded: PlannedResults
        switch PlannedResults.load(request.selection, command: "signoff", usage: usage, console: console, withRecords: true) {
        case .success(let value): loaded = value
        case .failure(let error): return .failure(.usage(error))
        }
        if let notice = loaded.noResultsNotice { console.notice(notice) }
        if let refusal = unfit(loaded) { return .failure(.refused(refusal)) }
        let labelled = zip(loaded.plan.scenarios, loaded.results.scenarios).map { scenario, result in
            (
                result: result,
                label: "\(scenario.uri):\(scenario.line) \(scenario.name)" + (scenario.platform.isEmpty ? "" : " on \(scenario.platform)")
            )
        }
        let incomplete = SignOffReadiness.incomplete(labelled)
        if !incomplete.isEmpty && !request.allowIncomplete {
            return .failure(
                .refused(
                    [
                        "refused: \(incomplete.count) of \(labelled.count) planned scenarios are not done "
                            + "(\(SignOffReadiness.summary(incomplete))); --allow-incomplete signs anyway and lists them in the manifest"
                    ]
                        + incomplete.map { "  \($0.label): \($0.reason)" }))
        }
        let planned = loaded.plan.scenarios.map { ResultsReplay.Planned(id: $0.id, contentHash: $0.contentHash) }
        let covered = CoveredSessions.select(
            loaded.sessions, planned: Set(planned.map(\.id)), parts: Set(loaded.plan.scenarios.map { ProductPart(platform: $0.platform) }))
        warnOfImplausibleReport(loaded, covered: covered, console: console)
        let facts = Facts(loaded: loaded, labelled: labelled, incomplete: incomplete, planned: planned, covered: covered)
        return record(request, facts)
    }

    /// What the manifest is made of, gathered before the sign-off ledger is locked.
    struct Facts {
        let loaded: PlannedResults
        let labelled: [(result: ScenarioResult, label: String)]
        let incomplete: [IncompleteScenario]
        let planned: [ResultsReplay.Planned]
        let covered: [SessionLedger]
    }

    /// Why the results cannot be signed whatever the request: features that did not parse, an
    /// empty plan, or a ledger that does not verify.
    static func unfit(_ loaded: PlannedResults) -> [String]? {
        if !loaded.gherkinErrors.isEmpty {
            return ["refused: \(loaded.gherkinErrors.count) Gherkin error(s); the scenarios of those features are not planned"]
        }
        if loaded.plan.scenarios.isEmpty {
            // Most likely a wrong path or selection; a signature over nothing would still look like approval.
            return ["refused: no scenarios are planned; check the paths and selection options"]
        }
        var broken = loaded.sessions.filter { !$0.report.isIntact }
        if let ledger = SignOffFiles(resultsFolder: loaded.resultsFolder).readLedger(), !ledger.report.isIntact { broken.append(ledger) }
        guard !broken.isEmpty else { return nil }
        return broken.map { "refused: \($0.path): \($0.report.problems[0]): it does not verify; run '\(Invocation.command) verify'" }
    }

    /// What the report will claim about itself, against what was tested: said, not refused,
    /// since the signer may know why (a release built from the tested candidate).
    static func warnOfImplausibleReport(_ loaded: PlannedResults, covered: [SessionLedger], console: WorkflowConsole) {
        guard case .success(let project) = ProjectConfig.load(forResults: loaded.resultsFolder) else { return }
        for warning in ReportPlausibility.warnings(
            productVersion: project.report.productVersion ?? project.release, reportDate: project.report.reportDate,
            sessions: covered.compactMap(ReportPlausibility.TestedSession.init), today: String(LedgerTime.string(Date()).prefix(10)))
        {
            console.notice("stepwise signoff: warning: " + warning)
        }
    }

    /// The selection as the manifest records it, so `verify` can plan it again. The step
    /// library decides which steps check which criteria: the plan made again must read the same one.
    static func selection(_ options: PlanInputs.Options) -> [String: JSONValue] {
        var selection: [String: JSONValue] = ["paths": .array(options.paths.map { .string($0) })]
        if let tags = options.tags { selection["tags"] = .string(tags) }
        if let name = options.name { selection["name"] = .string(name) }
        if let platform = options.platform { selection["platform"] = .string(platform) }
        if let page = options.page { selection["page"] = .string(page) }
        if let steps = options.steps { selection["steps"] = .string(steps) }
        return selection
    }
}
