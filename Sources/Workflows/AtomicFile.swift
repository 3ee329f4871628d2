import Foundation
import Paths

/// Files `import` and `export` write, made complete or not at all.
///
/// - A new name or a regular file is written atomically: a temporary file beside it, flushed,
///   then renamed over it, so a crash or a full disk leaves the old file or the whole new one.
/// - A file whose bytes would not change is left as it is ("unchanged").
/// - A device or FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written straight into:
///   renaming over it would replace the device with a regular file (as root, even `/dev/null`).
/// - A symbolic link is followed, deliberately: the file it points to is written as above and
///   the link stays a link, as `cp` and shell redirection treat one.
/// - A folder is refused.
///
/// The content can be handed over whole or made piece by piece (`write(to:force:_:)`), so an
/// export of a hundred thousand scenarios is written as it is made and never held whole.
package enum AtomicFile {
    package static func write(_ text: String, to path: String, force: Bool) -> Result<String, UsageError> {
        write(to: path, force: force) { emit in
            var text = text
            text.withUTF8 { emit(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Writes what `produce` hands to `emit`, in as many pieces as it likes. Without `force`, a
    /// file there already with other content is left alone and refused.
    package static func write(
        to path: String, force: Bool, _ produce: (_ emit: @escaping (UnsafeRawBufferPointer) -> Void) -> Void
    ) -> Result<String, UsageError> {
        var status = stat()
        // stat follows links, so a link to a device is a device and one to a file is a file.
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return .failure(UsageError("\(path): error: is a folder; give a file name"))
            case S_IFREG: break
            default: return writeStraight(to: path, produce)
            }
        }
        // Write beside the file the name stands for, so the rename replaces it, not the link.
        let target = resolvedLink(path) ?? path
        let folder = PathText.parent(target)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(UsageError("\(folder): error: cannot create folder"))
        }
        let temporary = PathText.join(folder, ".\(PathText.lastComponent(target)).tmp-\(getpid())")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        // The file there now is read alongside, to tell whether anything changes.
        let existing = open(target, O_RDONLY | O_CLOEXEC)
        var same = existing >= 0
        var code: Int32?
        produce { piece in
            guard code == nil else { return }
            code = DescriptorWrite.all(piece, to: descriptor)
            if same { same = readMatches(piece, from: existing) }
        }
        if existing >= 0 {
            if same {
                var byte: UInt8 = 0
                same = read(existing, &byte, 1) == 0
            }
            close(existing)
        }
        // On disk before it takes the name: a crash then leaves the old file or the whole new
        // one, never an empty or partial file under the name.
        if code == nil, !same, fsync(descriptor) != 0 { code = errno }
        close(descriptor)
        if let code {
            unlink(temporary)
            return .failure(failure(path, code))
        }
        if same {
            unlink(temporary)
            return .success("unchanged")
        }
        if existing >= 0, !force {
            unlink(temporary)
            return .failure(UsageError("\(path): error: exists with other content; not overwritten (use --force)"))
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
    private static func writeStraight(
        to path: String, _ produce: (_ emit: @escaping (UnsafeRawBufferPointer) -> Void) -> Void
    ) -> Result<String, UsageError> {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        defer { close(descriptor) }
        var code: Int32?
        produce { piece in
            guard code == nil else { return }
            code = DescriptorWrite.all(piece, to: descriptor)
        }
        if let code { return .failure(failure(path, code)) }
        return .success("written")
    }

    /// Whether the next bytes of the file are these.
    private static func readMatches(_ bytes: UnsafeRawBufferPointer, from descriptor: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: bytes.count)
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            filled += count
        }
        return buffer.withUnsafeBytes { $0.elementsEqual(bytes) }
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
