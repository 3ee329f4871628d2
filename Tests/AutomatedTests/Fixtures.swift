import Automated
import Foundation

/// The committed fixtures (Tests/AutomatedTests/Fixtures, made by scripts/make-axe-fixtures)
/// and reading them.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The scans in a fixture, or the error it was refused with.
    static func read(_ name: String) throws -> Result<[AutomatedScan], AutomatedReadError> {
        AutomatedResultsReader.read(bytes: try bytes(name), file: name)
    }
}

/// Reading text written in a test.
func read(_ text: String, file: String = "results.json") -> Result<[AutomatedScan], AutomatedReadError> {
    AutomatedResultsReader.read(bytes: Array(text.utf8), file: file)
}

/// The message of a refusal, or nil when the text was read.
func refusal(_ text: String, file: String = "results.json") -> String? {
    guard case .failure(let error) = read(text, file: file) else { return nil }
    return error.description
}

extension AutomatedScan {
    /// The one result of a rule with an outcome.
    func result(_ rule: String, _ outcome: AutomatedOutcome) -> AutomatedRuleResult? {
        results.first { $0.rule == rule && $0.outcome == outcome }
    }
}
