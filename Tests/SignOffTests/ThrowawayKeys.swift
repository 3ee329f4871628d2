import Foundation
import SignOff
import Testing

/// A temporary folder with freshly made ed25519 keys, removed when the test is done. The keys
/// exist only for the test; nothing in it touches the user's own keys or agent.
final class ThrowawayKeys {
    /// Why the signing tests are skipped where OpenSSH is not installed.
    static let skipReason: Comment = "ssh-keygen not found: install OpenSSH to run the signing tests"
    static var available: Bool { SSHKeygen.locate() != nil }

    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "stepwise-signoff-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }

    /// Makes `name` (private) and `name.pub`; an empty passphrase unless one is given.
    @discardableResult
    func make(_ name: String, passphrase: String = "") throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SSHKeygen.locate()!)
        process.arguments = ["-q", "-t", "ed25519", "-N", passphrase, "-C", name, "-f", path(name)]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return path(name)
    }

    /// An allowed-signers file: one `principal namespaces="stepwise-signoff@v1" <public key>` line per entry.
    func allowedSigners(_ entries: [(principal: String, key: String)], name: String = "allowed_signers") throws -> String {
        var text = ""
        for (principal, key) in entries {
            let publicKey = try String(contentsOfFile: path(key) + ".pub", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            text += "\(principal) namespaces=\"\(SSHKeygen.namespace)\" \(publicKey)\n"
        }
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }
}
