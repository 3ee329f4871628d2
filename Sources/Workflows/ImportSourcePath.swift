import Foundation
import Paths

/// The name `stepwise import` records for a criteria document in the features it writes (the
/// `# Imported by Stepwise from …` line and every `# source:` comment, which a guided session
/// shows as `Criteria:`). Features are committed and shared, so the name must mean the same
/// file to everyone who has the project:
///
/// - a document inside the project is named by its path from the project root
///   (`criteria/alert-dialog.md`), however it was spelled on the command line (`../criteria/…`
///   from a subfolder, an absolute path), so no name climbs out of the project with `../`;
/// - a document outside the project is named as it was given, and a warning says so: its
///   source comments then name a file others may not have, and copying the document into the
///   project (for example into `criteria/`) and importing it from there fixes that.
///
/// The project is the one the features are written to: the nearest folder from the `--out`
/// folder up that holds `.git` or a `features` folder (an `--out` folder named `features`
/// makes the folder holding it one, even before it is created), or from the working folder
/// when the features are printed; the working folder when there is no such folder.
package enum ImportSourcePath {
    package struct Recorded: Equatable {
        package init(path: String, warning: String? = nil) {
            self.path = path
            self.warning = warning
        }
        package var path: String
        /// Set when the document is outside the project.
        package var warning: String?
    }

    package static func projectRoot(outFolder: String?) -> String {
        let here = workingFolder()
        guard let outFolder else { return ProjectPath.root(from: here) ?? here }
        let folder = resolved(outFolder, from: here)
        let holder = PathText.lastComponent(folder) == "features" ? PathText.parent(folder) : nil
        return ProjectPath.root(from: folder, also: { $0 == holder }) ?? here
    }

    package static func record(_ given: String, projectRoot root: String) -> Recorded {
        let here = workingFolder()
        // As spelled first, so a document reached through a link into the project keeps the
        // project's name for it; then by its real path.
        if let name = ProjectPath.inside(lexical(given, from: here), root) { return Recorded(path: name) }
        if let real = ProjectPath.realPath(given), let name = ProjectPath.inside(real, root) {
            return Recorded(path: name)
        }
        return Recorded(
            path: given,
            warning: "\(given): warning: the document is outside the project (\(root)), so the features name it "
                + "as given, a path others may not have; copy it into the project (for example into criteria/) "
                + "and import it from there")
    }

    private static func workingFolder() -> String {
        ProjectPath.realPath(".") ?? FileManager.default.currentDirectoryPath
    }

    /// An absolute path for `path` with `.` and `..` worked out on its text.
    package static func lexical(_ path: String, from here: String) -> String {
        var parts: [Substring] = []
        for part in (path.hasPrefix("/") ? path : here + "/" + path).split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The real path of a folder that may not exist yet: its nearest existing folder's real
    /// path, followed by the rest as written.
    private static func resolved(_ folder: String, from here: String) -> String {
        if let real = ProjectPath.realPath(folder) { return real }
        var existing = lexical(folder, from: here)
        var rest: [String] = []
        while ProjectPath.realPath(existing) == nil, existing != "/" {
            rest.insert(PathText.lastComponent(existing), at: 0)
            existing = PathText.parent(existing)
        }
        let base = ProjectPath.realPath(existing) ?? existing
        return rest.reduce(base) { PathText.join($0, $1) }
    }
}
