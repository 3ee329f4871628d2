import Digest
import Foundation
import JSON
import Ledger
import Testing

private let sshKeygen = ["/usr/bin/ssh-keygen", "/usr/local/bin/ssh-keygen", "/opt/homebrew/bin/ssh-keygen"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// What an insider who can write the results folder does: rewrites records and recomputes
/// every `prev` and `check` after them, as anyone with Stepwise's source (or its README) can.
/// Nothing here can make a signature, which is the point.
enum Forger {
    /// The records of a ledger file, in order.
    static func records(_ path: String) throws -> [LedgerRecord] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        return try bytes.split(separator: UInt8(ascii: "\n")).map { line in
            try Array(line).withUnsafeBufferPointer { buffer throws(RecordProblem) in try LedgerRecord.read(buffer, verifyCheck: false) }
        }
    }

    /// Writes records back as a valid chain: seq from 1, each prev the hash of the line before.
    static func write(_ records: [LedgerRecord], to path: String) throws {
        var prev = LedgerRecord.genesis
        var bytes: [UInt8] = []
        for (index, record) in records.enumerated() {
            let rebuilt = LedgerRecord(seq: index + 1, time: record.time, type: record.type, payload: record.payload, prev: prev)
            let line = rebuilt.line
            prev = SHA256.hash(line)
            bytes += line + [UInt8(ascii: "\n")]
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Rewrites a ledger with `change` applied to each record's payload, chain recomputed.
    static func rewrite(_ path: String, _ change: (LedgerRecord) -> [String: JSONValue]) throws {
        try write(try records(path).map { LedgerRecord(seq: $0.seq, time: $0.time, type: $0.type, payload: change($0), prev: $0.prev) }, to: path)
    }

    /// The hash of a ledger's last line: what a sign-off or signature binds.
    static func head(_ path: String) throws -> String {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        return SHA256.hash(Array(bytes.split(separator: UInt8(ascii: "\n")).last ?? []))
    }
}

/// A signed setup as a team would have it: Ann tests with `--sign-with`, fails one scenario,
/// signs off with `--allow-incomplete`; an allowed-signers file lists her key for both
/// namespaces. Every forgery below is then attempted and must be caught by
/// `verify --allowed-signers F --require-signatures`, run as the built binary.
private final class SignedSetup {
    let folder: TemporaryFolder
    let stepwise: String
    let results: String
    let allowed: String
    let key: String
    let session: String
    let signOff: String

    init() throws {
        folder = try TemporaryFolder()
        stepwise = try BuiltBinary.stepwise()
        try folder.write(
            "features/toggle.feature", "Feature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n\n  Scenario: Gestures\n    When I swipe\n")
        results = folder.path + "/results"
        key = folder.path + "/ann"
        _ = try Self.exec(sshKeygen!, ["-q", "-t", "ed25519", "-N", "", "-C", "ann", "-f", key], in: folder.path)
        let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        allowed = try folder.write("allowed_signers", "ann@example.com namespaces=\"stepwise-signoff@v1,stepwise-session@v1\" \(publicKey)\n")
        try folder.write("answers", "p\nf the swipe did nothing\n")
        let ran = try Self.exec(
            stepwise, ["run", "features", "--tester", "ann@example.com", "--answers", "answers", "--plain", "--sign-with", "ann"], in: folder.path)
        guard ran.status == 0 else { throw Failure(description: "run failed: \(ran.output)") }
        session = try #require(
            try FileManager.default.contentsOfDirectory(atPath: results).first { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) })
        let signed = try Self.exec(
            stepwise,
            [
                "signoff", "--signer", "ann@example.com", "--role", "tester", "--meaning", "executed", "--key", "ann", "--allow-incomplete",
                "features",
            ], in: folder.path)
        guard signed.status == 0 else { throw Failure(description: "signoff failed: \(signed.output)") }
        signOff = try #require(
            try FileManager.default.contentsOfDirectory(atPath: results + "/signoffs").first { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) })
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    var ledger: String { results + "/\(session).jsonl" }
    var signOffLedger: String { results + "/signoffs.jsonl" }

    func stepwise(_ arguments: [String]) throws -> (status: Int32?, output: String) {
        try Self.exec(stepwise, arguments, in: folder.path)
    }

    func verify() throws -> (status: Int32?, output: String) {
        try stepwise(["verify", "--allowed-signers", "allowed_signers", "--require-signatures"])
    }

    static func exec(_ executable: String, _ arguments: [String], in directory: String) throws -> (status: Int32?, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        let process = try ChildProcess(executable, arguments, environment: environment, directory: directory)
        process.closeInput()
        return (process.waitForExit(), process.output)
    }

    /// Points the sign-off record's binding of the session at the session's head as it is
    /// now, and recomputes the sign-off ledger's chain: the step that made hole 1 work.
    func rebindSignOffRecord() throws {
        let head = try Forger.head(ledger)
        let count = try Forger.records(ledger).count
        try Forger.rewrite(signOffLedger) { record in
            var payload = record.payload
            payload["sessions"] = .array([.object(["id": .string(session), "records": .int(count), "head": .string(head)])])
            return payload
        }
    }
}

@Suite(
    "Forgeries by someone who can write the results folder",
    .enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the forgery tests"))
struct ForgeryTests {
    @Test("the signed setup itself verifies, with every signature required")
    func genuine() throws {
        let setup = try SignedSetup()
        let verified = try setup.verify()
        #expect(verified.status == 0, "\(verified.output)")
        #expect(verified.output.contains("signed by ann@example.com, signature good"))
        #expect(verified.output.contains("sign-off \(setup.signOff): ok"))
    }

    @Test("hole 1: a failed verdict rewritten to passed, chains recomputed and the sign-off record rebound, is caught")
    func forgedVerdict() throws {
        let setup = try SignedSetup()
        try Forger.rewrite(setup.ledger) { record in
            var payload = record.payload
            if payload["verdict"] == .string("failed") { payload["verdict"] = .string("passed") }
            if payload["note"] != nil { payload["note"] = nil }
            return payload
        }
        try setup.rebindSignOffRecord()
        let verified = try setup.verify()
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains("session \(setup.session): ledger changed since sign-off \(setup.signOff)"), "\(verified.output)")
        #expect(verified.output.contains("its record (signoffs.jsonl line 1) says sessions"), "\(verified.output)")
        #expect(verified.output.contains("session \(setup.session): ledger changed since it was signed"), "\(verified.output)")
        // Without any signature checking, the chain still sees the record disagree with the manifest.
        let plain = try setup.stepwise(["verify"])
        #expect(plain.status == 1, "\(plain.output)")
        let status = try setup.stepwise(["status", "features", "--check"])
        #expect(status.status == 1)
        let html = try setup.stepwise(["export", "--format", "html", "features"])
        #expect(html.output.contains("does not hold"))
        #expect(!html.output.contains(">holds<"))
    }

    @Test(
        "hole 2: role, meaning and allow-incomplete edited in the sign-off record (chain recomputed) are caught; readers are shown the signed values",
        arguments: ["role", "meaning", "allowIncomplete"])
    func unsignedFields(_ field: String) throws {
        let setup = try SignedSetup()
        try Forger.rewrite(setup.signOffLedger) { record in
            var payload = record.payload
            switch field {
            case "role": payload["role"] = .string("approver")
            case "meaning": payload["meaning"] = .string("approved")
            default: payload["allowIncomplete"] = .bool(false)
            }
            return payload
        }
        let verified = try setup.verify()
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains("sign-off \(setup.signOff): its record (signoffs.jsonl line 1) says"), "\(verified.output)")
        let markdown = try setup.stepwise(["export", "--format", "markdown", "features"]).output
        // Markdown escapes the @; the signed role and meaning are shown, the edited ones only
        // inside the problem that names them.
        #expect(markdown.contains(#"- ann\@example.com (tester): executed, at "#), "\(markdown)")
        #expect(!markdown.contains("(approver): "))
        #expect(markdown.contains("does not hold"))
    }

    @Test("hole 3: a sign-off downgraded to unsigned (signature deleted, record says not signed) is an error with --allowed-signers")
    func downgrade() throws {
        let setup = try SignedSetup()
        try FileManager.default.removeItem(atPath: setup.results + "/signoffs/\(setup.signOff).json.sig")
        try Forger.rewrite(setup.signOffLedger) { record in
            var payload = record.payload
            payload["signed"] = .bool(false)
            return payload
        }
        let verified = try setup.stepwise(["verify", "--allowed-signers", "allowed_signers"])
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains("sign-off \(setup.signOff): not signed"), "\(verified.output)")
        #expect(!verified.output.contains("ok (not signed)"))
    }

    enum SessionForgery: String, CaseIterable, Sendable {
        /// A whole new ledger, chain valid, its signature deleted.
        case rewrittenUnsigned
        /// Records appended after the tester signed.
        case appendedAfterSigning
        /// Signed again with a key that is not the tester's.
        case resignedWithOtherKey
        case deleted
        case renamed
        case duplicated
    }

    @Test(
        "hole 4: sessions are bound to their tester: rewritten, extended, re-signed, deleted, renamed or copied sessions are named",
        arguments: SessionForgery.allCases)
    func sessionForgeries(_ forgery: SessionForgery) throws {
        let setup = try SignedSetup()
        let signatures = setup.results + "/signatures/"
        let expected: String
        switch forgery {
        case .rewrittenUnsigned:
            try Forger.rewrite(setup.ledger) { $0.payload }
            try Forger.rewrite(setup.ledger) { record in
                var payload = record.payload
                if payload["verdict"] == .string("failed") { payload["verdict"] = .string("passed") }
                return payload
            }
            try FileManager.default.removeItem(atPath: signatures + setup.session + ".json")
            try FileManager.default.removeItem(atPath: signatures + setup.session + ".json.sig")
            expected = "session \(setup.session): not signed"
        case .appendedAfterSigning:
            var records = try Forger.records(setup.ledger)
            let last = try #require(records.last)
            records.append(LedgerRecord(seq: last.seq + 1, time: last.time, type: RecordType.note, payload: ["text": .string("added")], prev: ""))
            try Forger.write(records, to: setup.ledger)
            expected = "after its signature"
        case .resignedWithOtherKey:
            let other = setup.folder.path + "/mallory"
            _ = try SignedSetup.exec(sshKeygen!, ["-q", "-t", "ed25519", "-N", "", "-C", "mallory", "-f", other], in: setup.folder.path)
            let signed = try setup.stepwise(["sign", setup.session, "--key", "mallory"])
            #expect(signed.status == 0, "\(signed.output)")
            expected = "session \(setup.session): signature does not verify"
        case .deleted:
            try FileManager.default.removeItem(atPath: setup.ledger)
            expected = "session \(setup.session): missing"
        case .renamed:
            try FileManager.default.moveItem(atPath: setup.ledger, toPath: setup.results + "/renamed.jsonl")
            try FileManager.default.moveItem(atPath: signatures + setup.session + ".json", toPath: signatures + "renamed.json")
            try FileManager.default.moveItem(atPath: signatures + setup.session + ".json.sig", toPath: signatures + "renamed.json.sig")
            expected = "session renamed: its first record says it was started as session \(setup.session)"
            #expect(try setup.verify().output.contains("session \(setup.session): missing (covered by sign-off"))
        case .duplicated:
            try FileManager.default.copyItem(atPath: setup.ledger, toPath: setup.results + "/copy.jsonl")
            expected = "session copy: the same session as \(setup.session)"
        }
        let verified = try setup.verify()
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains(expected), "\(verified.output)")
    }

    @Test("hole 4: sign-offs deleted altogether are seen by a session signed after them")
    func signOffsDeleted() throws {
        let setup = try SignedSetup()
        try setup.folder.write("answers2", "p\n")
        let rerun = try setup.stepwise([
            "run", "--rerun", "failed", "features", "--tester", "ann@example.com", "--answers", "answers2", "--plain", "--sign-with", "ann",
        ])
        #expect(rerun.status == 0, "\(rerun.output)")
        try FileManager.default.removeItem(atPath: setup.signOffLedger)
        try FileManager.default.removeItem(atPath: setup.results + "/signoffs")
        let verified = try setup.verify()
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains("sign-offs removed"), "\(verified.output)")
    }

    @Test("an earlier sign-off removed from the sign-off ledger (chain recomputed) is named by the one signed after it")
    func earlierSignOffRemoved() throws {
        let setup = try SignedSetup()
        let second = try setup.stepwise([
            "signoff", "--signer", "ann@example.com", "--role", "reviewer", "--meaning", "reviewed", "--key", "ann", "--allow-incomplete",
            "features",
        ])
        #expect(second.status == 0, "\(second.output)")
        try Forger.write(Array(try Forger.records(setup.signOffLedger).dropFirst()), to: setup.signOffLedger)
        try FileManager.default.removeItem(atPath: setup.results + "/signoffs/\(setup.signOff).json")
        try FileManager.default.removeItem(atPath: setup.results + "/signoffs/\(setup.signOff).json.sig")
        let verified = try setup.verify()
        #expect(verified.status == 1, "\(verified.output)")
        #expect(
            verified.output.contains("signed as sign-off 2, but it is record 1 of signoffs.jsonl (sign-offs before it were removed)"),
            "\(verified.output)")
    }

    @Test(
        "hole 5: a rerun that turns the failure into a pass supersedes the sign-off, in verify, status and exports, naming the scenario and session")
    func superseded() throws {
        let setup = try SignedSetup()
        try setup.folder.write("answers2", "p\n")
        let rerun = try setup.stepwise([
            "run", "--rerun", "failed", "features", "--tester", "ann@example.com", "--answers", "answers2", "--plain", "--sign-with", "ann",
        ])
        #expect(rerun.status == 0, "\(rerun.output)")
        let sessions = try FileManager.default.contentsOfDirectory(atPath: setup.results).filter { $0.hasSuffix(".jsonl") && $0 != "signoffs.jsonl" }
        let newSession = try #require(sessions.map { String($0.dropLast(6)) }.first { $0 != setup.session })
        let verified = try setup.verify()
        #expect(verified.status == 1, "\(verified.output)")
        #expect(
            verified.output.contains(
                "sign-off \(setup.signOff): superseded by session \(newSession): features/toggle.feature:6 Gestures: failed when signed, passed now"),
            "\(verified.output)")
        #expect(!verified.output.contains("unchanged"))
        let status = try setup.stepwise(["status", "features"])
        #expect(status.output.contains("superseded by session \(newSession)"), "\(status.output)")
        for format in ["markdown", "html", "xray"] {
            let export = try setup.stepwise(["export", "--format", format, "features"] + (format == "xray" ? ["--project", "KEY"] : []))
            #expect(export.output.contains("superseded by session \(newSession)"), "\(format): \(export.output)")
        }
        // Signed again over the new results, the old sign-off is history and everything holds.
        let again = try setup.stepwise([
            "signoff", "--signer", "ann@example.com", "--role", "tester", "--meaning", "executed", "--key", "ann", "features",
        ])
        #expect(again.status == 0, "\(again.output)")
        let after = try setup.verify()
        #expect(after.status == 0, "\(after.output)")
        #expect(after.output.contains("signed again in sign-off"), "\(after.output)")
    }

    @Test("hole 7: a record that lost only its trailing newline is complete: verify holds, signing again keeps it, nothing is set aside")
    func missingNewline() throws {
        let setup = try SignedSetup()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: setup.ledger)))
        try Data(bytes.dropLast()).write(to: URL(fileURLWithPath: setup.ledger))
        let verified = try setup.verify()
        #expect(verified.status == 0, "\(verified.output)")
        // Opening the ledger to append (as resume does) gives the record its newline back.
        let (writer, recovery) = try LedgerWriter.open(folder: setup.results, sessionID: setup.session, holder: "ann")
        writer.close()
        #expect(recovery == nil)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: setup.ledger))) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: setup.results).allSatisfy { !$0.contains(".torn-") })
    }

    @Test("an insider's own signed session cannot speak for another tester, nor date its verdict ahead to stay latest")
    func impersonationAndFutureDates() throws {
        let setup = try SignedSetup()
        var records = try Forger.records(setup.ledger)
        let started = try #require(records.first)
        let verdict = try #require(records.first { $0.payload["verdict"] == .string("failed") })
        // A second start naming Bo, then a pass dated far ahead.
        var takeover = started.payload
        takeover["tester"] = .string("bo@example.com")
        var pass = verdict.payload
        pass["verdict"] = .string("passed")
        pass["note"] = nil
        records.append(LedgerRecord(seq: 0, time: started.time, type: RecordType.sessionStarted, payload: takeover, prev: ""))
        records.append(LedgerRecord(seq: 0, time: "2099-01-01T00:00:00.000Z", type: RecordType.scenarioResult, payload: pass, prev: ""))
        try Forger.write(records, to: setup.ledger)
        let verified = try setup.stepwise(["verify"])
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains("a second session start"), "\(verified.output)")
        #expect(verified.output.contains("dated 2099-01-01T00:00:00.000Z, in the future"), "\(verified.output)")
        let results = try setup.stepwise(["results", "features"])
        #expect(!results.output.contains("bo@example.com"), "\(results.output)")
    }

    @Test("an impossible time (2026-99-99) is a verify problem, and replay never orders it as the newest verdict")
    func impossibleTimes() throws {
        let setup = try SignedSetup()
        var records = try Forger.records(setup.ledger)
        let verdict = try #require(records.first { $0.payload["verdict"] == .string("failed") })
        var pass = verdict.payload
        pass["verdict"] = .string("passed")
        pass["note"] = nil
        records.append(LedgerRecord(seq: 0, time: "2026-99-99T00:00:00.000Z", type: RecordType.scenarioResult, payload: pass, prev: ""))
        try Forger.write(records, to: setup.ledger)
        let verified = try setup.stepwise(["verify"])
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains("dated 2026-99-99T00:00:00.000Z, which is not a valid time"), "\(verified.output)")
        // The failure recorded before it stays the scenario's result.
        let results = try setup.stepwise(["results", "features"])
        let gestures = results.output.split(separator: "\n").first { $0.contains("Gestures") } ?? ""
        #expect(gestures.contains(": failed"), "\(results.output)")
    }

    @Test("a FIFO or a folder named as a ledger is a problem on its own line; verify neither hangs nor stops")
    func oddLedgerFiles() throws {
        let setup = try SignedSetup()
        #expect(mkfifo(setup.results + "/pipe.jsonl", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: setup.results + "/folder.jsonl", withIntermediateDirectories: true)
        let verified = try setup.stepwise(["verify"])
        #expect(verified.status == 1, "\(verified.output)")
        #expect(verified.output.contains("session pipe: "), "\(verified.output)")
        #expect(verified.output.contains("not a regular file"), "\(verified.output)")
        #expect(verified.output.contains("ok ("), "the genuine session is still verified: \(verified.output)")
    }

    @Test("hole 6: every problem is listed, worst first: an edited verdict before a changed attachment; --format json gives them all")
    func everyProblemWorstFirst() throws {
        let setup = try SignedSetup()
        try setup.folder.write("shot.png", bytes: [0x89, 0x50, 0x4E, 0x47, 1])
        let stored = try EvidenceStore.store(setup.folder.path + "/shot.png", resultsFolder: setup.results)
        let (writer, _) = try LedgerWriter.open(folder: setup.results, sessionID: setup.session, holder: "ann")
        try writer.append(RecordType.evidence, ["sha256": .string(stored.sha256), "path": .string(stored.relativePath)])
        writer.close()
        try setup.folder.write("results/" + stored.relativePath, bytes: [0x89, 0x50, 0x4E, 0x47, 2])
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: setup.ledger)), as: UTF8.self)
        try setup.folder.write(
            "results/\(setup.session).jsonl", text.replacingOccurrences(of: "\"verdict\":\"passed\"", with: "\"verdict\":\"failed\""))
        let verified = try setup.stepwise(["verify"])
        #expect(verified.status == 1)
        let lines = verified.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("results/\(setup.session).jsonl: line") }
        #expect(lines.count >= 2, "\(verified.output)")
        #expect(lines.first?.contains(": edited") == true, "\(verified.output)")
        #expect(lines.last?.contains("evidence changed") == true, "\(verified.output)")
        #expect(!verified.output.contains("more problem"))
        let json = try setup.stepwise(["verify", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let session = try #require((object["sessions"] as? [[String: Any]])?.first { $0["session"] as? String == setup.session })
        let kinds = (session["chain"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        #expect(kinds.first == "edited" && kinds.last == "evidence changed", "\(kinds)")
        #expect(object["ok"] as? Bool == false)
    }
}
