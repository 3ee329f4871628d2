import Foundation
import Ledger
import Testing

/// The file at a session's path changes under an open session — `git stash` or `git checkout`
/// gives it a new inode, someone deletes it, cuts it or appends to it: the next append is
/// refused with an error saying so, and nothing goes where nobody reads it.
@Suite("Ledger file changed underneath")
struct LedgerReplacedTests {
    func expectRefused(_ writer: LedgerWriter, saying words: String) {
        do {
            try writer.append(RecordType.stepResult, ["verdict": .string("failed")])
            Issue.record("the append was taken")
        } catch {
            #expect("\(error)".contains(words), "\(error)")
            #expect("\(error)".contains("resume the session"))
        }
    }

    @Test("a new file renamed over the ledger (as git checkout does): the verdict is refused, the new file untouched")
    func replacedByRename() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try LedgerWriterTests.open(folder)
        defer { writer.close() }
        try writer.append(RecordType.note, ["text": .string("one")])
        let before = try #require(folder.bytes("s1.jsonl"))
        // git writes the checked-out file beside it and renames it into place.
        try Data(before).write(to: URL(fileURLWithPath: folder.path + "/s1.jsonl.tmp"))
        #expect(rename(folder.path + "/s1.jsonl.tmp", folder.path + "/s1.jsonl") == 0)
        expectRefused(writer, saying: "replaced by another file")
        #expect(folder.bytes("s1.jsonl") == before, "nothing written to the file on disk")
        // Refused every time, not only once.
        expectRefused(writer, saying: "replaced by another file")
    }

    @Test("the ledger deleted: refused")
    func deleted() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try LedgerWriterTests.open(folder)
        defer { writer.close() }
        try writer.append(RecordType.note, ["text": .string("one")])
        #expect(unlink(folder.path + "/s1.jsonl") == 0)
        expectRefused(writer, saying: "removed")
    }

    @Test("the same file cut short or appended to by something else: refused")
    func changedLength() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try LedgerWriterTests.open(folder)
        defer { writer.close() }
        try writer.append(RecordType.note, ["text": .string("one")])
        try writer.append(RecordType.note, ["text": .string("two")])
        let path = folder.path + "/s1.jsonl"
        let length = try #require(folder.bytes("s1.jsonl")).count
        #expect(truncate(path, off_t(length - 5)) == 0)
        expectRefused(writer, saying: "changed by something else")

        let other = try TemporaryFolder()
        let (second, _) = try LedgerWriterTests.open(other)
        defer { second.close() }
        try second.append(RecordType.note, ["text": .string("one")])
        let handle = try #require(FileHandle(forWritingAtPath: other.path + "/s1.jsonl"))
        handle.seekToEndOfFile()
        handle.write(Data("{\"forged\":true}\n".utf8))
        handle.closeFile()
        expectRefused(second, saying: "changed by something else")
    }

    @Test("a writer's own appends, and a reopened session, go on as before")
    func ownAppendsGoOn() throws {
        let folder = try TemporaryFolder()
        do {
            let (writer, _) = try LedgerWriterTests.open(folder)
            for index in 0..<5 { try writer.append(RecordType.note, ["text": .string("\(index)")]) }
            writer.close()
        }
        let (reopened, _) = try LedgerWriterTests.open(folder)
        defer { reopened.close() }
        let record = try reopened.append(RecordType.note, ["text": .string("after")])
        #expect(record.seq == 6)
    }
}
