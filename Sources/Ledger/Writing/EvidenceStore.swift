import Digest
import Foundation
import Paths

/// Keeps evidence files beside the ledgers: `<results>/evidence/<sha256>.<ext>`, named by
/// their content so the same file is stored once and a record can prove which file it meant.
public enum EvidenceStore {
    public struct Stored: Sendable {
        public let sha256: String
        /// Relative to the results folder: `evidence/<sha256>.<ext>`.
        public let relativePath: String
        public let bytes: Int
    }

    public static func store(_ file: String, resultsFolder: String) throws(LedgerError) -> Stored {
        let expanded = (file as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .unreadable(path: file, reason: "no such file")
        }
        // The tester's own file, links followed; but a FIFO or a device would be waited on or
        // read without end, so only a regular file is copied.
        guard RegularFile.problem(expanded) == nil else {
            throw .unreadable(path: file, reason: "not a regular file (a pipe or a device cannot be kept as evidence)")
        }
        guard let data = FileManager.default.contents(atPath: expanded) else {
            throw .unreadable(path: file, reason: "cannot read the file")
        }
        return try store(data, extension: PathText.pathExtension(expanded), resultsFolder: resultsFolder)
    }

    /// Bytes that are not a file of the tester's (a screenshot the tool took), stored as
    /// `store(_:resultsFolder:)` stores a file with this extension.
    public static func store(_ data: Data, extension pathExtension: String, resultsFolder: String) throws(LedgerError) -> Stored {
        let hash = data.withUnsafeBytes { SHA256.hash($0.bindMemory(to: UInt8.self)) }
        let ext = pathExtension.lowercased().filter { $0.isLetter || $0.isNumber }
        let name = ext.isEmpty ? hash : hash + "." + ext
        let folder = (resultsFolder as NSString).appendingPathComponent("evidence")
        try LedgerWriter.createFolder(folder)
        // Not through a link: a tester's evidence is written into the results folder, never
        // into wherever someone pointed `evidence` (see `EvidenceFile`).
        var status = stat()
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .unreadable(path: folder, reason: "not a folder of the results folder's own (a symbolic link?); evidence is not written through it")
        }
        let target = (folder as NSString).appendingPathComponent(name)
        // Named by its content, a file already there is the same evidence — unless it was
        // changed since, or something else (a FIFO, a link) was put in its place, which verify
        // reports; then the genuine bytes are put back, never reading what is there.
        if (try? EvidenceFile.sha256("evidence/" + name, in: resultsFolder).get()) != hash {
            // Complete or absent: a temporary file, flushed, then renamed into place.
            let temporary = target + ".tmp-\(getpid())"
            guard FileManager.default.createFile(atPath: temporary, contents: data) else {
                let code = errno
                // A full disk can leave part of the copy: nothing half-written stays behind.
                try? FileManager.default.removeItem(atPath: temporary)
                throw .io(path: temporary, action: "copy the evidence", code: code)
            }
            let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
            let synced = descriptor >= 0 && fsync(descriptor) == 0
            let code = errno
            if descriptor >= 0 { close(descriptor) }
            guard synced else {
                try? FileManager.default.removeItem(atPath: temporary)
                throw .io(path: temporary, action: "flush the evidence to disk", code: code)
            }
            guard rename(temporary, target) == 0 else {
                let code = errno
                try? FileManager.default.removeItem(atPath: temporary)
                throw .io(path: target, action: "store the evidence", code: code)
            }
            try LedgerWriter.syncFolder(folder, descriptorPath: target)
        }
        return Stored(sha256: hash, relativePath: "evidence/" + name, bytes: data.count)
    }
}
