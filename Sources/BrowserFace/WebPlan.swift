import TestPlan
import Workflows

/// Today's plan from the criteria `serve` was given, for the pages that offer a choice of it
/// (platforms and components) or count it.
package struct WebPlan {
    package struct Component: Equatable {
        /// The feature's name.
        package let name: String
        /// The path to plan it from, as `run` takes it.
        package let path: String
        package let scenarios: Int
    }

    package let scenarios: [PlannedScenario]
    /// `file:line:column: error: …` for criteria that did not parse.
    package let problems: [String]

    package static func load(_ app: WebApp) -> Result<WebPlan, UsageError> {
        let options: PlanInputs.Options
        switch PlanInputs.parseOptions(app.planArguments, command: "serve", usage: "") {
        case .success(let value): options = value
        case .failure(let error): return .failure(error)
        }
        switch PlanInputs.load(options) {
        case .success(let (inputs, diagnostics)):
            let plan = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
            return .success(WebPlan(scenarios: plan.scenarios, problems: diagnostics))
        case .failure(let error): return .failure(error)
        }
    }

    /// The pages of the sample the plan has scenarios on, in plan order: what the start form
    /// offers (a session tests one page, or every page).
    package var pages: [String] {
        scenarios.compactMap(\.page).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The pages of the sample the plan has scenarios on for `platform`, in plan order.
    package func pages(on platform: String) -> [String] {
        scenarios.filter { $0.platform == platform }.compactMap(\.page).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The features a session on `platform` can be started on, each in the folder it is in
    /// below the criteria `serve` was given.
    package func choices(on platform: String, _ app: WebApp) -> FeatureChoices {
        FeatureChoices(scenarios, platform: platform, folders: app.settings.paths.map(ProjectPath.identity))
    }

    /// The platforms planned, in plan order.
    package var platforms: [String] {
        scenarios.map(\.platform).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// One entry per feature file, in plan order, with its scenarios counted over every platform.
    package var components: [Component] {
        var order: [String] = []
        var names: [String: String] = [:]
        var counts: [String: Int] = [:]
        for scenario in scenarios {
            let path = ProjectPath.split(ProjectPath.readablePath(scenario.uri)).file
            if names[path] == nil {
                order.append(path)
                names[path] = scenario.featureName
            }
            counts[path, default: 0] += 1
        }
        return order.map { Component(name: names[$0] ?? $0, path: $0, scenarios: counts[$0] ?? 0) }
    }
}
