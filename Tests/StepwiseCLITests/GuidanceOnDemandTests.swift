import Foundation
import Testing

/// `--guidance full|first|brief` and `r`: guidance in full the first time its step definition
/// comes up (the default), always, or only when asked, and `r` or `repeat` giving it in full.
@Suite("Guidance on demand")
struct GuidanceOnDemandTests {
    /// A Background step and a step that come up in both scenarios, each guided by one
    /// definition, and a step with no guidance.
    static let feature = """
        @native
        Feature: Toggle

          Background:
            Given I am on the toggle screen

          Scenario: Keyboard
            When I press TAB
            Then I hear "on"

          Scenario: Again
            When I press TAB
            Then I hear "on"

        """

    static let steps = """
        ## I am on the toggle screen

        Open the **settings** screen.

        ## I press TAB

        Press `Tab`.

        ### iOS
        Turn on Full Keyboard Access first.
        """

    func session(_ answers: String, _ extra: [String] = []) throws -> (status: Int32, out: String, err: String) {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", Self.feature)
        try folder.write("steps/steps.md", Self.steps)
        return run(
            [
                "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", folder.path + "/results",
                "--answers", "-", "--plain",
            ] + extra, stdin: answers)
    }

    func count(_ text: String, in out: String) -> Int { out.components(separatedBy: text).count - 1 }

    @Test("by default, in full the first time a definition comes up, the Background's included; one line after that")
    func firstTimeOnly() throws {
        let result = try session("\n\n\n\n\n\n")
        #expect(result.status == 0, "\(result.err)")
        let out = result.out
        #expect(out.contains("Step 1 of 3: Given I am on the toggle screen\n  How to: Open the settings screen.\nVerdict"))
        #expect(out.contains("Step 2 of 3: When I press TAB\n  How to: Press Tab.\n    Turn on Full Keyboard Access first.\nVerdict"))
        #expect(out.contains("Step 1 of 3: Given I am on the toggle screen. Guidance as before; r repeats it.\nVerdict"))
        #expect(out.contains("Step 2 of 3: When I press TAB. Guidance as before; r repeats it.\nVerdict"))
        #expect(count("How to: Open the settings screen.", in: out) == 1)
        #expect(count("How to: Press Tab.", in: out) == 1)
        // A step with nothing to shorten says so each time.
        #expect(count("Step 3 of 3: Then I hear \"on\"\n  No guidance for this step in the step library.", in: out) == 2)
    }

    @Test("r and repeat, in any case, show the current step again with all its guidance; nothing is recorded for them")
    func repeatShowsAll() throws {
        let result = try session("\n\n\nr\n\nREPEAT\n\n\n")
        #expect(result.status == 0, "\(result.err)")
        let out = result.out
        #expect(out.contains("> r\nStep 1 of 3: Given I am on the toggle screen\n  How to: Open the settings screen.\nVerdict"))
        #expect(out.contains("> REPEAT\nStep 2 of 3: When I press TAB\n  How to: Press Tab.\n    Turn on Full Keyboard Access first.\nVerdict"))
        #expect(out.contains("Session finished: 2 of 2 scenarios, 2 passed."))
        #expect(!out.contains("is not a command"))
    }

    @Test("--guidance full: every step with all its guidance, every time")
    func full() throws {
        let out = try session("\n\n\n\n\n\n", ["--guidance", "full"]).out
        #expect(count("How to: Open the settings screen.", in: out) == 2)
        #expect(count("How to: Press Tab.", in: out) == 2)
        #expect(!out.contains("Guidance as before"))
    }

    @Test("--guidance brief: never in full unless r asks; the line says truly whether it was given before")
    func brief() throws {
        let out = try session("\n\n\nr\n\n\n\n", ["--guidance", "brief"]).out
        #expect(out.contains("Step 1 of 3: Given I am on the toggle screen. Guidance not shown; r shows it.\nVerdict"))
        #expect(count("How to: Open the settings screen.", in: out) == 1, "only r shows it")
        #expect(out.contains("> r\nStep 1 of 3: Given I am on the toggle screen\n  How to: Open the settings screen."))
        #expect(count("Step 2 of 3: When I press TAB. Guidance not shown; r shows it.", in: out) == 2)
    }

    @Test("--guidance takes full, first or brief; anything else is a usage error saying so")
    func badValue() throws {
        let result = try session("", ["--guidance", "some"])
        #expect(result.status == 2)
        #expect(result.err.contains("--guidance takes one of: full, first, brief"))
    }

    @Test("less to listen to: the keys in the first three prompts, then four words; always all of them with --guidance full")
    func shortPrompts() throws {
        let long = "Verdict? Enter pass, f NOTE fail, s REASON skip, x REASON not applicable, b REASON blocked, ? more:"
        let short = "Verdict, or ? for keys:"
        let first = try session("\n\n\n\n\n\n")
        #expect(count(long, in: first.out) == 3, "\(first.out)")
        #expect(count(short, in: first.out) == 3, "\(first.out)")
        let full = try session("\n\n\n\n\n\n", ["--guidance", "full"])
        #expect(count(long, in: full.out) == 6)
        #expect(count(short, in: full.out) == 0)
        // ? still lists every key, whatever the prompt.
        let help = try session("\n\n\n?\n\n\n\n")
        #expect(help.out.contains("> ?\nCommands, one per line"), "\(help.out)")
    }

    @Test("the Criteria: line comes with --guidance full, or on request with r; not with the first guidance by default")
    func criteriaOnRequest() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "features/toggle.feature",
            Self.feature.replacingOccurrences(
                of: "    Given I am on the toggle screen", with: "    # source: criteria/toggle.md:12\n    Given I am on the toggle screen"))
        try folder.write("steps/steps.md", Self.steps)
        func session(_ answers: String, _ extra: [String] = []) -> String {
            run(
                [
                    "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results",
                    folder.path + "/results-\(extra.count)-\(answers.count)",
                    "--answers", "-", "--plain",
                ] + extra, stdin: answers
            ).out
        }
        let criteria = "  Criteria: criteria/toggle.md:12"
        #expect(count(criteria, in: session("\n\n\n")) == 0)
        #expect(count(criteria, in: session("r\n\n\n")) == 1)
        // In full: at the Background step of both scenarios the three answers reach.
        #expect(count(criteria, in: session("\n\n\n", ["--guidance", "full"])) == 2)
    }
}
