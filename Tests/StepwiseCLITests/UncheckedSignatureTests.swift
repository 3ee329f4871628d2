import Foundation
import Testing

/// A sign-off in the CEO's name, signed with a key nobody listed: without a checked signature
/// no signer is named as the ACR's author or its approver — exported as README shows (no
/// --allowed-signers) it says the signature was not checked; with an allowed-signers file
/// that lists the key, the signer is credited.
@Suite(
    "An unchecked signature names nobody",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen"), "ssh-keygen is not installed"))
struct UncheckedSignatureTests {
    @Test("signed with an unlisted key in ceo@example.com's name: not the author or approver unless --allowed-signers checks it")
    func uncheckedSignatureIsNotCredited() throws {
        let project = try SignOffCreditTests.Project()
        let key = project.folder.path + "/mallory"
        let keygen = Process()
        keygen.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
        keygen.arguments = ["-q", "-t", "ed25519", "-N", "", "-C", "mallory", "-f", key]
        try keygen.run()
        keygen.waitUntilExit()
        let signed = run([
            "signoff", "--signer", "ceo@example.com", "--role", "CEO", "--meaning", "approved", "--allow-incomplete", "--key", key,
            "--steps", project.steps, "--platform", "ios", "--results", project.results, project.features,
        ])
        #expect(signed.status == 0, "\(signed.err)")
        let acr = project.export("openacr")
        #expect(!acr.contains("name: \"ceo@example.com\""), "\(acr.prefix(1500))")
        #expect(acr.contains("name: \"Ann\""))
        #expect(acr.contains("its signature was not checked"), "\(acr.prefix(2000))")
        let markup = project.export("acr-markdown")
        #expect(!markup.contains("Report author:** ceo@example.com"), "\(markup.prefix(2000))")
        #expect(!markup.contains("These claims are the ones approved"))

        // Listed and checked: credited.
        let publicKey = try String(contentsOfFile: key + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let allowed = try project.folder.write("allowed_signers", "ceo@example.com namespaces=\"stepwise-signoff@v1\" \(publicKey)\n")
        let checked = run([
            "export", "--format", "openacr", "--allowed-signers", allowed, "--steps", project.steps, "--platform", "ios", "--results",
            project.results, project.features,
        ])
        #expect(checked.status == 0, "\(checked.err)")
        #expect(
            checked.out.contains("name: \"ceo@example.com\"") || checked.out.contains("email: \"ceo@example.com\""), "\(checked.out.prefix(1500))")
    }
}
