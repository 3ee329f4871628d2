import Foundation
import Paths

/// The name a feature file goes by in results: its path from the project root, however it was
/// spelled on the command line (`features`, `./features/`, `/abs/…/features`, `../features`
/// from a subfolder, a symbolic link). Scenario ids derive from it, so results recorded one
/// way are found every other way, and reports say the same whatever folder they were run from.
///
/// The project root is the nearest folder above the file (its real path, links resolved) that
/// holds `.git` or a `features` folder: a team's repository, or a Stepwise project laid out as
/// README describes. A file in no such folder is named from the working folder when it is
/// below it, else by its real absolute path.
package enum ProjectPath {
    /// The project-relative name of a file, keeping a `#component` suffix (a feature imported
    /// from one of several criteria in one document). Remembers where it was read from.
    ///
    /// In Unicode NFC: a file renamed from `café` (é one code point) to `cafe\u{301}` (e and a
    /// combining accent), as macOS tools do, is the same feature. Only the name is normalised;
    /// the file is read again by the spelling the file system has (`readablePath`).
    package static func identity(_ uri: String) -> String {
        let (file, fragment) = split(uri)
        guard let real = realPath(file) else {
            let identity = uri.precomposedStringWithCanonicalMapping
            readable.remember(identity, uri)
            return identity
        }
        let name = relativeName(real)
        let identity = (fragment.map { name + "#" + $0 } ?? name).precomposedStringWithCanonicalMapping
        readable.remember(identity, uri)
        return identity
    }

    /// A path to read a file named by `identity` from here: the spelling it was read by in this
    /// process, else the identity itself.
    package static func readablePath(_ identity: String) -> String {
        readable.path(for: identity) ?? identity
    }

    package static func split(_ uri: String) -> (file: String, fragment: String?) {
        guard let hash = uri.firstIndex(of: "#"), !FileManager.default.fileExists(atPath: uri) else { return (uri, nil) }
        return (String(uri[..<hash]), String(uri[uri.index(after: hash)...]))
    }

    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package static func relativeName(_ real: String) -> String {
        if let root = root(from: PathText.parent(real)) { return relative(real, to: root) }
        if let here = realPath("."), let name = inside(real, here) { return name }
        return real
    }

    /// The project `folder` (a real path) is in: the nearest folder from it up that holds `.git`
    /// or a `features` folder, or that `also` says is one; nil when there is none.
    package static func root(from folder: String, also: (String) -> Bool = { _ in false }) -> String? {
        var folder = folder
        while true {
            if isRoot(folder) || also(folder) { return folder }
            let up = PathText.parent(folder)
            if up == folder { return nil }
            folder = up
        }
    }

    package static func isRoot(_ folder: String) -> Bool {
        var status = stat()
        if stat(PathText.join(folder, ".git"), &status) == 0 { return true }
        return stat(PathText.join(folder, "features"), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// `path` from `folder` (both absolute) when it is below it; nil when it is not.
    package static func inside(_ path: String, _ folder: String) -> String? {
        guard path.hasPrefix(folder == "/" ? "/" : folder + "/"), path.count > folder.count else { return nil }
        return relative(path, to: folder)
    }

    private static func relative(_ path: String, to folder: String) -> String {
        folder == "/" ? String(path.dropFirst()) : String(path.dropFirst(folder.count + 1))
    }

    /// Identity → the path it was read by, for reading the file again in the same process.
    private final class Readable: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String: String] = [:]
        package func remember(_ identity: String, _ path: String) {
            lock.lock()
            paths[identity] = path
            lock.unlock()
        }
        package func path(for identity: String) -> String? {
            lock.lock()
            defer { lock.unlock() }
            return paths[identity]
        }
    }
    private static let readable = Readable()
}
