import Foundation
import Workflows

/// The terminal as a workflow's console: notices on standard error, questions on standard
/// output (flushed, so they are seen before the answer is awaited), answers from the tester's
/// lines — typed, or from an answers file. A command that reads no lines asks nothing.
final class TerminalConsole: WorkflowConsole {
    private let output: CommandOutput
    private let lines: LineInput?

    init(output: CommandOutput, lines: LineInput? = nil) {
        self.output = output
        self.lines = lines
    }

    func notice(_ line: String) { output.shownErrorLine(line) }

    func say(_ line: String) {
        output.shownLine(line)
        output.flush()
    }

    func answer() -> String? { lines?.next() }

    var canAsk: Bool { lines != nil }

    var isPerson: Bool { lines.map { !$0.isScripted && isatty(STDIN_FILENO) == 1 } ?? false }
}
