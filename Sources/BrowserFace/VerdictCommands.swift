import Harness

/// What a verdict form asks the session core to record, as commands, never typed letters (a
/// note that reads "2.4.4: …" is a note here): the note that goes before a pass or on its own,
/// and the verdict with its note or reason. Checked whole before anything is recorded, so a
/// refused failure leaves no note or evidence behind.
struct VerdictCommands {
    struct Refusal: Error {
        let problem: String
    }

    /// Recorded before the verdict (or alone, without one).
    var before: [TesterCommand] = []
    var verdict: TesterCommand?

    /// `verdict` is the button pressed (nil for saving without a verdict), `note` the note on
    /// one line, `criteria` the step's own: a failure may break only those.
    static func make(_ verdict: String?, note: String?, form: WebForm, criteria: [String]) -> Result<VerdictCommands, Refusal> {
        var commands = VerdictCommands()
        switch verdict {
        case "pass":
            if let note { commands.before.append(.note(note)) }
            commands.verdict = .pass
        case "skip", "not-applicable", "blocked":
            guard let note else {
                return .failure(Refusal(problem: "Nothing was recorded: give the reason in the note, then choose the verdict again."))
            }
            commands.verdict = verdict == "skip" ? .skip(reason: note) : verdict == "blocked" ? .block(reason: note) : .notApplicable(reason: note)
        case "fail":
            guard let note else {
                return .failure(Refusal(problem: "Nothing was recorded: say in the note what went wrong, then choose Fail again."))
            }
            let breaks = form.fields.filter { $0.name == "breaks" }.map(\.value)
            if let foreign = breaks.first(where: { !criteria.contains($0) }) {
                return .failure(Refusal(problem: "Nothing was recorded: '\(foreign)' is not a criterion of this step; tick among those listed."))
            }
            commands.verdict = .fail(note: note, breaks: breaks, acrossProduct: form.value("across") == "yes")
        case nil:
            guard form.value("action") == "attach" else { return .failure(Refusal(problem: "Choose a verdict.")) }
            if let note { commands.before.append(.note(note)) }
        default:
            return .failure(Refusal(problem: "'\(verdict ?? "")' is not a verdict."))
        }
        return .success(commands)
    }
}
