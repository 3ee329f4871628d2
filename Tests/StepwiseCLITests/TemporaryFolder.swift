import Foundation

/// A fresh folder under the system's temporary directory, removed when the test is done.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "stepwise-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes a file (creating folders on the way) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }
}
