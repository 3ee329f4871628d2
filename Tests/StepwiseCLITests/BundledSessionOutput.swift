import Foundation

/// A whole session over the bundled `features/` with the bundled `steps/`, run in-process with
/// scripted answers, for the tests that judge what a tester hears in a real session.
enum BundledSessionOutput {
    static let repository = BundledFeaturesTests.repository

    /// The session's standard output, its lines, with the folders it names (which differ from
    /// machine to machine) written as `FOLDER`.
    static func lines(platform: String, answers: [String], options: [String] = []) throws -> [String] {
        let results = try TemporaryFolder()
        let result = run(
            ["run"] + tourFeatures + ["--platform", platform, "--tester", "Ann", "--results", results.path, "--answers", "-"] + options,
            stdin: answers.map { $0 + "\n" }.joined())
        guard result.status == 0, result.out.contains("Session finished") else {
            throw SessionDidNotFinish(output: result.out + result.err)
        }
        let text = result.out.replacingOccurrences(of: results.path, with: "FOLDER").replacingOccurrences(of: repository, with: "FOLDER")
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    struct SessionDidNotFinish: Error, CustomStringConvertible {
        let output: String
        var description: String { "the session did not finish:\n\(output)" }
    }

    static let platforms = ["ios", "android"]

    /// The four features in `examples/`, the 16-scenario tour README walks through;
    /// the catalog in `features/` is far more than a test
    /// session needs.
    static var tourFeatures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: repository + "/examples")) ?? [])
            .filter { $0.hasSuffix(".feature") }.sorted().map { repository + "/examples/" + $0 }
    }
}
