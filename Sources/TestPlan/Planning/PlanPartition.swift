/// A plan's scenarios dealt to N testers (`--part K/N`) as teams share work: by whole features
/// (components), so each tester sets up only their own components, balanced by steps so each
/// part is about as long. The deal is the same on every machine — it depends only on each
/// feature's project-relative name and its step counts, never on file order, paths or time.
/// Together the N parts are the whole plan, each feature in exactly one; with fewer features
/// than testers, some parts are empty.
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

    /// Which part (from 1) each scenario id is dealt to. Features largest first (ties by name),
    /// each to the part with the fewest steps so far (ties to the lower part): the classic
    /// greedy balance, within one feature of perfect.
    public static func deal(_ scenarios: [PlannedScenario], into parts: Int) -> [String: Int] {
        let byFeature = Dictionary(grouping: scenarios, by: \.uri)
        let weights = byFeature.mapValues { $0.reduce(0) { $0 + $1.steps.count } }
        let ordered = weights.keys.sorted { (weights[$1]!, $0) < (weights[$0]!, $1) }
        var load = [Int](repeating: 0, count: parts)
        var assignment: [String: Int] = [:]
        for feature in ordered {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) } ?? 0
            load[lightest] += weights[feature]!
            for scenario in byFeature[feature, default: []] { assignment[scenario.id] = lightest + 1 }
        }
        return assignment
    }

    /// The scenarios of this part, in plan order.
    public func select(_ scenarios: [PlannedScenario]) -> [PlannedScenario] {
        let assignment = Self.deal(scenarios, into: of)
        return scenarios.filter { assignment[$0.id] == part }
    }
}
