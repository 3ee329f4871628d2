import Foundation
import JSON
import Ledger
import Testing

/// A team sharing a plan: `--part K/N`, `status --by-tester`, and defect ids as tracker links.
@Suite("Teams")
struct TeamsTests {
    private let feature = """
        Feature: Toggle

          Scenario: One
            When I press TAB
          Scenario: Two
            When I press TAB
            Then focus moves
          Scenario: Three
            When I swipe
          Scenario: Four
            When I swipe
            Then I hear it
            And it is read once

        """

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", feature)
        return folder
    }

    /// Three components, for the deal by whole features.
    private func team() throws -> TemporaryFolder {
        let folder = try project()
        try folder.write("features/switch.feature", feature.replacingOccurrences(of: "Feature: Toggle", with: "Feature: Switch"))
        try folder.write("features/slider.feature", "Feature: Slider\n\n  Scenario: Drag\n    When I swipe\n")
        return folder
    }

    @Test("--part K/N: whole features dealt to each tester, no feature in two shares, the shares the whole plan; run takes only its share")
    func parts() throws {
        let folder = try team()
        let features = folder.path + "/features"
        let all = Set(try RecordedSessions.plan([features]).map(\.id))
        let first = Set(try RecordedSessions.plan([features, "--part", "1/2"]).map(\.id))
        let second = Set(try RecordedSessions.plan([features, "--part", "2/2"]).map(\.id))
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(first.isDisjoint(with: second) && first.union(second) == all)
        let firstFeatures = Set(try RecordedSessions.plan([features, "--part", "1/2"]).map(\.uri))
        let secondFeatures = Set(try RecordedSessions.plan([features, "--part", "2/2"]).map(\.uri))
        #expect(firstFeatures.isDisjoint(with: secondFeatures), "\(firstFeatures) and \(secondFeatures)")
        let results = folder.path + "/results"
        let ran = run(["run", features, "--part", "2/2", "--tester", "Bo", "--results", results, "--answers", "-", "--plain"], stdin: "P\nP\nP\nP\n")
        #expect(ran.status == 0, "\(ran.err)")
        #expect(ran.out.contains("\(second.count) scenarios to test"), "\(ran.out)")
        let tested = Set(
            try SessionLedger.readFolder(results).flatMap(\.records).filter { $0.type == RecordType.scenarioResult }.compactMap {
                $0.string("scenario")
            })
        #expect(tested == second)
        #expect(run(["plan", features, "--part", "3/2"]).status == 2)
    }

    @Test("status --by-tester: each tester's current verdicts, then what nobody has tested")
    func byTester() throws {
        let folder = try project()
        let features = folder.path + "/features"
        let results = folder.path + "/results"
        let plan = try RecordedSessions.plan([features])
        try RecordedSessions.write(
            folder: results, session: "s1", tester: "Ann", platform: "", [(plan[0].id, plan[0].hash, "passed"), (plan[1].id, plan[1].hash, "failed")])
        try RecordedSessions.write(folder: results, session: "s2", tester: "Bo", platform: "", [(plan[2].id, plan[2].hash, "passed")])
        let status = run(["status", features, "--results", results, "--by-tester"])
        #expect(status.status == 0)
        #expect(status.out.contains("By tester:\nAnn: 2 scenarios, 1 passed, 1 failed, 0 blocked"), "\(status.out)")
        #expect(status.out.contains("\nBo: 1 scenario, 1 passed, 0 failed"))
        #expect(status.out.contains("\nNobody yet: 1 scenario untested"))
    }

    @Test("defect ids become tracker links in HTML and Markdown, from --defect-url or the project's stepwise.json")
    func defectLinks() throws {
        let folder = try project()
        let features = folder.path + "/features"
        let results = folder.path + "/results"
        let ran = run(["run", features, "--tester", "Ann", "--results", results, "--answers", "-", "--plain"], stdin: "d APP-7\nf broken\nq\n")
        #expect(ran.status == 0, "\(ran.err)")
        let markdown = run(["export", "--format", "markdown", features, "--results", results, "--defect-url", "https://tracker.example/browse/{id}"])
        #expect(markdown.out.contains("Defect: [APP-7](https://tracker.example/browse/APP-7)"), "\(markdown.out)")
        let html = run(["export", "--format", "html", features, "--results", results, "--defect-url", "https://tracker.example/browse/{id}"])
        #expect(html.out.contains("<a href=\"https://tracker.example/browse/APP-7\">APP-7</a>"))
        #expect(run(["export", "--format", "html", features, "--results", results, "--defect-url", "https://tracker.example/"]).status == 2)
        // From the project's settings, read from the nearest stepwise.json up from where it runs.
        try folder.write("stepwise.json", #"{"defectURL": "https://jira.example/browse/{id}"}"#)
        let process = try ChildProcess(
            try BuiltBinary.stepwise(), ["export", "--format", "markdown", "../features", "--results", "../results"],
            environment: ProcessInfo.processInfo.environment,
            directory: try folder.write("sub/.keep", "").replacingOccurrences(of: "/.keep", with: ""))
        process.closeInput()
        #expect(process.waitForExit() == 0)
        #expect(process.output.contains("Defect: [APP-7](https://jira.example/browse/APP-7)"), "\(process.output)")
        // Settings that cannot be used are one line naming the file, exit 2.
        try folder.write("stepwise.json", "{nope")
        let broken = try ChildProcess(
            try BuiltBinary.stepwise(), ["export", "--format", "markdown", "features"], environment: ProcessInfo.processInfo.environment,
            directory: folder.path)
        broken.closeInput()
        #expect(broken.waitForExit() == 2)
        #expect(broken.output.contains("stepwise.json: error: not JSON"), "\(broken.output)")
    }
}
