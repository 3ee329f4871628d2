/// What a tester found for one step.
public enum StepVerdict: String, Sendable, CaseIterable {
    case passed, failed, blocked, skipped, notApplicable

    /// Words for people.
    public var words: String {
        self == .notApplicable ? "not applicable" : rawValue
    }

    /// A scenario is failed if any step failed, else blocked if any was blocked, else passed
    /// if at least one step passed and the rest were passed, skipped or not applicable, else
    /// skipped.
    public static func scenario(_ steps: [StepVerdict]) -> StepVerdict {
        if steps.contains(.failed) { return .failed }
        if steps.contains(.blocked) { return .blocked }
        if steps.contains(.passed) { return .passed }
        return .skipped
    }
}
