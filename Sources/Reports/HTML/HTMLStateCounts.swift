/// How many scenarios of a group (or of the whole report) are in each state, and how many
/// of them are stale: the numbers behind a chart and its table.
struct HTMLStateCounts {
    private(set) var counts: [HTMLResultKind: Int] = [:]
    private(set) var total = 0

    init(_ scenarios: [ReportScenario]) {
        for scenario in scenarios {
            counts[HTMLResultKind(scenario.state), default: 0] += 1
            if scenario.stale { counts[.stale, default: 0] += 1 }
        }
        total = scenarios.count
    }

    subscript(kind: HTMLResultKind) -> Int { counts[kind] ?? 0 }

    /// "4 scenarios: 2 passed, 1 failed, …, 0 conflict, 1 stale": every number, in words.
    var sentence: String {
        let parts = (HTMLResultKind.states + [.stale]).map { "\(self[$0]) \($0.word)" }
        return HTMLWords.count(total, "scenario") + ": " + parts.joined(separator: ", ")
    }
}
