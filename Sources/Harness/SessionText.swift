import TestPlan

/// The words a session prints: linear lines a screen reader reads in order, each prompt
/// ending with its question and its keys.
enum SessionText {
    static let stepPrompt = "Verdict? Enter pass, f NOTE fail, s REASON skip, x REASON not applicable, b REASON blocked, ? more:"

    static let help = [
        "Commands, one per line:",
        "  Enter or p    pass this step",
        "  f NOTE        fail this step (say what went wrong)",
        "  s REASON      skip this step",
        "  x REASON      this step is not applicable",
        "  b REASON      blocked: this step and the rest of the scenario; moves on",
        "  P             pass the rest of the scenario",
        "  S REASON      skip the rest of the scenario",
        "  n TEXT        add a note",
        "  e PATHS       attach files as evidence (pasted or dropped paths, quoted or not)",
        "  c             capture a screenshot of the device and attach it",
        "  d ID          link a defect",
        "  u             undo the last verdict",
        "  g N           go to scenario N",
        "  l             list the scenarios and where they stand",
        "  ?             this help",
        "  q             save and quit (resume later with stepwise run --resume)",
        "Words work too, in any case: pass, fail NOTE, skip REASON, na REASON, blocked REASON, capture, help, quit.",
    ]


    static func scenarioHeader(_ scenario: PlannedScenario, number: Int, of total: Int, attempt: Int) -> [String] {
        var header = "Scenario \(number) of \(total): \(scenario.featureName), \(scenario.name), on \(PlatformChoice.title(scenario.platform))"
        if attempt > 1 { header += ", attempt \(attempt)" }
        return ["", header, "  \(scenario.uri):\(scenario.line)"]
    }

    static func step(_ step: PlannedStep, number: Int, of total: Int) -> [String] {
        var lines = ["Step \(number) of \(total): \(step.keyword.trimmingCharacters(in: .whitespaces)) \(step.text)"]
        if let table = step.dataTable {
            for row in table { lines.append("  | " + row.joined(separator: " | ") + " |") }
        }
        if let doc = step.docString {
            lines.append("  Text:")
            lines += doc.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        if let source = step.source { lines.append("  Criteria: \(source.path):\(source.line)") }
        if let guidance = step.guidance, !guidance.isEmpty {
            lines.append("  How to:")
            lines += guidance.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        } else {
            lines.append("  No guidance for this step in the step library.")
        }
        return lines
    }
}

import Foundation
