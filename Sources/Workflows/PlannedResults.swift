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

    /// What a command says first when there are no results yet; nil when there are.
    package var noResultsNotice: String? {
        noResultsYet ? "\(resultsFolder): no results yet; every planned scenario is untested" : nil
    }

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
        let resultsFolder = ResultsFolder.resolve(folder)
        var (sessions, verdicts, noResultsYet): ([SessionLedger], [SessionVerdicts], Bool)
        switch read(folder, withRecords: withRecords) {
        case .success(let value): (sessions, verdicts, noResultsYet) = value
        case .failure(let error): return .failure(error)
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
        let leftOut = withRecords ? leaveOutStrangers(&sessions, &verdicts, resultsFolder: resultsFolder) : []
        for line in leftOut { console.notice(line) }
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

    /// Every session's verdicts (and records, when asked for) in the results folder. The default
    /// folder not made yet means nothing is tested, which is the answer; a folder named with
    /// --results or $STEPWISE_RESULTS must exist: a typo there must not read as "nothing tested".
    static func read(_ folder: String?, withRecords: Bool) -> Result<([SessionLedger], [SessionVerdicts], Bool), UsageError> {
        let resultsFolder = ResultsFolder.resolve(folder)
        do {
            if ResultsFolder.isUnusedDefault(folder) { return .success(([], [], true)) }
            if withRecords {
                let sessions = try SessionLedger.readFolder(resultsFolder)
                return .success((sessions, sessions.map(SessionVerdicts.init), false))
            }
            return .success(([], try SessionVerdicts.readFolder(resultsFolder), false))
        } catch {
            return .failure(UsageError("\(error)"))
        }
    }

    /// Takes out the sessions of another project or release than the folder's settings name;
    /// a warning line for each.
    static func leaveOutStrangers(_ sessions: inout [SessionLedger], _ verdicts: inout [SessionVerdicts], resultsFolder: String) -> [String] {
        guard case .success(let config) = ProjectConfig.load(forResults: resultsFolder) else { return [] }
        let strangers = SessionBelonging.bySession(sessions, config: config)
        guard !strangers.isEmpty else { return [] }
        let ids = Set(strangers.map(\.session.sessionID))
        sessions = sessions.filter { !ids.contains($0.sessionID) }
        verdicts = verdicts.filter { !ids.contains($0.sessionID) }
        return strangers.map { "\($0.session.path): warning: left out: " + $0.problems.joined(separator: "; ") }
    }
}
