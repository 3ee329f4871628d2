import Foundation
import JSON
import Paths
import Reports
import TestPlan

/// `stepwise plan --assign NAME=PATH,… [--assign NAME …] [--save]`: a lead gives each tester
/// their own features and sees each share's size before saving it as the project's team
/// section. A name with paths gets those paths; a name alone is dealt a share of the planned
/// features nobody else has, whole features balanced by steps as `--part` deals them. Testers
/// already in the section and not named keep their shares.
package enum TeamAssigning {
    /// What assigning makes: the team, and each share's planned scenarios.
    package struct Outcome {
        package let team: ResolvedTeam
        /// Each share's planned scenarios, in the team's order.
        package let planned: [[PlannedScenario]]
        /// The planned scenarios of features that are nobody's.
        package let nobodys: [PlannedScenario]
        /// Said on standard error: testers dealt nothing, features nobody has.
        package var warnings: [String] = []
    }

    /// One `--assign` argument: a tester, and their paths as typed, or none to be dealt some.
    struct Request {
        let argument: String
        let name: String
        let paths: [String]?
    }

    package static func assign(_ arguments: [String], selection: PlanInputs.Options) -> Result<Outcome, UsageError> {
        guard selection.part == nil else {
            return .failure(UsageError("stepwise plan: error: --assign deals whole features itself; leave out --part", option: "--part"))
        }
        var requests: [Request] = []
        for argument in arguments {
            switch read(argument) {
            case .success(let request):
                if let same = requests.first(where: { TesterName.key($0.name) == TesterName.key(request.name) }) {
                    return .failure(Self.error("--assign \(argument) names \(same.name) again; give each tester once"))
                }
                requests.append(request)
            case .failure(let error): return .failure(error)
            }
        }
        let file = settingsFile(for: selection.paths)
        let folder = ProjectPath.realPath(PathText.parent(file)) ?? PathText.parent(file)
        var team: TeamAssignment
        switch existingTeam(file) {
        case .success(let found): team = found
        case .failure(let error): return .failure(error)
        }
        for request in requests {
            team = team.without(request.name)
            guard let paths = request.paths else { continue }
            var entries: [TeamAssignment.Entry] = []
            for path in paths {
                switch entry(path, folder: folder) {
                case .success(let written): entries.append(.init(path: written, origin: .argument(request.argument)))
                case .failure(let problem): return .failure(TeamAssignment.Origin.argument(request.argument).error(problem.reason))
                }
            }
            team = team.with(.init(name: request.name, origin: .argument(request.argument), entries: entries))
        }
        return deal(requests.filter { $0.paths == nil }, into: team, selection: selection, folder: folder)
    }

    /// The team with the features nobody has dealt to `requests`, then planned and counted.
    static func deal(_ requests: [Request], into team: TeamAssignment, selection: PlanInputs.Options, folder: String) -> Result<Outcome, UsageError> {
        var team = team
        var resolved: ResolvedTeam
        switch team.resolve() {
        case .success(let value): resolved = value
        case .failure(let error): return .failure(error)
        }
        var options = selection
        options.paths = unique(selection.paths + resolved.shares.flatMap(\.paths))
        let scenarios: [PlannedScenario]
        switch PlanInputs.load(options) {
        case .success(let (inputs, diagnostics)):
            guard diagnostics.isEmpty else { return .failure(UsageError(diagnostics.joined(separator: "\n"))) }
            scenarios = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection).scenarios
        case .failure(let error): return .failure(error)
        }
        var warnings: [String] = []
        if !requests.isEmpty {
            let free = scenarios.filter { resolved.owner(of: $0.uri) == nil }
            let parts = PlanPartition.deal(free, into: requests.count)
            for (index, request) in requests.enumerated() {
                let features = unique(free.filter { parts[$0.id] == index + 1 }.map(\.uri)).sorted()
                guard !features.isEmpty else {
                    warnings.append("stepwise plan: warning: \(request.name) is dealt no feature: fewer features to deal than testers")
                    continue
                }
                var entries: [TeamAssignment.Entry] = []
                for feature in features {
                    let real = ProjectPath.realPath(ProjectPath.readablePath(feature)) ?? feature
                    guard let written = ProjectPath.inside(real, folder) else {
                        return .failure(Self.error("\(feature) is not inside the project's folder \(folder)"))
                    }
                    entries.append(.init(path: written, origin: .argument(request.argument)))
                }
                team = team.with(.init(name: request.name, origin: .argument(request.argument), entries: entries))
            }
            switch team.resolve() {
            case .success(let value): resolved = value
            case .failure(let error): return .failure(error)
            }
        }
        let planned = resolved.shares.map { share in scenarios.filter { resolved.owner(of: $0.uri)?.member.name == share.member.name } }
        let nobodys = scenarios.filter { resolved.owner(of: $0.uri) == nil }
        let nobodysFeatures = Set(nobodys.map(\.uri)).count
        if nobodysFeatures > 0 {
            warnings.append(
                "stepwise plan: warning: \(nobodysFeatures) planned feature\(nobodysFeatures == 1 ? " is" : "s are") assigned to nobody")
        }
        return .success(Outcome(team: resolved, planned: planned, nobodys: nobodys, warnings: warnings))
    }

    /// `Ann Lee=features/a.feature,features/b` or `Ann Lee` alone.
    static func read(_ argument: String) -> Result<Request, UsageError> {
        let equals = argument.firstIndex(of: "=")
        let name = TesterName.tidy(String(argument[..<(equals ?? argument.endIndex)]))
        guard !name.isEmpty else {
            return .failure(
                Self.error("--assign takes a tester's name and their features, as in --assign \"Ann Lee=features/web/component\""))
        }
        guard let equals else { return .success(Request(argument: argument, name: name, paths: nil)) }
        let paths = argument[argument.index(after: equals)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !paths.isEmpty else {
            return .failure(
                Self.error("--assign \(argument) names no features: give paths after =, with commas between, or only the name to deal some"))
        }
        return .success(Request(argument: argument, name: name, paths: paths))
    }

    /// A path as typed here, as the team section writes it: from the settings' folder. Why
    /// not, when it names nothing there.
    static func entry(_ typed: String, folder: String) -> Result<String, TeamAssignment.PathProblem> {
        // A glob is kept as a glob: its folders before the first pattern are found now.
        let pieces = typed.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let literal = TeamAssignment.isGlob(typed) ? pieces.prefix { !TeamAssignment.isGlob($0) }.joined(separator: "/") : typed
        let rest = TeamAssignment.isGlob(typed) ? pieces.drop { !TeamAssignment.isGlob($0) }.joined(separator: "/") : ""
        guard let real = ProjectPath.realPath(literal.isEmpty ? "." : literal) else {
            return .failure(TeamAssignment.PathProblem("\(typed): no such file or folder"))
        }
        guard real != folder else {
            return rest.isEmpty ? .failure(TeamAssignment.PathProblem("\(typed) is the whole project; name its features")) : .success(rest)
        }
        guard let inside = ProjectPath.inside(real, folder) else {
            return .failure(TeamAssignment.PathProblem("\(typed) is not inside the project, \(folder), where \(ProjectConfig.fileName) is"))
        }
        return .success(rest.isEmpty ? inside : PathText.join(inside, rest))
    }

    /// The settings file the team goes in: the nearest `stepwise.json` up from the planned
    /// features, else a new one in their project's folder (the one with `.git` or `features`).
    static func settingsFile(for paths: [String]) -> String {
        let here = ProjectPath.realPath(".") ?? FileManager.default.currentDirectoryPath
        let folder = PlanInputs.firstFolder(paths) ?? here
        return ProjectConfig.nearest(from: folder) ?? PathText.join(ProjectPath.root(from: folder) ?? here, ProjectConfig.fileName)
    }

    static func existingTeam(_ file: String) -> Result<TeamAssignment, UsageError> {
        guard FileManager.default.fileExists(atPath: file) else { return .success(TeamAssignment(members: [], file: file)) }
        return ProjectConfig.read(file).map { $0.team ?? TeamAssignment(members: [], file: file) }
    }

    static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    static func error(_ problem: String) -> UsageError { UsageError("stepwise plan: error: \(problem)", option: "--assign") }
}
