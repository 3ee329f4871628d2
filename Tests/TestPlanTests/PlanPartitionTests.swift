import Gherkin
import TestPlan
import Testing

@Suite("Dealing a plan to testers (--part K/N)")
struct PlanPartitionTests {
    /// Eight features of one to three scenarios of 1 to 6 steps each, on iOS and Android.
    private static func plan() throws -> [PlannedScenario] {
        var sources: [PlanSource] = []
        for feature in 1...8 {
            var text = "@native\nFeature: F\(feature)\n"
            for index in 1...(feature % 3 + 1) {
                text += "  Scenario: S\(index)\n" + (0..<((feature + index) % 6 + 1)).map { "    Given step \($0) of \(index)\n" }.joined()
            }
            let ids = IdGenerator()
            let uri = "features/f\(feature).feature"
            guard case .success(let document) = GherkinParser.parse(text, uri: uri, ids: ids) else { throw CancellationError() }
            sources.append(PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri)))
        }
        return Planner.plan(sources, library: StepLibrary(definitions: []), selection: PlanSelection()).scenarios
    }

    @Test("the parts are the whole plan, each feature whole in one part, balanced by steps")
    func wholeAndBalanced() throws {
        let plan = try Self.plan()
        let featureSteps = Dictionary(grouping: plan, by: \.uri).mapValues { $0.reduce(0) { $0 + $1.steps.count } }
        for parts in 1...5 {
            let shares = (1...parts).map { PlanPartition(part: $0, of: parts)!.select(plan) }
            #expect(shares.map(\.count).reduce(0, +) == plan.count)
            #expect(Set(shares.flatMap { $0.map(\.id) }).count == plan.count)
            // No feature is split: two testers never both set up one component.
            let featuresPerPart = shares.map { Set($0.map(\.uri)) }
            for (index, features) in featuresPerPart.enumerated() {
                for other in featuresPerPart[(index + 1)...] { #expect(features.isDisjoint(with: other), "\(parts) parts share a feature") }
            }
            let loads = shares.map { $0.map(\.steps.count).reduce(0, +) }
            #expect((loads.max() ?? 0) - (loads.min() ?? 0) <= featureSteps.values.max() ?? 0, "\(parts) parts: \(loads)")
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
