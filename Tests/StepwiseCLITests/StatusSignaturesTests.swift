import Foundation
import StepwiseCLI
import Testing

private let sshKeygen = ["/usr/bin/ssh-keygen", "/usr/local/bin/ssh-keygen", "/opt/homebrew/bin/ssh-keygen"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Ann's session s1 passing the whole plan, her key and Mallory's, and an allowed-signers file
/// listing only Ann's key, for sessions and sign-offs.
private final class GateFixture {
    let folder: TemporaryFolder
    let features: String
    let results: String
    let ann: String
    let mallory: String
    let allowed: String

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", "Feature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n")
        features = folder.path + "/features"
        results = folder.path + "/results"
        let plan = try RecordedSessions.plan([features])
        try RecordedSessions.write(
            folder: results, session: "s1", tester: "ann@example.com", platform: "", plan.map { ($0.id, $0.hash, "passed") })
        ann = try Self.key("ann", in: folder)
        mallory = try Self.key("mallory", in: folder)
        let publicKey = try String(contentsOfFile: ann + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        allowed = try folder.write("allowed_signers", "ann@example.com namespaces=\"stepwise-signoff@v1,stepwise-session@v1\" \(publicKey)\n")
    }

    static func key(_ name: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.path + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: sshKeygen!)
        process.arguments = ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", path]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        return path
    }

    /// Signs session s1 with `key`.
    func signSession(_ key: String) {
        let signed = run(["sign", "s1", "--key", key, "--results", results])
        #expect(signed.status == 0, "\(signed.err)")
    }

    /// Ann signs off, with `key` or unsigned; returns the sign-off's id.
    func signOff(_ key: String?) throws -> String {
        let before = manifests()
        let signed = run(
            ["signoff", "--signer", "ann@example.com", "--role", "tester", "--meaning", "executed", "--results", results, features]
                + (key.map { ["--key", $0] } ?? []))
        #expect(signed.status == 0, "\(signed.err)")
        return String(try #require(manifests().subtracting(before).first).dropLast(5))
    }

    private func manifests() -> Set<String> {
        Set(((try? FileManager.default.contentsOfDirectory(atPath: results + "/signoffs")) ?? []).filter { $0.hasSuffix(".json") })
    }

    func check(_ extra: [String] = []) -> (status: Int32, out: String, err: String) {
        run(["status", features, "--results", results, "--check"] + extra)
    }
}

@Suite("stepwise status --check with signatures", .enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the signing tests"))
struct StatusSignaturesTests {
    @Test("--allowed-signers: a sign-off whose signature does not verify fails the gate, named; a good one passes")
    func signOffSignature() throws {
        let fixture = try GateFixture()
        let id = try fixture.signOff(fixture.mallory)
        // Without the file nothing can tell whose key it was: the gate holds, as before.
        #expect(fixture.check().status == 0, "\(fixture.check().out)")
        let checked = fixture.check(["--allowed-signers", fixture.allowed])
        #expect(checked.status == 1, "\(checked.out)")
        #expect(checked.out.contains("sign-off \(id): signature does not verify"), "\(checked.out)")
        #expect(checked.out.contains("check failed: a sign-off does not hold"), "\(checked.out)")
        let good = try fixture.signOff(fixture.ann)
        let again = fixture.check(["--allowed-signers", fixture.allowed])
        #expect(
            again.out.contains("sign-off \(good): ok (executed by ann@example.com as tester, 1 session unchanged; signature good (ann@example.com))"))
        #expect(again.status == 1, "Mallory's sign-off still does not hold: \(again.out)")
    }

    @Test("--allowed-signers: an unsigned sign-off fails the gate, as it fails verify")
    func unsignedSignOff() throws {
        let fixture = try GateFixture()
        let id = try fixture.signOff(nil)
        #expect(fixture.check().status == 0)
        let checked = fixture.check(["--allowed-signers", fixture.allowed])
        #expect(checked.status == 1, "\(checked.out)")
        #expect(checked.out.contains("sign-off \(id): not signed"), "\(checked.out)")
    }

    @Test("--allowed-signers: a session signed with a key not listed for its tester fails the gate, named")
    func sessionSignature() throws {
        let fixture = try GateFixture()
        fixture.signSession(fixture.mallory)
        #expect(fixture.check().status == 0)
        let checked = fixture.check(["--allowed-signers", fixture.allowed])
        #expect(checked.status == 1, "\(checked.out)")
        #expect(checked.out.contains("session s1: signature does not verify"), "\(checked.out)")
        #expect(checked.out.contains("check failed: 1 session signature does not hold"), "\(checked.out)")
        // Standard output stays one JSON document; the reasons go to standard error.
        let json = fixture.check(["--allowed-signers", fixture.allowed, "--format", "json"])
        #expect(json.status == 1)
        #expect(json.err.contains("session s1: signature does not verify"), "\(json.err)")
        #expect((try? JSONSerialization.jsonObject(with: Data(json.out.utf8))) != nil)
        fixture.signSession(fixture.ann)
        let good = fixture.check(["--allowed-signers", fixture.allowed])
        #expect(good.status == 0, "\(good.out)")
    }

    @Test("--require-signatures: an unsigned session fails the gate, named; signed by its tester it passes")
    func requireSignatures() throws {
        let fixture = try GateFixture()
        _ = try fixture.signOff(fixture.ann)
        let signers = ["--allowed-signers", fixture.allowed]
        #expect(fixture.check(signers).status == 0, "\(fixture.check(signers).out)")
        let required = fixture.check(signers + ["--require-signatures"])
        #expect(required.status == 1, "\(required.out)")
        #expect(required.out.contains("session s1: not signed"), "\(required.out)")
        fixture.signSession(fixture.ann)
        let signed = fixture.check(signers + ["--require-signatures"])
        #expect(signed.status == 0, "\(signed.out)")
    }

    @Test("bad signature options are exit status 2, as for verify")
    func badOptions() throws {
        let fixture = try GateFixture()
        let alone = fixture.check(["--require-signatures"])
        #expect(alone.status == 2)
        #expect(alone.err.contains("--require-signatures needs --allowed-signers"), "\(alone.err)")
        let missing = fixture.check(["--allowed-signers", fixture.folder.path + "/nothing"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("no such allowed-signers file"), "\(missing.err)")
        #expect(fixture.check(["--allowed-signers", "/dev/zero"]).status == 2)
        let noValue = run(["status", fixture.features, "--results", fixture.results, "--allowed-signers"])
        #expect(noValue.status == 2)
        #expect(noValue.err.contains("--allowed-signers needs a value (FILE)"), "\(noValue.err)")
    }
}
