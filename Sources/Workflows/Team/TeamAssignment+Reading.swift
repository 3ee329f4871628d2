import Foundation
import JSON

extension TeamAssignment {
    /// The settings key.
    package static let key = "team"

    /// The `team` section of a settings file, checked for its shape: tester names, each once,
    /// with a list of paths inside the project. Whether the paths exist, and that no feature
    /// is given twice, is `resolve()`'s to say, when a command uses the team. Each problem is
    /// `file:line:column: error: …`, pointing at the name or path at fault.
    package static func read(_ value: JSONValue, source: UnsafeBufferPointer<UInt8>, file: String) -> Result<TeamAssignment, UsageError> {
        // Named from the working folder when it is below it, as a person would type it.
        let shown = fromHere(file)
        func origin(_ path: [JSONLocator.Step], key: Bool = false) -> Origin {
            let found = JSONLocator.find([.key(Self.key)] + path, in: source)
            let offset = (key ? found?.key : nil) ?? found?.value ?? 0
            let (line, column) = JSONLocator.position(of: offset, in: source)
            return .settings(file: shown, line: line, column: column)
        }
        guard case .object(let written) = value else {
            return .failure(
                origin([]).error(
                    "team must give each tester's name and the features they test, as in "
                        + #""team": {"Ann Lee": ["features/native/controls/button.feature"]}"#))
        }
        var members: [Member] = []
        // In the file's order, so that of two spellings of one name the later is the mistake.
        let offsets = Dictionary(uniqueKeysWithValues: written.keys.map { ($0, JSONLocator.find([.key(Self.key), .key($0)], in: source)?.key ?? 0) })
        for name in written.keys.sorted(by: { (offsets[$0]!, $0) < (offsets[$1]!, $1) }) {
            let named = origin([.key(name)], key: true)
            let tidy = TesterName.tidy(name)
            guard !tidy.isEmpty else { return .failure(named.error("a tester's name in team is blank")) }
            if let same = members.first(where: { TesterName.key($0.name) == TesterName.key(tidy) }) {
                return .failure(named.error("“\(name)” is the same tester as “\(same.name)”; give each tester once"))
            }
            guard case .array(let values) = written[name]! else {
                return .failure(origin([.key(name)]).error("\(tidy)'s features must be a list of paths, as in [\"features/web/component\"]"))
            }
            guard !values.isEmpty else {
                return .failure(origin([.key(name)]).error("\(tidy)'s list of features is empty; give a path, or leave \(tidy) out"))
            }
            var entries: [Entry] = []
            for (index, value) in values.enumerated() {
                let place = origin([.key(name), .index(index)])
                guard case .string(let path) = value else { return .failure(place.error("\(tidy)'s features must be paths, in quotes")) }
                if let problem = pathProblem(path) { return .failure(place.error(problem)) }
                entries.append(Entry(path: path, origin: place))
            }
            members.append(Member(name: tidy, origin: named, entries: entries))
        }
        return .success(TeamAssignment(members: members, file: file))
    }

    /// Why a path cannot be one of a team section's, if it cannot: it must stay inside the
    /// project, from the settings file's folder, so that every tester's clone reads it alike.
    package static func pathProblem(_ path: String) -> String? {
        let pieces = path.split(separator: "/")
        if path.trimmingCharacters(in: .whitespaces).isEmpty { return "a path in team is blank" }
        if path.hasPrefix("/") || path.hasPrefix("~") || pieces.contains("..") {
            return "“\(path)” is not inside the project: give each path from the folder \(fileName) is in"
        }
        return nil
    }

    private static var fileName: String { ProjectConfig.fileName }
}
