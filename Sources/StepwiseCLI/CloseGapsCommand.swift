import Conformance
import Foundation
import Ledger
import Paths
import Reports
import TestPlan
import WCAG
import Workflows

/// `stepwise plan --close-gaps PATH… [selection] [--results DIR] [--level A|AA|AAA]
/// [--from PATH…]`: the fewest scenarios to test so that, once they pass, the claims over the
/// selection have no gap (`GapClosing`). Scenarios of the selection whose checks of a gap are
/// untested come first; gaps the selection has no check of are covered from `--from`
/// (default: the features folder), and gaps nothing checks are named for an auditor's decision.
enum CloseGapsCommand {
    /// What `run --close-gaps` takes besides a session's options.
    static let options = [CommandOption("--level", .value("A|AA|AAA")), CommandOption("--from", .values("PATH"))]
    static let table = OptionTable(
        command: "plan --close-gaps", operands: "[PATH...]",
        options: PlanInputs.selectionOptions(for: "close-gaps") + [CommandOption("--results", .value("DIR"))] + options,
        notes: [
            "The selection is the one the ACR is exported with; --from: where to find scenarios that check what the",
            "selection does not (default: features)",
        ])
    static var usage: String { table.usage }

    /// What the chosen scenarios are, for `run --close-gaps` to test them.
    struct Chosen {
        var scenarios: [PlannedScenario]
        var plan: GapClosing.Plan
        /// The step library the selection was planned with, if one was named.
        var steps: String?
        /// The selection as it was given (paths and options), for the export that takes the
        /// chosen scenarios in.
        var selection: [String] = []
        /// The selection's project folder (a real path): a scenario's `uri` is its file's name
        /// from there.
        var projectRoot: String?

        /// A scenario's file as a path that works from the working folder: the project's name
        /// for it, joined to the project's folder, and relative to the working folder when below it.
        func place(_ scenario: PlannedScenario) -> String {
            guard let projectRoot else { return "\(scenario.uri):\(scenario.line)" }
            let path = PathText.join(projectRoot, scenario.uri)
            let here = ProjectPath.realPath(".") ?? FileManager.default.currentDirectoryPath
            return (ProjectPath.inside(path, here) ?? path) + ":\(scenario.line)"
        }

        /// The arguments that plan exactly the chosen scenarios: each by its place, on the
        /// platforms chosen, with the same step library.
        var planArguments: [String] {
            var places: [String] = []
            var platforms: [String] = []
            for scenario in scenarios {
                // The file as it was read from here: `uri` is the project's name for it.
                let place = place(scenario)
                if !places.contains(place) { places.append(place) }
                if !scenario.platform.isEmpty, !platforms.contains(scenario.platform) { platforms.append(scenario.platform) }
            }
            return places + (platforms.isEmpty ? [] : ["--platform", platforms.joined(separator: ",")]) + (steps.map { ["--steps", $0] } ?? [])
        }
    }

    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let parsed: ParsedArguments
        switch table.read(arguments, output: output) {
        case .success(let value): parsed = value
        case .failure(let exit): return exit.status
        }
        switch choose(table.selectionArguments(parsed), parsed: parsed, command: table.command, output: output) {
        case .failure(let error):
            output.errorLine(error.message)
            return ExitStatus.usage
        case .success(let chosen):
            for line in lines(chosen) { output.shownLine(line) }
            output.flush()
            return ExitStatus.success
        }
    }

    /// Works the choice out: the selection's claims from the results, then `GapClosing`.
    /// - Parameters:
    ///   - rest: the selection and `--results`, as `plan` takes them;
    ///   - parsed: the command's arguments, for `--level` and `--from`.
    static func choose(_ rest: [String], parsed: ParsedArguments, command: String, output: CommandOutput) -> Result<Chosen, UsageError> {
        let from = parsed.all("--from")
        var level = WCAGCriterion.Level.aa
        if let value = parsed.value("--level") {
            guard let chosen = WCAGCriterion.Level(rawValue: value.uppercased()) else {
                return .failure(UsageError("stepwise \(command): error: --level must be A, AA or AAA\n\(usage)", option: "--level"))
            }
            level = chosen
        }
        let loaded: PlannedResults
        switch PlannedResults.load(rest, command: command, usage: usage, output: output, withRecords: true) {
        case .success(let value): loaded = value
        case .failure(let error): return .failure(error)
        }
        let scope = ConformanceMap(plan: loaded.plan.scenarios, target: level)
        let verdicts = CurrentStepVerdicts.gather(loaded.sessions, results: loaded.results)
        // The engines' results count as in every report: an undecided one is a check to review.
        let automated = AutomatedResults.gather(loaded.sessions).checks(in: scope.parts)
        let claims = ConformanceClaims(
            map: scope, results: scope.checks.map { verdicts[$0.scenario]?.result(step: $0.step) ?? CheckResult(.untested) },
            decisions: AuditorDecisions.gather(loaded.sessions), automated: automated)
        let outcomes = scope.checks.map { verdicts[$0.scenario]?.outcome(step: $0.step) ?? .untested }

        // The candidates: the --from paths, else the features folder of the selection's project
        // (from any working folder), on the same platforms and with the same steps.
        var poolArguments = from.isEmpty ? projectFeatures(loaded.options.paths) : from
        if let platform = loaded.options.platform { poolArguments += ["--platform", platform] }
        if let steps = loaded.options.steps { poolArguments += ["--steps", steps] }
        var pool: [PlannedScenario] = []
        if case .success(let options) = PlanInputs.parseOptions(poolArguments, command: command, usage: usage, defaultPaths: ["features"]),
            case .success(let (inputs, _)) = PlanInputs.load(options)
        {
            let parts = Set(scope.parts)
            pool = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection).scenarios
                .filter { parts.contains(ProductPart(platform: $0.platform)) }
        } else if !from.isEmpty {
            return .failure(UsageError("stepwise \(command): error: --from \(from.joined(separator: " ")): no features to choose from"))
        }
        let candidates = ConformanceMap(plan: pool, target: level)
        let plan = GapClosing.plan(claims: claims, scope: scope, outcomes: outcomes, candidates: candidates, automated: automated)
        var byID: [String: PlannedScenario] = [:]
        for scenario in pool + loaded.plan.scenarios { byID[scenario.id] = scenario }
        return .success(
            Chosen(
                scenarios: plan.picks.compactMap { byID[$0.scenario] }, plan: plan, steps: loaded.options.steps, selection: rest,
                projectRoot: PlanInputs.firstFolder(loaded.options.paths).flatMap { ProjectPath.root(from: $0) }))
    }

    /// The `features` folder of the project the first path is in; nil falls back to
    /// `features` in the working folder.
    static func projectFeatures(_ paths: [String]) -> [String] {
        guard let start = PlanInputs.firstFolder(paths), let root = ProjectPath.root(from: start) else { return [] }
        let features = PathText.join(root, "features")
        return FileManager.default.fileExists(atPath: features) ? [features] : []
    }

    /// The choice in words: how many gaps, each scenario with what it settles, what nothing
    /// settles, and the command that tests them.
    static func lines(_ chosen: Chosen) -> [String] {
        let plan = chosen.plan
        guard !plan.gaps.isEmpty else {
            return ["The claims have no gap: every criterion has a level resting on tested checks or an auditor's decision."]
        }
        var lines: [String] = []
        let perPart = ProductPart.allCases.compactMap { part -> String? in
            let count = plan.gaps.filter { $0.part == part }.count
            return count == 0 ? nil : "\(part.title) \(count)"
        }
        lines.append("\(plan.gaps.count) gap\(plan.gaps.count == 1 ? "" : "s") (\(perPart.joined(separator: ", "))).")
        if !chosen.scenarios.isEmpty {
            lines.append(
                "Test these \(chosen.scenarios.count) scenario\(chosen.scenarios.count == 1 ? "" : "s"); once they pass, "
                    + (plan.unreachable.isEmpty && plan.toReview.isEmpty ? "no gap is left:" : "only the gaps named after them are left:"))
            for (number, (scenario, pick)) in zip(chosen.scenarios, plan.picks).enumerated() {
                let settles = ProductPart.allCases.compactMap { part -> String? in
                    let numbers = pick.settles.filter { $0.part == part }.map(\.criterion)
                    return numbers.isEmpty ? nil : numbers.joined(separator: ", ") + " (\(part.title))"
                }
                lines.append(
                    "  \(number + 1). \(scenario.uri):\(scenario.line) \(scenario.featureName), \(scenario.name) on \(PlatformChoice.title(scenario.platform))"
                        + (pick.inScope ? "" : " (not in the selection)") + ": settles " + settles.joined(separator: "; "))
            }
        }
        if !plan.unreachable.isEmpty {
            let named = plan.unreachable.map { "\($0.criterion) (\($0.part.title))" }
            lines.append(
                "No scenario checks \(named.joined(separator: ", ")): an auditor's decision settles \(named.count == 1 ? "it" : "them") "
                    + "(\(Invocation.command) decide), or a feature that checks \(named.count == 1 ? "it" : "them").")
        }
        if !plan.toReview.isEmpty {
            let named = plan.toReview.map { "\($0.criterion) (\($0.part.title))" }
            lines.append(
                "An engine's results wait for a person on \(named.joined(separator: ", ")): judge them with \(Invocation.command) run --review.")
        }
        var platforms: [String] = []
        for scenario in chosen.scenarios where !platforms.contains(scenario.platform) { platforms.append(scenario.platform) }
        // `run --close-gaps` tests exactly these (a place alone would bring in the scenario's
        // other pages too); a session tests one platform.
        var selection: [String] = []
        var index = 0
        while index < chosen.selection.count {
            if chosen.selection[index] == "--platform" {
                index += 2
                continue
            }
            selection.append(chosen.selection[index])
            index += 1
        }
        for platform in platforms {
            lines.append(
                "Test them\(platforms.count > 1 ? " on " + PlatformChoice.title(platform) : "") with: \(Invocation.command) run --close-gaps "
                    + selection.map(Invocation.quoted).joined(separator: " ") + (platform.isEmpty ? "" : " --platform \(platform)"))
        }
        // Scenarios brought in from outside the selection count in an ACR only when it takes them in.
        let outside = zip(chosen.scenarios, plan.picks).filter { !$0.1.inScope }.map { Invocation.quoted(chosen.place($0.0)) }
        if !outside.isEmpty {
            var unique: [String] = []
            for place in outside where !unique.contains(place) { unique.append(place) }
            lines.append(
                "Then make the ACR with them in its selection: \(Invocation.command) export --format acr "
                    + (chosen.selection.map(Invocation.quoted) + unique).joined(separator: " "))
        }
        return lines
    }
}
