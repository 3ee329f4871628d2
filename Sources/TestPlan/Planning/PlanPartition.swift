/// A plan's scenarios dealt to N testers (`--part K/N`): each platform's scenarios are shared
/// out on their own, so that every tester of a platform gets a part of about the same number
/// of steps, and the deal is the same on every machine — it depends only on scenario ids and
/// step counts, never on file order, paths or time. Together the N parts are the whole plan,
/// each scenario in exactly one.
public struct PlanPartition: Sendable, Hashable {
    /// From 1.
    public let part: Int
    public let of: Int

    public init?(part: Int, of: Int) {
        guard of >= 1, part >= 1, part <= of else { return nil }
        self.part = part
        self.of = of
    }

    /// `"2/3"`; nil for anything else.
    public init?(_ text: String) {
        let pieces = text.split(separator: "/", omittingEmptySubsequences: false)
        guard pieces.count == 2, let part = Int(pieces[0]), let of = Int(pieces[1]) else { return nil }
        self.init(part: part, of: of)
    }

    /// Which part (from 1) each scenario id is dealt to. Largest scenarios first (ties by id),
    /// each to the part with the fewest steps so far (ties to the lower part): the classic
    /// greedy balance, within one step of the longest scenario of perfect.
    public static func deal(_ scenarios: [PlannedScenario], into parts: Int) -> [String: Int] {
        var assignment: [String: Int] = [:]
        let byPlatform = Dictionary(grouping: scenarios, by: \.platform)
        for platform in byPlatform.keys.sorted() {
            var load = [Int](repeating: 0, count: parts)
            let ordered = byPlatform[platform, default: []].sorted { ($1.steps.count, $0.id) < ($0.steps.count, $1.id) }
            for scenario in ordered {
                let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) } ?? 0
                load[lightest] += scenario.steps.count
                assignment[scenario.id] = lightest + 1
            }
        }
        return assignment
    }

    /// The scenarios of this part, in plan order.
    public func select(_ scenarios: [PlannedScenario]) -> [PlannedScenario] {
        let assignment = Self.deal(scenarios, into: of)
        return scenarios.filter { assignment[$0.id] == part }
    }
}
