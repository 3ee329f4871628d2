import Foundation
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// Guidance written to hurt: a quote nested 50,000 deep on one 100 KB line once took three
/// minutes to show, in `run` and on every load of `serve`'s session page, and links nested
/// 20,000 deep overflowed the stack. Both show at once now, as their words. The time limit is
/// far above what they take and far below what they took, so this never flakes.
@Suite("Hostile guidance shows at once, as words", .serialized, .timeLimit(.minutes(1)))
struct HostileGuidanceTests {
    static let links = 20_000
    static let steps = """
        ## I press TAB
        Kind: action
        Why no criteria: the next step judges it.

        \(String(repeating: "> ", count: 50_000))Press **Tab**.

        \(String(repeating: "[", count: links))the key\(String(repeating: "](u)", count: links))

        """
    static let linkLine = "the key" + String(repeating: " (u)", count: links)

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/toggle.feature": "@native\nFeature: Toggle\n\n  Scenario: Keyboard\n    When I press TAB\n",
                "steps/steps.md": HostileGuidanceTests.steps,
            ])
        }
    }

    @Test("run --guidance full prints each as one line of words")
    func run() throws {
        let project = try Project()
        let ran = StepwiseCLITests.run(
            [
                "run", project.features, "--platform", "ios", "--tester", "Ann", "--results", project.results, "--answers", "-", "--plain",
                "--guidance", "full",
            ],
            stdin: "p\n")
        #expect(ran.status == 0, "\(ran.err.prefix(400))")
        let lines = ran.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("How to: Press Tab."), "\(ran.out.prefix(400))")
        #expect(lines.contains(Self.linkLine))
    }

    @Test("serve's session page shows each as a paragraph of words")
    func sessionPage() throws {
        let project = try Project()
        let (running, client) = try ServeSessionTests.serve(project)
        defer { running.server.stop() }
        let id = try ServeSessionTests.start(client)
        let page = try client.get("/session/\(id)")
        #expect(page.status == 200)
        #expect(page.text.contains("<p>Press Tab.</p>"), "\(page.text.prefix(2000))")
        #expect(page.text.contains("<p>\(Self.linkLine)</p>"))
    }
}
