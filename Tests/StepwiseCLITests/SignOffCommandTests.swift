import Foundation
import JSON
import Ledger
import StepwiseCLI
import Testing

private let sshKeygen = ["/usr/bin/ssh-keygen", "/usr/local/bin/ssh-keygen", "/opt/homebrew/bin/ssh-keygen"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

private let feature = """
    Feature: Toggle

      Scenario: Keyboard
        When I press TAB

      Scenario: Gestures
        When I swipe

    """

/// A results folder with a plan of two scenarios and throwaway ed25519 keys beside it.
private final class SignOffFixture {
    let folder: TemporaryFolder
    let features: String
    let results: String
    /// Planned scenario ids and content hashes, Keyboard first.
    let planned: [(id: String, hash: String)]

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        features = folder.path + "/features"
        results = folder.path + "/results"
        planned = try RecordedSessions.plan([features]).map { ($0.id, $0.hash) }
    }

    /// A session of `tester` with the given verdicts (index into `planned`, verdict).
    func session(_ id: String, tester: String = "Ann", _ verdicts: [(Int, String)], hash: String? = nil) throws {
        try RecordedSessions.write(
            folder: results, session: id, tester: tester, platform: "", verdicts.map { (planned[$0.0].id, hash ?? planned[$0.0].hash, $0.1) })
    }

    /// Both scenarios passed by Ann in session s1 (3 records).
    func passedSession() throws { try session("s1", [(0, "passed"), (1, "passed")]) }

    func key(_ name: String, passphrase: String = "") throws -> String {
        let path = folder.path + "/keys/" + name
        try FileManager.default.createDirectory(atPath: folder.path + "/keys", withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: sshKeygen!)
        process.arguments = ["-q", "-t", "ed25519", "-N", passphrase, "-C", name, "-f", path]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        return path
    }

    /// An allowed-signers file as README.md describes it.
    func allowedSigners(_ entries: [(String, String)], name: String = "allowed_signers") throws -> String {
        var text = ""
        for (principal, key) in entries {
            let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            text += "\(principal) namespaces=\"stepwise-signoff@v1\" \(publicKey)\n"
        }
        return try folder.write(name, text)
    }

    func signOff(_ signer: String, role: String, meaning: String, key: String? = nil, extra: [String] = []) -> (
        status: Int32, out: String, err: String
    ) {
        run(
            ["signoff", "--signer", signer, "--role", role, "--meaning", meaning] + (key.map { ["--key", $0] } ?? []) + extra + [
                "--results", results, features,
            ])
    }

    func verify(_ allowed: String? = nil) -> (status: Int32, out: String, err: String) {
        run(["verify", "--results", results] + (allowed.map { ["--allowed-signers", $0] } ?? []))
    }

    /// The ids of the manifests written, in order.
    var manifestIDs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: results + "/signoffs")) ?? [])
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    func manifest(_ id: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: results + "/signoffs/\(id).json"))) as! [String: Any]
    }

    func bytes(_ relative: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: results + "/" + relative))) }

    func write(_ relative: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: results + "/" + relative)) }

    /// Replaces the first occurrence of `old` in a file under the results folder.
    func edit(_ relative: String, _ old: String, _ new: String) throws {
        let text = String(decoding: try bytes(relative), as: UTF8.self)
        let range = try #require(text.range(of: old))
        try write(relative, Array(text.replacingCharacters(in: range, with: new).utf8))
    }
}

@Suite("stepwise signoff")
struct SignOffCommandTests {
    @Test("an unsigned sign-off binds the plan and every covered session; verify reports it holds")
    func unsigned() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        try fixture.session("other", [])
        let signed = fixture.signOff("Ann Lee", role: "tester", meaning: "executed")
        #expect(signed.status == 0, "\(signed.err)")
        let id = try #require(fixture.manifestIDs.first)
        #expect(signed.out.contains("Signed off: \(id), sign-off 1 in \(fixture.results)/signoffs.jsonl."))
        #expect(signed.out.contains("Covers 1 session and 2 planned scenarios"))
        #expect(signed.out.contains("Not signed: no --key."))
        let manifest = try fixture.manifest(id)
        #expect(manifest["signer"] as? String == "Ann Lee" && manifest["meaning"] as? String == "executed" && manifest["sequence"] as? Int == 1)
        #expect(manifest["allowIncomplete"] as? Bool == false)
        let sessions = try #require(manifest["sessions"] as? [[String: Any]])
        #expect(sessions.count == 1 && sessions[0]["id"] as? String == "s1" && sessions[0]["records"] as? Int == 3)
        let verified = fixture.verify()
        #expect(verified.status == 0, "\(verified.out)")
        // The sign-off ledger is not a session, and the verify line's head is the bound one.
        #expect(verified.out.contains("\(fixture.results)/s1.jsonl: ok (3 records, head \((sessions[0]["head"] as! String).prefix(16)))"))
        #expect(verified.out.contains("\(fixture.results)/signoffs.jsonl: ok (1 sign-off, head "))
        #expect(verified.out.contains("sign-off \(id): ok (executed by Ann Lee as tester, 1 session unchanged; not signed)"))
        #expect(verified.out.hasSuffix("2 sessions, 0 with problems; 1 sign-off, 0 with problems\n"))
        #expect(run(["results", fixture.features, "--results", fixture.results]).out.contains("2 planned: 2 passed"))
    }

    @Test(
        "signed with a throwaway key: verifies with the allowed signers; without them it says the signature was not checked",
        .enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the signing tests"))
    func signedAndVerified() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        let key = try fixture.key("ann")
        let signed = fixture.signOff("ann@example.com", role: "tester", meaning: "executed", key: key)
        #expect(signed.status == 0, "\(signed.err)")
        let id = try #require(fixture.manifestIDs.first)
        #expect(signed.out.contains("Signature: \(fixture.results)/signoffs/\(id).json.sig."))
        let allowed = try fixture.allowedSigners([("ann@example.com", key)])
        let verified = fixture.verify(allowed)
        #expect(verified.status == 0, "\(verified.out)")
        #expect(
            verified.out.contains("sign-off \(id): ok (executed by ann@example.com as tester, 1 session unchanged; signature good (ann@example.com))")
        )
        let unchecked = fixture.verify()
        #expect(unchecked.status == 0)
        #expect(
            unchecked.out.contains(
                "sign-off \(id): ok (executed by ann@example.com as tester, 1 session unchanged; signature not checked: no --allowed-signers)"))
        #expect(fixture.verify(fixture.folder.path + "/nothing").status == 2)
    }

    enum Tamper: String, CaseIterable, Sendable {
        case manifestEdited, manifestRemoved, signatureEdited, signatureRemoved, wrongPrincipal, keyNotAllowed
        case sessionEdited, sessionTruncated, recordsAppended, sessionRemoved, signOffLedgerEdited, signOffRecordRemoved
        case evidenceReplaced
    }

    @Test(
        "every tamper case is detected and named", .enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the signing tests"),
        arguments: Tamper.allCases)
    func tamper(_ tamper: Tamper) throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        var evidence: EvidenceStore.Stored?
        if tamper == .evidenceReplaced {
            // A screenshot attached before the sign-off, as record 4.
            try fixture.write("shot.png", [0x89, 0x50, 0x4E, 0x47, 1])
            let stored = try EvidenceStore.store(fixture.results + "/shot.png", resultsFolder: fixture.results)
            let (writer, _) = try LedgerWriter.open(folder: fixture.results, sessionID: "s1", holder: "Ann")
            try writer.append(RecordType.evidence, ["sha256": .string(stored.sha256), "path": .string(stored.relativePath)])
            writer.close()
            evidence = stored
        }
        let key = try fixture.key("ann")
        #expect(fixture.signOff("ann@example.com", role: "tester", meaning: "executed", key: key).status == 0)
        let id = try #require(fixture.manifestIDs.first)
        var allowed = try fixture.allowedSigners([("ann@example.com", key)])
        let manifest = "signoffs/\(id).json"
        let expected: String
        switch tamper {
        case .manifestEdited:
            try fixture.edit(manifest, "\"executed\"", "\"approved\"")
            expected = "sign-off \(id): manifest edited (its SHA-256 no longer matches signoffs.jsonl line 1)"
        case .manifestRemoved:
            try FileManager.default.removeItem(atPath: fixture.results + "/" + manifest)
            expected = "sign-off \(id): manifest \(fixture.results)/\(manifest) is missing"
        case .signatureEdited:
            var lines = String(decoding: try fixture.bytes(manifest + ".sig"), as: UTF8.self).split(separator: "\n").map(String.init)
            let body = lines[2]
            lines[2] = String(body.prefix(20)) + (body.dropFirst(20).first == "A" ? "B" : "A") + String(body.dropFirst(21))
            try fixture.write(manifest + ".sig", Array((lines.joined(separator: "\n") + "\n").utf8))
            expected = "sign-off \(id): signature does not verify: ssh-keygen could not verify"
        case .signatureRemoved:
            try FileManager.default.removeItem(atPath: fixture.results + "/" + manifest + ".sig")
            expected =
                "sign-off \(id): not signed (\(fixture.results)/\(manifest).sig is missing); with --allowed-signers every sign-off must be signed"
            // Without the allowed signers, the record still says a signature was made.
            #expect(fixture.verify().out.contains("sign-off \(id): signature \(fixture.results)/\(manifest).sig is missing"))
        case .wrongPrincipal:
            allowed = try fixture.allowedSigners([("bo@example.com", key)], name: "bo_only")
            expected =
                "sign-off \(id): signature does not verify: ssh-keygen could not verify \(fixture.results)/\(manifest).sig: the key that made it is not listed in \(allowed) for ann@example.com (it is listed for bo@example.com)"
        case .keyNotAllowed:
            allowed = try fixture.allowedSigners([("ann@example.com", try fixture.key("other"))], name: "other_key")
            expected =
                "sign-off \(id): signature does not verify: ssh-keygen could not verify \(fixture.results)/\(manifest).sig: the key that made it is not listed in \(allowed) for ann@example.com or anyone else"
        case .sessionEdited:
            try fixture.edit("s1.jsonl", "\"verdict\":\"passed\"", "\"verdict\":\"failed\"")
            expected = "session s1: ledger changed since sign-off \(id) (line 2: edited"
        case .sessionTruncated:
            let lines = try fixture.bytes("s1.jsonl").split(separator: UInt8(ascii: "\n"))
            try fixture.write("s1.jsonl", lines.dropLast().flatMap { Array($0) + [UInt8(ascii: "\n")] })
            expected = "session s1: ledger truncated since sign-off \(id) (3 records signed, 2 now)"
        case .recordsAppended:
            // The signed records are intact: what the appended verdict changed supersedes it.
            try fixture.session("s1", [(1, "failed")])
            expected = "toggle.feature:6 Gestures: passed when signed, failed now (session s1)"
        case .sessionRemoved:
            try FileManager.default.removeItem(atPath: fixture.results + "/s1.jsonl")
            expected = "session s1: missing (covered by sign-off \(id))"
        case .signOffLedgerEdited:
            try fixture.edit("signoffs.jsonl", "\"role\":\"tester\"", "\"role\":\"approver\"")
            expected = "sign-off \(id): its record (signoffs.jsonl line 1) is not vouched for: line 1: edited"
            #expect(fixture.verify(allowed).out.contains("\(fixture.results)/signoffs.jsonl: line 1: edited"))
        case .signOffRecordRemoved:
            try fixture.write("signoffs.jsonl", [])
            expected = "sign-off \(id): manifest \(fixture.results)/\(manifest) has no record in signoffs.jsonl"
        case .evidenceReplaced:
            let path = try #require(evidence).relativePath
            try fixture.write(path, [0x89, 0x50, 0x4E, 0x47, 2])
            expected = "session s1: evidence changed since sign-off \(id) (line 4: evidence changed (\(path) no longer has the SHA-256"
            #expect(fixture.verify(allowed).out.contains("\(fixture.results)/s1.jsonl: line 4: evidence changed"))
        }
        let verified = fixture.verify(allowed)
        #expect(verified.status == 1)
        #expect(verified.out.contains(expected), "\(verified.out)")
        #expect(!verified.out.contains("sign-off \(id): ok"))
    }

    @Test("a broken chain is refused, naming the session and line; nothing is recorded")
    func brokenChain() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        try fixture.edit("s1.jsonl", "\"verdict\":\"passed\"", "\"verdict\":\"failed\"")
        let refused = fixture.signOff("Ann", role: "tester", meaning: "executed")
        #expect(refused.status == 1)
        #expect(refused.err.contains("stepwise signoff: refused: \(fixture.results)/s1.jsonl: line 2: edited"))
        #expect(!FileManager.default.fileExists(atPath: fixture.results + "/signoffs.jsonl"))
        #expect(fixture.manifestIDs.isEmpty)
    }

    @Test("exports show each sign-off and whether it holds, also when only some sessions are exported")
    func exports() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        try fixture.session("s2", tester: "Bo", [(0, "passed")])
        #expect(fixture.signOff("Ann", role: "tester", meaning: "executed").status == 0)
        let id = try #require(fixture.manifestIDs.first)
        let export = ["export", "--format", "markdown", "--results", fixture.results]
        let holding = run(export + ["--session", "s1", fixture.features])
        #expect(holding.status == 0, "\(holding.err)")
        #expect(holding.out.contains("- Ann (tester): executed, at "))
        #expect(holding.out.contains(", not signed; holds."))
        // Bo passing what Ann passed changes no result: the sign-off still holds.
        try fixture.session("s2", tester: "Bo", [(1, "passed")])
        #expect(run(export + [fixture.features]).out.contains(", not signed; holds."))
        // Bo failing it does: the sign-off is superseded, naming the scenario and the session.
        try fixture.session("s2", tester: "Bo", [(1, "failed")])
        let changed = run(export + [fixture.features]).out
        #expect(changed.contains("superseded by session s2: "), "\(changed)")
        #expect(changed.contains("toggle.feature:6 Gestures: passed when signed, conflict now"), "\(changed)")
        #expect(!changed.contains("sign-off \(id): ok"))
    }

    @Test(
        "exports check signatures with --allowed-signers: good, not checked without it, and a key not allowed does not hold",
        .enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the signing tests"))
    func exportsCheckSignatures() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        let key = try fixture.key("ann")
        #expect(fixture.signOff("ann@example.com", role: "tester", meaning: "executed", key: key).status == 0)
        let id = try #require(fixture.manifestIDs.first)
        let export = ["export", "--format", "markdown", "--results", fixture.results, fixture.features]
        let allowed = try fixture.allowedSigners([("ann@example.com", key)])

        let good = run(export + ["--allowed-signers", allowed])
        #expect(good.status == 0, "\(good.err)")
        // Markdown escapes what would start markup in the note, as in everything it writes.
        #expect(good.out.contains(#", signed (signature good \(ann\@example.com\)); holds."#))
        let unchecked = run(export)
        #expect(unchecked.out.contains(", signed (signature not checked: no --allowed-signers); holds."))

        let other = try fixture.key("other")
        let notAllowed = try fixture.allowedSigners([("ann@example.com", other)], name: "other_signers")
        let bad = run(export + ["--allowed-signers", notAllowed])
        #expect(bad.status == 0, "an export reports a sign-off that does not hold; it is not an error")
        #expect(bad.out.contains("; does not hold: sign-off \(id): signature does not verify"))

        let html = run(["export", "--format", "html", "--results", fixture.results, "--allowed-signers", allowed, fixture.features]).out
        #expect(html.contains("<td data-label=\"Signature\">signed: signature good (ann@example.com)</td>"))
        let missing = run(export + ["--allowed-signers", fixture.folder.path + "/nothing"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("nothing: error: no such allowed-signers file"))
    }

    @Test("a selection that plans nothing is refused")
    func emptyPlan() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        let refused = fixture.signOff("Ann", role: "tester", meaning: "executed", extra: ["--tags", "@nothing"])
        #expect(refused.status == 1)
        #expect(refused.err.contains("refused: no scenarios are planned"))
        #expect(fixture.manifestIDs.isEmpty)
    }

    @Test("failed, untested, stale and conflicting scenarios are refused; --allow-incomplete signs and records them")
    func incomplete() throws {
        let fixture = try SignOffFixture()
        try fixture.session("s1", [(0, "failed")])
        let failedAndUntested = fixture.signOff("Ann", role: "tester", meaning: "executed")
        #expect(failedAndUntested.status == 1)
        #expect(failedAndUntested.err.contains("refused: 2 of 2 planned scenarios are not done (1 failed, 1 untested)"))
        #expect(failedAndUntested.err.contains("toggle.feature:3 Keyboard: failed"))
        #expect(failedAndUntested.err.contains("toggle.feature:6 Gestures: untested"))

        try fixture.session("s2", tester: "Bo", [(0, "passed"), (1, "passed")], hash: "an older hash")
        try fixture.session("s3", tester: "Cy", [(0, "blocked")])
        let refused = fixture.signOff("Ann", role: "tester", meaning: "executed")
        #expect(refused.status == 1)
        #expect(refused.err.contains("Keyboard: conflict"))
        #expect(refused.err.contains("Gestures: stale"))
        #expect(fixture.manifestIDs.isEmpty)

        let allowed = fixture.signOff("Ann", role: "tester", meaning: "executed", extra: ["--allow-incomplete"])
        #expect(allowed.status == 0, "\(allowed.err)")
        #expect(allowed.out.contains("Incomplete, signed with --allow-incomplete: 1 conflict, 1 stale."))
        let manifest = try fixture.manifest(try #require(fixture.manifestIDs.first))
        #expect(manifest["allowIncomplete"] as? Bool == true)
        let incomplete = try #require(manifest["incomplete"] as? [[String: Any]])
        #expect(incomplete.map { $0["state"] as? String } == ["conflict", "passed"])
        #expect(incomplete.map { $0["stale"] as? Bool } == [false, true])
        #expect((manifest["sessions"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["s1", "s2", "s3"])
        #expect(fixture.verify().out.contains("2 incomplete scenarios allowed"))
    }

    @Test(
        "several people sign in turn: executed, reviewed, approved, each its own manifest in sequence",
        .enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the signing tests"))
    func inTurn() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        let ann = try fixture.key("ann")
        let bo = try fixture.key("bo")
        #expect(fixture.signOff("ann@example.com", role: "tester", meaning: "executed", key: ann).status == 0)
        #expect(fixture.signOff("bo@example.com", role: "reviewer", meaning: "reviewed", key: bo).status == 0)
        let approved = fixture.signOff("cy@example.com", role: "approver", meaning: "approved")
        #expect(approved.out.contains("sign-off 3 in"))
        let ids = fixture.manifestIDs
        #expect(ids.count == 3)
        let manifests = try ids.map { try fixture.manifest($0) }
        #expect(Set(manifests.map { $0["sequence"] as? Int }) == [1, 2, 3])
        #expect(Set(manifests.map { $0["meaning"] as? String }) == ["executed", "reviewed", "approved"])
        let allowed = try fixture.allowedSigners([("ann@example.com", ann), ("bo@example.com", bo)])
        let verified = fixture.verify(allowed)
        // With the allowed signers every sign-off must be signed: Cy's is not.
        #expect(verified.status == 1, "\(verified.out)")
        #expect(verified.out.contains("signoffs.jsonl: ok (3 sign-offs"))
        #expect(verified.out.contains("reviewed by bo@example.com as reviewer, 1 session unchanged; signature good (bo@example.com)"))
        #expect(verified.out.contains("sign-off \(ids.first { $0.contains("cy-example") } ?? "?"): not signed"), "\(verified.out)")
        #expect(verified.out.hasSuffix("1 session, 0 with problems; 3 sign-offs, 1 with problems\n"))
        #expect(fixture.verify().status == 0)
        // Testing again afterwards changes nothing they signed: a pass again is still a pass.
        try fixture.session("s1", [(0, "passed")])
        #expect(fixture.verify().out.hasSuffix("3 sign-offs, 0 with problems\n"))
        // A failure now supersedes all three, each named.
        try fixture.session("s1", [(0, "failed")])
        let later = fixture.verify()
        #expect(later.status == 1)
        #expect(later.out.hasSuffix("3 sign-offs, 0 with problems, 3 superseded (3 by results no later sign-off covers)\n"), "\(later.out)")
    }

    @Test(
        "a passphrase-protected key is refused at once with advice, and nothing is recorded",
        .enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the signing tests"))
    func passphrase() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        let key = try fixture.key("locked", passphrase: "correct horse")
        let refused = fixture.signOff("ann@example.com", role: "tester", meaning: "executed", key: key)
        #expect(refused.status == 2)
        #expect(refused.err.contains("\(key): the key is protected by a passphrase"))
        #expect(refused.err.contains("ssh-add"))
        #expect(fixture.manifestIDs.isEmpty)
        #expect(((try? fixture.bytes("signoffs.jsonl")) ?? []).isEmpty)
    }

    @Test("a missing signer, role, meaning or key file is a usage error")
    func usage() throws {
        let fixture = try SignOffFixture()
        try fixture.passedSession()
        #expect(run(["signoff", "--role", "tester", "--meaning", "executed", "--results", fixture.results, fixture.features]).status == 2)
        #expect(run(["signoff", "--signer", "", "--role", "r", "--meaning", "m", fixture.features]).status == 2)
        let noKey = fixture.signOff("Ann", role: "tester", meaning: "executed", key: fixture.folder.path + "/missing")
        #expect(noKey.status == 2)
        #expect(noKey.err.contains(sshKeygen == nil ? "ssh-keygen not found" : "missing: no such key file"))
        if sshKeygen != nil {
            // A device would have ssh-keygen read without end: refused before anything is written.
            let device = fixture.signOff("Ann", role: "tester", meaning: "executed", key: "/dev/zero")
            #expect(device.status == 2)
            #expect(device.err.contains("/dev/zero: not a regular file"))
            #expect(!FileManager.default.fileExists(atPath: fixture.results + "/signoffs.jsonl"))
        }
        #expect(fixture.manifestIDs.isEmpty)
    }
}
