import TestPlan
import Workflows

/// Text output that holds what files and ledgers say — feature and scenario names, testers,
/// signers, notes, reasons, ids — written to the terminal through `TerminalText`, so a control
/// character in them is shown rather than obeyed: no name can erase a line or print one of its
/// own. Usage text and JSON documents are written as they are (JSON escapes what it must).
extension CommandOutput {
    func shownLine(_ text: String) { line(TerminalText.line(text)) }

    func shownErrorLine(_ text: String) { errorLine(TerminalText.line(text)) }
}
