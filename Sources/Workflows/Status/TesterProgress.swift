import Ledger
import TestPlan

/// `stepwise status --by-tester` in a project with a team section: how far each tester's own
/// features have got, measured against their assignment rather than against what they happen
/// to have recorded — each planned scenario of their features counted once, in its state, on
/// every platform planned, with who recorded the verdicts (a colleague may have helped). Then
/// what people without an assignment recorded, and what is planned but nobody's.
package struct TesterProgress {
    /// One tester's share.
    package struct Share {
        package let name: String
        package let features: Int
        package var counts = StatusCounts()
        /// Current verdicts in the share, by who gave them (as their name is first spelled).
        package var recorders: [(name: String, scenarios: Int)] = []
        /// The share's planned features without any verdict yet.
        package var notStarted: [String] = []
    }

    package var shares: [Share] = []
    /// Testers the team does not name, each with the counts of their own current verdicts.
    package var unassigned: [(name: String, counts: StatusCounts)] = []
    /// The planned features that are nobody's, and how their scenarios stand.
    package var nobodysFeatures = 0
    package var nobodys = StatusCounts()

    /// `status --by-tester`'s lines for `loaded`: against the team section of the project its
    /// paths are in, or, without one, each tester's current verdicts (`StatusByTester`).
    package static func lines(_ loaded: PlannedResults) -> Result<[String], UsageError> {
        TeamSelection.team(for: loaded.options.paths).map { team in
            guard let team else { return StatusByTester.render(loaded.results.scenarios) }
            return gather(loaded.plan.scenarios, results: loaded.results.scenarios, team: team).lines
        }
    }

    /// Gathers the progress of `results` (one per planned scenario, in plan order).
    package static func gather(_ scenarios: [PlannedScenario], results: [ScenarioResult], team: ResolvedTeam) -> TesterProgress {
        var progress = TesterProgress()
        progress.shares = team.shares.map { Share(name: $0.member.name, features: $0.features.count) }
        let index = Dictionary(uniqueKeysWithValues: team.shares.enumerated().map { (TesterName.key($0.element.member.name), $0.offset) })
        var recorded: [Int: [String: (name: String, scenarios: Int)]] = [:]
        var strangers: [String: (name: String, counts: StatusCounts)] = [:]
        var started: [String: Bool] = [:]
        var nobodysFeatures = Set<String>()
        for (scenario, result) in zip(scenarios, results) {
            started[scenario.uri, default: false] = started[scenario.uri, default: false] || !result.current.isEmpty
            let owner = team.owner(of: scenario.uri).flatMap { index[TesterName.key($0.member.name)] }
            if let owner {
                progress.shares[owner].counts.add(result.state, stale: result.stale)
            } else {
                nobodysFeatures.insert(scenario.uri)
                progress.nobodys.add(result.state, stale: result.stale)
            }
            for attempt in result.current {
                let key = TesterName.key(attempt.tester)
                // A tester of the team by the team's spelling of their name, others as they first typed it.
                let name = index[key].map { progress.shares[$0].name } ?? attempt.tester
                if let owner { recorded[owner, default: [:]][key, default: (name, 0)].scenarios += 1 }
                if index[key] == nil {
                    strangers[key, default: (attempt.tester, StatusCounts())].counts.add(ScenarioResult.State(attempt.verdict), stale: result.stale)
                }
            }
        }
        for owner in progress.shares.indices {
            progress.shares[owner].recorders = (recorded[owner] ?? [:]).values.sorted { ($1.scenarios, $0.name) < ($0.scenarios, $1.name) }
            let planned = Set(team.shares[owner].features).intersection(started.keys)
            progress.shares[owner].notStarted = planned.filter { started[$0] == false }.sorted()
        }
        progress.unassigned = strangers.values.sorted { TesterName.key($0.name) < TesterName.key($1.name) }
        progress.nobodysFeatures = nobodysFeatures.count
        return progress
    }

    /// As `status` says it: a line for each tester's share, with who recorded it and what is
    /// not started under it; a line for each tester without one; the planned features that are
    /// nobody's.
    package var lines: [String] {
        var lines: [String] = []
        for share in shares {
            lines.append("\(share.name) (\(Self.count(share.features, "feature")) assigned): \(Self.scenarios(share.counts))")
            if !share.recorders.isEmpty {
                lines.append("  Recorded by: " + share.recorders.map { "\($0.name) \(Self.count($0.scenarios, "scenario"))" }.joined(separator: ", "))
            }
            if share.counts.planned > 0, share.counts.planned == share.counts.untested {
                lines.append("  Not started.")
            } else if !share.notStarted.isEmpty {
                let named = share.notStarted.prefix(Self.named).joined(separator: ", ")
                let more = share.notStarted.count > Self.named ? " and \(share.notStarted.count - Self.named) more" : ""
                lines.append("  Not started (\(Self.count(share.notStarted.count, "feature"))): \(named)\(more)")
            }
        }
        for tester in unassigned { lines.append("\(tester.name) (no assignment): \(Self.scenarios(tester.counts))") }
        if nobodysFeatures > 0 {
            lines.append("Assigned to nobody (\(Self.count(nobodysFeatures, "feature"))): \(Self.scenarios(nobodys))")
        }
        return lines
    }

    /// How many of a share's features not started are named.
    static let named = 5

    static func scenarios(_ counts: StatusCounts) -> String {
        "\(count(counts.planned, "scenario")), \(StatusText.counts(counts))"
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
