import Foundation

/// Which features a tester plans in a project whose `stepwise.json` has a team section: their
/// own, by their name, when they ask for the project's features as a whole — no path, or the
/// `features` folder itself (`stepwise run --tester "Ann Lee"`, `stepwise run features`, the
/// browser's start form with no component chosen). Any other path is taken as given: naming
/// features is choosing them, so Ann can still test a colleague's component when asked to.
/// `--tags`, `--name`, `--wcag`, `--page` and `--part` narrow within the share, as they narrow
/// any plan.
package enum TeamSelection {
    /// Whether the team decides what `paths` plan: they are the project's features folder.
    package static func applies(to paths: [String]) -> Bool {
        guard paths.count == 1, !paths[0].contains(":") else { return false }
        return ProjectPath.identity(paths[0]) == PlanInputs.defaultFeatures
    }

    /// The team of the project `paths` are in, its paths found; nil when its settings have no
    /// team section. Settings that cannot be read are an error: the share cannot be known.
    package static func team(for paths: [String]) -> Result<ResolvedTeam?, UsageError> {
        let folder = PlanInputs.firstFolder(paths) ?? FileManager.default.currentDirectoryPath
        switch ProjectConfig.load(from: folder) {
        case .failure(let error): return .failure(error)
        case .success(let config):
            guard let team = config.team else { return .success(nil) }
            return team.resolve().map { $0 }
        }
    }

    /// `options` planning `tester`'s share of `team` (unchanged when they have none), and the
    /// line that tells them which it is.
    package static func narrow(_ options: inout PlanInputs.Options, tester: String, team: ResolvedTeam) -> String {
        guard let share = team.share(for: tester) else {
            return "\(TesterName.tidy(tester)) has no share in \(ProjectConfig.fileName)'s team: every feature in \(options.paths[0]) is planned."
        }
        options.paths = share.paths
        return "\(share.member.name)'s assignment: \(count(share.features.count, "feature")), from \(ProjectConfig.fileName)'s team."
    }

    /// `plan --tester NAME`: the tester's share planned instead of the project's features, and
    /// the line that says so; an error when other paths are given, or there is no team.
    package static func plan(shareOf tester: String, _ options: inout PlanInputs.Options) -> Result<String, UsageError> {
        guard applies(to: options.paths) else {
            return .failure(
                UsageError("stepwise plan: error: --tester plans a tester's share of the project's features: leave out the paths", option: "--tester")
            )
        }
        return team(for: options.paths).flatMap { team in
            guard let team else {
                return .failure(
                    UsageError(
                        "stepwise plan: error: --tester: \(ProjectConfig.fileName) has no team section; make one with plan --assign",
                        option: "--tester"))
            }
            return .success(narrow(&options, tester: tester, team: team))
        }
    }

    /// What a session says when the paths given plan features outside the tester's share:
    /// that their assignment is not what they are testing. Nothing when they have none, or the
    /// features planned are all theirs.
    package static func overridden(paths: [String], tester: String, planned features: Set<String>) -> String? {
        guard case .success(let team?) = team(for: paths), let share = team.share(for: tester),
            !features.isSubset(of: Set(share.features))
        else { return nil }
        return "Testing the features named, not only \(share.member.name)'s assignment (\(count(share.features.count, "feature")))."
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
