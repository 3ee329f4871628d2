import Foundation
import Paths

/// Files `import` and `export` write, made complete or not at all.
///
/// - A new name or a regular file is written atomically: a temporary file beside it, flushed,
///   then renamed over it, so a crash or a full disk leaves the old file or the whole new one.
/// - A device or FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written straight into:
///   renaming over it would replace the device with a regular file (as root, even `/dev/null`).
/// - A symbolic link is followed, deliberately: the file it points to is written as above and
///   the link stays a link, as `cp` and shell redirection treat one.
/// - A folder is refused.
enum AtomicFile {
    static func write(_ text: String, to path: String, force: Bool) -> Result<String, UsageError> {
        var status = stat()
        // stat follows links, so a link to a device is a device and one to a file is a file.
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .failure(UsageError("\(path): error: is a folder; give a file name"))
            case S_IFREG: break
            default: return writeStraight(Array(text.utf8), to: path)
            }
        }
        // Write beside the file the name stands for, so the rename replaces it, not the link.
        let target = resolvedLink(path) ?? path
        let manager = FileManager.default
        let folder = PathText.parent(target)
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(UsageError("\(folder): error: cannot create folder"))
        }
        let bytes = Array(text.utf8)
        if let existing = manager.contents(atPath: target) {
            if [UInt8](existing) == bytes { return .success("unchanged") }
            if !force {
                return .failure(UsageError("\(path): error: exists with other content; not overwritten (use --force)"))
            }
        }
        let temporary = PathText.join(folder, ".\(PathText.lastComponent(target)).tmp-\(getpid())")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        // On disk before it takes the name: a crash then leaves the old file or the whole new
        // one, never an empty or partial file under the name.
        let code = CommandOutput.writeAll(bytes, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : errno)
        close(descriptor)
        if let code {
            unlink(temporary)
            return .failure(failure(path, code))
        }
        if rename(temporary, target) != 0 {
            let code = errno
            unlink(temporary)
            return .failure(failure(path, code))
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        return .success("written")
    }

    /// A device or FIFO takes the bytes as they come; there is no file to replace.
    private static func writeStraight(_ bytes: [UInt8], to path: String) -> Result<String, UsageError> {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        defer { close(descriptor) }
        if let code = CommandOutput.writeAll(bytes, to: descriptor) { return .failure(failure(path, code)) }
        return .success("written")
    }

    /// Where a symbolic link finally points, made absolute; nil when `path` is not a link.
    private static func resolvedLink(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private static func failure(_ path: String, _ code: Int32) -> UsageError {
        UsageError("\(path): error: cannot write file: \(String(cString: strerror(code)))")
    }
}
