import Digest
import Foundation
import Testing

@testable import Ledger

/// What someone who can write the results folder puts in `evidence/` in place of a file: a
/// FIFO (a read waits for a writer that never comes), a link to `/dev/zero` (a read that never
/// ends), a link out of the folder (a file of someone else's, whose hash the check would print).
/// Each must be reported as what it is, at once, and nothing outside the folder read.
private struct SpecialEvidence {
    let folder: TemporaryFolder
    let stored: EvidenceStore.Stored
    var evidencePath: String { folder.file(stored.relativePath) }

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("shot.png", Array("not really a PNG".utf8))
        stored = try EvidenceStore.store(folder.file("shot.png"), resultsFolder: folder.path)
        let (writer, _) = try LedgerWriter.open(folder: folder.path, sessionID: "s1", holder: "Ann")
        defer { writer.close() }
        try writer.append(RecordType.sessionStarted, ["tester": .string("Ann")])
        try writer.append(RecordType.evidence, ["file": .string("shot.png"), "sha256": .string(stored.sha256), "path": .string(stored.relativePath)])
        try FileManager.default.removeItem(atPath: evidencePath)
    }

    /// The session's problems, or nil when checking did not finish within `seconds`: a check
    /// that blocks fails the test instead of hanging the suite. A FIFO's blocked reader is let
    /// go afterwards by opening the FIFO for writing and closing it.
    func problems(within seconds: Double = 10) -> [LedgerVerifier.Problem]? {
        final class Box: @unchecked Sendable { var problems: [LedgerVerifier.Problem]? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let ledger = folder.file("s1.jsonl")
        let results = folder.path
        Thread {
            box.problems = try? SessionLedger.verifyFile(ledger, checking: EvidenceCheck(resultsFolder: results)).problems
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else {
            let writer = open(evidencePath, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            return nil
        }
        return box.problems
    }

    func expectOneProblem(_ detail: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = problems()
        #expect(problems != nil, "the evidence check did not finish", sourceLocation: sourceLocation)
        #expect(problems?.count == 1, sourceLocation: sourceLocation)
        #expect(problems?.first?.line == 2, sourceLocation: sourceLocation)
        #expect(problems?.first?.kind == .evidenceMissing, sourceLocation: sourceLocation)
        #expect(problems?.first?.detail == detail, sourceLocation: sourceLocation)
    }
}

@Suite("Evidence that is not a file: reported at once, never read through")
struct EvidenceSpecialFilesTests {
    @Test("a FIFO in place of an evidence file is reported as a FIFO, without waiting for a writer")
    func fifo() throws {
        let fixture = try SpecialEvidence()
        #expect(mkfifo(fixture.evidencePath, 0o644) == 0)
        fixture.expectOneProblem("\(fixture.stored.relativePath) is a FIFO, not a file")
    }

    @Test("a link to /dev/zero is reported as a link, and /dev/zero is never read")
    func devZero() throws {
        let fixture = try SpecialEvidence()
        #expect(symlink("/dev/zero", fixture.evidencePath) == 0)
        fixture.expectOneProblem("\(fixture.stored.relativePath) is a symbolic link (to /dev/zero), not a file")
    }

    @Test("a link out of the results folder is not followed, even to the very bytes recorded; nothing of the file outside is shown")
    func linkOut() throws {
        let fixture = try SpecialEvidence()
        let outside = try TemporaryFolder()
        try outside.write("same.png", Array("not really a PNG".utf8))
        try outside.write("secret.txt", Array("someone else's file".utf8))
        #expect(symlink(outside.file("same.png"), fixture.evidencePath) == 0)
        fixture.expectOneProblem("\(fixture.stored.relativePath) is a symbolic link (to \(outside.file("same.png"))), not a file")

        try FileManager.default.removeItem(atPath: fixture.evidencePath)
        #expect(symlink(outside.file("secret.txt"), fixture.evidencePath) == 0)
        let problems = try #require(fixture.problems())
        let secretHash = SHA256.hash(Array("someone else's file".utf8))
        #expect(!problems.map(\.detail).joined().contains(secretHash.prefix(16)))
    }

    @Test("a link that stays inside the results folder is refused too: evidence is kept as the file itself")
    func linkInside() throws {
        let fixture = try SpecialEvidence()
        try fixture.folder.write("copy.png", Array("not really a PNG".utf8))
        #expect(symlink("../copy.png", fixture.evidencePath) == 0)
        fixture.expectOneProblem("\(fixture.stored.relativePath) is a symbolic link (to ../copy.png), not a file")
    }

    @Test("an evidence folder that is a link out of the results folder is not followed")
    func evidenceFolderLink() throws {
        let fixture = try SpecialEvidence()
        let outside = try TemporaryFolder()
        try outside.write(fixture.stored.relativePath.replacingOccurrences(of: "evidence/", with: ""), Array("not really a PNG".utf8))
        try FileManager.default.removeItem(atPath: fixture.folder.file("evidence"))
        #expect(symlink(outside.path, fixture.folder.file("evidence")) == 0)
        fixture.expectOneProblem(
            "\(fixture.stored.relativePath) is not in the results folder: evidence is a symbolic link (to \(outside.path)), not a folder")
    }

    @Test("a folder in place of an evidence file is reported as a folder")
    func folder() throws {
        let fixture = try SpecialEvidence()
        try FileManager.default.createDirectory(atPath: fixture.evidencePath, withIntermediateDirectories: false)
        fixture.expectOneProblem("\(fixture.stored.relativePath) is a folder, not a file")
    }

    @Test("a character device in place of an evidence file is reported as one and never opened (where mknod is allowed)")
    func characterDevice() throws {
        let fixture = try SpecialEvidence()
        // /dev/zero's device number (1, 5) on Linux; only root may make one.
        guard mknod(fixture.evidencePath, S_IFCHR | 0o644, dev_t((1 << 8) | 5)) == 0 else { return }
        fixture.expectOneProblem("\(fixture.stored.relativePath) is a character device, not a file")
    }

    @Test("attaching the genuine file again replaces a FIFO or a link in its place, without reading it")
    func storeReplaces() throws {
        for make in [{ (path: String) in mkfifo(path, 0o644) }, { (path: String) in symlink("/dev/zero", path) }] {
            let fixture = try SpecialEvidence()
            #expect(make(fixture.evidencePath) == 0)
            final class Box: @unchecked Sendable { var stored: EvidenceStore.Stored? }
            let box = Box()
            let done = DispatchSemaphore(value: 0)
            let source = fixture.folder.file("shot.png")
            let results = fixture.folder.path
            Thread {
                box.stored = try? EvidenceStore.store(source, resultsFolder: results)
                done.signal()
            }.start()
            guard done.wait(timeout: .now() + 10) == .success else {
                let writer = open(fixture.evidencePath, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
                Issue.record("storing the evidence did not finish")
                continue
            }
            #expect(box.stored?.relativePath == fixture.stored.relativePath)
            #expect(fixture.problems() == [])
        }
    }

    @Test("a FIFO named as the file to attach is refused, not read")
    func storeSource() throws {
        let folder = try TemporaryFolder()
        let pipe = folder.file("pipe.png")
        #expect(mkfifo(pipe, 0o644) == 0)
        final class Box: @unchecked Sendable { var refused = false }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let results = folder.path
        Thread {
            do { _ = try EvidenceStore.store(pipe, resultsFolder: results) } catch { box.refused = true }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 10) == .success else {
            let writer = open(pipe, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            Issue.record("attaching a FIFO did not finish")
            return
        }
        #expect(box.refused)
        #expect(!FileManager.default.fileExists(atPath: folder.file("evidence")))
    }
}
