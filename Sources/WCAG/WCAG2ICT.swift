/// What W3C's guidance on applying WCAG to non-web ICT (WCAG2ICT) says of native software where
/// it changes whether a criterion applies at all.
public enum WCAG2ICT {
    /// Criteria WCAG2ICT applies to software only across a *set of software programs* (several
    /// programs sharing navigation, help or identification), not to one app: Bypass Blocks,
    /// Multiple Ways, Consistent Navigation, Consistent Identification and Consistent Help. A
    /// single native app is not such a set, so they do not apply to it; nothing else is excused.
    public static let setOfPrograms: Set<String> = ["2.4.1", "2.4.5", "3.2.3", "3.2.4", "3.2.6"]

    /// Why one of those does not apply to a native app, in a report's words.
    public static let setOfProgramsReason =
        "WCAG2ICT applies this criterion to native software only as a set of software programs, not to a single app"
}
