import Ledger

/// Whether each session belongs to the project and release the results folder is for. A
/// session's start records the project and release its project's `stepwise.json` named, and its
/// signature covers that record; a signed session copied in from release 1.0's results folder
/// verifies by itself, so the folder's own settings must say which release its sessions are for.
enum SessionBelonging {
    /// One line per session recorded for another project or release than `config` names, or
    /// for none when it names one; none when `config` names neither.
    static func problems(_ sessions: [SessionLedger], config: ProjectConfig) -> [String] {
        guard config.project != nil || config.release != nil else { return [] }
        var problems: [String] = []
        for session in sessions {
            guard let started = session.records.first(where: { $0.type == RecordType.sessionStarted }) else { continue }
            for (key, wanted) in [("project", config.project), ("release", config.release)] {
                guard let wanted else { continue }
                let recorded = started.string(key)
                guard recorded != wanted else { continue }
                problems.append(
                    "session \(session.sessionID): recorded for \(key) \(recorded.map { "“\($0)”" } ?? "none"), not “\(wanted)” as "
                        + "\(ProjectConfig.fileName) names it: it does not belong in these results (copied from another \(key)?)")
            }
        }
        return problems
    }
}
