import Foundation
import SharedFolder
import Testing

/// Cucumber's Gherkin testdata in `../shared`, if it is there. Tests that read it are
/// skipped with a clear message when it is absent, so a bare clone still tests green.
enum SharedTestdata {
    static let root: URL? = SharedFolder.existing("gherkin").map { _ in SharedFolder.root }

    static let isAvailable = root != nil
    static let skipReason: Comment = "../shared is absent: the shared Gherkin testdata cannot be read, so these cases are skipped"

    static var gherkin: URL? { root?.appendingPathComponent("gherkin") }

    /// Feature files of a testdata folder (`good` or `bad`), sorted by name.
    static func features(in folder: String) -> [String] {
        guard let directory = gherkin?.appendingPathComponent("testdata").appendingPathComponent(folder),
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }
}
