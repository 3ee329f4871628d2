/// What to test: every selected scenario on every platform, with guidance for each step,
/// and the steps the library does not cover.
public struct TestPlan: Sendable {
    public let scenarios: [PlannedScenario]
    /// Distinct step texts without a definition, with where they are used.
    public let undefined: [UnguidedStep]
    /// Distinct step texts that more than one definition matches.
    public let ambiguous: [UnguidedStep]

    /// A step text the library cannot guide, and where it occurs.
    public struct UnguidedStep: Sendable, Hashable {
        public let text: String
        /// `uri:line` of each occurrence, in plan order.
        public let places: [String]
        /// For an ambiguous step, the definitions that match it (`file:line`).
        public let definitions: [String]
    }

    /// Features, in the order first planned.
    public var featureNames: [String] {
        var seen: [String] = []
        var known = Set<String>()
        for scenario in scenarios where known.insert(scenario.featureName).inserted { seen.append(scenario.featureName) }
        return seen
    }
}
