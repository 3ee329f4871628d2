import Foundation

/// Files `import` and `export` write, made complete or not at all.
enum AtomicFile {
    /// Writes a file so that it is either complete or absent: a temporary file beside it,
    /// then a rename. An existing file with other content is kept unless forced.
    static func write(_ text: String, to path: String, force: Bool) -> Result<String, UsageError> {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try manager.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            return .failure(UsageError("\(folder): error: cannot create folder"))
        }
        let data = Data(text.utf8)
        if let existing = manager.contents(atPath: path) {
            if existing == data { return .success("unchanged") }
            if !force {
                return .failure(UsageError("\(path): error: exists with other content; not overwritten (use --force)"))
            }
        }
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard manager.createFile(atPath: temporary, contents: data) else {
            return .failure(UsageError("\(path): error: cannot write file"))
        }
        // On disk before it takes the name: a crash then leaves the old file or the whole new
        // one, never an empty or partial file under the name.
        let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
        let synced = descriptor >= 0 && fsync(descriptor) == 0
        if descriptor >= 0 { close(descriptor) }
        guard synced else {
            try? manager.removeItem(atPath: temporary)
            return .failure(UsageError("\(path): error: cannot write file"))
        }
        if rename(temporary, path) != 0 {
            try? manager.removeItem(atPath: temporary)
            return .failure(UsageError("\(path): error: cannot write file"))
        }
        return .success("written")
    }
}
