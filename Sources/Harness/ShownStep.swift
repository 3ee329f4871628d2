/// The step a session is waiting on, as a page lays it out (`stepwise serve`): the terminal
/// gets the same facts as lines from `GuidedSession.advance`.
public struct ShownStep: Sendable, Equatable {
    /// The scenario's place in the session's plan.
    public let scenarioIndex: Int
    public let attempt: Int
    public let stepIndex: Int
    /// Whether the guidance is given in full this time (`--guidance`'s rule: never beside a short
    /// form, the first time its definition comes up, always, or never); a page shows it folded
    /// otherwise, under the step's short form where it has one.
    public let guidanceInFull: Bool
    /// In a re-run, the verdicts other sessions gave the scenario, which this one supersedes.
    public let earlier: [String]
    /// What those sessions said of this step.
    public let earlierForStep: [String]
}
