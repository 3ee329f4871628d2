import Foundation
import TestPlan
import Testing

@testable import StepwiseCLI
@testable import Workflows

/// `plan` plans each file a scenario at a time and writes as it goes; its output must be, byte
/// for byte, the JSON or the text of the plan made whole.
@Suite("plan, streamed as JSON and as text")
struct StreamedPlanTests {
    static let files: [String: String] = [
        "features/a.feature": """
        # language: en
        @native
        Feature: A
          Background:
            # source: criteria/a.md:1
            Given that I am on a screen with a toggle

          Scenario: One
            # source: criteria/a.md:5 platforms: android
            When I press the "TAB" key
            Then nobody defined this
            And twice defined

          Rule: R
            Background:
              Given a rule step
            @wip
            Scenario Outline: Two <n>
              Then the <n> is read
              Examples:
                | n |
                | name |
                | role |

            Scenario: One
              Then nobody defined this

        """,
        // After the file taken back, with a step only that file had used before: listed as new.
        "features/b.feature":
            "@web\nFeature: B\n  Scenario: Three\n    When I press the \"TAB\" key\n    Then twice defined\n    And nobody defined this either\n",
        "features/broken.feature": "Feature: Broken\n  Scenario: X\n    Given a\n      | a |\n      | b | c |\n",
        // Planned for a while before its error is found, and between two good files: what was
        // planned from it must be taken back.
        "features/ab-broken.feature": "@native\nFeature: AB\n"
            + String(repeating: "  Scenario: Fine\n    Then nobody defined this either\n    And twice defined\n", count: 3000)
            + "  Scenario: X\n    Given a\n      | a |\n      | b | c |\n",
        "steps/steps.md":
            "## twice defined\nOne.\n\n## twice {word}\nTwo.\n\n## I press the {string} key\nKind: action\nWhy no criteria: the next step judges it.\n\nPress it.\n",
    ]

    @Test(
        "the streamed JSON and text are the whole plan's, for every selection",
        arguments: [
            [], ["--platform", "ios"], ["--platform", "desktop,android"], ["--tags", "not @wip"], ["--name", "One"], ["--wcag", "4.1.2"],
        ])
    func sameAsWhole(extra: [String]) throws {
        let project = try TestProject(files: Self.files)
        let arguments = [project.features] + extra
        let streamed = run(["plan"] + arguments + ["--format", "json"])
        #expect(streamed.status == 1, "the broken file and the ambiguous step fail the plan")
        #expect(streamed.err.contains("/features/broken.feature:5:7: error: inconsistent cell count"), "\(streamed.err)")
        #expect(streamed.err.contains("ab-broken.feature:9006:7: error: inconsistent cell count"), "\(streamed.err)")
        #expect(!streamed.out.contains("ab-broken"), "nothing planned from a file that does not parse")
        let options = try PlanInputs.parseOptions(arguments + ["--format", "json"], command: "plan", usage: "").get()
        let (inputs, _) = try PlanInputs.load(options).get()
        let whole = Planner.plan(inputs.sources, library: inputs.library, selection: inputs.selection)
        #expect(streamed.out == PlanJSON.render(whole).text + "\n")
        // The text is streamed the same way, through the same files.
        let text = run(["plan"] + arguments)
        #expect(text.status == 1)
        #expect(text.err.contains("ab-broken.feature:9006:7: error: inconsistent cell count"), "\(text.err)")
        let lines = PlanText.lines(whole, stepsFolder: inputs.stepsFolder).map { TerminalText.line($0) }
        #expect(text.out == lines.joined(separator: "\n") + "\n")
        #expect(text.out.hasPrefix("Plan: "), "\(text.out)")
        if extra.isEmpty {
            #expect(!whole.ambiguous.isEmpty && !whole.undefined.isEmpty && whole.scenarios.count > 4)
            #expect(streamed.err.contains("ambiguous step 'twice defined'"))
        }
    }
}
