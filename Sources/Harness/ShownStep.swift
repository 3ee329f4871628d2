/// The step a session is waiting on, as a page lays it out (`stepwise serve`): the terminal
/// gets the same facts as lines from `GuidedSession.advance`.
public struct ShownStep: Sendable, Equatable {
    /// The scenario's place in the session's plan.
    public let scenarioIndex: Int
    public let attempt: Int
    public let stepIndex: Int
    /// Whether the guidance is given in full this time (`--guidance`'s rule: the first time its
    /// definition comes up, always, or never); a page shows it folded otherwise.
    public let guidanceInFull: Bool
    /// In a re-run, the verdicts other sessions gave the scenario, which this one supersedes.
    public let earlier: [String]
    /// What those sessions said of this step.
    public let earlierForStep: [String]
}
