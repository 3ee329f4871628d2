import Foundation
import Testing

/// A signed session belongs to the project and release it was recorded for: copied into
/// another release's results folder, its good signature must not turn that release's gate green.
@Suite(
    "A session replayed from another release",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen"), "ssh-keygen is not installed"))
struct ReleaseReplayTests {
    @Test("a signed session from release 1.0 in release 2.0's results is named by verify and status --check, signature good or not")
    func copiedFromAnotherRelease() throws {
        let folder = try TemporaryFolder()
        let feature = "Feature: Toggle\n  Scenario: Keyboard\n    When I press TAB\n"
        for release in ["1.0", "2.0"] {
            try folder.write("\(release)/features/toggle.feature", feature)
            try folder.write("\(release)/stepwise.json", "{\"project\": \"Shop app\", \"release\": \"\(release)\"}")
        }
        let key = folder.path + "/ann"
        let keygen = Process()
        keygen.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
        keygen.arguments = ["-q", "-t", "ed25519", "-N", "", "-C", "ann", "-f", key]
        try keygen.run()
        keygen.waitUntilExit()
        let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let allowed = try folder.write("allowed_signers", "ann namespaces=\"stepwise-signoff@v1,stepwise-session@v1\" \(publicKey)\n")
        let old = folder.path + "/1.0"
        let ran = run(
            ["run", old + "/features", "--tester", "ann", "--results", old + "/results", "--answers", "-", "--plain", "--sign-with", key],
            stdin: "p\n")
        #expect(ran.status == 0, "\(ran.err)")
        #expect(run(["verify", "--results", old + "/results", "--allowed-signers", allowed]).status == 0)
        // The whole results folder of 1.0 is copied into 2.0.
        let new = folder.path + "/2.0"
        try FileManager.default.copyItem(atPath: old + "/results", toPath: new + "/results")
        let verified = run(["verify", "--results", new + "/results", "--allowed-signers", allowed])
        #expect(verified.status == 1, "\(verified.out)")
        #expect(verified.out.contains("signature good"), "\(verified.out)")
        #expect(verified.out.contains("recorded for release “1.0”, not “2.0”"), "\(verified.out)")
        let gate = run(["status", new + "/features", "--results", new + "/results", "--check"])
        #expect(gate.status == 1, "\(gate.out)")
        #expect(gate.out.contains("does not belong"), "\(gate.out)")
    }

    @Test("sessions and decisions recorded under this release's settings belong")
    func ownReleaseBelongs() throws {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", "Feature: Toggle\n  Scenario: Keyboard\n    When I press TAB\n")
        try folder.write("stepwise.json", "{\"project\": \"Shop app\", \"release\": \"2.0\"}")
        let results = folder.path + "/results"
        #expect(
            run(["run", folder.path + "/features", "--tester", "ann", "--results", results, "--answers", "-", "--plain"], stdin: "p\n").status == 0)
        #expect(
            run([
                "decide", "--results", results, "--auditor", "Ann", "--part", "any-platform", "--criterion", "1.2.1", "--level", "not-applicable",
                "--reason", "no media",
            ]).status == 0)
        let verified = run(["verify", "--results", results])
        #expect(verified.status == 0, "\(verified.out)")
        #expect(run(["status", folder.path + "/features", "--results", results, "--check"]).status == 0)
    }

    @Test("a 1.0 session and decision in 2.0's results: signoff and exports leave them out and say so; verify counts and marks them as problems")
    func leftOutOfClaimsAndCountedByVerify() throws {
        let folder = try TemporaryFolder()
        let feature = "@native\nFeature: Toggle\n  Scenario: Keyboard\n    When I press TAB\n"
        for release in ["1.0", "2.0"] {
            try folder.write("\(release)/features/toggle.feature", feature)
            try folder.write("\(release)/stepwise.json", "{\"project\": \"Shop app\", \"release\": \"\(release)\"}")
        }
        let old = folder.path + "/1.0"
        let new = folder.path + "/2.0"
        #expect(
            run(
                ["run", old + "/features", "--platform", "android", "--tester", "ann", "--results", old + "/results", "--answers", "-", "--plain"],
                stdin: "p\n"
            ).status == 0)
        #expect(
            run([
                "decide", "--results", old + "/results", "--auditor", "Dee", "--part", "native-app", "--criterion", "1.2.1", "--level",
                "supports", "--reason", "captions everywhere in 1.0",
            ]).status == 0)
        #expect(
            run(
                ["run", new + "/features", "--platform", "ios", "--tester", "bo", "--results", new + "/results", "--answers", "-", "--plain"],
                stdin: "p\n"
            ).status == 0)
        for file in try FileManager.default.contentsOfDirectory(atPath: old + "/results") where file.hasSuffix(".jsonl") {
            try FileManager.default.copyItem(atPath: old + "/results/" + file, toPath: new + "/results/" + file)
        }

        // verify: both copied sessions are problems, counted in the summary and not ok in JSON.
        let verified = run(["verify", "--results", new + "/results"])
        #expect(verified.status == 1)
        #expect(verified.out.contains("3 sessions, 2 with problems"), "\(verified.out)")
        let json = run(["verify", "--results", new + "/results", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let sessions = try #require(object["sessions"] as? [[String: Any]])
        #expect(sessions.filter { ($0["ok"] as? Bool) == false }.count == 2, "\(json.out)")
        #expect(object["ok"] as? Bool == false)

        // export: the 1.0 session and decision are left out, and said so.
        let acr = run(["export", "--format", "openacr", "--platform", "ios,android", "--results", new + "/results", new + "/features"])
        #expect(acr.status == 0, "\(acr.err)")
        #expect(acr.err.contains("warning: left out: session "), "\(acr.err)")
        #expect(
            !acr.out.contains("Tested on: Android") && !acr.out.contains("Tested on: iOS and Android"), "no 1.0 platform: \(acr.out.prefix(2000))")
        #expect(!acr.out.contains("Dee"), "no 1.0 auditor")
        #expect(!acr.out.contains("captions everywhere in 1.0"))

        // signoff: covers only the 2.0 session, and says what it left out.
        let signed = run(
            [
                "signoff", "--signer", "bo@example.com", "--role", "tester", "--meaning", "executed", "--allow-incomplete", "--platform",
                "ios,android",
                "--results", new + "/results", new + "/features",
            ])
        #expect(signed.status == 0, "\(signed.err)")
        #expect(signed.out.contains("Covers 1 session "), "\(signed.out)")
        #expect(signed.out.contains("Left out: 2 sessions recorded for another project or release"), "\(signed.out)")
        // The sign-off holds: the copied sessions change none of its claims.
        let after = run(["verify", "--results", new + "/results"])
        #expect(after.out.contains("claims unchanged") || !after.out.contains("claims changed"), "\(after.out)")
    }
}
