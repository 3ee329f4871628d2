import Digest
import Foundation
import JSON
import Testing

@testable import Ledger

/// A results folder with one session that attached two files as evidence (the second twice),
/// written by the real writer and evidence store, as `stepwise run` leaves them.
private struct EvidenceFolder {
    let folder: TemporaryFolder
    let screenshot: EvidenceStore.Stored
    let log: EvidenceStore.Stored
    var ledgerPath: String { folder.file("s1.jsonl") }

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("shot.png", Array("not really a PNG".utf8))
        try folder.write("console.log", Array("focus moved to the top\n".utf8))
        screenshot = try EvidenceStore.store(folder.file("shot.png"), resultsFolder: folder.path)
        log = try EvidenceStore.store(folder.file("console.log"), resultsFolder: folder.path)
        let (writer, _) = try LedgerWriter.open(folder: folder.path, sessionID: "s1", holder: "Ann")
        defer { writer.close() }
        try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
        for stored in [screenshot, log, log] {
            try writer.append(
                RecordType.evidence, ["file": .string("x"), "sha256": .string(stored.sha256), "path": .string(stored.relativePath)])
        }
        try writer.append(RecordType.note, ["text": .string("done")])
    }

    func problems() throws -> [LedgerVerifier.Problem] {
        try SessionLedger.verifyFile(ledgerPath, checking: EvidenceCheck(resultsFolder: folder.path)).problems
    }
}

@Suite("Evidence files checked against their records")
struct EvidenceCheckTests {
    @Test("intact evidence: no problem, whichever way the session is read")
    func intact() throws {
        let fixture = try EvidenceFolder()
        #expect(try fixture.problems().isEmpty)
        #expect(try SessionLedger.readFolder(fixture.folder.path).map(\.report.isIntact) == [true])
        #expect(try SessionVerdicts.readFolder(fixture.folder.path).map(\.report.isIntact) == [true])
    }

    @Test("a changed evidence file is caught at every record naming it, whichever way the session is read")
    func changed() throws {
        let fixture = try EvidenceFolder()
        try fixture.folder.write(fixture.log.relativePath, Array("focus stayed put\n".utf8))
        let problems = try fixture.problems()
        #expect(problems.map(\.line) == [3, 4])
        #expect(problems.allSatisfy { $0.kind == .evidenceChanged })
        #expect(problems[0].description.hasPrefix("line 3: evidence changed (\(fixture.log.relativePath) no longer has the SHA-256 its record holds"))
        #expect(try SessionLedger.readFolder(fixture.folder.path)[0].report.problems == problems)
        #expect(try SessionVerdicts.readFolder(fixture.folder.path)[0].report.problems == problems)

        // Attaching the genuine file again puts its bytes back, and every record holds again.
        let again = try EvidenceStore.store(fixture.folder.file("console.log"), resultsFolder: fixture.folder.path)
        #expect(again.relativePath == fixture.log.relativePath)
        #expect(try fixture.problems().isEmpty)
    }

    @Test("a missing evidence file is caught, naming the file and the folder")
    func missing() throws {
        let fixture = try EvidenceFolder()
        try FileManager.default.removeItem(atPath: fixture.folder.file(fixture.screenshot.relativePath))
        let problems = try fixture.problems()
        #expect(problems.map(\.line) == [2])
        #expect(problems[0].kind == .evidenceMissing)
        #expect(problems[0].detail == "\(fixture.screenshot.relativePath) is not in \(fixture.folder.path)")
    }

    @Test("a record that names a file elsewhere, or no SHA-256, is malformed; the file is not read")
    func elsewhere() throws {
        let check = EvidenceCheck(resultsFolder: "/nonexistent")
        let hash = SHA256.hash("x")
        func problem(_ payload: [String: JSONValue]) -> LedgerVerifier.Problem? {
            let record = LedgerRecord(
                seq: 7, time: "2026-11-22T00:00:00.000Z", type: RecordType.evidence, payload: payload, prev: LedgerRecord.genesis)
            return check.problems([LedgerVerifier.EvidenceLine(line: 7, record: record)]).first
        }
        for path in [
            "../../etc/\(hash).png", "evidence/\(hash)/../x", "evidence/\(hash).p/g", "evidence/\(hash).", "evidence/other.png", "/evidence/\(hash)",
        ] {
            #expect(problem(["sha256": .string(hash), "path": .string(path)])?.kind == .malformed, "\(path)")
        }
        #expect(problem(["path": .string("evidence/\(hash).png")])?.kind == .malformed)
        #expect(problem(["sha256": .string(hash.uppercased()), "path": .string("evidence/\(hash.uppercased()).png")])?.kind == .malformed)
        // A well-named file that is not there is missing, not malformed.
        #expect(problem(["sha256": .string(hash), "path": .string("evidence/\(hash).png")])?.kind == .evidenceMissing)
        #expect(problem(["sha256": .string(hash), "path": .string("evidence/\(hash)")])?.kind == .evidenceMissing)
    }

    @Test("every name the evidence store gives passes the check, whatever the file's extension")
    func storedNames() throws {
        let folder = try TemporaryFolder()
        for (index, name) in ["shot.PNG", "notes", "clip.mp4", "capture.jpé", "trace.tar.gz", "weird.p-n_g", "dot."].enumerated() {
            try folder.write(name, Array("evidence \(index)".utf8))
            let stored = try EvidenceStore.store(folder.file(name), resultsFolder: folder.path)
            #expect(EvidenceCheck.isKeptName(stored.relativePath, sha256: stored.sha256), "\(name) → \(stored.relativePath)")
            #expect(EvidenceCheck.fileSHA256(folder.file(stored.relativePath)) == stored.sha256)
        }
    }

    @Test("a file is hashed in pieces: a file over a piece long hashes as sha256sum would")
    func longFile() throws {
        let folder = try TemporaryFolder()
        var random = SeededRandom(seed: 5)
        let bytes = (0..<(3 << 20) + 17).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        try folder.write("long.bin", bytes)
        #expect(EvidenceCheck.fileSHA256(folder.file("long.bin")) == SHA256.hash(bytes))
        #expect(EvidenceCheck.fileSHA256(folder.file("none.bin")) == nil)
    }
}
