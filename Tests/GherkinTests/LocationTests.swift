import Gherkin
import Testing

/// Lines and columns of every kind of node. Columns are 1-based and count Unicode scalars.
struct LocationTests {
    @Test func featureTagsStepsTablesAndDocStrings() throws {
        let source = """
              @smoke @ui   @slow # a comment @notatag
             Feature: Locations
            \t@wip@fast
              Scenario: S
                Given a table
                  |  a  |   b |c|
                  | é | 😀x |  ü\\|v |
                And a doc string
                  \"\"\"text
                  line
                  \"\"\"

            """
        let document = try parseDocument(source)
        let feature = try #require(document.feature)
        #expect(position(feature.location) == "2:2")
        #expect(feature.tags.map(\.name) == ["@smoke", "@ui", "@slow"])
        #expect(feature.tags.map { position($0.location) } == ["1:3", "1:10", "1:16"])
        // The comment after the tags is not a comment of the document.
        #expect(document.comments.isEmpty)

        let scenario = try feature.firstScenario()
        #expect(position(scenario.location) == "4:3")
        #expect(scenario.tags.map(\.name) == ["@wip", "@fast"])
        #expect(scenario.tags.map { position($0.location) } == ["3:2", "3:6"])

        let steps = scenario.steps
        try #require(steps.count == 2)
        #expect(steps.map { position($0.location) } == ["5:5", "8:5"])

        let table = try #require(steps[0].dataTable)
        #expect(position(table.location) == "6:7")
        #expect(table.rows.map { position($0.location) } == ["6:7", "7:7"])
        #expect(table.rows[0].cells.map(\.value) == ["a", "b", "c"])
        #expect(table.rows[0].cells.map { position($0.location) } == ["6:10", "6:17", "6:20"])
        #expect(table.rows[1].cells.map(\.value) == ["é", "😀x", "ü|v"])
        #expect(table.rows[1].cells.map { position($0.location) } == ["7:9", "7:13", "7:19"])

        let docString = try #require(steps[1].docString)
        #expect(position(docString.location) == "9:7")
        #expect(docString.mediaType == "text")
        #expect(docString.content == "line")
    }

    @Test func cellColumnsCountScalarsAfterUnicodeAndEscapes() throws {
        let source = """
            Feature: Unicode columns
              Scenario: S
                Given x
                  | é | ab |
                  |ü😀é| c |
                  | \\|\\| | 🎉 |
                When 😀 emoji text
                  ```
                  b
                  ```

            """
        let steps = try parseFeature(source).firstScenario().steps
        try #require(steps.count == 2)
        let rows = try #require(steps[0].dataTable?.rows)
        try #require(rows.count == 3)
        #expect(rows[0].cells.map { position($0.location) } == ["4:9", "4:13"])
        #expect(rows[1].cells.map(\.value) == ["ü😀é", "c"])
        #expect(rows[1].cells.map { position($0.location) } == ["5:8", "5:13"])
        #expect(rows[2].cells.map(\.value) == ["||", "🎉"])
        #expect(rows[2].cells.map { position($0.location) } == ["6:9", "6:16"])
        #expect(steps[1].text == "😀 emoji text")
        #expect(steps[1].docString.map { position($0.location) } == "8:7")
        #expect(steps[1].docString?.delimiter == "```")
        #expect(steps[1].docString?.mediaType == nil)
    }

    @Test func combiningMarksFlagsAndJoinersCountEveryScalar() throws {
        // "e" + U+0301 is two scalars; a flag is two; the family emoji is five.
        let row = "      | e\u{301} | 🇫🇷 | 👨\u{200D}👩\u{200D}👧 | x |"
        let source = "Feature: F\n  Scenario: S\n    Given x\n\(row)\n"
        let cells = try #require(try parseFeature(source).firstScenario().steps.first?.dataTable?.rows.first?.cells)
        #expect(cells.map { position($0.location) } == ["4:9", "4:14", "4:19", "4:27"])
        #expect(cells.map(\.value) == ["e\u{301}", "🇫🇷", "👨\u{200D}👩\u{200D}👧", "x"])
        // Compare scalars too: Swift's String equality alone would accept a precomposed é.
        #expect(cells[0].value.unicodeScalars.count == 2)
    }

    @Test func commentsKeepTheirIndentAndStartAtColumnOne() throws {
        let source = """
            # first comment
            Feature: F
              Description line one
              # inner comment
              Scenario: éèà 😀
                Given 😀 é
                  | ü😀 | x |

            """
        let document = try parseDocument(source)
        #expect(document.comments.map(\.text) == ["# first comment", "  # inner comment"])
        #expect(document.comments.map { position($0.location) } == ["1:1", "4:1"])
        let feature = try #require(document.feature)
        #expect(position(feature.location) == "2:1")
        #expect(feature.description == "  Description line one")
        let scenario = try feature.firstScenario()
        #expect(scenario.name == "éèà 😀")
        #expect(position(scenario.location) == "5:3")
        let cells = try #require(scenario.steps.first?.dataTable?.rows.first?.cells)
        #expect(cells.map { position($0.location) } == ["7:9", "7:14"])
    }

    @Test func tagsWithoutSpacesTabsAndHashes() throws {
        let source = "Feature: Tag edges\n  @a@b   @c\t@d#notcomment @e #real comment\n  Scenario: S\n"
        let scenario = try parseFeature(source).firstScenario()
        #expect(scenario.tags.map(\.name) == ["@a", "@b", "@c", "@d#notcomment", "@e"])
        #expect(scenario.tags.map { position($0.location) } == ["2:3", "2:5", "2:10", "2:13", "2:27"])
    }

    @Test func tagsOnSeveralLinesAndEveryLevel() throws {
        let source = """
            @a @b
            @c
            Feature: F
              Background: B
                Given bg
              @r
              Rule: R
                Example: E
                  * step
              Rule: R2
                @s1 @s2
                Scenario Outline: O <x>
                  Given <x>
                  @e1
                  Examples: first
                    | x |
                    | 1 |

            """
        let feature = try parseFeature(source)
        #expect(position(feature.location) == "3:1")
        #expect(feature.tags.map { "\($0.name)@\(position($0.location))" } == ["@a@1:1", "@b@1:4", "@c@2:1"])
        #expect(feature.background.map { position($0.location) } == "4:3")
        #expect(feature.background?.steps.map { position($0.location) } == ["5:5"])
        let rules = feature.rules
        try #require(rules.count == 2)
        #expect(rules.map { position($0.location) } == ["7:3", "10:3"])
        #expect(rules[0].tags.map { "\($0.name)@\(position($0.location))" } == ["@r@6:3"])
        #expect(rules[0].scenarios.map { position($0.location) } == ["8:5"])
        #expect(rules[0].scenarios.first?.steps.map { position($0.location) } == ["9:7"])
        let outline = try #require(rules[1].scenarios.first)
        #expect(position(outline.location) == "12:5")
        #expect(outline.tags.map { "\($0.name)@\(position($0.location))" } == ["@s1@11:5", "@s2@11:9"])
        let examples = try #require(outline.examples.first)
        #expect(position(examples.location) == "15:7")
        #expect(examples.tags.map { "\($0.name)@\(position($0.location))" } == ["@e1@14:7"])
        #expect(examples.tableHeader.map { position($0.location) } == "16:9")
        #expect(examples.tableHeader?.cells.map { position($0.location) } == ["16:11"])
        #expect(examples.tableBody.map { position($0.location) } == ["17:9"])
    }

    @Test func idsFollowTheOrderNodesAreCompleted() throws {
        let source = """
            @a @b
            @c
            Feature: F
              Background: B
                Given bg
              @r
              Rule: R
                Example: E
                  * step

            """
        let ids = IdGenerator()
        let document = try parseDocument(source, ids: ids)
        let feature = try #require(document.feature)
        #expect(feature.background?.steps.map(\.id) == ["0"])
        #expect(feature.background?.id == "1")
        let rule = try #require(feature.rules.first)
        #expect(rule.scenarios.first?.steps.map(\.id) == ["2"])
        #expect(rule.scenarios.first?.id == "3")
        #expect(rule.tags.map(\.id) == ["4"])
        #expect(rule.id == "5")
        #expect(feature.tags.map(\.id) == ["6", "7", "8"])
        // The pickle compiler goes on with the same generator.
        let pickle = try #require(PickleCompiler(ids: ids).compile(document, uri: "t").first)
        #expect(pickle.steps.map(\.id) == ["9", "10"])
        #expect(pickle.id == "11")
    }

    @Test func locationsInJSONMatchTheReference() {
        // The reference's output for this document, byte for byte.
        let lines = messageLines("Feature: x\n  Scenario: y\n    Given z\n")
        #expect(
            lines == [
                #"{"gherkinDocument":{"comments":[],"feature":{"children":[{"scenario":{"description":"","examples":[],"id":"1","keyword":"Scenario","location":{"column":3,"line":2},"name":"y","steps":[{"id":"0","keyword":"Given ","keywordType":"Context","location":{"column":5,"line":3},"text":"z"}],"tags":[]}}],"description":"","keyword":"Feature","language":"en","location":{"column":1,"line":1},"name":"x","tags":[]},"uri":"test.feature"}}"#,
                #"{"pickle":{"astNodeIds":["1"],"id":"3","language":"en","location":{"column":3,"line":2},"name":"y","steps":[{"astNodeIds":["0"],"id":"2","text":"z","type":"Context"}],"tags":[],"uri":"test.feature"}}"#,
            ])
    }
}
