import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done, so
/// tests running in parallel never see each other's ledgers.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "stepwise-ledger-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// A file's bytes, or none when it does not exist.
    func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) }
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
    }

    /// Adds bytes at the end of a file, as a crash in the middle of a write would leave them.
    func append(_ name: String, _ bytes: [UInt8]) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file(name)))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(bytes))
    }
}
