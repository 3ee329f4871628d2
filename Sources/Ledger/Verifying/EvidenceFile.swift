import Digest
import Foundation

/// An evidence file as the results folder holds it, opened for reading without ever blocking or
/// leaving the folder.
///
/// Anyone who can write the results folder can put something else where a record's file was:
/// a FIFO (a plain `open` waits for a writer that never comes), a device or a link to one
/// (`/dev/zero` is read without end), or a link out of the folder (whose target's hash the
/// check would print, and whose bytes an export would embed). `verify`, `status --check` and
/// `export` are the gate, so none of them may hang on it or read through it.
///
/// Links are refused outright, inside the folder as well as out: Stepwise stores every piece of
/// evidence as the file itself, a link's target depends on the machine it is checked on, and
/// resolving one to see where it leads races with whoever swaps it. Each component below the
/// results folder (`evidence`, then the file) is opened with `O_NOFOLLOW` relative to the one
/// before, and looked at with `lstat` before it is opened, so a device is never opened at all;
/// the open itself is non-blocking and checked again with `fstat`, so a swap between the look
/// and the open is caught too. The results folder itself is the one the command was given, and
/// is reached as given (links and all).
public final class EvidenceFile {
    /// Why a path does not name an evidence file. `description` completes "PATH …".
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Nothing by that name.
        case missing
        /// Something other than a regular file: `kind` says what ("a FIFO", "a folder").
        case notAFile(kind: String)
        /// A symbolic link, with what it points to.
        case link(target: String)
        /// A folder on the way (`evidence`) is not a folder of the results folder's own.
        case folder(name: String, problem: FolderProblem)
        /// It is there but cannot be opened or read.
        case unreadable(code: Int32)

        public enum FolderProblem: Sendable, Hashable {
            case link(target: String)
            case notAFolder(kind: String)
        }

        public var description: String {
            switch self {
            case .missing: return "is not there"
            case .notAFile(let kind): return "is \(kind), not a file"
            case .link(let target): return "is a symbolic link (to \(target)), not a file"
            case .folder(let name, .link(let target)): return "is not in the results folder: \(name) is a symbolic link (to \(target)), not a folder"
            case .folder(let name, .notAFolder(let kind)): return "is not in the results folder: \(name) is \(kind), not a folder"
            case .unreadable(let code): return "cannot be read: \(String(cString: strerror(code)))"
            }
        }
    }

    /// The open file; closed when this is released.
    public let descriptor: Int32
    /// Its size when opened.
    public let size: Int

    private init(descriptor: Int32, size: Int) {
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// Opens `relative` (`evidence/<sha256>.<ext>`, components separated by `/`, none of them
    /// `..`) below `folder`, as described above.
    public static func open(_ relative: String, in folder: String) -> Result<EvidenceFile, Problem> {
        let components = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = components.last, !components.contains("..") else { return .failure(.missing) }
        var directory = openFolder(folder.isEmpty ? "." : folder)
        guard directory >= 0 else { return .failure(errno == ENOENT ? .missing : .unreadable(code: errno)) }
        defer { close(directory) }
        for component in components.dropLast() {
            switch look(component, in: directory) {
            case .failure(let problem): return .failure(problem)
            case .success(let type) where type == S_IFDIR: break
            case .success(let type):
                let problem: Problem.FolderProblem =
                    type == S_IFLNK ? .link(target: linkTarget(component, in: directory)) : .notAFolder(kind: kind(type))
                return .failure(.folder(name: component, problem: problem))
            }
            let next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { return .failure(swapped(component, in: directory, code: errno)) }
            close(directory)
            directory = next
        }
        switch look(name, in: directory) {
        case .failure(let problem): return .failure(problem)
        case .success(let type) where type == S_IFREG: break
        case .success(let type) where type == S_IFLNK: return .failure(.link(target: linkTarget(name, in: directory)))
        case .success(let type): return .failure(.notAFile(kind: kind(type)))
        }
        // Non-blocking and not following, in case it was swapped for a FIFO or a link since the
        // look; `O_NOCTTY` so a terminal swapped in is not made the controlling one.
        let descriptor = openat(directory, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(swapped(name, in: directory, code: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(.unreadable(code: code))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(.notAFile(kind: kind(status.st_mode & S_IFMT)))
        }
        return .success(EvidenceFile(descriptor: descriptor, size: Int(status.st_size)))
    }

    /// The SHA-256 of `relative` below `folder`, read in pieces (evidence can be a long video).
    public static func sha256(_ relative: String, in folder: String) -> Result<String, Problem> {
        open(relative, in: folder).flatMap { file in
            var hasher = SHA256()
            let problem = file.readPieces { hasher.update($0) }
            return problem.map { .failure($0) } ?? .success(hasher.hexDigest())
        }
    }

    /// Reads the file from its start to its end, a piece at a time.
    /// - Returns: nil when all of it was read, else why not.
    public func readPieces(_ take: (ArraySlice<UInt8>) -> Void) -> Problem? {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, offset) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return .unreadable(code: errno) }
            if got == 0 { return nil }
            take(chunk[0..<got])
            offset += off_t(got)
        }
    }

    /// Every byte of the file.
    public func bytes() -> Result<[UInt8], Problem> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        if let problem = readPieces({ bytes += $0 }) { return .failure(problem) }
        return .success(bytes)
    }

    /// The type bits of the entry `name` in `directory`, its link not followed.
    private static func look(_ name: String, in directory: Int32) -> Result<mode_t, Problem> {
        var status = stat()
        guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(code: errno))
        }
        return .success(status.st_mode & S_IFMT)
    }

    /// Why an entry that looked right could not be opened: it was swapped meanwhile (look again
    /// to say for what), or it cannot be read.
    private static func swapped(_ name: String, in directory: Int32, code: Int32) -> Problem {
        switch look(name, in: directory) {
        case .failure(let problem): return problem
        case .success(let type) where type == S_IFLNK: return .link(target: linkTarget(name, in: directory))
        case .success: return .unreadable(code: code)
        }
    }

    /// What a link points to, as it is written (never resolved).
    private static func linkTarget(_ name: String, in directory: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(directory, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Written by whoever made the link, and printed in a CI log: a control or format
        // character (a newline, an escape, a bidirectional override) is shown as its code point.
        return target.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format: return "[U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))]"
            default: return String(scalar)
            }
        }.joined()
    }

    /// A file type in words.
    private static func kind(_ type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a folder"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        case S_IFREG: return "a file"
        default: return "an entry of an unknown kind"
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// The results folder, as given (links followed: it is the folder the command was told to use).
/// At file scope, where `open` is the system's rather than `EvidenceFile.open`.
private func openFolder(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}
