import JSON
import Paths

/// Who tests what, as a team splits the work: each tester's own features, in the `team`
/// section of the project's `stepwise.json` (written by `stepwise plan --assign … --save`, or
/// by hand):
///
///     "team": {
///       "Ann Lee": ["features/native/controls/button.feature", "features/native/controls/toggle.feature"],
///       "Bo": ["features/web/component"]
///     }
///
/// Each path is a feature file, a folder of them, or a glob (`features/native/*/button.feature`),
/// from the folder `stepwise.json` is in. `run` and the browser plan a tester's own features by
/// their name; `status --by-tester` follows each one's progress. This is the section as
/// written; `resolve()` finds the files it names and refuses a feature given to two testers.
package struct TeamAssignment: Sendable {
    /// Where a tester's name or path was given, for messages that point at it.
    package enum Origin: Sendable {
        /// In the settings file, at this line and column.
        case settings(file: String, line: Int, column: Int)
        /// On the command line, in this `--assign` argument.
        case argument(String)

        /// A problem with what was given here, said as the place's own errors are.
        package func error(_ problem: String) -> UsageError {
            switch self {
            case .settings(let file, let line, let column): UsageError("\(file):\(line):\(column): error: \(problem)")
            case .argument(let argument): UsageError("stepwise plan: error: --assign \(argument): \(problem)", option: "--assign")
            }
        }
    }

    /// Why a path names no features, said after where it was given.
    package struct PathProblem: Error {
        package let reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    /// One path of a tester's share, as written: from the settings file's folder.
    package struct Entry: Sendable {
        package let path: String
        package let origin: Origin
    }

    /// One tester and the features they test.
    package struct Member: Sendable {
        /// As the section spells it (tidied: see `TesterName`).
        package let name: String
        package let origin: Origin
        package var entries: [Entry]
    }

    /// Sorted by name, as the file lists them.
    package private(set) var members: [Member]
    /// The `stepwise.json` the section is (or is to be) in; its paths are from its folder.
    package let file: String

    package init(members: [Member], file: String) {
        self.members = members.sorted { TesterName.key($0.name) < TesterName.key($1.name) }
        self.file = file
    }

    package var folder: String { PathText.parent(file) }

    /// The tester `name` is, however it was capitalised or spaced; nil when the team has none.
    package func member(named name: String) -> Member? {
        let key = TesterName.key(name)
        return members.first { TesterName.key($0.name) == key }
    }

    /// The same team with `member` in it, replacing any tester of the same name.
    package func with(_ member: Member) -> TeamAssignment {
        TeamAssignment(members: without(member.name).members + [member], file: file)
    }

    /// The same team without the tester `name` is, if it has them.
    package func without(_ name: String) -> TeamAssignment {
        let key = TesterName.key(name)
        return TeamAssignment(members: members.filter { TesterName.key($0.name) != key }, file: file)
    }

    /// The section as `stepwise.json` holds it.
    package var json: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: members.map { ($0.name, JSONValue.array($0.entries.map { .string($0.path) })) }))
    }
}
