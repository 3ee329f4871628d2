import Foundation
import Testing

/// What an export credits: only a signed sign-off over what it reports is an ACR's author and
/// approval; every format says when a sign-off is not signed.
@Suite("Exports credit only signed sign-offs over what they report")
struct SignOffCreditTests {
    static let feature = """
        @native
        Feature: Switch

          Scenario: Keyboard
            When I press TAB
            Then focus is visible

        """
    static let steps = """
        # Steps

        ## I press TAB
        Kind: action
        Why no criteria: the next step judges it.

        Press Tab.

        ## focus is visible
        Kind: check
        WCAG: 2.4.7
        Why these criteria: a focus ring that cannot be seen fails 2.4.7.

        Look for the focus ring.

        """

    final class Project: TestProject {
        init() throws {
            try super.init(files: ["features/switch.feature": SignOffCreditTests.feature, "steps/steps.md": SignOffCreditTests.steps])
            let session = run(
                ["run", features, "--steps", steps, "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
                stdin: "p\np\n")
            #expect(session.status == 0, "\(session.err)")
        }

        func signOff(_ signer: String, platform: String) -> (status: Int32, out: String, err: String) {
            run([
                "signoff", "--signer", signer, "--role", "lead", "--meaning", "approved", "--allow-incomplete", "--steps", steps,
                "--platform", platform, "--results", results, features,
            ])
        }

        func export(_ format: String) -> String {
            let result = run(["export", "--format", format, "--steps", steps, "--platform", "ios", "--results", results, features])
            #expect(result.status == 0, "\(result.err)")
            return result.out
        }
    }

    @Test("an Android-only sign-off over no sessions is neither an iOS report's approval nor its author")
    func anotherPlansSignOff() throws {
        let project = try Project()
        #expect(project.signOff("Mallory", platform: "android").status == 0)
        let acr = project.export("openacr")
        #expect(!acr.contains("Mallory"), "\(acr.prefix(2000))")
        #expect(acr.contains("name: \"Ann\""), "\(acr.prefix(2000))")
        for format in ["html", "markdown", "earl", "junit"] {
            #expect(!project.export(format).contains("Mallory"), "\(format)")
        }
    }

    @Test("an unsigned sign-off that holds is never an ACR's author, and every export says it is not signed")
    func unsignedSignOff() throws {
        let project = try Project()
        #expect(project.signOff("Dee", platform: "ios").status == 0)
        let acr = project.export("openacr")
        #expect(acr.contains("name: \"Ann\""), "\(acr.prefix(2000))")
        #expect(!acr.contains("name: \"Dee\""), "\(acr.prefix(2000))")
        #expect(acr.contains("Not checked: a sign-off dated ") && acr.contains("but it is not signed"), "\(acr.prefix(2000))")
        #expect(!acr.contains("Signed off by Dee"))
        #expect(project.export("earl").contains("“approved”, not signed: holds"))
        #expect(project.export("junit").contains("not signed: holds"))
        #expect(project.export("markdown").contains("not signed"))
        #expect(project.export("html").contains("not signed"))
    }
}
