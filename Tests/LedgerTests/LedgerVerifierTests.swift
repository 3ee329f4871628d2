import Digest
import Foundation
import Testing

@testable import Ledger

@Suite("Ledger verifier")
struct LedgerVerifierTests {
    static let lines = LedgerLines.make(count: 6)

    /// The first problem verify reports, which `stepwise verify` prints.
    static func firstProblem(_ lines: [[UInt8]]) -> LedgerVerifier.Problem? {
        LedgerVerifier.verify(LedgerLines.join(lines)).problems.first
    }

    static func replacing(_ lines: [[UInt8]], line: Int, _ old: String, with new: String) -> [[UInt8]] {
        var copy = lines
        let text = String(decoding: copy[line - 1], as: UTF8.self)
        precondition(text.contains(old), "line \(line) has no '\(old)'")
        copy[line - 1] = Array(text.replacingOccurrences(of: old, with: new).utf8)
        return copy
    }

    @Test("an intact ledger: its record count, head seq and head hash")
    func intact() {
        let report = LedgerVerifier.verify(LedgerLines.join(Self.lines))
        #expect(report.isIntact, "\(report.problems)")
        #expect(report.records == 6)
        #expect(report.headSeq == 6)
        #expect(report.headHash == SHA256.hash(Self.lines[5]))
    }

    @Test("an empty ledger is intact, with the genesis hash as its head")
    func empty() {
        let report = LedgerVerifier.verify([])
        #expect(report.isIntact && report.records == 0 && report.headSeq == 0)
        #expect(report.headHash == LedgerRecord.genesis)
    }

    @Test("a changed payload is named on its own line, found through the next line's prev")
    func editedPayload() {
        let problem = Self.firstProblem(Self.replacing(Self.lines, line: 2, "passed", with: "failed"))
        #expect(problem?.line == 2)
        #expect(problem?.kind == .edited)
    }

    @Test("a changed last line is caught by its own check, which no successor's prev yet protects")
    func editedLastLine() {
        let problem = Self.firstProblem(Self.replacing(Self.lines, line: 6, "\"attempt\":6", with: "\"attempt\":7"))
        #expect(problem?.line == 6)
        #expect(problem?.kind == .edited)
    }

    @Test("a changed prev is named on its own line, the first line's too")
    func editedPrev() {
        let hash = SHA256.hash(Self.lines[2])
        let fourth = Self.firstProblem(Self.replacing(Self.lines, line: 4, hash, with: String(hash.reversed())))
        #expect(fourth?.line == 4 && fourth?.kind == .edited)
        let first = Self.firstProblem(Self.replacing(Self.lines, line: 1, LedgerRecord.genesis, with: "1" + LedgerRecord.genesis.dropFirst()))
        #expect(first?.line == 1 && first?.kind == .edited)
    }

    @Test("a changed seq is named on its line")
    func editedSeq() {
        let problem = Self.firstProblem(Self.replacing(Self.lines, line: 3, #"{"seq":3,"#, with: #"{"seq":9,"#))
        #expect(problem?.line == 3)
        #expect(problem?.kind == .edited)
    }

    @Test("a deleted line is named at the line that now stands where it was", arguments: [1, 3, 5])
    func deleted(line: Int) {
        var lines = Self.lines
        lines.remove(at: line - 1)
        let problem = Self.firstProblem(lines)
        #expect(problem?.line == line)
        #expect(problem?.kind == .deleted)
    }

    @Test("a duplicated line is named as the copy, inserted", arguments: [1, 4, 6])
    func duplicated(line: Int) {
        var lines = Self.lines
        lines.insert(lines[line - 1], at: line)
        let report = LedgerVerifier.verify(LedgerLines.join(lines))
        #expect(report.problems.first?.line == line + 1)
        #expect(report.problems.first?.kind == .inserted)
        #expect(report.problems.count == 1, "\(report.problems)")
    }

    @Test("a line from another session's ledger is named where it stands, as inserted, and the chain picks up behind it")
    func foreignLine() {
        var lines = Self.lines
        lines.insert(LedgerLines.make(count: 6, session: "another")[3], at: 3)
        let report = LedgerVerifier.verify(LedgerLines.join(lines))
        #expect(report.problems.map(\.line) == [4])
        #expect(report.problems.first?.kind == .inserted)
    }

    @Test("two swapped lines are named at the first of them, reordered", arguments: [1, 3, 5])
    func swapped(line: Int) {
        var lines = Self.lines
        lines.swapAt(line - 1, line)
        let problem = Self.firstProblem(lines)
        #expect(problem?.line == line)
        #expect(problem?.kind == .reordered)
    }

    @Test("a last line without its newline is truncated")
    func truncated() {
        var bytes = LedgerLines.join(Self.lines)
        bytes.removeLast(20)
        let report = LedgerVerifier.verify(bytes)
        #expect(report.problems.first?.line == 6)
        #expect(report.problems.first?.kind == .truncated)
        // What came before the torn line still counts as the head.
        #expect(report.headSeq == 5 && report.headHash == SHA256.hash(Self.lines[4]))
    }

    @Test("a line that is not a record is malformed, named on its line", arguments: ["", "not json", "[1,2]", #"{"seq":2}"#])
    func malformed(text: String) {
        var lines = Self.lines
        lines[1] = Array(text.utf8)
        let problem = Self.firstProblem(lines)
        #expect(problem?.line == 2)
        #expect(problem?.kind == .malformed)
    }

    @Test("a problem reads as its line, kind and reason")
    func description() throws {
        var lines = Self.lines
        lines.remove(at: 2)
        let problem = try #require(Self.firstProblem(lines))
        #expect(problem.description.hasPrefix("line 3: deleted ("))
    }

    /// A line as another tool might write it: any JSON that reads as the record, with the
    /// check computed over its own bytes.
    static func line(_ body: String) -> [UInt8] {
        Array((body + #","check":""# + SHA256.hash(body) + #""}"#).utf8)
    }

    @Test("fields written with escapes, or in another order, are read as the record reader reads them")
    func escapedFields() throws {
        let zeros = LedgerRecord.genesis
        let first = Self.line(#"{"s\u0065q":1,"time":"2026-11-22T00:00:00.000Z","type":"n\u006fte","prev":""# + zeros + #"""#)
        let second = Self.line(#"{"type":"note","seq":2,"time":"2026-11-22T00:00:01.000Z","prev":"\#(SHA256.hash(first))""#)
        let third = Self.line(#"{"seq":3,"time":"2026-11-22T00:00:02.000Z","type":"note","prev":"\#(SHA256.hash(second))""#)
        let report = LedgerVerifier.verify(LedgerLines.join([first, second, third]))
        #expect(report.isIntact, "\(report.problems)")
        let record = try first.withUnsafeBufferPointer { try LedgerRecord.read($0, verifyCheck: true) }
        #expect(record.seq == 1 && record.type == "note")

        // A seq that is not a whole number is no seq, however it is written.
        let fractional = Self.line(#"{"seq":2.0,"time":"2026-11-22T00:00:01.000Z","type":"note","prev":"\#(SHA256.hash(first))""#)
        let broken = LedgerVerifier.verify(LedgerLines.join([first, fractional, third]))
        #expect(broken.problems.first?.line == 2)
        #expect(broken.problems.first?.kind == .malformed)
    }

    /// A ledger whose every fifth line is written with escapes in its fields (read by the
    /// record reader, not the quick way), chained correctly, then damaged in several ways.
    static func mixedLedger() -> [UInt8] {
        var lines: [[UInt8]] = []
        for (index, standard) in LedgerLines.make(count: 60).enumerated() {
            let seq = index + 1
            let prev = lines.last.map { SHA256.hash($0) } ?? LedgerRecord.genesis
            if seq % 5 == 0 {
                lines.append(line(#"{"s\u0065q":\#(seq),"time":"2026-11-22T00:00:00.000Z","type":"n\u006fte","text":"\u00e9","prev":"\#(prev)""#))
            } else {
                var record = try! standard.withUnsafeBufferPointer { try LedgerRecord.read($0, verifyCheck: true) }
                record = LedgerRecord(seq: record.seq, time: record.time, type: record.type, payload: record.payload, prev: prev)
                lines.append(record.line)
            }
        }
        lines[11] = Array(String(decoding: lines[11], as: UTF8.self).replacingOccurrences(of: "\"time\":\"2026", with: "\"time\":\"2027").utf8)
        lines[23] = Array("{not json".utf8)
        lines.remove(at: 33)
        lines.swapAt(44, 45)
        return LedgerLines.join(lines)
    }

    @Test("shared out among threads, verify reports and reads exactly what it does in one part", arguments: [2, 3, 7, 200])
    func parts(parts: Int) {
        let bytes = Self.mixedLedger()
        let one = bytes.withUnsafeBufferPointer { LedgerVerifier.verify($0, keeping: .records, parts: 1) }
        let many = bytes.withUnsafeBufferPointer { LedgerVerifier.verify($0, keeping: .records, parts: parts) }
        #expect(!one.report.isIntact)
        #expect(many.report.problems == one.report.problems)
        #expect(many.report.headHash == one.report.headHash && many.report.headSeq == one.report.headSeq)
        #expect(many.report.problems == LedgerVerifier.verify(bytes).problems)
        // The records are what the record reader makes of each line, in order.
        let reference = LedgerLines.split(bytes).compactMap { line in line.withUnsafeBufferPointer { try? LedgerRecord.read($0, verifyCheck: false) }
        }
        #expect(reference.count == 58)
        #expect(one.read.records == reference)
        #expect(many.read.records == reference)
    }
}

@Suite("Reading ledger files")
struct LedgerFileTests {
    @Test("a file is read in parts to exactly its bytes, whatever the parts' boundaries cut")
    func readInParts() throws {
        let folder = try TemporaryFolder()
        var bytes = LedgerLines.join(LedgerLines.make(count: 40))
        bytes += [1, 2, 3]
        try folder.write("parts.jsonl", bytes)
        for threshold in [1, 100, bytes.count, bytes.count + 1] {
            #expect(try SessionLedger.readFile(folder.path + "/parts.jsonl", partsFrom: threshold) == bytes, "parts from \(threshold)")
        }
    }

    @Test(
        "a long file is read in parts to exactly its bytes, and verifying the file is verifying its bytes",
        .enabled(if: StressRuns.enabled, "16 MiB: set STEPWISE_STRESS=1 (scripts/stress-tests)"))
    func longFile() throws {
        let folder = try TemporaryFolder()
        // Past the size read in parts (16 MiB), with lines of a ledger so it also verifies.
        var bytes: [UInt8] = []
        let lines = LedgerLines.make(count: 400)
        while bytes.count <= 1 << 24 { bytes += LedgerLines.join(lines) }
        bytes += [1, 2, 3]
        try folder.write("long.jsonl", bytes)
        let path = folder.path + "/long.jsonl"
        #expect(try SessionLedger.readFile(path) == bytes)
        let report = try SessionLedger.verifyFile(path, checking: EvidenceCheck(resultsFolder: folder.path))
        #expect(report.problems == LedgerVerifier.verify(bytes).problems)
        #expect(!report.isIntact)
    }

    @Test("a short file and an empty one are read whole; a missing one is an error naming it")
    func shortFiles() throws {
        let folder = try TemporaryFolder()
        let bytes = LedgerLines.join(LedgerLines.make(count: 5))
        try folder.write("short.jsonl", bytes)
        try folder.write("empty.jsonl", [])
        #expect(try SessionLedger.readFile(folder.path + "/short.jsonl") == bytes)
        #expect(try SessionLedger.readFile(folder.path + "/empty.jsonl") == [])
        #expect(try SessionLedger.verifyFile(folder.path + "/short.jsonl", checking: EvidenceCheck(resultsFolder: folder.path)).isIntact)
        #expect(throws: LedgerError.self) { try SessionLedger.readFile(folder.path + "/missing.jsonl") }
    }
}
