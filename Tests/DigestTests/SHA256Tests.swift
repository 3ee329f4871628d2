import Digest
import Foundation
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    /// NIST's examples (FIPS 180-4 and the SHA validation system's short and long messages).
    @Test(
        "NIST vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
        ])
    func vectors(message: String, digest: String) {
        #expect(SHA256.hash(message) == digest)
    }

    @Test("a million a's, fed in uneven pieces")
    func millionAs() {
        var hasher = SHA256()
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 997)
        var left = 1_000_000
        while left > 0 {
            let take = min(left, piece.count)
            hasher.update(piece[0..<take])
            left -= take
        }
        #expect(hasher.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("messages around the padding boundaries (55, 56, 63, 64, 65 bytes) agree however they are split")
    func boundaries() {
        for count in [55, 56, 57, 63, 64, 65, 119, 120, 128] {
            let message = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = SHA256.hash(message)
            var split = SHA256()
            for byte in message { split.update([byte]) }
            #expect(split.hexDigest() == whole, "\(count) bytes")
        }
    }

    @Test("agrees with sha256sum on random inputs", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum")))
    func sha256sum() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let count = Int.random(in: 0...5000, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let path = NSTemporaryDirectory() + "stepwise-sha-\(UUID().uuidString)"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            defer { try? FileManager.default.removeItem(atPath: path) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            process.arguments = [path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let expected = String(decoding: output, as: UTF8.self).prefix(64)
            #expect(SHA256.hash(bytes) == String(expected), "\(count) random bytes")
        }
    }
}
