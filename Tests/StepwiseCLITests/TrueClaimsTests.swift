import Foundation
import Testing

/// Claims that are true, end to end through the commands a tester and an auditor use: steps
/// that check nothing never count, a fully failed component does not support what it checks,
/// gaps are named and stop a sign-off, and an auditor's decision is recorded, verified, bound
/// and shown beside the level the checks give.
@Suite("True conformance claims from the command line")
struct TrueClaimsTests {
    static let feature = """
        @native @toggle-switch
        Feature: Toggle switch

          Background:
            Given that I am on a screen with a toggle switch

          @keyboard
          Scenario: Keyboard
            When I press the "TAB" key
            Then the focus should visibly move to the toggle switch
            When I press the "SPACEBAR" key
            Then the toggle switch should be activated

        """
    static let steps = """
        # Steps

        ## that I am on a screen with {}
        Kind: setup
        Why no criteria: opening the screen checks nothing.

        Open the screen.

        ## I press the {string} key
        Kind: action
        Why no criteria: the next step judges the key press.

        Press the key.

        ## the focus should visibly move to {}
        Kind: check
        WCAG: 2.4.7, 2.1.1
        Why these criteria: focus must reach it and be seen.

        Look for the focus ring.

        ## {} should be activated
        Kind: check
        WCAG: 4.1.2
        WCAG when @keyboard: 2.1.1, 4.1.2
        Why these criteria: a key press that cannot activate it fails 2.1.1; otherwise the action is not exposed.

        Check that it toggles.

        """

    final class Project: TestProject {
        init() throws {
            try super.init(files: ["features/toggle.feature": TrueClaimsTests.feature, "steps/steps.md": TrueClaimsTests.steps])
        }

        @discardableResult
        func session(_ answers: String) -> (status: Int32, out: String, err: String) {
            run(
                ["run", features, "--steps", steps, "--platform", "ios", "--tester", "Ann", "--results", results, "--answers", "-", "--plain"],
                stdin: answers)
        }

        func export(_ format: String, _ extra: [String] = []) -> (status: Int32, out: String, err: String) {
            run(["export", "--format", format, "--steps", steps, "--platform", "ios", "--results", results, features] + extra)
        }

        func signOff(_ extra: [String] = []) -> (status: Int32, out: String, err: String) {
            run(
                [
                    "signoff", "--signer", "ann@example.com", "--role", "auditor", "--meaning", "approved", "--steps", steps, "--platform", "ios",
                    "--results", results, features,
                ] + extra)
        }
    }

    @Test("plan --format json: steps that check nothing carry no criterion; a check's criteria follow its scenario")
    func planShowsKinds() throws {
        let project = try Project()
        let plan = run(["plan", project.features, "--steps", project.steps, "--platform", "ios", "--format", "json"])
        #expect(plan.status == 0, "\(plan.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(plan.out.utf8)) as? [String: Any])
        let steps = try #require(((object["scenarios"] as? [[String: Any]])?.first?["steps"]) as? [[String: Any]])
        #expect(steps.map { $0["kind"] as? String } == ["setup", "action", "check", "action", "check"])
        #expect(steps.map { ($0["wcag"] as? [String]) ?? [] } == [[], [], ["2.1.1", "2.4.7"], [], ["2.1.1", "4.1.2"]])
    }

    @Test(
        "a toggle whose every check failed fails every criterion its checks map, whatever its setup said: one failing component, Partially Supports")
    func fullyFailedToggle() throws {
        let project = try Project()
        // The setup and the key presses pass; both checks fail.
        #expect(project.session("p\np\nf no focus ring\np\nf does not toggle\n").status == 0)
        let acr = project.export("openacr")
        #expect(acr.status == 0, "\(acr.err)")
        for number in ["2.1.1", "2.4.7", "4.1.2"] {
            let entry = try #require(acr.out.components(separatedBy: "num: \"\(number)\"").dropFirst().first)
            let level = entry.components(separatedBy: "level: \"").dropFirst().first?.prefix { $0 != "\"" }
            #expect(level == "partially-supports", "\(number): \(entry.prefix(300))")
        }
        let markdown = project.export("markdown")
        // The one component fails: said in the remarks, and never a pass because the setup passed.
        #expect(markdown.out.contains("1 of 1 component fails"), "\(markdown.out)")
        #expect(!markdown.out.contains("| Supports |"))
    }

    @Test("remarks: one line per failed check in the tester's words, no Gherkin, no repeats, the defect of that step only")
    func remarks() throws {
        let project = try Project()
        // The defect is typed at the prompt after the failure: it is about the failed step.
        #expect(project.session("p\np\nf no focus ring\nd A11Y-3\np\nf does not toggle\n").status == 0)
        let acr = project.export("openacr")
        let entry = try #require(acr.out.components(separatedBy: "num: \"2.1.1\"").dropFirst().first?.components(separatedBy: "- num:").first)
        #expect(entry.contains("\\n- Toggle switch on iOS: no focus ring (defect A11Y-3)\\n- Toggle switch on iOS: does not toggle\""), "\(entry)")
        #expect(!entry.contains("Then "), "\(entry)")
    }

    @Test("a scenario whose only pass is its setup, with every check skipped, is not passed")
    func setupPassIsNoPass() throws {
        let project = try Project()
        let session = project.session("p\np\ns no keyboard\np\ns no keyboard\n")
        #expect(session.status == 0, "\(session.err)")
        #expect(session.out.contains("Scenario 1, Keyboard: skipped"), "\(session.out)")
        let status = run(["status", project.features, "--steps", project.steps, "--platform", "ios", "--results", project.results])
        #expect(!status.out.contains("1 passed"), "\(status.out)")
    }

    @Test("signoff refuses gaps without --allow-incomplete and names them; the report then says it was signed despite them")
    func gapsStopASignOff() throws {
        let project = try Project()
        #expect(project.session("p\np\np\np\np\n").status == 0)
        let refused = project.signOff()
        #expect(refused.status == 1)
        #expect(refused.err.contains("gaps"), "\(refused.err)")
        #expect(refused.err.contains("Native app: 1.1.1, 1.2.1"), "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: project.results + "/signoffs.jsonl"))
        let allowed = project.signOff(["--allow-incomplete"])
        #expect(allowed.status == 0, "\(allowed.err)")
        #expect(allowed.out.contains("Conformance gaps, signed with --allow-incomplete"), "\(allowed.out)")
        let html = project.export("html")
        #expect(html.out.contains("signed with --allow-incomplete despite the gaps"))
    }

    @Test(
        "an auditor's decision: refused without a reason or with a level VPAT forbids; recorded, verified, bound, and shown beside the derived level")
    func decisions() throws {
        let project = try Project()
        #expect(project.session("p\np\np\np\np\n").status == 0)
        let base = ["decide", "--results", project.results, "--auditor", "Ann", "--part", "native-app", "--criterion", "1.2.1"]
        let empty = run(base + ["--level", "not-applicable", "--reason", "  "])
        #expect(empty.status == 2)
        #expect(empty.err.contains("--reason is required and cannot be empty"))
        let notEvaluated = run(base + ["--level", "not-evaluated", "--reason", "later"])
        #expect(notEvaluated.status == 2)
        #expect(notEvaluated.err.contains("Not Evaluated for Level AAA criteria only"))
        #expect(run(base + ["--level", "gap", "--reason", "x"]).status == 2)
        #expect(
            run([
                "decide", "--results", project.results, "--auditor", "Ann", "--part", "moon", "--criterion", "1.2.1", "--level", "supports",
                "--reason", "x",
            ]).status == 2)
        #expect(
            run([
                "decide", "--results", project.results, "--auditor", "Ann", "--part", "web", "--criterion", "4.1.1", "--level", "supports",
                "--reason", "x",
            ]).status == 2)
        let reason = "The app has no prerecorded audio or video."
        let recorded = run(base + ["--level", "not-applicable", "--reason", reason])
        #expect(recorded.status == 0, "\(recorded.err)")
        let listed = run(["decide", "--list", "--results", project.results])
        #expect(listed.out.contains("1.2.1 Audio-only and Video-only (Prerecorded) (Native app): Not Applicable, by Ann"), "\(listed.out)")
        #expect(run(["verify", "--results", project.results]).status == 0)

        let acr = project.export("openacr")
        let entry = try #require(acr.out.components(separatedBy: "num: \"1.2.1\"").dropFirst().first?.prefix(600))
        #expect(entry.contains("level: \"not-applicable\""), "\(entry)")
        #expect(entry.contains("Not Applicable, as decided by Ann on "), "\(entry)")
        #expect(entry.contains("where the checks alone do not establish it. Reason: \(reason)"), "\(entry)")
        let own = entry.components(separatedBy: "- num:").first ?? ""
        #expect(!own.contains("Gap: no planned check"), "a decided claim does not read as a gap: \(own)")
        let markdown = project.export("markdown")
        #expect(markdown.out.contains("Not Applicable (auditor's decision; the checks give Gap: not established)"))
        let earl = project.export("earl")
        #expect(
            earl.out.contains("Auditor's decision on 1.2.1 Audio-only and Video-only (Prerecorded) for Native app (Ann, "), "\(earl.out.suffix(1500))"
        )
        #expect(earl.out.contains("Not Applicable, where the checks give Gap: not established. Reason: \(reason)"))
        let html = project.export("html")
        #expect(html.out.contains("auditor's decision; the checks give Gap: not established"))

        // The sign-off binds it: a decision changed afterwards changes the claims it approved.
        #expect(project.signOff(["--allow-incomplete"]).status == 0)
        #expect(run(["verify", "--results", project.results]).status == 0)
        #expect(run(base + ["--level", "does-not-support", "--reason", "A video tour was found."]).status == 0)
        let after = run(["verify", "--results", project.results])
        #expect(after.status == 1)
        #expect(after.out.contains("1.2.1 (Native app): Not Applicable when signed, Does Not Support now"), "\(after.out)")
    }

    @Test("a decision edited in the results folder breaks its chain: verify fails and the claims ignore nothing silently")
    func forgedDecision() throws {
        let project = try Project()
        #expect(project.session("p\np\np\np\np\n").status == 0)
        #expect(
            run([
                "decide", "--results", project.results, "--auditor", "Ann", "--part", "native-app", "--criterion", "1.2.1", "--level",
                "not-applicable", "--reason", "no media",
            ]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: project.results).filter {
            $0.contains("-decision-") && $0.hasSuffix(".jsonl")
        }
        let path = project.results + "/" + (try #require(names.first))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "not-applicable", with: "supports").write(toFile: path, atomically: true, encoding: .utf8)
        let verified = run(["verify", "--results", project.results])
        #expect(verified.status == 1, "\(verified.out)")
    }
}
