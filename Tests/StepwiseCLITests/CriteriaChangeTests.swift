import Foundation
import Testing

/// What decides a step's meaning, platform or mapping changed after it was tested or signed:
/// the results and the sign-off must say so rather than carry on as if nothing had.
@Suite("Criteria changed after testing or signing")
struct CriteriaChangeTests {
    static func feature(platformComment: String = "") -> String {
        """
        @native
        Feature: Switch

          Scenario: Keyboard
            When I press TAB
        \(platformComment)    Then focus is visible

        """
    }

    static func steps(wcag: String = "2.4.7") -> String {
        """
        # Steps

        ## I press TAB
        Kind: action
        Why no criteria: the next step judges it.

        Press Tab.

        ## focus is visible
        Kind: check
        WCAG: \(wcag)
        Why these criteria: a focus ring that cannot be seen fails focus visible.

        Look for the focus ring.

        """
    }

    final class Project: TestProject {
        init() throws {
            try super.init(files: ["features/switch.feature": CriteriaChangeTests.feature(), "steps/steps.md": CriteriaChangeTests.steps()])
        }

        func session(_ answers: String) {
            let result = run(
                ["run", features, "--steps", steps, "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
                stdin: answers)
            #expect(result.status == 0, "\(result.err)")
        }

        func export(_ format: String) -> String {
            run(["export", "--format", format, "--steps", steps, "--platform", "ios", "--results", results, features]).out
        }
    }

    @Test("a WCAG line edited after a sign-off supersedes it in every report, status --check and verify, naming the criteria")
    func mappingEdited() throws {
        let project = try Project()
        project.session("p\np\n")
        let signed = run([
            "signoff", "--signer", "Dee", "--role", "lead", "--meaning", "approved", "--allow-incomplete", "--steps", project.steps,
            "--platform", "ios", "--results", project.results, project.features,
        ])
        #expect(signed.status == 0, "\(signed.err)")
        // Unsigned: it holds over these claims, but names nobody as their approver.
        #expect(project.export("markdown").contains("A sign-off over these claims holds"))
        try project.folder.write("steps/steps.md", Self.steps(wcag: "2.4.7, 1.4.4, 2.1.1"))
        let markdown = project.export("markdown")
        #expect(!markdown.contains("A sign-off over these claims holds"), "\(markdown.prefix(3000))")
        #expect(markdown.contains("the WCAG mapping of its steps changed since it was signed \\(1.4.4, 2.1.1\\)"), "\(markdown.suffix(2000))")
        let acr = project.export("openacr")
        #expect(!acr.contains("the sign-off holds"), "\(acr.prefix(3000))")
        // The gate and verify see it too.
        let gate = run(["status", project.features, "--steps", project.steps, "--platform", "ios", "--results", project.results, "--check"])
        #expect(gate.status == 1, "\(gate.out)")
        #expect(gate.out.contains("the WCAG mapping of its steps changed since it was signed (1.4.4, 2.1.1)"), "\(gate.out)")
        #expect(run(["verify", "--results", project.results]).status == 1)
    }

    @Test("a platform comment added above a step that failed on iOS makes the verdict stale instead of hiding the failure")
    func platformCommentAdded() throws {
        let project = try Project()
        project.session("p\nf no focus ring\n")
        try project.folder.write(
            "features/switch.feature", Self.feature(platformComment: "    # source: criteria/switch.md:3 platforms: android\n"))
        let status = run(["status", project.features, "--steps", project.steps, "--platform", "ios", "--results", project.results])
        #expect(status.out.contains("1 stale"), "\(status.out)")
        let markdown = project.export("markdown")
        #expect(markdown.contains("stale"), "\(markdown.prefix(2000))")
    }

    @Test(
        "a failing scenario deleted after a sign-off is named by status --check and verify, from any folder; a new sign-off of the same selection clears it"
    )
    func scenarioDeleted() throws {
        let project = try Project()
        let twoScenarios = Self.feature() + "\n  Scenario: Again\n    When I press TAB\n    Then focus is visible\n"
        try project.folder.write("features/switch.feature", twoScenarios)
        project.session("p\np\np\nf no focus ring\n")
        let signed = run([
            "signoff", "--signer", "Dee", "--role", "lead", "--meaning", "approved", "--allow-incomplete", "--steps", project.steps,
            "--platform", "ios", "--results", project.results, project.features,
        ])
        #expect(signed.status == 0, "\(signed.err)")
        let gate = ["status", project.features, "--steps", project.steps, "--platform", "ios", "--results", project.results, "--check"]
        // The sign-off allowed the failure; the gate holds on what was signed.
        #expect(run(["verify", "--results", project.results]).status == 0)
        // The failing scenario is deleted from the feature.
        try project.folder.write("features/switch.feature", Self.feature())
        let status = run(gate)
        #expect(status.status == 1, "\(status.out)")
        #expect(status.out.contains("no longer planned: "), "\(status.out)")
        #expect(status.out.contains("Again on ios"), "\(status.out)")
        let verified = run(["verify", "--results", project.results])
        #expect(verified.status == 1, "\(verified.out)")
        #expect(verified.out.contains("no longer planned: "), "\(verified.out)")
        // A sign-off of the same selection over what is planned now makes the old one history.
        let again = run([
            "signoff", "--signer", "Dee", "--role", "lead", "--meaning", "approved", "--allow-incomplete", "--steps", project.steps,
            "--platform", "ios", "--results", project.results, project.features,
        ])
        #expect(again.status == 0, "\(again.err)")
        #expect(run(["verify", "--results", project.results]).status == 0)
    }

    @Test("verify run from another project's folder plans the signed selection from the results' own project, not from there")
    func verifyFromAnotherProject() throws {
        let folder = try TemporaryFolder()
        try folder.write("shop/features/switch.feature", Self.feature())
        try folder.write("shop/steps/steps.md", Self.steps())
        try folder.write("other/features/unrelated.feature", "Feature: Other\n  Scenario: Else\n    When something else\n")
        try folder.write("shop/answers", "p\np\n")
        let stepwise = try BuiltBinary.stepwise()
        var environment = ProcessInfo.processInfo.environment
        environment["STEPWISE_RESULTS"] = nil
        func exec(_ arguments: [String], in directory: String) throws -> (status: Int32?, output: String) {
            let process = try ChildProcess(stepwise, arguments, environment: environment, directory: directory)
            process.closeInput()
            return (process.waitForExit(timeout: 60), process.output)
        }
        let shop = folder.path + "/shop"
        #expect(try exec(["run", "features", "--platform", "ios", "--tester", "Ann", "--answers", "answers"], in: shop).status == 0)
        let signed = try exec(
            ["signoff", "--signer", "Dee", "--role", "lead", "--meaning", "approved", "--allow-incomplete", "--platform", "ios", "features"], in: shop
        )
        #expect(signed.status == 0, "\(signed.output)")
        let verified = try exec(["verify", "--results", shop + "/results"], in: folder.path + "/other")
        #expect(verified.status == 0, "\(verified.output)")
        #expect(!verified.output.contains("no longer planned"), "\(verified.output)")
    }
}
