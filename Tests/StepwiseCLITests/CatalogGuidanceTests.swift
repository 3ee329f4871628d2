import Foundation
import SharedFolder
import Testing

private let content = SharedFolder.existing("magentaa11y/content.json")

/// The step library guides the whole MagentaA11y catalog: imported as `import --catalog` makes
/// it, every step of every component on every platform matches exactly one definition, every
/// check names the WCAG 2.2 criteria it evidences, and no step that checks nothing (setup, an
/// action judged at the next step, a condition, a note) names any.
@Suite(
    "The step library covers the MagentaA11y catalog",
    .enabled(if: content != nil, "../shared/magentaa11y/content.json is not beside the repository: the catalog coverage test is skipped"))
struct CatalogGuidanceTests {
    /// The catalog as the site's index has it, as its Markdown documents have it, and as its
    /// Copy button gives it: the same criteria in three forms, each fully guided.
    static let sources = ["magentaa11y/content.json", "magentaa11y/v2", "magentaa11y/as-copied"].compactMap { SharedFolder.existing($0)?.path }

    @Test("every catalog step guided once; checks mapped to WCAG, steps that check nothing mapped to nothing", arguments: sources)
    func coverage(_ source: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("features/.keep", "")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let stepwise = try BuiltBinary.stepwise()
        let imported = try ChildProcess(
            stepwise, ["import", "--catalog", source], environment: ProcessInfo.processInfo.environment, directory: folder.path)
        imported.closeInput()
        #expect(imported.waitForExit(timeout: 120) == 0, "\(imported.output.suffix(2000))")
        let plan = run(["plan", folder.path + "/features", "--steps", repository + "/steps", "--format", "json"])
        #expect(plan.status == 0, "\(plan.err.prefix(2000))")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(plan.out.utf8)) as? [String: Any])
        let undefined = (object["undefined"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        let ambiguous = (object["ambiguous"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        #expect(undefined.isEmpty, "unguided: \(undefined.prefix(20))")
        #expect(ambiguous.isEmpty, "ambiguous: \(ambiguous.prefix(20))")
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(Set(scenarios.compactMap { $0["uri"] as? String }).count == 93)
        var checks = 0
        for scenario in scenarios {
            for step in scenario["steps"] as? [[String: Any]] ?? [] {
                let criteria = step["wcag"] as? [String] ?? []
                if step["kind"] as? String == "check" {
                    checks += 1
                    #expect(!criteria.isEmpty, "the check \(step["text"] ?? "") evidences no WCAG criterion")
                } else {
                    #expect(criteria.isEmpty, "\(step["text"] ?? "") is a \(step["kind"] ?? "") step, yet names \(criteria)")
                }
            }
        }
        #expect(checks > 0)
    }
}
