import Foundation
import JSON
import Ledger
import TestPlan
import Workflows

/// `stepwise results PATH… [--results DIR] [--tags …] [--platform …] [--format text|json]`:
/// the latest verdict of every planned scenario, replayed from every session ledger, with
/// stale, untested and conflicting results called out.
enum ResultsCommand {
    static let table = OptionTable(
        command: "results", operands: "[PATH...]", options: [CommandOption("--results", .value("DIR"))] + PlanInputs.selectionOptions(for: "results"),
        notes: [
            "--results: default $STEPWISE_RESULTS, else ./results",
            "--steps, --tags, --name, --platform, --wcag, --page, --part: choose the scenarios, as for plan (see its help)",
        ])
    static var usage: String { table.usage }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        let loaded: PlannedResults
        switch PlannedResults.load(table.selectionArguments(parsed), command: "results", usage: usage, output: output) {
        case .success(let value): loaded = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        let (options, plan, results) = (loaded.options, loaded.plan, loaded.results)
        if options.format == "json" {
            output.line(json(results, plan: plan).text)
        } else {
            let selected = [options.platform, options.tags, options.name, options.wcag, options.page, options.part].contains { $0 != nil }
            for line in text(results, plan: plan, selected: selected) { output.shownLine(line) }
        }
        output.flush()
        return ExitStatus.success
    }

    static func text(_ results: Results, plan: TestPlan, selected: Bool = false) -> [String] {
        var lines: [String] = []
        var counts: [String: Int] = [:]
        for (scenario, result) in zip(plan.scenarios, results.scenarios) {
            let inProgress = result.current.contains(where: \.inProgress)
            let state = result.state.rawValue + (inProgress ? " (in progress)" : "") + (result.stale ? ", stale" : "")
            counts[result.state.rawValue, default: 0] += 1
            var line = "\(scenario.featureName): \(scenario.name) on \(scenario.platform.isEmpty ? "any platform" : scenario.platform): \(state)"
            if result.state == .conflict {
                line += " (" + result.current.map { "\($0.tester): \($0.verdict.ledgerText)" }.joined(separator: ", ") + ")"
            } else if let latest = result.current.last {
                line += " (\(latest.tester), \(latest.time), session \(latest.session))"
            }
            lines.append(line)
        }
        let summary = ["passed", "failed", "blocked", "skipped", "notApplicable", "conflict", "untested"]
            .compactMap { key in counts[key].map { "\($0) \(key == "notApplicable" ? "not applicable" : key)" } }
        lines.append(
            "\(plan.scenarios.count) planned: " + summary.joined(separator: ", ")
                + ", \(results.scenarios.filter(\.stale).count) stale")
        if !results.unplanned.isEmpty {
            // With a selection, a result outside it is simply not selected: said as that, not
            // as criteria that changed.
            let why =
                selected
                ? "outside this selection (another platform, tag, name or page)" : "no longer in the plan (criteria removed or renamed since)"
            lines.append("\(results.unplanned.count) result(s) for scenarios \(why): " + results.unplanned.map(\.id).joined(separator: ", "))
        }
        return lines
    }

    static func json(_ results: Results, plan: TestPlan) -> JSONValue {
        func attempt(_ attempt: Attempt) -> JSONValue {
            .object([
                "verdict": .string(attempt.verdict.ledgerText), "tester": .string(attempt.tester), "time": .string(attempt.time),
                "session": .string(attempt.session), "attempt": .int(attempt.attempt), "contentHash": .string(attempt.contentHash),
                "seq": .int(attempt.seq), "inProgress": .bool(attempt.inProgress),
            ])
        }
        let scenarios: [JSONValue] = zip(plan.scenarios, results.scenarios).map { scenario, result in
            .object([
                "id": .string(scenario.id), "name": .string(scenario.name), "uri": .string(scenario.uri),
                "platform": .string(scenario.platform), "state": .string(result.state.rawValue), "stale": .bool(result.stale),
                "current": .array(result.current.map(attempt)), "history": .array(result.history.map(attempt)),
            ])
        }
        let unplanned: [JSONValue] = results.unplanned.map { result in
            .object(["id": .string(result.id), "state": .string(result.state.rawValue), "history": .array(result.history.map(attempt))])
        }
        return .object(["scenarios": .array(scenarios), "unplanned": .array(unplanned)])
    }
}
