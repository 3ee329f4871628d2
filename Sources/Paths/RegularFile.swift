import Foundation

/// Whether a path names a regular file (links followed). Keys, settings, catalogs and ledgers
/// are small regular files; a device (`/dev/zero`), a FIFO or a folder by such a name would be
/// read without end, block, or fail obscurely, so it is refused before anything reads it.
public enum RegularFile {
    public enum Problem: Sendable, Hashable {
        case missing, notRegular
    }

    /// Nil for a regular file.
    public static func problem(_ path: String) -> Problem? {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return (status.st_mode & S_IFMT) == S_IFREG ? nil : .notRegular
    }
}
