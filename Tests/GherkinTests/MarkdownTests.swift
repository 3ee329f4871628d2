import Gherkin
import Testing

/// Gherkin in Markdown (`.feature.md`): headings for titles, bullets for steps, indented
/// tables, backticked tags, and every other line neutered.
struct MarkdownTests {
    private static let plan = """
        # Feature: Markdown plan

        Some prose that is neutered.

        `@smoke` and `@ui` tags
        ## Scenario: First
        - Given a bullet step
          * When a star step
        + Then a plus step
           - And an indented bullet

          | name | value |
          | ---- | :---: |
          | a    | 1     |

        ## Scenario Outline: Outline <name>
        * Given <name>

        ### Examples: rows
             | name |
             | x    |
              | six spaces is prose |

        """

    private func plan() throws -> Feature {
        try parseFeature(Self.plan, syntax: .markdown)
    }

    @Test func headingsAreTitles() throws {
        let feature = try plan()
        #expect(feature.keyword == "Feature")
        #expect(feature.name == "Markdown plan")
        #expect(position(feature.location) == "1:3")
        #expect(feature.description == "")
        let scenarios = feature.scenarios
        try #require(scenarios.count == 2)
        #expect(scenarios.map(\.keyword) == ["Scenario", "Scenario Outline"])
        #expect(scenarios.map(\.name) == ["First", "Outline <name>"])
        #expect(scenarios.map { position($0.location) } == ["6:4", "16:4"])
        let examples = try #require(scenarios[1].examples.first)
        #expect(examples.keyword == "Examples")
        #expect(examples.name == "rows")
        #expect(position(examples.location) == "19:5")
    }

    @Test func bulletsAreSteps() throws {
        let steps = try plan().firstScenario().steps
        #expect(steps.map(\.keyword) == ["Given ", "When ", "Then ", "And "])
        #expect(steps.map(\.keywordType) == [.context, .action, .outcome, .conjunction])
        #expect(steps.map(\.text) == ["a bullet step", "a star step", "a plus step", "an indented bullet"])
        // The column is where the keyword starts, after the bullet.
        #expect(steps.map { position($0.location) } == ["7:3", "8:5", "9:3", "10:6"])
    }

    @Test func backtickedTags() throws {
        let scenario = try plan().firstScenario()
        #expect(scenario.tags.map(\.name) == ["@smoke", "@ui"])
        #expect(scenario.tags.map { position($0.location) } == ["5:2", "5:15"])
    }

    @Test func indentedTablesWithoutSeparatorRows() throws {
        let table = try #require(try plan().firstScenario().steps.last?.dataTable)
        #expect(position(table.location) == "12:3")
        #expect(table.rows.map { $0.cells.map(\.value) } == [["name", "value"], ["a", "1"]])
        #expect(table.rows.map { position($0.location) } == ["12:3", "14:3"])
        #expect(table.rows[0].cells.map { position($0.location) } == ["12:5", "12:12"])
    }

    @Test func examplesTableIndentedFiveSpacesAndSixSpacesIsProse() throws {
        let outline = try #require(try plan().scenarios.last)
        let examples = try #require(outline.examples.first)
        #expect(examples.tableHeader?.cells.map(\.value) == ["name"])
        #expect(examples.tableHeader.map { position($0.location) } == "20:6")
        #expect(examples.tableBody.map { $0.cells.map(\.value) } == [["x"]])
    }

    @Test func picklesOfAMarkdownPlan() throws {
        let pickles = try compilePickles(Self.plan, syntax: .markdown)
        #expect(pickles.map(\.name) == ["First", "Outline x"])
        try #require(pickles.count == 2)
        #expect(pickles[0].tags.map(\.name) == ["@smoke", "@ui"])
        #expect(pickles[0].steps.map(\.type) == [.context, .action, .outcome, .outcome])
        #expect(pickles[1].steps.map(\.text) == ["x"])
        #expect(position(pickles[1].location) == "21:6")
    }

    @Test func firstLineStandsInForTheFeature() throws {
        let source = """
            Plain first line is the feature

            ## Scenario: doc strings
            * Given backticks
              ```json
              {"a": 1}
              ```
            * And four backticks
              ````
              ```
              inner
              ```
              ````
            * And quotes
              \"\"\"
              q
              \"\"\"
            * But a but

            """
        let feature = try parseFeature(source, syntax: .markdown)
        #expect(feature.keyword == nil)
        #expect(feature.name == "Plain first line is the feature")
        #expect(position(feature.location) == "1:1")
        let steps = try feature.firstScenario().steps
        try #require(steps.count == 4)
        #expect(steps.map { position($0.location) } == ["4:3", "8:3", "14:3", "18:3"])
        #expect(steps[0].docString?.delimiter == "```")
        #expect(steps[0].docString?.mediaType == "json")
        #expect(steps[0].docString?.content == #"{"a": 1}"#)
        #expect(steps[0].docString.map { position($0.location) } == "5:3")
        // Four backticks are a delimiter of their own in Markdown, so ``` lines are content.
        #expect(steps[1].docString?.delimiter == "````")
        #expect(steps[1].docString?.mediaType == nil)
        #expect(steps[1].docString?.content == "```\ninner\n```")
        #expect(steps[2].docString?.delimiter == "\"\"\"")
        #expect(steps[2].docString?.content == "q")
        #expect(steps[3].keyword == "But ")
        #expect(steps[3].keywordType == .conjunction)
    }

    @Test func firstLineFeatureInJSONHasNoKeyword() {
        let lines = messageLines("Just a title\n", syntax: .markdown)
        #expect(
            lines == [
                #"{"gherkinDocument":{"comments":[],"feature":{"children":[],"description":"","language":"en","location":{"column":1,"line":1},"name":"Just a title","tags":[]},"uri":"test.feature"}}"#
            ])
    }

    @Test func rulesAndBackgrounds() throws {
        let source = """
            # Feature: Rules

            ## Background:
            - Given bg

            ## Rule: R
            ### Scenario: S
            - Given x
            | not a table (no indent) |
                | five | ok |
                | - | :-- |

            """
        let feature = try parseFeature(source, syntax: .markdown)
        let background = try #require(feature.background)
        #expect(background.name == "")
        #expect(position(background.location) == "3:4")
        let rule = try #require(feature.rules.first)
        #expect(rule.name == "R")
        #expect(position(rule.location) == "6:4")
        let scenario = try #require(rule.scenarios.first)
        #expect(position(scenario.location) == "7:5")
        let table = try #require(scenario.steps.first?.dataTable)
        #expect(table.rows.map { $0.cells.map(\.value) } == [["five", "ok"]])
        #expect(table.rows.first?.cells.map { position($0.location) } == ["10:7", "10:14"])

        let pickle = try #require(try compilePickles(source, syntax: .markdown).first)
        #expect(pickle.steps.map(\.text) == ["bg", "x"])
    }

    @Test func proseStarBulletIsNotAStep() throws {
        // `* ` is a bullet in Markdown, never the keyword, so "* plain" is prose.
        let source = "# Feature: F\n## Scenario: S\n* plain prose\n- Given a step\n"
        let steps = try parseFeature(source, syntax: .markdown).firstScenario().steps
        #expect(steps.map(\.text) == ["a step"])
    }

    @Test func inconsistentCellCount() throws {
        let source = "# Feature: errors\n## Scenario: S\n  | a | b |\n- Given x\n  | a | b |\n  | c |\n"
        #expect(try parseErrors(source, syntax: .markdown) == ["(6:3): inconsistent cell count within the table"])
    }

    @Test func backgroundAfterScenarioIsAnError() throws {
        let source = Self.plan + "\n## Background: later\n"
        #expect(
            try parseErrors(source, syntax: .markdown) == [
                "(24:4): expected: #EOF, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got '## Background: later'"
            ])
    }

    @Test func plainSyntaxDoesNotReadMarkdown() throws {
        // The same text as plain Gherkin: "# Feature:" is a comment and nothing else matches.
        let document = try parseDocument("# Feature: F\n", syntax: .plain)
        #expect(document.feature == nil)
        #expect(document.comments.map(\.text) == ["# Feature: F"])
    }
}
