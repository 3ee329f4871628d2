import Foundation
import Testing

/// Fail, fix, retest by a colleague: a verdict given in a re-run that showed the earlier one
/// supersedes it; verdicts given without seeing each other still conflict.
@Suite("Retests by a colleague")
struct RetestTests {
    static let feature = """
        @native
        Feature: Toggle

          Scenario: Keyboard
            When I press TAB
            Then the focus moves to the toggle

          Scenario: Name
            Then the name is read

        """

    final class Project: TestProject {
        init() throws {
            try super.init(files: [
                "features/toggle.feature": RetestTests.feature,
                "steps/steps.md": "## I press TAB\nKind: action\nWhy no criteria: the next step judges it.\n\nPress Tab.\n",
            ])
        }

        @discardableResult
        func session(_ tester: String, _ answers: String, _ extra: [String] = []) -> (status: Int32, out: String, err: String) {
            run(
                ["run", features, "--platform", "ios", "--tester", tester, "--results", results, "--answers", "-", "--plain"] + extra, stdin: answers)
        }

        func state(_ name: String) throws -> String {
            let out = run(["results", features, "--platform", "ios", "--results", results, "--format", "json"]).out
            let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            let scenarios = try #require(object["scenarios"] as? [[String: Any]])
            let scenario = try #require(scenarios.first { ($0["name"] as? String) == name })
            return scenario["state"] as? String ?? ""
        }
    }

    @Test("Ann fails, Bo retests with --rerun failed and passes, shown Ann's verdict step by step: the scenario passes")
    func colleagueRetest() throws {
        let project = try Project()
        #expect(project.session("Ann", "p\nf focus lost\nd A11Y-7\np\n", ["--device", "iPhone 15", "--at", "VoiceOver"]).status == 0)
        #expect(try project.state("Keyboard") == "failed")
        // Bo's earlier session on this platform: his device comes from it in the re-run.
        #expect(project.session("Bo", "q\n", ["--device", "iPhone 12", "--os", "iOS 17"]).status == 0)
        let retest = project.session("Bo", "p\np\n", ["--rerun", "failed"])
        #expect(retest.status == 0, "\(retest.err)")
        #expect(retest.out.contains("  Earlier: failed by Ann on "), "\(retest.out)")
        #expect(retest.out.contains("  Your verdict replaces it;"))
        #expect(retest.out.contains("  Earlier (Ann): failed, focus lost; defect A11Y-7."), "\(retest.out)")
        #expect(retest.out.contains("Device: iPhone 12. System: iOS 17."), "the re-run takes Bo's last device: \(retest.out)")
        #expect(try project.state("Keyboard") == "passed")
    }

    @Test("verdicts given without seeing each other still conflict")
    func independentVerdictsConflict() throws {
        let project = try Project()
        #expect(project.session("Ann", "p\nf focus lost\np\n").status == 0)
        #expect(project.session("Bo", "p\np\np\n").status == 0)
        #expect(try project.state("Keyboard") == "conflict")
        // A later re-run by Bo that was shown both verdicts settles it.
        #expect(project.session("Bo", "p\nf still lost\n", ["--rerun", "conflict"]).status == 0)
        #expect(try project.state("Keyboard") == "failed")
    }

    @Test("a verdict Ann gives later, without seeing Bo's retest, conflicts with it again")
    func laterIndependentVerdict() throws {
        let project = try Project()
        #expect(project.session("Ann", "p\nf focus lost\np\n").status == 0)
        #expect(project.session("Bo", "p\np\n", ["--rerun", "failed"]).status == 0)
        #expect(try project.state("Keyboard") == "passed")
        #expect(project.session("Ann", "p\nf lost again\np\n").status == 0)
        #expect(try project.state("Keyboard") == "conflict")
    }

    @Test("a re-run interrupted and resumed still shows the earlier verdict, and still supersedes it")
    func resumedRetest() throws {
        let project = try Project()
        #expect(project.session("Ann", "p\nf focus lost\np\n").status == 0)
        #expect(project.session("Bo", "q\n", ["--rerun", "failed"]).status == 0)
        let resumed = run(["run", "--resume", "--results", project.results, "--answers", "-", "--plain"], stdin: "p\np\n")
        #expect(resumed.status == 0, "\(resumed.err)")
        #expect(resumed.out.contains("  Earlier: failed by Ann on "), "\(resumed.out)")
        #expect(try project.state("Keyboard") == "passed")
    }
}
