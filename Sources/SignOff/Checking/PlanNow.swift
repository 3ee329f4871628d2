import Conformance

/// A sign-off's selection planned again from today's features: which scenarios it plans, and
/// how their steps map to WCAG criteria at the sign-off's target level. The sign-off checks
/// cannot plan (they read ledgers and manifests only); the command that runs them can.
public struct PlanNow: Sendable {
    public let scenarios: Set<String>
    /// Nil when the sign-off recorded no conformance claims.
    public let map: ConformanceMap?

    public init(scenarios: Set<String>, map: ConformanceMap?) {
        self.scenarios = scenarios
        self.map = map
    }
}
