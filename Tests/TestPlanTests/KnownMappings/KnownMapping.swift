import TestPlan

/// A step text whose mapping an auditor has settled: in a scenario with these tags on this
/// platform, the bundled library must read it as this kind evidencing exactly these criteria,
/// for the reason given (checked against WCAG 2.2's Understanding documents).
struct KnownMapping: Sendable, CustomStringConvertible {
    let text: String
    /// Scenario and feature tags, as the imported features carry them (`@native`, `@keyboard`).
    let tags: [String]
    let platform: String
    let kind: StepKind
    let criteria: [String]
    let reason: String

    init(_ text: String, tags: [String], platform: String, _ kind: StepKind, _ criteria: [String], because reason: String) {
        self.text = text
        self.tags = tags
        self.platform = platform
        self.kind = kind
        self.criteria = criteria
        self.reason = reason
    }

    var description: String { "\"\(text)\" (\(platform) \(tags.joined(separator: " ")))" }
}

/// The table, gathered from its parts (one per group of step files).
enum KnownMappings {
    static var all: [KnownMapping] { screenReaders + keyboardGesturesAndMore }
}
