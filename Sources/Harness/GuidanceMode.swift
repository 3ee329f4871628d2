/// How much of a step's guidance a session prints (`stepwise run --guidance`).
///
/// A screen reader speaks every line, so guidance costs the tester the time to hear it at every
/// step it applies to: in full, the bundled library's guidance averages about a hundred words a
/// step. So by default each step says its definition's short form (its `Short:` line: what to do
/// and what passes), and `r` prints the full guidance whenever the tester wants it.
public enum GuidanceMode: String, CaseIterable, Sendable {
    /// The short form at every step; a step whose definition has none (a team's own library) is
    /// guided as `first` guides it.
    case short
    /// In full the first time a definition comes up in the session, as one line afterwards.
    case first
    /// Every step with its guidance in full, as a tester new to the steps may want.
    case full
    /// Never in full unless the tester types `r`, for testers who know the steps.
    case brief

    /// The values `--guidance` takes, as a usage line shows them: `short|first|full|brief`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }
    /// The same as an error says them: `short, first, full, brief`.
    public static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
