/// How much of a step's guidance a session prints (`stepwise run --guidance`).
///
/// A screen reader speaks every line, so guidance the tester has already heard costs them the
/// time to hear it again, at every step it applies to: in the bundled features the same
/// definitions guide step after step, and the Background's step opens every scenario. So by
/// default guidance is printed in full the first time its step definition comes up and as one
/// line after that; `r` prints it in full again whenever the tester wants it.
public enum GuidanceMode: String, CaseIterable, Sendable {
    /// Every step with its guidance in full, as a tester new to the steps may want.
    case full
    /// In full the first time a definition comes up in the session, as one line afterwards.
    case first
    /// Never in full unless the tester types `r`, for testers who know the steps.
    case brief
}
