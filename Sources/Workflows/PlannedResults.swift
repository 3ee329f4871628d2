import Ledger
import TestPlan

/// What `results` and `status` share: today's plan (the `plan` selection options) and every
/// session in the results folder replayed against it. Gherkin errors and ledgers that do not
/// verify are reported on standard error as they are found; the commands decide what they mean.
package struct PlannedResults {
    package let options: PlanInputs.Options
    package let plan: TestPlan
    /// In plan order, one per planned scenario.
    package let results: Results
    /// `file:line:column: error: …` for each feature that did not parse.
    package let gherkinErrors: [String]
    /// Sessions whose ledger does not verify (their readable records are still replayed).
    package let damagedSessions: Int
    /// The sessions replayed, with their records — read only when `load` is asked for them
    /// (exports and sign-offs need them; `results` and `status` need only the verdicts, which
    /// read several times faster) — and the folder they are in.
    package let sessions: [SessionLedger]
    package let resultsFolder: String
    /// Sessions left out because they were recorded for another project or release than the
    /// results folder's settings name (read only with records): one line each, said as a warning.
    package var leftOut: [String] = []
    /// The results folder is the default one and nothing has made it yet: every planned
    /// scenario is untested, which is the answer, not a problem.
    package var noResultsYet = false

    /// Reads `--results DIR` and the plan options from `arguments`; an unusable command line,
    /// input or results folder is a `UsageError`.
    package static func load(
        _ arguments: [String], command: String, usage: String, console: WorkflowConsole, onlySessions: Set<String>? = nil,
        withRecords: Bool = false
    ) -> Result<PlannedResults, UsageError> {
        var rest = arguments
        var folder: String?
        if let index = rest.firstIndex(of: "--results") {
            guard index + 1 < rest.count else {
                return .failure(UsageError("stepwise \(command): error: --results needs a folder\n\(usage)"))
            }
            folder = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
        }
        let options: PlanInputs.Options
        switch PlanInputs.parseOptions(rest, command: command, usage: usage) {
        case .success(let value): options = value
        case .failure(let error): return .failure(error)
        }
        let inputs: PlanInputs
        let diagnostics: [String]
        switch PlanInputs.load(options) {
        case .success(let value): (inputs, diagnostics) = value
        case .failure(let error): return .failure(error)
        }
        for diagnostic in diagnostics { console.notice(diagnostic) }
        let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        var sessions: [SessionLedger] = []
        var verdicts: [SessionVerdicts]
        var noResultsYet = false
        let resultsFolder = ResultsFolder.resolve(folder)
        do {
            if ResultsFolder.isUnusedDefault(folder) {
                // Nothing tested yet: every planned scenario is untested, which is the answer.
                // (A folder named with --results or $STEPWISE_RESULTS must exist: a typo there
                // must not read as "nothing tested".)
                noResultsYet = true
                verdicts = []
            } else if withRecords {
                sessions = try SessionLedger.readFolder(resultsFolder)
                verdicts = sessions.map(SessionVerdicts.init)
            } else {
                verdicts = try SessionVerdicts.readFolder(resultsFolder)
            }
        } catch {
            return .failure(UsageError("\(error)"))
        }
        if let onlySessions {
            let known = Set(verdicts.map(\.sessionID))
            for id in onlySessions.sorted() where !known.contains(id) {
                return .failure(UsageError("stepwise \(command): error: no session '\(id)' in \(resultsFolder)"))
            }
            sessions = sessions.filter { onlySessions.contains($0.sessionID) }
            verdicts = verdicts.filter { onlySessions.contains($0.sessionID) }
        }
        // A session (or an auditor's decision) copied in from another release's results must
        // not reach claims, reports or a sign-off: it is left out, and said so.
        var leftOut: [String] = []
        if withRecords, case .success(let config) = ProjectConfig.load(forResults: resultsFolder) {
            let strangers = SessionBelonging.bySession(sessions, config: config)
            if !strangers.isEmpty {
                let ids = Set(strangers.map(\.session.sessionID))
                sessions = sessions.filter { !ids.contains($0.sessionID) }
                verdicts = verdicts.filter { !ids.contains($0.sessionID) }
                for stranger in strangers {
                    let line = "\(stranger.session.path): warning: left out: " + stranger.problems.joined(separator: "; ")
                    leftOut.append(line)
                    console.notice(line)
                }
            }
        }
        let damaged = verdicts.filter { !$0.report.isIntact }
        for session in damaged {
            console.notice("\(session.path): warning: \(session.report.problems[0]); run '\(Invocation.command) verify'")
        }
        let results = ResultsReplay.replay(
            verdicts, plan: plan.scenarios.map { ResultsReplay.Planned(id: $0.id, contentHash: $0.contentHash) })
        return .success(
            PlannedResults(
                options: options, plan: plan, results: results, gherkinErrors: diagnostics, damagedSessions: damaged.count,
                sessions: sessions, resultsFolder: resultsFolder, leftOut: leftOut, noResultsYet: noResultsYet))
    }
}
