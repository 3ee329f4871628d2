/// `stepwise status --by-tester`: how far each tester has got, from each tester's current
/// verdicts — one line per tester (sorted by name), then the scenarios nobody has tested.
/// A scenario two testers disagree on counts for each of them, with their own verdict.
public enum StatusByTester {
    public static func render(_ results: [ScenarioResult]) -> [String] {
        var byTester: [String: StatusCounts] = [:]
        var untested = 0
        for result in results {
            if result.current.isEmpty {
                untested += 1
                continue
            }
            for attempt in result.current {
                let state = ScenarioResult.State(attempt.verdict)
                byTester[attempt.tester, default: StatusCounts()].add(state, stale: result.stale)
            }
        }
        var lines = byTester.keys.sorted().map { tester -> String in
            let counts = byTester[tester]!
            return "\(tester): \(counts.planned) scenario\(counts.planned == 1 ? "" : "s"), \(StatusText.counts(counts))"
        }
        lines.append("Nobody yet: \(untested) scenario\(untested == 1 ? "" : "s") untested")
        return lines
    }
}
