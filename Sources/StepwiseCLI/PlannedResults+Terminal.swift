import Workflows

extension PlannedResults {
    /// `load`, with its notices on standard error as they come, and the first thing a
    /// command says before the first session: that there are no results yet.
    static func load(
        _ arguments: [String], command: String, usage: String, output: CommandOutput, onlySessions: Set<String>? = nil,
        withRecords: Bool = false
    ) -> Result<PlannedResults, UsageError> {
        let loaded = load(
            arguments, command: command, usage: usage, console: TerminalConsole(output: output), onlySessions: onlySessions,
            withRecords: withRecords)
        if case .success(let results) = loaded, let notice = results.noResultsNotice { output.errorLine(notice) }
        return loaded
    }
}
