/// What a workflow tells the person using it as it goes, and what it asks them when an option
/// was left out. The terminal writes and reads lines; the browser collects the notices to show
/// on its page and never asks (its form gives every answer or the workflow refuses).
package protocol WorkflowConsole: AnyObject {
    /// A warning or a diagnostic, said as soon as it is known (the terminal's standard error).
    func notice(_ line: String)
    /// One line of a question (the terminal's standard output).
    func say(_ line: String)
    /// The person's answer to what was said; nil when no answer comes (end of input).
    func answer() -> String?
    /// Whether a question can be answered at all: a script or a form cannot.
    var canAsk: Bool { get }
    /// Whether a person at a keyboard answers, so optional details (device, system) are worth
    /// asking for; a script gives its options and means the same wherever it runs.
    var isPerson: Bool { get }
}

/// The console of a face that cannot ask: notices are kept, in order, for the face to show.
package final class CollectingConsole: WorkflowConsole {
    package private(set) var notices: [String] = []

    package init() {}

    package func notice(_ line: String) { notices.append(line) }
    package func say(_ line: String) {}
    package func answer() -> String? { nil }
    package var canAsk: Bool { false }
    package var isPerson: Bool { false }
}
