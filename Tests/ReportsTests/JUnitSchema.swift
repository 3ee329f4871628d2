import Foundation
import SharedFolder

/// Validates JUnit XML against Jenkins xUnit's junit-10.xsd with xmllint.
enum JUnitSchema {
    static let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let schema = SharedFolder.existing("formats/junit/junit-10.xsd")?.path

    static var available: Bool { xmllint != nil && schema != nil }

    /// Nil when valid; xmllint's complaint otherwise.
    static func problems(_ xml: String) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint!)
        process.arguments = ["--noout", "--schema", schema!, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : message
    }
}
