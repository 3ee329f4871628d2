/// An action tests nothing by itself: the checks after it do. When every check an action leads
/// to is for other platforms only, the action is too — pressing Enter on iOS, where only Android
/// is expected to act on it, is not a step to perform and pass there.
enum ActionApplicability {
    static func settle(_ steps: [PlannedStep]) -> [PlannedStep] {
        var steps = steps
        for index in steps.indices where steps[index].applicable && steps[index].definition?.kind == .action {
            let followers = steps[(index + 1)...].prefix { step in
                let kind = step.definition?.kind
                return kind != .action && kind != .setup
            }
            guard !followers.isEmpty, followers.allSatisfy({ !$0.applicable }), let reason = followers.first?.reason else { continue }
            steps[index] = steps[index].notApplicable(reason: "what it leads to is " + reason)
        }
        return steps
    }
}

extension PlannedStep {
    /// The same step, not applicable on this platform for `reason`.
    func notApplicable(reason: String) -> PlannedStep {
        PlannedStep(
            keyword: keyword, text: text, line: line, applicable: false, reason: reason, definition: definition, arguments: arguments,
            guidance: guidance, shortGuidance: shortGuidance, source: source, dataTable: dataTable, docString: docString, wcag: wcag)
    }
}
