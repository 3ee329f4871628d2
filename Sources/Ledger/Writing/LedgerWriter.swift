import Digest
import Foundation
import JSON
import Paths

/// Appends records to one session's ledger, `<folder>/<session-id>.jsonl`, durably.
///
/// - One writer per session: an exclusive `flock` on the file; a second writer is refused
///   with the first one's name, pid and host (kept in `<session-id>.lock`).
/// - Each record is one `write` to a file opened for appending, then `fsync`; the folder is
///   `fsync`ed when the file is created. `append` returns only once the record is on disk,
///   so the caller may tell the tester it is saved.
/// - On opening, a torn last line (a crash in the middle of a write) is moved aside to
///   `<session-id>.torn-<n>` and reported; nothing before it is touched.
/// - A write or flush that fails (a full disk, an I/O error) is undone: the file is cut back
///   to where it ended, so a retry is not glued to a fragment and no unacknowledged record
///   stays behind to clash with it. If even that fails, the writer refuses every further
///   append until the session is opened again, which recovers the file.
public final class LedgerWriter {
    public let path: String
    public let sessionID: String
    public private(set) var lastSeq: Int
    /// SHA-256 of the last line, the next record's `prev`.
    public private(set) var lastHash: String
    private let descriptor: Int32
    private let lockPath: String
    private let now: () -> Date
    /// The file operations appends use; tests put failing ones in their place.
    struct FileOperations {
        var write: (Int32, UnsafeRawBufferPointer) -> Int = { descriptor, bytes in Glibc.write(descriptor, bytes.baseAddress, bytes.count) }
        var sync: (Int32) -> Int32 = { fsync($0) }
        var truncate: (Int32, off_t) -> Int32 = { ftruncate($0, $1) }
    }
    var operations = FileOperations()
    /// Set when a failed append could not be undone: the end of the file is not known.
    private var damaged: LedgerError?
    /// How long the file is after the last record this writer wrote (or found on opening):
    /// any other length means someone else changed it.
    private var expectedLength: off_t = 0

    /// What opening found at the end of an existing ledger.
    public struct Recovery: Sendable {
        /// Where the torn bytes were moved.
        public let tornPath: String
        public let byteCount: Int
        /// The line the torn record was on.
        public let line: Int
    }

    /// Opens (creating it if needed) the ledger of a session.
    /// - Parameter syncingFolder: flush the folder when the file is new, so its name is on disk
    ///   before any record is acknowledged. A caller making many sessions at once (an engine's
    ///   results of many pages) may flush it once after them all (`flushFolder`), before it
    ///   says any is recorded.
    public static func open(
        folder: String, sessionID: String, holder: String, now: @escaping () -> Date = Date.init, syncingFolder: Bool = true
    ) throws(LedgerError) -> (LedgerWriter, Recovery?) {
        try createFolder(folder)
        let path = (folder as NSString).appendingPathComponent(sessionID + ".jsonl")
        let existed = FileManager.default.fileExists(atPath: path)
        let descriptor = Glibc.open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(path: path, action: "open", code: errno) }
        let lockPath = (folder as NSString).appendingPathComponent(sessionID + ".lock")
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let holder = (try? String(contentsOfFile: lockPath, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            Glibc.close(descriptor)
            throw .locked(path: path, holder: holder.flatMap { $0.isEmpty ? nil : $0 } ?? "holder unknown")
        }
        if !existed && syncingFolder { try syncFolder(folder, descriptorPath: path) }
        // Say who holds the session, for a second writer's error message.
        let info = "\(holder), pid \(getpid()) on \(ProcessInfo.processInfo.hostName), since \(LedgerTime.string(now()))\n"
        try? info.write(toFile: lockPath, atomically: true, encoding: .utf8)

        do {
            let (lastSeq, lastHash, recovery) = try recover(path: path, descriptor: descriptor, folder: folder, sessionID: sessionID)
            let writer = LedgerWriter(
                path: path, sessionID: sessionID, descriptor: descriptor, lockPath: lockPath, lastSeq: lastSeq,
                lastHash: lastHash, now: now)
            writer.expectedLength = lseek(descriptor, 0, SEEK_END)
            return (writer, recovery)
        } catch {
            Glibc.close(descriptor)
            throw error
        }
    }

    private init(
        path: String, sessionID: String, descriptor: Int32, lockPath: String, lastSeq: Int, lastHash: String,
        now: @escaping () -> Date
    ) {
        self.path = path
        self.sessionID = sessionID
        self.descriptor = descriptor
        self.lockPath = lockPath
        self.lastSeq = lastSeq
        self.lastHash = lastHash
        self.now = now
    }

    deinit { close() }

    private var closed = false

    /// Releases the lock. Appending after this fails.
    public func close() {
        guard !closed else { return }
        closed = true
        try? FileManager.default.removeItem(atPath: lockPath)
        Glibc.close(descriptor)
    }

    /// Closes the writer and, when nothing was ever written to its ledger, removes the file,
    /// so a session or sign-off that could not start leaves no empty ledger behind.
    public func discardIfEmpty() {
        let empty = lastSeq == 0
        close()
        if empty {
            var status = stat()
            if stat(path, &status) == 0, status.st_size == 0 { unlink(path) }
        }
    }

    /// Writes a record and returns it once it is on disk.
    @discardableResult
    public func append(_ type: String, _ payload: [String: JSONValue] = [:]) throws(LedgerError) -> LedgerRecord {
        try appendAll([(type, payload)])[0]
    }

    /// Writes several records with one write and one flush, and returns them once they are all
    /// on disk; when the write or the flush fails, none of them stays. For a session recorded
    /// whole from a file (an engine's scan), where a record at a time would flush each.
    @discardableResult
    public func appendAll(_ records: [(type: String, payload: [String: JSONValue])]) throws(LedgerError) -> [LedgerRecord] {
        guard !closed else { throw .io(path: path, action: "append to a closed ledger", code: EBADF) }
        if let damaged { throw damaged }
        guard !records.isEmpty else { return [] }
        var written: [LedgerRecord] = []
        var bytes: [UInt8] = []
        var seq = lastSeq
        var hash = lastHash
        for (type, payload) in records {
            seq += 1
            let record = LedgerRecord(seq: seq, time: LedgerTime.string(now()), type: type, payload: payload, prev: hash)
            let line = record.line
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
            hash = SHA256.hash(line)
            written.append(record)
        }
        // Where the file ends now: a failed append is cut back to here.
        let end = lseek(descriptor, 0, SEEK_END)
        guard end >= 0 else { throw .io(path: path, action: "find the end of the ledger", code: errno) }
        if let problem = changeUnderneath(end: end) { throw .changedUnderneath(path: path, reason: problem) }
        let count = bytes.withUnsafeBytes { operations.write(descriptor, $0) }
        guard count == bytes.count else {
            throw undo(to: end, .io(path: path, action: "write the record", code: count < 0 ? errno : ENOSPC))
        }
        // After a failed fsync the bytes may or may not reach the disk: the records are taken
        // out so that the ledger says only what the tester was told.
        guard operations.sync(descriptor) == 0 else {
            throw undo(to: end, .io(path: path, action: "flush the record to disk", code: errno))
        }
        lastSeq = seq
        lastHash = hash
        expectedLength = end + off_t(bytes.count)
        return written
    }

    /// Why the file at `path` is not the file this writer holds, as it left it: another file
    /// there (a new inode, as `git checkout` and `git stash` make), none at all, or this one
    /// with another length than the records written make (`end`, its length now). Nil when it
    /// is the same file, unchanged.
    private func changeUnderneath(end: off_t) -> String? {
        var held = stat()
        var named = stat()
        guard fstat(descriptor, &held) == 0 else { return "the ledger cannot be examined" }
        guard stat(path, &named) == 0 else { return "the ledger file was removed" }
        if held.st_dev != named.st_dev || held.st_ino != named.st_ino { return "the ledger file was replaced by another file" }
        if end != expectedLength { return "the ledger file was changed by something else (\(expectedLength) bytes written, \(end) there now)" }
        return nil
    }

    /// Cuts the file back to `end` after a failed append and returns the error to throw; when
    /// that fails too, marks the writer damaged so that nothing is appended after unknown bytes.
    private func undo(to end: off_t, _ error: LedgerError) -> LedgerError {
        guard operations.truncate(descriptor, end) == 0, operations.sync(descriptor) == 0 else {
            damaged = .io(
                path: path, action: "append after a failed write that could not be undone (quit and resume the session to recover it)", code: errno)
            return error
        }
        return error
    }

    // MARK: - Opening

    /// The last complete record's seq and hash, after moving a torn tail aside.
    private static func recover(path: String, descriptor: Int32, folder: String, sessionID: String) throws(LedgerError)
        -> (Int, String, Recovery?)
    {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "cannot read the ledger")
        }
        let bytes = [UInt8](data)
        var end = bytes.count
        var recovery: Recovery?
        if let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
            end = lastNewline + 1
        } else {
            end = 0
        }
        if end < bytes.count, let completed = completeTail(bytes, from: end) {
            // The last record lost only its newline: it is whole and follows on from the line
            // before it, so it stays, and gets its newline.
            guard Glibc.write(descriptor, "\n", 1) == 1, fsync(descriptor) == 0 else {
                throw .io(path: path, action: "end the last record with its newline", code: errno)
            }
            return (completed.seq, SHA256.hash(Array(bytes[end...])), nil)
        }
        if end < bytes.count {
            // A torn write: keep its bytes beside the ledger, then cut the ledger back to its
            // last complete line.
            let torn = Array(bytes[end...])
            let tornPath = nextTornPath(folder: folder, sessionID: sessionID)
            guard FileManager.default.createFile(atPath: tornPath, contents: Data(torn)) else {
                throw .io(path: tornPath, action: "keep the torn record", code: errno)
            }
            let tornDescriptor = Glibc.open(tornPath, O_RDONLY | O_CLOEXEC)
            if tornDescriptor >= 0 {
                fsync(tornDescriptor)
                Glibc.close(tornDescriptor)
            }
            try syncFolder(folder, descriptorPath: tornPath)
            guard ftruncate(descriptor, off_t(end)) == 0, fsync(descriptor) == 0 else {
                throw .io(path: path, action: "set the torn record aside", code: errno)
            }
            let line = bytes[..<end].filter { $0 == UInt8(ascii: "\n") }.count + 1
            recovery = Recovery(tornPath: tornPath, byteCount: torn.count, line: line)
        }
        guard end > 0 else { return (0, LedgerRecord.genesis, recovery) }
        let lastStart = bytes[..<(end - 1)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lastLine = Array(bytes[lastStart..<(end - 1)])
        let record: LedgerRecord
        do {
            record = try lastLine.withUnsafeBufferPointer { buffer throws(RecordProblem) in
                try LedgerRecord.read(buffer, verifyCheck: false)
            }
        } catch {
            throw .unreadable(path: path, reason: "the last record cannot be read (\(error)); run '\(ProgramPath.command) verify'")
        }
        return (record.seq, SHA256.hash(lastLine), recovery)
    }

    /// The record after the last newline, when it is whole (it reads, its own check holds)
    /// and follows on from the line before it (or is the first): nil for a torn write.
    private static func completeTail(_ bytes: [UInt8], from start: Int) -> LedgerRecord? {
        let tail = Array(bytes[start...])
        guard
            let record = try? tail.withUnsafeBufferPointer({ buffer throws(RecordProblem) in
                try LedgerRecord.read(buffer, verifyCheck: true)
            })
        else { return nil }
        guard start > 0 else { return record.seq == 1 && record.prev == LedgerRecord.genesis ? record : nil }
        let previousStart = bytes[..<(start - 1)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let previous = Array(bytes[previousStart..<(start - 1)])
        guard record.prev == SHA256.hash(previous),
            let before = try? previous.withUnsafeBufferPointer({ buffer throws(RecordProblem) in
                try LedgerRecord.read(buffer, verifyCheck: false)
            }), record.seq == before.seq + 1
        else { return nil }
        return record
    }

    private static func nextTornPath(folder: String, sessionID: String) -> String {
        var n = 1
        while true {
            let candidate = (folder as NSString).appendingPathComponent("\(sessionID).torn-\(n)")
            if !FileManager.default.fileExists(atPath: candidate) { return candidate }
            n += 1
        }
    }

    static func createFolder(_ folder: String) throws(LedgerError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .unreadable(path: folder, reason: "not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: folder, action: "create the results folder", code: errno == 0 ? EACCES : errno)
        }
        try syncFolder(PathText.parent(folder), descriptorPath: folder)
    }

    /// Makes the new files of a results folder durable, after sessions opened without
    /// `syncingFolder`.
    public static func flushFolder(_ folder: String) throws(LedgerError) {
        try syncFolder(folder, descriptorPath: folder)
    }

    /// Makes a new directory entry durable.
    static func syncFolder(_ folder: String, descriptorPath: String) throws(LedgerError) {
        let descriptor = Glibc.open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path: folder, action: "open the folder to flush it", code: errno) }
        defer { Glibc.close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .io(path: folder, action: "flush the folder", code: errno) }
    }
}
