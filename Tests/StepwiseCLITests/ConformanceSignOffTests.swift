import Foundation
import Testing

/// A sign-off binds the WCAG conformance claims it approved; `verify` works them out again
/// from the ledgers and says which changed, even when no scenario's state did.
@Suite("Conformance claims bound to a sign-off")
struct ConformanceSignOffTests {
    static let feature = """
        @native
        Feature: Switch

          Scenario: Keyboard
            When I press TAB
            Then focus is visible
            And the switch says its state

        """
    static let steps = """
        # Steps

        ## I press TAB
        WCAG: 2.1.1

        Press Tab.

        ## focus is visible
        WCAG: 2.4.7

        Look for the focus ring.

        ## the switch says its state
        WCAG: 4.1.2

        Listen.

        """

    final class Project: TestProject {
        init() throws {
            try super.init(files: ["features/switch.feature": ConformanceSignOffTests.feature, "steps/steps.md": ConformanceSignOffTests.steps])
        }

        @discardableResult
        func session(_ answers: String, rerun: Bool = false) -> (status: Int32, out: String, err: String) {
            run(
                ["run", features, "--steps", steps, "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"]
                    + (rerun ? ["--rerun", "failed"] : []), stdin: answers)
        }

        func signOff() -> (status: Int32, out: String, err: String) {
            run([
                "signoff", "--signer", "ann@example.com", "--role", "tester", "--meaning", "approved", "--allow-incomplete", "--steps", steps,
                "--platform", "ios", "--results", results, features,
            ])
        }

        func verify() -> (status: Int32, out: String, err: String) { run(["verify", "--results", results]) }
    }

    @Test func aFailedFocusStepIsSignedAndVerifiesUntilAVerdictChanges() throws {
        let project = try Project()
        // Tab passes, focus fails, the state is not reached.
        #expect(project.session("p\nf no focus ring\n").status == 0)
        let signed = project.signOff()
        #expect(signed.status == 0, "\(signed.err)")
        #expect(signed.out.contains("WCAG 2.2 AA conformance claims: 1 Supports, 1 Partially Supports,"), "\(signed.out)")
        let first = project.verify()
        #expect(first.status == 0, "\(first.out)\(first.err)")
        #expect(first.out.contains("WCAG 2.2 AA claims unchanged"))

        // A retest in which focus passes but the state fails: the scenario is failed again, so
        // no scenario changed state, yet two claims did.
        #expect(project.session("p\np\nf says nothing\n", rerun: true).status == 0)
        let after = project.verify()
        #expect(after.status == 1)
        #expect(after.out.contains("2.4.7 (Native app): Partially Supports when signed, Supports now"), "\(after.out)")
        #expect(after.out.contains("4.1.2 (Native app): Gap: not established when signed, Partially Supports now"), "\(after.out)")
        #expect(!after.out.contains("failed when signed"), "\(after.out)")
        let json = run(["verify", "--results", project.results, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let signOff = try #require((object["signoffs"] as? [[String: Any]])?.first)
        #expect((signOff["conformanceChanges"] as? [String])?.count == 2, "\(json.out)")
        #expect(signOff["holds"] as? Bool == false)

        // Signing the new results again makes the folder verify.
        #expect(project.signOff().status == 0)
        #expect(project.verify().status == 0)
    }

    static let sshKeygen = ["/usr/bin/ssh-keygen", "/usr/local/bin/ssh-keygen"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The deliverable: an ACR whose claims a signed sign-off approved, which verifies with
    /// the allowed signers until a verdict changes a claim.
    @Test(.enabled(if: sshKeygen != nil, "ssh-keygen not found: install OpenSSH to run the signing tests"))
    func aSignedACRVerifiesUntilAVerdictChanges() throws {
        let project = try Project()
        project.session("p\nf no focus ring\n")
        let key = project.folder.path + "/ann_key"
        let keygen = Process()
        keygen.executableURL = URL(fileURLWithPath: Self.sshKeygen!)
        keygen.arguments = ["-q", "-t", "ed25519", "-N", "", "-C", "ann", "-f", key]
        try keygen.run()
        keygen.waitUntilExit()
        let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let allowed = try project.folder.write("allowed_signers", "ann@example.com namespaces=\"stepwise-signoff@v1\" \(publicKey)\n")
        let signed = run([
            "signoff", "--signer", "ann@example.com", "--role", "tester", "--meaning", "approved", "--allow-incomplete", "--key", key,
            "--steps", project.steps, "--platform", "ios", "--results", project.results, project.features,
        ])
        #expect(signed.status == 0, "\(signed.err)")
        func acr() -> String {
            run([
                "export", "--format", "openacr", "--steps", project.steps, "--platform", "ios", "--results", project.results,
                "--allowed-signers", allowed, project.features,
            ]).out
        }
        let verified = run(["verify", "--results", project.results, "--allowed-signers", allowed])
        #expect(verified.status == 0, "\(verified.out)")
        #expect(
            verified.out.contains(
                "WCAG 2.2 AA claims unchanged, 1 incomplete scenario allowed, 48 conformance gaps allowed; signature good (ann@example.com)"),
            "\(verified.out)")
        #expect(acr().contains("The conformance levels below are the claims that sign-off approved"))

        project.session("p\np\nf says nothing\n", rerun: true)
        let after = run(["verify", "--results", project.results, "--allowed-signers", allowed])
        #expect(after.status == 1)
        #expect(after.out.contains("conformance claims changed since sign-off: 2.4.7 (Native app): Partially Supports when signed, Supports now"))
        let stale = acr()
        #expect(!stale.contains("The conformance levels below are the claims that sign-off approved"))
        #expect(stale.contains("Not signed off on the current results"), "\(stale.prefix(1500))")
    }

    /// Someone who can write the results folder rewrites the recorded claims to match the new
    /// results: the manifest's hash in the sign-off record no longer matches.
    @Test func rewritingTheSignedClaimsIsCaught() throws {
        let project = try Project()
        project.session("p\nf no focus ring\n")
        #expect(project.signOff().status == 0)
        let folder = project.results + "/signoffs"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".json") })
        let path = folder + "/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let forged = text.replacingOccurrences(of: "\"partially-supports\"", with: "\"supports\"")
        #expect(forged != text)
        try forged.write(toFile: path, atomically: true, encoding: .utf8)
        let result = project.verify()
        #expect(result.status == 1)
        #expect(result.out.contains(name.replacingOccurrences(of: ".json", with: "")))
    }

    @Test("a sign-off superseded by changed claims is signed again only by one over those claims, never by an Android sign-off over nothing")
    func reSignedOnlyByTheRightSignOff() throws {
        let project = try Project()
        #expect(project.session("p\nf no focus ring\n").status == 0)
        #expect(project.signOff().status == 0)
        // The retest passes the focus step: the claims the sign-off approved changed.
        #expect(project.session("p\np\nf says nothing\n", rerun: true).status == 0)
        #expect(project.verify().status == 1)
        let android = run([
            "signoff", "--signer", "mallory@example.com", "--role", "tester", "--meaning", "approved", "--allow-incomplete", "--steps",
            project.steps, "--platform", "android", "--results", project.results, project.features,
        ])
        #expect(android.status == 0, "\(android.err)")
        let after = project.verify()
        #expect(after.status == 1, "\(after.out)")
        #expect(!after.out.contains("signed again in sign-off"), "\(after.out)")
        let status = run(["status", project.features, "--steps", project.steps, "--platform", "ios", "--results", project.results, "--check"])
        #expect(status.status == 1, "\(status.out)")
        // An iOS sign-off over the same scenarios does sign the changed claims again.
        #expect(project.signOff().status == 0)
        let resigned = project.verify()
        #expect(resigned.out.contains("signed again in sign-off"), "\(resigned.out)")
    }
}
