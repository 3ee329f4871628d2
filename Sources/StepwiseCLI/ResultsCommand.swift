import Foundation
import JSON
import Ledger
import TestPlan

/// `stepwise results PATH… [--results DIR] [--tags …] [--platform …] [--format text|json]`:
/// the latest verdict of every planned scenario, replayed from every session ledger, with
/// stale, untested and conflicting results called out.
enum ResultsCommand {
    static let usage = "usage: stepwise results PATH... [--results DIR] [--steps DIR] [--tags EXPR] [--name REGEX] [--platform a,b] [--format text|json]"

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            output.line(usage)
            return ExitStatus.success
        }
        var rest = arguments
        var folder: String?
        if let index = rest.firstIndex(of: "--results") {
            guard index + 1 < rest.count else {
                output.errorLine("stepwise results: error: --results needs a folder\n\(usage)")
                return ExitStatus.usage
            }
            folder = rest[index + 1]
            rest.removeSubrange(index...(index + 1))
        }
        let options: PlanInputs.Options
        switch PlanInputs.parseOptions(rest, command: "results", usage: usage) {
        case .success(let value): options = value
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        let inputs: PlanInputs
        switch PlanInputs.load(options) {
        case .success(let value):
            inputs = value.0
            for diagnostic in value.1 { output.errorLine(diagnostic) }
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        }
        let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        let sessions: [SessionLedger]
        do {
            sessions = try SessionLedger.readFolder(ResultsFolder.resolve(folder))
        } catch {
            output.errorLine("\(error)")
            return ExitStatus.usage
        }
        for session in sessions where !session.report.isIntact {
            output.errorLine("\(session.path): warning: \(session.report.problems[0]); run 'stepwise verify'")
        }
        let results = ResultsReplay.replay(
            sessions, plan: plan.scenarios.map { ResultsReplay.Planned(id: $0.id, contentHash: $0.contentHash) })
        if options.format == "json" {
            output.line(json(results, plan: plan).text)
        } else {
            for line in text(results, plan: plan) { output.line(line) }
        }
        output.flush()
        return ExitStatus.success
    }

    static func text(_ results: Results, plan: TestPlan) -> [String] {
        var lines: [String] = []
        var counts: [String: Int] = [:]
        for (scenario, result) in zip(plan.scenarios, results.scenarios) {
            let state = result.state.rawValue + (result.stale ? ", stale" : "")
            counts[result.state.rawValue, default: 0] += 1
            var line = "\(scenario.featureName): \(scenario.name) on \(scenario.platform.isEmpty ? "any platform" : scenario.platform): \(state)"
            if result.state == .conflict {
                line += " (" + result.current.map { "\($0.tester): \($0.verdict)" }.joined(separator: ", ") + ")"
            } else if let latest = result.current.last {
                line += " (\(latest.tester), \(latest.time), session \(latest.session))"
            }
            lines.append(line)
        }
        let summary = ["passed", "failed", "blocked", "skipped", "notApplicable", "conflict", "untested"]
            .compactMap { key in counts[key].map { "\($0) \(key == "notApplicable" ? "not applicable" : key)" } }
        lines.append("\(plan.scenarios.count) planned: " + summary.joined(separator: ", ")
            + ", \(results.scenarios.filter(\.stale).count) stale")
        if !results.unplanned.isEmpty {
            lines.append("\(results.unplanned.count) result(s) for scenarios no longer in the plan: " + results.unplanned.map(\.id).joined(separator: ", "))
        }
        return lines
    }

    static func json(_ results: Results, plan: TestPlan) -> JSONValue {
        func attempt(_ attempt: Attempt) -> JSONValue {
            .object([
                "verdict": .string(attempt.verdict), "tester": .string(attempt.tester), "time": .string(attempt.time),
                "session": .string(attempt.session), "attempt": .int(attempt.attempt), "contentHash": .string(attempt.contentHash),
                "seq": .int(attempt.seq),
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
