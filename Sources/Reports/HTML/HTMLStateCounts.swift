import Ledger

/// How many scenarios of a group (or of the whole report) are in each state, and how many
/// of them are stale: the numbers behind a chart and its table.
struct HTMLStateCounts {
    /// By `HTMLResultKind.ordinal`.
    private var counts = [Int](repeating: 0, count: HTMLResultKind.allCases.count)
    private(set) var total = 0

    init(_ scenarios: [ReportScenario]) {
        for scenario in scenarios { add(scenario.state, stale: scenario.stale) }
    }

    /// The scenarios at these indexes into the report's, without copying them out.
    init<Indexes: Sequence<Int>>(_ indexes: Indexes, of report: Report) {
        report.scenarios.withUnsafeBufferPointer { scenarios in
            for index in indexes { add(scenarios[index].state, stale: scenarios[index].stale) }
        }
    }

    /// A number of untested scenarios and nothing else: a folder of features nobody has tested.
    init(untested: Int) {
        counts[HTMLResultKind.untested.ordinal] = untested
        total = untested
    }

    private mutating func add(_ state: ScenarioResult.State, stale: Bool) {
        counts[HTMLResultKind(state).ordinal] += 1
        if stale { counts[HTMLResultKind.stale.ordinal] += 1 }
        total += 1
    }

    subscript(kind: HTMLResultKind) -> Int { counts[kind.ordinal] }

    /// "4 scenarios: 2 passed, 1 failed, …, 0 conflict, 1 stale": every number, in words.
    var sentence: String {
        let parts = (HTMLResultKind.states + [.stale]).map { "\(self[$0]) \($0.word)" }
        return HTMLWords.count(total, "scenario") + ": " + parts.joined(separator: ", ")
    }
}
