import Foundation
import JSON
import Reports
import TestPlan

extension TeamAssigning {
    /// What `plan --assign` prints: each share's size and paths, then what is nobody's (the
    /// first few of its features named), one fact a line.
    package static func lines(_ outcome: Outcome) -> [String] {
        var lines: [String] = []
        for (share, planned) in zip(outcome.team.shares, outcome.planned) {
            lines.append("\(share.member.name): \(PlanText.counts(planned)).")
            lines += share.member.entries.map { "  " + $0.path }
        }
        guard !outcome.nobodys.isEmpty else { return lines }
        let features = unique(outcome.nobodys.map(\.uri))
        lines.append("Assigned to nobody: \(PlanText.counts(outcome.nobodys)).")
        lines += features.prefix(shownUnassigned).map { "  " + $0 }
        if features.count > shownUnassigned { lines.append("  and \(features.count - shownUnassigned) more") }
        return lines
    }

    /// How many of the features nobody has are named.
    static let shownUnassigned = 10

    /// Writes `team` into its settings file, keeping every other setting: the whole file
    /// replaced at once (`AtomicFile`), so a crash leaves the old settings or the new ones.
    /// What the file now holds, said in a line.
    package static func save(_ team: TeamAssignment) -> Result<String, UsageError> {
        var members: [String: JSONValue] = [:]
        if FileManager.default.fileExists(atPath: team.file) {
            // Read as every command reads it: a broken file is named, not overwritten.
            if case .failure(let error) = ProjectConfig.read(team.file) { return .failure(error) }
            guard let data = FileManager.default.contents(atPath: team.file),
                case .object(let existing)? = try? [UInt8](data).withUnsafeBufferPointer({ buffer throws(JSONParser.Failure) in
                    try JSONParser.parse(buffer)
                })
            else { return .failure(UsageError("\(team.file): error: cannot read the project settings")) }
            members = existing
        }
        members[TeamAssignment.key] = team.json
        let shown = TeamAssignment.fromHere(team.file)
        return AtomicFile.write(IndentedJSON.text(.object(members)), to: team.file, force: true).map { written in
            let testers = "\(team.members.count) tester\(team.members.count == 1 ? "" : "s")"
            return written == "unchanged" ? "\(shown): the team (\(testers)) is saved already." : "\(shown): team saved (\(testers))."
        }
    }
}
