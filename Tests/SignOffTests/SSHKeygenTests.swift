import Foundation
import SignOff
import Testing

@Suite("ssh-keygen signing and verifying", .enabled(if: ThrowawayKeys.available, ThrowawayKeys.skipReason))
struct SSHKeygenTests {
    let keygen = SSHKeygen()

    func signedFile(_ keys: ThrowawayKeys, key: String = "ann") throws -> (file: String, signature: String) {
        try keys.make(key)
        let file = keys.path("manifest.json")
        try "{\"id\":\"x\"}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let signature = try keygen.sign(file: file, key: keys.path(key)).get()
        return (file, signature)
    }

    @Test("a throwaway key signs a file, and the signature verifies for its principal under the stepwise namespace")
    func signAndVerify() throws {
        let keys = try ThrowawayKeys()
        let (file, signature) = try signedFile(keys)
        #expect(signature == file + ".sig")
        #expect(try String(contentsOfFile: signature, encoding: .utf8).hasPrefix("-----BEGIN SSH SIGNATURE-----"))
        let allowed = try keys.allowedSigners([("ann@example.com", "ann")])
        let good = try keygen.verify(file: file, signature: signature, allowedSigners: allowed, principal: "ann@example.com").get()
        #expect(good.contains("Good \"stepwise-signoff@v1\" signature for ann@example.com"))
    }

    @Test("an edited file or an edited signature does not verify")
    func tampered() throws {
        let keys = try ThrowawayKeys()
        let (file, signature) = try signedFile(keys)
        let allowed = try keys.allowedSigners([("ann@example.com", "ann")])
        try "{\"id\":\"y\"}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let edited = keygen.verify(file: file, signature: signature, allowedSigners: allowed, principal: "ann@example.com")
        #expect(edited == .failure(.failed(action: "verify \(signature)", detail: "Signature verification failed: incorrect signature")))

        let (file2, signature2) = try signedFile(keys, key: "ann2")
        var armour = try String(contentsOfFile: signature2, encoding: .utf8).split(separator: "\n").map(String.init)
        // Change one character of the base64 body, keeping the armour intact.
        let body = armour[2]
        armour[2] = String(body.prefix(10)) + (body.dropFirst(10).first == "A" ? "B" : "A") + String(body.dropFirst(11))
        try (armour.joined(separator: "\n") + "\n").write(toFile: signature2, atomically: true, encoding: .utf8)
        let allowed2 = try keys.allowedSigners([("ann@example.com", "ann2")], name: "allowed2")
        guard case .failure(let error) = keygen.verify(file: file2, signature: signature2, allowedSigners: allowed2, principal: "ann@example.com")
        else {
            Issue.record("an edited signature verified")
            return
        }
        #expect(error.description.hasPrefix("ssh-keygen could not verify \(signature2): "))
    }

    @Test("a key listed for someone else, or not listed at all, is named as such")
    func wrongPrincipal() throws {
        let keys = try ThrowawayKeys()
        let (file, signature) = try signedFile(keys)
        try keys.make("bo")
        let listedForBo = try keys.allowedSigners([("bo@example.com", "ann")])
        let asBo = keygen.verify(file: file, signature: signature, allowedSigners: listedForBo, principal: "ann@example.com")
        #expect(
            asBo
                == .failure(
                    .failed(
                        action: "verify \(signature)",
                        detail: "the key that made it is not listed in \(listedForBo) for ann@example.com (it is listed for bo@example.com)")))
        let onlyBo = try keys.allowedSigners([("ann@example.com", "bo")], name: "only-bo")
        let unknown = keygen.verify(file: file, signature: signature, allowedSigners: onlyBo, principal: "ann@example.com")
        #expect(
            unknown
                == .failure(
                    .failed(
                        action: "verify \(signature)", detail: "the key that made it is not listed in \(onlyBo) for ann@example.com or anyone else")))
    }

    @Test("a passphrase-protected key fails at once with advice, without waiting for a prompt")
    func passphrase() throws {
        let keys = try ThrowawayKeys()
        let key = try keys.make("locked", passphrase: "correct horse")
        let file = keys.path("m.json")
        try "{}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let started = Date()
        let result = SSHKeygen(timeLimit: 20).sign(file: file, key: key)
        #expect(result == .failure(.passphraseNeeded(key: key)))
        #expect(Date().timeIntervalSince(started) < 15)
        #expect(!FileManager.default.fileExists(atPath: file + ".sig"))
    }

    @Test("a missing ssh-keygen, key or file is one clear line")
    func missing() throws {
        let keys = try ThrowawayKeys()
        let file = keys.path("m.json")
        try "{}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let none = SSHKeygen(executable: nil).sign(file: file, key: try keys.make("ann"))
        #expect(none == .failure(.notFound))
        #expect(SSHKeygenError.notFound.description.hasPrefix("ssh-keygen not found"))
        #expect(keygen.sign(file: file, key: keys.path("nope")) == .failure(.keyNotFound(path: keys.path("nope"))))
        #expect(
            keygen.verify(file: file, signature: file + ".sig", allowedSigners: file, principal: "a") == .failure(.fileNotFound(path: file + ".sig")))
        #expect(SSHKeygen.locate(environment: ["PATH": keys.folder]) == SSHKeygen.locate(environment: [:]))
    }
}
