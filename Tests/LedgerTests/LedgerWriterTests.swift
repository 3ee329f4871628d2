import Digest
import Foundation
import JSON
import Ledger
import Testing

@Suite("Ledger writer")
struct LedgerWriterTests {
    /// A clock that says the same instant every time, so record times are known in advance.
    static let instant = Date(timeIntervalSince1970: 1_795_000_000.125)
    static let instantText = "2026-11-18T11:06:40.125Z"

    static func open(_ folder: TemporaryFolder, _ session: String = "s1", holder: String = "Ann") throws -> (LedgerWriter, LedgerWriter.Recovery?) {
        try LedgerWriter.open(folder: folder.path, sessionID: session, holder: holder, now: { instant })
    }

    @Test("a record's line: seq, time, type, payload keys sorted, prev, then a check over the bytes before it")
    func lineFormat() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try Self.open(folder)
        defer { writer.close() }
        let record = try writer.append(RecordType.note, ["zeta": .int(-3), "alpha": .string("é\"\n"), "mid": .array([.bool(true), .null])])
        let body =
            #"{"seq":1,"time":"\#(Self.instantText)","type":"note","alpha":"é\"\n","mid":[true,null],"zeta":-3,"prev":""#
            + LedgerRecord.genesis + #"""#
        let expected = body + #","check":""# + SHA256.hash(body) + #""}"#
        #expect(folder.bytes("s1.jsonl") == Array((expected + "\n").utf8))
        #expect(record.line == Array(expected.utf8))
        #expect(record.seq == 1 && record.time == Self.instantText && record.prev == LedgerRecord.genesis)
    }

    @Test("payload keys that name the record's own fields are left out, so every line has one seq and one prev")
    func reservedKeys() throws {
        let record = LedgerRecord(
            seq: 4, time: Self.instantText, type: "note", payload: ["seq": .int(99), "prev": .string("x"), "ok": .bool(true)],
            prev: LedgerRecord.genesis)
        let read = try record.line.withUnsafeBufferPointer { try LedgerRecord.read($0, verifyCheck: true) }
        #expect(read.seq == 4 && read.prev == LedgerRecord.genesis)
        #expect(read.payload == ["ok": .bool(true)])
    }

    @Test("times are RFC 3339 in UTC, to the millisecond")
    func timeFormat() {
        #expect(LedgerTime.string(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(LedgerTime.string(Self.instant) == Self.instantText)
        #expect(LedgerTime.string(Date(timeIntervalSince1970: 951_782_400.5)) == "2000-02-29T00:00:00.500Z")
        #expect(LedgerTime.string(Date(timeIntervalSince1970: 1_798_761_599.75)) == "2026-12-31T23:59:59.750Z")
    }

    @Test("the chain: the first prev is 64 zeros, every other prev the SHA-256 of the line before as it is on disk")
    func chainOnDisk() throws {
        let folder = try TemporaryFolder()
        let (writer, recovery) = try Self.open(folder)
        defer { writer.close() }
        #expect(recovery == nil)
        var returned: [LedgerRecord] = []
        for index in 0..<5 {
            returned.append(try writer.append(RecordType.scenarioResult, ["scenario": .string("id-\(index)"), "verdict": .string("passed")]))
        }
        let lines = LedgerLines.split(try #require(folder.bytes("s1.jsonl")))
        try #require(lines.count == 5)
        for (index, line) in lines.enumerated() {
            let record = try line.withUnsafeBufferPointer { try LedgerRecord.read($0, verifyCheck: true) }
            #expect(record == returned[index])
            #expect(record.seq == index + 1)
            #expect(record.prev == (index == 0 ? LedgerRecord.genesis : SHA256.hash(lines[index - 1])))
        }
        #expect(writer.lastSeq == 5)
        #expect(writer.lastHash == SHA256.hash(lines[4]))
    }

    /// Durability itself (the fsync) shows only across a crash, which FaultTests exercises; here
    /// the promise that matters to the caller: once `append` returns, the line is in the file
    /// for any other reader, without closing the writer.
    @Test("when append returns, the record is in the file, complete with its newline")
    func appendIsInTheFileOnReturn() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try Self.open(folder)
        defer { writer.close() }
        for seq in 1...3 {
            let record = try writer.append(RecordType.note, ["n": .int(seq)])
            let bytes = try #require(folder.bytes("s1.jsonl"))
            #expect(bytes.last == UInt8(ascii: "\n"))
            #expect(LedgerLines.split(bytes).last == record.line)
            #expect(LedgerVerifier.verify(bytes).isIntact)
        }
    }

    @Test("open creates the results folder and the file, and nothing is written until a record is")
    func createsFolder() throws {
        let folder = try TemporaryFolder()
        let nested = folder.path + "/results/team"
        let (writer, recovery) = try LedgerWriter.open(folder: nested, sessionID: "s1", holder: "Ann")
        defer { writer.close() }
        #expect(recovery == nil)
        #expect(FileManager.default.contents(atPath: nested + "/s1.jsonl") == Data())
        #expect(writer.lastSeq == 0 && writer.lastHash == LedgerRecord.genesis)
    }

    @Test("reopening a session continues its seq and chain")
    func reopenContinues() throws {
        let folder = try TemporaryFolder()
        do {
            let (writer, _) = try Self.open(folder)
            try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
            try writer.append(RecordType.note, ["text": .string("first sitting")])
            writer.close()
        }
        let before = try #require(folder.bytes("s1.jsonl"))
        let (writer, recovery) = try Self.open(folder)
        defer { writer.close() }
        #expect(recovery == nil)
        #expect(writer.lastSeq == 2)
        #expect(writer.lastHash == SHA256.hash(LedgerLines.split(before)[1]))
        let record = try writer.append(RecordType.resumed)
        #expect(record.seq == 3)
        #expect(record.prev == SHA256.hash(LedgerLines.split(before)[1]))
        let after = try #require(folder.bytes("s1.jsonl"))
        #expect(Array(after.prefix(before.count)) == before)
        let report = LedgerVerifier.verify(after)
        #expect(report.isIntact, "\(report.problems)")
        #expect(report.records == 3 && report.headSeq == 3 && report.headHash == SHA256.hash(record.line))
    }

    @Test("a torn last line is moved aside to <id>.torn-1, byte for byte, and nothing before it is touched")
    func tornTailMovedAside() throws {
        let folder = try TemporaryFolder()
        do {
            let (writer, _) = try Self.open(folder)
            try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
            try writer.append(RecordType.note, ["text": .string("kept")])
            writer.close()
        }
        let intact = try #require(folder.bytes("s1.jsonl"))
        let torn = Array(#"{"seq":3,"time":"2026-11-18T11:06:40.125Z","type":"no"#.utf8)
        try folder.append("s1.jsonl", torn)

        let (writer, recovery) = try Self.open(folder)
        let found = try #require(recovery)
        #expect(found.tornPath == folder.file("s1.torn-1"))
        #expect(found.byteCount == torn.count)
        #expect(found.line == 3)
        #expect(folder.bytes("s1.torn-1") == torn)
        #expect(folder.bytes("s1.jsonl") == intact)
        #expect(writer.lastSeq == 2)
        let record = try writer.append(RecordType.note, ["text": .string("after the crash")])
        #expect(record.seq == 3 && record.prev == SHA256.hash(LedgerLines.split(intact)[1]))
        writer.close()
        #expect(LedgerVerifier.verify(try #require(folder.bytes("s1.jsonl"))).isIntact)

        // A second crash keeps the first torn file and takes the next number.
        let second = Array(#"{"seq":4,"#.utf8)
        try folder.append("s1.jsonl", second)
        let (again, secondRecovery) = try Self.open(folder)
        defer { again.close() }
        #expect(secondRecovery?.tornPath == folder.file("s1.torn-2"))
        #expect(secondRecovery?.line == 4)
        #expect(folder.bytes("s1.torn-1") == torn)
        #expect(folder.bytes("s1.torn-2") == second)
        #expect(again.lastSeq == 3)
    }

    @Test("a last record that lost only its newline is complete: verify counts it, and opening keeps it and adds the newline")
    func completeRecordWithoutNewline() throws {
        let folder = try TemporaryFolder()
        do {
            let (writer, _) = try Self.open(folder)
            try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
            try writer.append(RecordType.scenarioResult, ["scenario": .string("a"), "verdict": .string("failed")])
            writer.close()
        }
        let whole = try #require(folder.bytes("s1.jsonl"))
        try folder.write("s1.jsonl", Array(whole.dropLast()))
        let report = LedgerVerifier.verify(Array(whole.dropLast()))
        #expect(report.isIntact, "\(report.problems)")
        #expect(report.records == 2 && report.headHash == LedgerVerifier.verify(whole).headHash)

        let (writer, recovery) = try Self.open(folder)
        #expect(recovery == nil)
        #expect(writer.lastSeq == 2)
        #expect(folder.bytes("s1.jsonl") == whole)
        #expect(!FileManager.default.fileExists(atPath: folder.file("s1.torn-1")))
        try writer.append(RecordType.note, ["text": .string("after")])
        writer.close()
        let after = LedgerVerifier.verify(try #require(folder.bytes("s1.jsonl")))
        #expect(after.isIntact && after.records == 3)
    }

    @Test("a last line without its newline that does not follow on from the line before is still set aside as torn")
    func unterminatedForeignLineIsTorn() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try Self.open(folder)
        try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
        writer.close()
        // A whole record, but one whose prev is not the hash of line 1.
        let foreign = LedgerRecord(seq: 2, time: Self.instantText, type: "note", payload: [:], prev: String(repeating: "a", count: 64)).line
        try folder.append("s1.jsonl", foreign)
        let (again, recovery) = try Self.open(folder)
        defer { again.close() }
        #expect(recovery?.line == 2)
        #expect(folder.bytes("s1.torn-1") == foreign)
        #expect(again.lastSeq == 1)
    }

    @Test("a writer closed before its first record leaves no empty ledger behind when discarded")
    func discardIfEmpty() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try Self.open(folder)
        writer.discardIfEmpty()
        #expect(!FileManager.default.fileExists(atPath: folder.file("s1.jsonl")))
        #expect(!FileManager.default.fileExists(atPath: folder.file("s1.lock")))
        let (kept, _) = try Self.open(folder)
        try kept.append(RecordType.sessionStarted)
        kept.discardIfEmpty()
        #expect(FileManager.default.fileExists(atPath: folder.file("s1.jsonl")))
    }

    @Test("a file that is all torn (no complete line) is emptied, its bytes kept, and the session starts at seq 1")
    func wholeFileTorn() throws {
        let folder = try TemporaryFolder()
        let torn = Array(#"{"seq":1,"ti"#.utf8)
        try folder.write("s1.jsonl", torn)
        let (writer, recovery) = try Self.open(folder)
        defer { writer.close() }
        #expect(recovery?.line == 1)
        #expect(recovery?.byteCount == torn.count)
        #expect(folder.bytes("s1.torn-1") == torn)
        #expect(folder.bytes("s1.jsonl") == [])
        let record = try writer.append(RecordType.sessionStarted)
        #expect(record.seq == 1 && record.prev == LedgerRecord.genesis)
    }

    @Test("a second writer of the same session is refused, and the error names the first")
    func secondWriterRefused() throws {
        let folder = try TemporaryFolder()
        let (first, _) = try Self.open(folder, holder: "Ann Example")
        do throws(LedgerError) {
            _ = try LedgerWriter.open(folder: folder.path, sessionID: "s1", holder: "Bo")
            Issue.record("a second writer was let in")
        } catch {
            guard case .locked(let path, let holder) = error else {
                Issue.record("expected a lock error, got \(error)")
                return
            }
            #expect(path == folder.file("s1.jsonl"))
            #expect(holder.contains("Ann Example"))
            #expect(holder.contains("pid \(getpid())"))
            #expect(error.description.contains("Ann Example"))
        }
        // Another session in the same folder is not held up.
        let (other, _) = try Self.open(folder, "s2", holder: "Bo")
        other.close()
        // Once the first writer lets go, the session can be opened again.
        first.close()
        let (next, _) = try Self.open(folder, holder: "Bo")
        next.close()
    }

    @Test("appending after close fails rather than writing without the lock")
    func appendAfterClose() throws {
        let folder = try TemporaryFolder()
        let (writer, _) = try Self.open(folder)
        writer.close()
        #expect(throws: LedgerError.self) { try writer.append(RecordType.note) }
        #expect(folder.bytes("s1.jsonl") == [])
    }
}
