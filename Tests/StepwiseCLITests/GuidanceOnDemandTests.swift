import Foundation
import Testing

/// `--guidance short|first|full|brief` and `r`: each definition's short form (the default), guidance
/// in full the first time its step definition comes up (also the default for a definition with no
/// short form), always, or only when asked, and `r` or `repeat` giving it in full.
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

    /// The same library with short forms: the definition's, and the iOS subsection's own.
    static let shortSteps = """
        ## I am on the toggle screen
        Short: Open the settings screen.

        Open the **settings** screen, with the screen reader off.

        ## I press TAB
        Short: Press Tab.

        Press `Tab` until focus reaches the toggle.

        ### iOS
        Short: With Full Keyboard Access on, press Tab.
        Turn on Full Keyboard Access first.
        """

    func session(_ answers: String, _ extra: [String] = [], steps: String = Self.steps) throws -> (status: Int32, out: String, err: String) {
        let folder = try TemporaryFolder()
        try folder.write("features/toggle.feature", Self.feature)
        try folder.write("steps/steps.md", steps)
        return run(
            [
                "run", folder.path + "/features", "--platform", "ios", "--tester", "Ann", "--results", folder.path + "/results",
                "--answers", "-", "--plain",
            ] + extra, stdin: answers)
    }

    func count(_ text: String, in out: String) -> Int { out.components(separatedBy: text).count - 1 }

    @Test("by default, a definition with no short form is given in full the first time it comes up, the Background's included; one line after")
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

    @Test("by default, each step says its definition's short form, its platform's own on iOS; the first three say r gives the rest")
    func shortByDefault() throws {
        let result = try session("\n\n\n\n\n\n", steps: Self.shortSteps)
        #expect(result.status == 0, "\(result.err)")
        let out = result.out
        #expect(
            out.contains("Step 1 of 3: Given I am on the toggle screen\n  Open the settings screen. r gives the full guidance.\nVerdict"), "\(out)")
        #expect(out.contains("Step 2 of 3: When I press TAB\n  With Full Keyboard Access on, press Tab. r gives the full guidance.\nVerdict"))
        #expect(
            count("Step 1 of 3: Given I am on the toggle screen\n  Open the settings screen. r gives the full guidance.\nVerdict", in: out) == 2,
            "the second scenario's first step is the third short form")
        #expect(count("r gives the full guidance.", in: out) == 3, "the pointer the first three times only")
        #expect(out.contains("Step 2 of 3: When I press TAB\n  With Full Keyboard Access on, press Tab.\nVerdict"))
        #expect(count("  Open the settings screen.", in: out) == 2, "each time the step comes up")
        #expect(!out.contains("How to:"), "the full guidance only when r asks")
        // A step whose definition has no guidance says so, as in every mode.
        #expect(count("Step 3 of 3: Then I hear \"on\"\n  No guidance for this step in the step library.", in: out) == 2)
    }

    @Test("r gives the full guidance after a short form; --guidance first gives each in full the first time, short forms or not")
    func shortAndFirst() throws {
        let asked = try session("r\n\n\n\n", steps: Self.shortSteps).out
        #expect(
            asked.contains(
                "> r\nStep 1 of 3: Given I am on the toggle screen\n  How to: Open the settings screen, with the screen reader off.\nVerdict"))
        let first = try session("\n\n\n\n\n\n", ["--guidance", "first"], steps: Self.shortSteps).out
        #expect(
            first.contains(
                "Step 2 of 3: When I press TAB\n  How to: Press Tab until focus reaches the toggle.\n    Turn on Full Keyboard Access first.\nVerdict"
            ))
        #expect(first.contains("Step 2 of 3: When I press TAB. Guidance as before; r repeats it.\nVerdict"))
        #expect(!first.contains("r gives the full guidance"))
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

    @Test("--guidance takes short, first, full or brief; anything else is a usage error saying so")
    func badValue() throws {
        let result = try session("", ["--guidance", "some"])
        #expect(result.status == 2)
        #expect(result.err.contains("--guidance takes one of: short, first, full, brief"))
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
