import Ledger

/// Whether each session belongs to the project and release the results folder is for. A
/// session's start records the project and release its project's `stepwise.json` named, and its
/// signature covers that record; a signed session copied in from release 1.0's results folder
/// verifies by itself, so the folder's own settings must say which release its sessions are for.
package enum SessionBelonging {
    /// One line per session recorded for another project or release than `config` names, or
    /// for none when it names one; none when `config` names neither.
    package static func problems(_ sessions: [SessionLedger], config: ProjectConfig) -> [String] {
        bySession(sessions, config: config).flatMap(\.problems)
    }

    /// Whether a session belongs, as a check the sign-off verification can take; nil when
    /// `config` names neither a project nor a release (every session belongs).
    package static func check(_ config: ProjectConfig) -> (@Sendable (SessionLedger) -> Bool)? {
        guard config.project != nil || config.release != nil else { return nil }
        let (project, release) = (config.project, config.release)
        return { problems($0, project: project, release: release).isEmpty }
    }

    /// The same, by session: each session that does not belong, with why, in folder order.
    package static func bySession(_ sessions: [SessionLedger], config: ProjectConfig) -> [(session: SessionLedger, problems: [String])] {
        guard config.project != nil || config.release != nil else { return [] }
        return sessions.compactMap { session in
            let found = problems(session, project: config.project, release: config.release)
            return found.isEmpty ? nil : (session, found)
        }
    }

    /// Why one session does not belong to `project` and `release` (each nil: anything goes);
    /// none for a ledger with no start record, which `verify` reports on its own.
    private static func problems(_ session: SessionLedger, project: String?, release: String?) -> [String] {
        guard let started = session.records.first(where: { $0.type == RecordType.sessionStarted }) else { return [] }
        return [("project", project), ("release", release)].compactMap { key, wanted in
            guard let wanted, started.string(key) != wanted else { return nil }
            let recorded = started.string(key)
            return "session \(session.sessionID): recorded for \(key) \(recorded.map { "“\($0)”" } ?? "none"), not “\(wanted)” as "
                + "\(ProjectConfig.fileName) names it: it does not belong in these results (copied from another \(key)?)"
        }
    }
}
