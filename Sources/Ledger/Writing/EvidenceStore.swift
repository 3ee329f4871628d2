import Paths
import Digest
import Foundation

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
        let target = (folder as NSString).appendingPathComponent(name)
        // Named by its content, a file already there is the same evidence — unless it was
        // changed since, which verify reports; then the genuine bytes are put back.
        if !FileManager.default.fileExists(atPath: target) || EvidenceCheck.fileSHA256(target) != hash {
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
