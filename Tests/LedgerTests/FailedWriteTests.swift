import Foundation
import JSON
import Testing

@testable import Ledger

/// A full disk or an I/O error in the middle of a session: the tester is told the record was
/// not saved, retries, and the ledger must hold exactly the records acknowledged — no fragment,
/// no record the tester was told failed.
@Suite("Ledger writer after a failed write")
struct FailedWriteTests {
    /// A session with two records, then the given failure on the third, then a retry.
    private func session(failing operations: LedgerWriter.FileOperations) throws -> (folder: TemporaryFolder, writer: LedgerWriter) {
        let folder = try TemporaryFolder()
        let (writer, _) = try LedgerWriter.open(folder: folder.path, sessionID: "s", holder: "Ann")
        try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
        try writer.append(RecordType.note, ["text": .string("one")])
        writer.operations = operations
        #expect(throws: LedgerError.self) { try writer.append(RecordType.note, ["text": .string("lost")]) }
        writer.operations = LedgerWriter.FileOperations()
        return (folder, writer)
    }

    private func expectIntact(_ folder: TemporaryFolder, notes: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let ledger = SessionLedger(path: folder.file("s.jsonl"), bytes: try #require(folder.bytes("s.jsonl")))
        #expect(ledger.report.isIntact, "\(ledger.report.problems)", sourceLocation: sourceLocation)
        #expect(ledger.records.map(\.seq) == Array(1...ledger.records.count), sourceLocation: sourceLocation)
        #expect(ledger.records.compactMap { $0.string("text") } == notes, sourceLocation: sourceLocation)
    }

    @Test("a short write (a full disk) is cut back: the retry is a whole record after the last saved one")
    func shortWrite() throws {
        let (folder, writer) = try session(
            failing: LedgerWriter.FileOperations(write: { descriptor, bytes in
                Glibc.write(descriptor, bytes.baseAddress, bytes.count / 2)
            }))
        try writer.append(RecordType.note, ["text": .string("retried")])
        writer.close()
        try expectIntact(folder, notes: ["one", "retried"])
    }

    @Test("a write that fails outright leaves the ledger as it was")
    func failedWrite() throws {
        let (folder, writer) = try session(
            failing: LedgerWriter.FileOperations(write: { _, _ in
                errno = EIO
                return -1
            }))
        try writer.append(RecordType.note, ["text": .string("retried")])
        writer.close()
        try expectIntact(folder, notes: ["one", "retried"])
    }

    @Test("a failed flush takes the record out: it is not in the ledger, and the retry takes its seq")
    func failedSync() throws {
        // The record's flush fails; the flush after cutting it back works (Linux reports a
        // writeback error once).
        final class Calls { var count = 0 }
        let calls = Calls()
        let (folder, writer) = try session(
            failing: LedgerWriter.FileOperations(sync: { descriptor in
                calls.count += 1
                guard calls.count > 1 else {
                    errno = EIO
                    return -1
                }
                return fsync(descriptor)
            }))
        #expect(writer.lastSeq == 2)
        try writer.append(RecordType.note, ["text": .string("retried")])
        writer.close()
        try expectIntact(folder, notes: ["one", "retried"])
    }

    @Test("when the failed append cannot be undone, every further append is refused; reopening recovers the ledger")
    func cannotUndo() throws {
        // Half the line is written, and cutting it back fails.
        let (folder, writer) = try session(
            failing: LedgerWriter.FileOperations(
                write: { descriptor, bytes in Glibc.write(descriptor, bytes.baseAddress, bytes.count / 2) },
                truncate: { _, _ in
                    errno = EIO
                    return -1
                }))
        do {
            try writer.append(RecordType.note, ["text": .string("after unknown bytes")])
            Issue.record("appended after a failed write that was not undone")
        } catch {
            #expect("\(error)".contains("quit and resume the session"))
        }
        writer.close()
        // Reopening moves the half line aside, and the session goes on from record 2.
        let (reopened, recovery) = try LedgerWriter.open(folder: folder.path, sessionID: "s", holder: "Ann")
        #expect(recovery?.line == 3)
        #expect(reopened.lastSeq == 2)
        try reopened.append(RecordType.note, ["text": .string("retried")])
        reopened.close()
        try expectIntact(folder, notes: ["one", "retried"])
    }
}
