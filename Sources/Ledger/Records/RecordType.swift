/// The kinds of record a session writes. The ledger accepts any type name; these are the ones
/// Stepwise writes and reads back.
public enum RecordType {
    /// Tester, platform, device, app build, selection, SHA-256 of every feature and steps
    /// file, tool version. An automated session's (`mode` "automatic") names the engine and
    /// its version as its tester, the page scanned and the results file (`ScanStart`); a
    /// review session's (`mode` "review") the person judging what an engine left to review.
    public static let sessionStarted = "sessionStarted"
    /// A verdict for one step of a planned scenario.
    public static let stepResult = "stepResult"
    /// The verdict of a planned scenario (an attempt).
    public static let scenarioResult = "scenarioResult"
    public static let note = "note"
    /// A file kept as evidence: copied to `evidence/<sha256>.<ext>`, its hash recorded.
    public static let evidence = "evidence"
    /// A link to a defect in a tracker.
    public static let defect = "defect"
    /// Withdraws an earlier record of the same session (`supersedes`: its seq), with a reason.
    public static let correction = "correction"
    public static let paused = "paused"
    public static let resumed = "resumed"
    public static let sessionFinished = "sessionFinished"
    public static let signOff = "signOff"
    /// An auditor's decision about a criterion in a product part (`criterion`, `part`,
    /// `level`, `reason`), written by `stepwise decide` in a session of its own.
    public static let decision = "decision"
    /// One rule's result in an engine's scan of one page (`AutomatedResultRecord`): the rule,
    /// its outcome (violation, pass, needsReview, inapplicable), impact, WCAG criteria or
    /// advisory, help, ACT rules and the elements, written by `stepwise scan-results`.
    public static let automatedResult = "automatedResult"
    /// A person's verdict on one element of a result the engine could not decide
    /// (`AutomatedReviewRecord`): the finding it judges (`session:seq`, node), the verdict, the
    /// note and the criteria, written by `stepwise run --review` in a review session.
    public static let automatedReview = "automatedReview"
}
