import Paths
import TestPlan

/// The words a session prints: linear lines a screen reader reads in order, each prompt
/// ending with its question and its keys.
enum SessionText {
    static let stepPrompt = "Verdict? Enter pass, f NOTE fail, s REASON skip, x REASON not applicable, b REASON blocked, ? more:"
    /// The prompt once the tester has heard the keys a few times: four words instead of
    /// eighteen, at every step of a session a screen reader speaks aloud.
    static let shortPrompt = "Verdict, or ? for keys:"

    /// Each command with its key and its word, then what it does, one a line: a screen reader
    /// reads a line as a sentence, so the line says the command before what it is for.
    static var help: [String] {
        [
            "Commands, one per line; each key has a word, typed in any case:",
            "  Enter, p or pass: pass this step",
            "  f NOTE or fail NOTE: fail this step, saying what went wrong",
            "  f 2.4.4, 4.1.2: NOTE: fail it against those criteria only; add across before the colon when it holds across the product",
            "  s REASON or skip REASON: skip this step",
            "  x REASON or na REASON: this step is not applicable",
            "  b REASON or blocked REASON: blocked, this step and the rest of the scenario; moves on",
            "  capital P: pass the rest of the scenario",
            "  capital S REASON: skip the rest of the scenario",
            "  n TEXT or note TEXT: add a note",
            "  e PATHS or evidence PATHS: attach files as evidence (pasted or dropped paths, quoted or not)",
            "  c or capture: capture a screenshot of the device and attach it",
            "  d ID or defect ID: link a defect",
            "  u or undo: undo the last verdict",
            "  g N or goto N: go to scenario N",
            "  l or list: list the scenarios and where they stand",
            "  r or repeat: show this step again with all its guidance",
            "  ? or help: this help",
            "  q or quit: save and quit (resume later with \(ProgramPath.command) run --resume)",
        ]
    }

    static func scenarioHeader(_ scenario: PlannedScenario, number: Int, of total: Int, attempt: Int) -> [String] {
        var header = "Scenario \(number) of \(total): \(scenario.featureName), \(scenario.name), on \(PlatformChoice.title(scenario.platform))"
        if attempt > 1 { header += ", attempt \(attempt)" }
        return ["", header, "  \(scenario.uri):\(scenario.line)"]
    }

    /// How a step's guidance is shown: all of it, or one line saying where it is.
    enum Guidance {
        /// Everything: where the step comes from in the criteria (`Criteria: file:line`) and how to perform it.
        case full
        /// How to perform it, without the `Criteria:` line, which `r` shows.
        case howTo
        /// One line; `givenBefore` says whether the tester has had it in full in this run.
        case brief(givenBefore: Bool)
        /// The definition's short form on this platform: what to do and what passes; `pointer`
        /// ends it saying that `r` gives the full guidance (the first few times in a run).
        case short(String, pointer: Bool)

        /// Whether it gives everything there is on how to perform the step.
        var isInFull: Bool {
            switch self {
            case .full, .howTo: return true
            case .brief, .short: return false
            }
        }
    }

    /// Said after the first short forms of a run: the full guidance is one key away.
    static let shortPointer = "r gives the full guidance."

    /// A step and what the tester needs to perform it. Its own text (data table, doc string)
    /// is always shown; where it comes from and how to perform it only with `.full`, since
    /// `r` shows them whenever they are wanted. Shortened, the step's line says so itself: one
    /// line for a screen reader to speak, not a second one saying nothing new.
    static func step(_ step: PlannedStep, number: Int, of total: Int, guidance: Guidance = .full) -> [String] {
        let said = "Step \(number) of \(total): \(step.keyword.trimmingCharacters(in: .whitespaces)) \(step.text)"
        let hasGuidance = step.guidance.map { !$0.isEmpty } ?? false || step.shortGuidance != nil
        var lines = [said]
        if hasGuidance, case .brief(let givenBefore) = guidance {
            let end = said.last.map { ".!?:".contains($0) } ?? false ? " " : ". "
            lines = [said + end + (givenBefore ? "Guidance as before; r repeats it." : "Guidance not shown; r shows it.")]
        }
        if let table = step.dataTable {
            // Cells read as a list, not with a vertical line spoken between every two.
            lines.append("  Table of \(table.count) \(table.count == 1 ? "row" : "rows"):")
            for row in table { lines.append("    " + row.joined(separator: ", ")) }
        }
        if let doc = step.docString {
            lines.append("  Text:")
            lines += doc.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        // A definition with a short form and nothing more is guided by that, in full too.
        guard let text = step.guidance.flatMap({ $0.isEmpty ? nil : $0 }) ?? step.shortGuidance else {
            if let source = step.source { lines.append("  Criteria: \(source.path):\(source.line)") }
            lines.append("  No guidance for this step in the step library.")
            return lines
        }
        switch guidance {
        case .brief: return lines
        case .short(let short, let pointer):
            // One line, read as the sentence it is; the pointer ends it rather than standing alone.
            var said = SpokenMarkdown.lines(short).joined(separator: " ")
            if pointer { said += (said.last.map { ".!?".contains($0) } ?? false ? " " : ". ") + shortPointer }
            lines.append("  " + said)
            return lines
        case .full: if let source = step.source { lines.append("  Criteria: \(source.path):\(source.line)") }
        case .howTo: break
        }
        // "How to:" leads the first line rather than standing alone: it is heard as the start of
        // a sentence, and costs no line of its own.
        let how = SpokenMarkdown.lines(text)
        lines += how.enumerated().map { $0 == 0 ? "  How to: " + $1 : "    " + $1 }
        return lines
    }
}
