import Foundation
import Paths

/// A team section with its paths found on disk: each tester's share as the paths to plan and
/// the feature files it holds, by the names plans and results give them (project-relative).
/// Made only when every path names features and no feature is any two testers'.
package struct ResolvedTeam: Sendable {
    /// One tester's features.
    package struct Share: Sendable {
        package let member: TeamAssignment.Member
        /// To plan, from the working folder: the folders and files the section names, each
        /// glob as the files it matches.
        package let paths: [String]
        /// The feature files in the share, by their project-relative names, sorted.
        package let features: [String]
    }

    package let assignment: TeamAssignment
    /// In the section's order (by name).
    package let shares: [Share]
    /// Whose share each feature file is in, by its project-relative name.
    private let owners: [String: Int]

    init(assignment: TeamAssignment, shares: [Share], owners: [String: Int]) {
        self.assignment = assignment
        self.shares = shares
        self.owners = owners
    }

    /// The share of the tester `name` is, however they capitalised it; nil when they have none.
    package func share(for name: String) -> Share? {
        let key = TesterName.key(name)
        return shares.first { TesterName.key($0.member.name) == key }
    }

    /// The share a feature file (by its project-relative name) is in; nil when it is nobody's.
    package func owner(of feature: String) -> Share? {
        owners[feature].map { shares[$0] }
    }
}

extension TeamAssignment {
    /// The features each path names. A path that names no feature file, or a feature given to
    /// two testers, is an error at the path (the later of the two).
    package func resolve() -> Result<ResolvedTeam, UsageError> {
        let folder = ProjectPath.realPath(self.folder) ?? self.folder
        var owners: [String: Int] = [:]
        var shares: [ResolvedTeam.Share] = []
        for (index, member) in members.enumerated() {
            var paths: [String] = []
            var features = Set<String>()
            for entry in member.entries {
                let found: [String]
                switch Self.files(entry.path, in: folder) {
                case .success(let files): found = files
                case .failure(let problem): return .failure(entry.origin.error(problem.reason))
                }
                paths += Self.isGlob(entry.path) ? found.map(Self.fromHere) : [Self.fromHere(PathText.join(folder, entry.path))]
                for file in found {
                    let feature = ProjectPath.identity(file)
                    if let other = owners[feature], other != index {
                        return .failure(
                            entry.origin.error(
                                "\(feature) is given to both \(members[other].name) and \(member.name); give each feature to one tester"))
                    }
                    owners[feature] = index
                    features.insert(feature)
                }
            }
            shares.append(ResolvedTeam.Share(member: member, paths: paths, features: features.sorted()))
        }
        return .success(ResolvedTeam(assignment: self, shares: shares, owners: owners))
    }

    /// Whether a path is a pattern rather than a name.
    package static func isGlob(_ path: String) -> Bool {
        path.contains { "*?[".contains($0) }
    }

    /// The feature files a path names from `folder` (a real path): a file, every feature in a
    /// folder, or those a glob matches (`*`, `?` and `[…]` within one name, as a shell has it;
    /// a glob that matches a folder takes the features in it). Why not, when it names none.
    static func files(_ path: String, in folder: String) -> Result<[String], TeamAssignment.PathProblem> {
        guard isGlob(path) else {
            let full = PathText.join(folder, path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
                return .failure(
                    PathProblem("\(path): no such file or folder (paths in \(ProjectConfig.fileName)'s team are from the folder it is in)"))
            }
            guard isFolder.boolValue else {
                return FeatureFiles.isFeature(path) ? .success([full]) : .failure(PathProblem("\(path) is not a .feature or .feature.md file"))
            }
            let found = FolderFiles.find(in: full, named: FeatureFiles.isFeature)
            return found.isEmpty ? .failure(PathProblem("\(path): no .feature or .feature.md files in this folder")) : .success(found)
        }
        // Searched from the folders before the first piece with a pattern in it.
        let pieces = path.split(separator: "/").map(String.init)
        let base = pieces.prefix { !isGlob($0) }.joined(separator: "/")
        let matched = FolderFiles.find(in: base.isEmpty ? folder : PathText.join(folder, base), named: FeatureFiles.isFeature).filter { file in
            guard let name = ProjectPath.inside(file, folder) else { return false }
            // The file, or a folder it is in, matches.
            var candidate = name
            while candidate != "." && !candidate.isEmpty {
                if fnmatch(path, candidate, FNM_PATHNAME) == 0 { return true }
                candidate = PathText.parent(candidate)
            }
            return false
        }
        return matched.isEmpty ? .failure(PathProblem("\(path) matches no .feature or .feature.md file")) : .success(matched)
    }

    /// A path as a command typed here would name it: from the working folder when it is below
    /// it, else in full.
    package static func fromHere(_ path: String) -> String {
        let here = ProjectPath.realPath(FileManager.default.currentDirectoryPath) ?? FileManager.default.currentDirectoryPath
        return ProjectPath.inside(path, here) ?? path
    }
}
