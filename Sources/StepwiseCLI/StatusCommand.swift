import Foundation
import Ledger
import SignOff
import TestPlan
import Workflows

/// `stepwise status PATH… [--results DIR] [--platform a,b] [--format text|json] [--check]
/// [--allowed-signers FILE] [--require-signatures]`: how many planned scenarios passed, failed,
/// … per feature and platform, with totals — as text at catalog scale what has results first
/// and the untested features one line per folder (`StatusOverview`), as JSON every feature;
/// with `--check`, exit status 1 unless every planned scenario has a current pass (and, with
/// the allowed signers, every signature holds).
enum StatusCommand {
    static let table = OptionTable(
        command: "status", operands: "[PATH...]",
        options: [CommandOption("--results", .value("DIR"))] + PlanInputs.selectionOptions(for: "status") + [
            CommandOption("--check"), CommandOption("--by-tester"),
        ] + AllowedSignersOption.options,
        notes: [
            "--steps, --tags, --name, --platform, --wcag, --page, --part: choose the scenarios, as for plan (see its help)",
            "--format text: with more than \(StatusOverview.foldAbove) features that have no result, the features with results come",
            "               first (failures first) and the rest one line per folder; json lists every feature",
            "--by-tester: also each tester's progress: against their share with a team section in stepwise.json,",
            "             else from their current verdicts (text only)",
            "--check: exit status 1 unless every planned scenario has a current passing verdict, every session verifies",
            "         and every sign-off holds (or was signed again after later results superseded it);",
            "         with --allowed-signers, a sign-off that is not signed, or does not verify, fails it",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        let check = parsed.has("--check")
        let byTester = parsed.has("--by-tester")
        let signatures: (file: String?, required: Bool)
        switch AllowedSignersOption.read(parsed, command: "status") {
        case .success(let value): signatures = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        let loaded: PlannedResults
        switch PlannedResults.load(table.selectionArguments(parsed), command: "status", usage: usage, output: output) {
        case .success(let value): loaded = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        var byTesterLines: [String] = []
        if byTester, loaded.options.format != "json" {
            switch TesterProgress.lines(loaded) {
            case .success(let lines): byTesterLines = lines
            case .failure(let error):
                output.errorLine(error.message)
                return ExitStatus.usage
            }
        }
        let summary = StatusSummary.summarise(
            zip(loaded.plan.scenarios, loaded.results.scenarios).map { scenario, result in
                StatusSummary.Entry(uri: scenario.uri, platform: scenario.platform, result: result)
            })
        let json = loaded.options.format == "json"
        // The engines' scans of the selection's platforms: violations and checks to review per page.
        let platforms = loaded.options.platform.flatMap { try? PlatformChoice.parse($0).get() }
        let automated = AutomatedStatus.load(resultsFolder: loaded.resultsFolder, platforms: platforms)
        if json {
            var document = StatusJSON.render(summary)
            if !automated.isEmpty, case .object(var members) = document {
                members["automated"] = automated.json
                document = .object(members)
            }
            output.line(document.text)
        } else {
            for line in StatusText.render(StatusOverview.arrange(summary)) { output.shownLine(line) }
            let review =
                "\(Invocation.command) run --review"
                + (loaded.resultsFolder == "results" ? "" : " --results \(Invocation.quoted(loaded.resultsFolder))")
            for line in automated.lines(reviewCommand: review) { output.shownLine(line) }
            if byTester {
                output.line("")
                output.line("By tester:")
                for line in byTesterLines { output.shownLine(line) }
            }
        }
        // Results that match nothing planned are said, never dropped without a word: criteria
        // removed or renamed since, or another selection than the one tested.
        // (With --platform, --tags or --name the rest are simply not selected.)
        let filtered = loaded.options.platform != nil || loaded.options.tags != nil || loaded.options.name != nil
        if !loaded.results.unplanned.isEmpty && !filtered {
            let count = loaded.results.unplanned.count
            let line =
                "Not in this plan: results for \(count) scenario\(count == 1 ? "" : "s") (another selection, or criteria removed or renamed since they were tested); '\(Invocation.command) results' lists them."
            if json { output.errorLine(line) } else { output.line(line) }
        }
        let signed = StatusSignatures.check(loaded, allowedSigners: signatures.file, required: signatures.required)
        for line in signed.lines {
            if json { output.shownErrorLine(line) } else { output.shownLine(line) }
        }
        let signOffsHold = signed.signOffsHold
        let badSessionSignatures = signed.badSessionSignatures
        guard check else {
            output.flush()
            return ExitStatus.success
        }
        var verdict = StatusCheck.evaluate(
            summary, gherkinErrors: loaded.gherkinErrors.count, damagedSessions: loaded.damagedSessions)
        let verify =
            "\(Invocation.command) verify" + (signatures.file.map { " --allowed-signers \(Invocation.quoted($0))" } ?? "")
            + (signatures.required ? " --require-signatures" : "")
        if badSessionSignatures > 0 {
            let reason =
                "check failed: \(badSessionSignatures) session signature\(badSessionSignatures == 1 ? " does" : "s do") not hold; run '\(verify)'"
            verdict = (false, (verdict.holds ? [] : verdict.lines) + [reason])
        }
        if !signOffsHold {
            let reason = "check failed: a sign-off does not hold, or later results superseded it and no later sign-off covers them; run '\(verify)'"
            verdict = (false, (verdict.holds ? [] : verdict.lines) + [reason])
        }
        let strangers = StatusSignatures.strangers(loaded)
        if !strangers.isEmpty { verdict = (false, (verdict.holds ? [] : verdict.lines) + strangers.map { "check failed: " + $0 }) }
        for line in verdict.lines {
            if json { output.errorLine(line) } else { output.line(line) }
        }
        output.flush()
        return verdict.holds ? ExitStatus.success : ExitStatus.problems
    }
}
