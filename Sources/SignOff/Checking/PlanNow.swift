import Conformance

/// A sign-off's selection planned again from today's features: which scenarios it plans, and
/// how their steps map to WCAG criteria at the sign-off's target level. The sign-off checks
/// cannot plan (they read ledgers and manifests only); the command that runs them can.
public struct PlanNow: Sendable {
    public let scenarios: Set<String>
    /// Nil when the sign-off recorded no conformance claims.
    public let map: ConformanceMap?
    /// Why the recorded selection cannot be planned at all (a tag expression that does not
    /// read, say); nil when it was planned. A sign-off plans its selection before recording
    /// it, so such a selection was written by someone else, and the sign-off cannot hold.
    public let refusal: String?

    public init(scenarios: Set<String>, map: ConformanceMap?) {
        self.scenarios = scenarios
        self.map = map
        self.refusal = nil
    }

    /// A selection that cannot be planned, and why.
    public init(refusal: String) {
        self.scenarios = []
        self.map = nil
        self.refusal = refusal
    }
}
