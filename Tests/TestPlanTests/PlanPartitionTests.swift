import Gherkin
import TestPlan
import Testing

@Suite("Dealing a plan to testers (--part K/N)")
struct PlanPartitionTests {
    /// Twelve scenarios of 1 to 6 steps, on iOS and Android.
    private static func plan() throws -> [PlannedScenario] {
        var text = "@native\nFeature: F\n"
        for index in 1...12 {
            text += "  Scenario: S\(index)\n" + (0..<(index % 6 + 1)).map { "    Given step \($0) of \(index)\n" }.joined()
        }
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "features/f.feature", ids: ids) else { throw CancellationError() }
        return Planner.plan(
            [
                PlanSource(
                    uri: "features/f.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "features/f.feature"))
            ],
            library: StepLibrary(definitions: []), selection: PlanSelection()
        ).scenarios
    }

    @Test("the parts are the whole plan, each scenario in one, each platform balanced by steps")
    func wholeAndBalanced() throws {
        let plan = try Self.plan()
        for parts in 1...5 {
            let shares = (1...parts).map { PlanPartition(part: $0, of: parts)!.select(plan) }
            #expect(shares.map(\.count).reduce(0, +) == plan.count)
            #expect(Set(shares.flatMap { $0.map(\.id) }).count == plan.count)
            let longest = plan.map(\.steps.count).max() ?? 0
            for platform in ["ios", "android"] {
                let loads = shares.map { $0.filter { $0.platform == platform }.map(\.steps.count).reduce(0, +) }
                #expect((loads.max() ?? 0) - (loads.min() ?? 0) <= longest, "\(parts) parts on \(platform): \(loads)")
            }
        }
    }

    @Test("the deal depends only on the scenarios, not on their order")
    func sameEverywhere() throws {
        let plan = try Self.plan()
        #expect(PlanPartition.deal(plan, into: 3) == PlanPartition.deal(plan.reversed(), into: 3))
    }

    @Test("K/N is read as a part of N testers; nonsense is refused")
    func parsing() {
        #expect(PlanPartition("2/3") == PlanPartition(part: 2, of: 3))
        for text in ["0/3", "4/3", "3", "a/b", "1/0", "-1/2", ""] { #expect(PlanPartition(text) == nil, "\(text)") }
    }
}
