import Gherkin
import Testing

/// The pickle compiler: outline expansion, backgrounds, tag inheritance, step types, ids.
struct PickleTests {
    private static let source = """
        @feature
        Feature: Outlines
          Background:
            Given feature background

          @outline
          Scenario Outline: Buy <count> <item>s
            Given I have <count> <item> in my <place>
              | <item> | <count> | <missing> |
            When I write
              \"\"\"<type>
              <item> costs <price>
              \"\"\"
            Then done

            @first
            Examples: First <item>
              | count | item  | place | type | price |
              | 1     | apple | bag   | text | 3     |
              | 2     | pear  | box   |      | <x>   |

            @second
            Examples: Empty
              | count |

            Examples: No header

          Scenario: Without steps

          @rule
          Rule: A rule
            Background:
              Given rule background
            @ruled
            Scenario: In rule
              Given x
              And y
              But z
              When w
              And v
            Scenario: No steps in rule

        """

    private func pickles() throws -> [Pickle] {
        let pickles = try compilePickles(Self.source)
        try #require(pickles.count == 5)
        return pickles
    }

    @Test func oneIdPerExampleRowAndNoneForEmptyExamples() throws {
        let pickles = try pickles()
        // Examples with a header but no rows, or with no table at all, make no pickles.
        #expect(pickles.map(\.name) == ["Buy 1 apples", "Buy 2 pears", "Without steps", "In rule", "No steps in rule"])
        #expect(pickles.map { position($0.location) } == ["19:7", "20:7", "28:3", "35:5", "41:5"])
        #expect(pickles.map(\.id) == ["35", "40", "41", "49", "50"])
        #expect(pickles.map(\.astNodeIds) == [["16", "7"], ["16", "8"], ["17"], ["26"], ["27"]])
        #expect(pickles.allSatisfy { $0.uri == "test.feature" && $0.language == "en" })
    }

    @Test func placeholdersInStepText() throws {
        let pickles = try pickles()
        #expect(pickles[0].steps.map(\.text) == ["feature background", "I have 1 apple in my bag", "I write", "done"])
        #expect(pickles[1].steps.map(\.text) == ["feature background", "I have 2 pear in my box", "I write", "done"])
        #expect(pickles[0].steps.map(\.astNodeIds) == [["0"], ["3", "7"], ["4", "7"], ["5", "7"]])
        #expect(pickles[0].steps.map(\.id) == ["31", "32", "33", "34"])
    }

    @Test func placeholdersInTableCells() throws {
        let pickles = try pickles()
        // A placeholder without a column stays as it is.
        #expect(pickles[0].steps[1].argument?.dataTable?.rows == [["apple", "1", "<missing>"]])
        #expect(pickles[1].steps[1].argument?.dataTable?.rows == [["pear", "2", "<missing>"]])
    }

    @Test func placeholdersInDocStringContentAndMediaType() throws {
        let pickles = try pickles()
        let first = try #require(pickles[0].steps[2].argument?.docString)
        #expect(first.content == "apple costs 3")
        #expect(first.mediaType == "text")
        // An empty value gives an empty media type, which is not the same as none; a value is
        // not interpolated again by itself ("<x>" has no column).
        let second = try #require(pickles[1].steps[2].argument?.docString)
        #expect(second.content == "pear costs <x>")
        #expect(second.mediaType == "")
    }

    @Test func emptyMediaTypeIsWrittenInJSON() {
        let lines = messageLines(Self.source)
        #expect(lines.count == 6)
        #expect(lines.count > 2 && lines[2].contains(#""docString":{"content":"pear costs <x>","mediaType":""}"#))
    }

    @Test func featureBackgroundIsPrepended() throws {
        let pickles = try pickles()
        #expect(pickles[0].steps.first?.text == "feature background")
        #expect(pickles[0].steps.first?.astNodeIds == ["0"])
        #expect(pickles[0].steps.first?.argument == nil)
    }

    @Test func featureAndRuleBackgroundsArePrependedInRules() throws {
        let inRule = try pickles()[3]
        #expect(inRule.steps.map(\.text) == ["feature background", "rule background", "x", "y", "z", "w", "v"])
        #expect(inRule.steps.map(\.astNodeIds) == [["0"], ["18"], ["20"], ["21"], ["22"], ["23"], ["24"]])
    }

    @Test func scenarioWithoutStepsGetsNoBackgroundSteps() throws {
        let pickles = try pickles()
        #expect(pickles[2].steps.isEmpty)
        #expect(pickles[4].steps.isEmpty)
    }

    @Test func tagsAreInheritedInOrder() throws {
        let pickles = try pickles()
        #expect(pickles[0].tags.map(\.name) == ["@feature", "@outline", "@first"])
        #expect(pickles[0].tags.map(\.astNodeId) == ["30", "15", "9"])
        #expect(pickles[2].tags.map(\.name) == ["@feature"])
        #expect(pickles[3].tags.map(\.name) == ["@feature", "@rule", "@ruled"])
        #expect(pickles[3].tags.map(\.astNodeId) == ["30", "28", "25"])
        #expect(pickles[4].tags.map(\.name) == ["@feature", "@rule"])
    }

    @Test func conjunctionsTakeThePreviousStepsType() throws {
        let inRule = try pickles()[3]
        #expect(inRule.steps.map(\.type) == [.context, .context, .context, .context, .context, .action, .action])
    }

    @Test func conjunctionsAndStarsInAPlainScenario() throws {
        let source = "Feature: No background\n  Scenario: S\n    * star first\n    And then and\n    Given g\n    * star\n"
        let pickle = try #require(try compilePickles(source).first)
        // A leading conjunction has nothing to follow, so it stays Unknown; `*` is Unknown.
        #expect(pickle.steps.map(\.type) == [.unknown, .unknown, .context, .unknown])
    }

    @Test func aRuleBackgroundStaysInItsRule() throws {
        let source = """
            Feature: F
              Rule: First
                Background:
                  Given first rule bg
                Example: one
                  Then one
              Rule: Second
                Example: two
                  Then two

            """
        let pickles = try compilePickles(source)
        #expect(pickles.map(\.name) == ["one", "two"])
        #expect(pickles.map { $0.steps.map(\.text) } == [["first rule bg", "one"], ["two"]])
        #expect(pickles.map { $0.steps.map(\.type) } == [[.context, .outcome], [.outcome]])
    }

    @Test func placeholdersAreReplacedColumnByColumn() throws {
        // The value of <a> contains <b>, which the next column then replaces.
        let source = """
            Feature: F
              Scenario Outline: <a> and <b>
                Given <a>
                Examples:
                  | a   | b |
                  | <b> | x |

            """
        let pickle = try #require(try compilePickles(source).first)
        #expect(pickle.name == "x and x")
        #expect(pickle.steps.map(\.text) == ["x"])
    }

    @Test func outlineWithoutExamplesIsAPlainScenario() throws {
        let pickles = try compilePickles("Feature: F\n  Scenario Outline: O <a>\n    Given <a> <a>\n")
        #expect(pickles.map(\.name) == ["O <a>"])
        #expect(pickles.first?.steps.map(\.text) == ["<a> <a>"])
        #expect(pickles.first?.steps.first?.astNodeIds == ["0"])
        #expect(pickles.first.map { position($0.location) } == "2:3")
    }

    @Test func examplesWithoutTableMakeNoPickles() throws {
        #expect(try compilePickles("Feature: F\n  Scenario Outline: O <a>\n    Given <a>\n    Examples:\n").isEmpty)
    }

    @Test func noFeatureNoPickles() throws {
        #expect(try compilePickles("# just a comment\n").isEmpty)
        #expect(try compilePickles("Feature: F\n").isEmpty)
    }

    @Test func escapedPipeInAnExampleValue() throws {
        let source = """
            Feature: F
              Scenario Outline: O
                Given doc
                  \"\"\"<mt>
                  a <v> b
                  \"\"\"
                Examples:
                  | mt   | v      |
                  | json | \\|pipe |

            """
        let doc = try #require(try compilePickles(source).first?.steps.first?.argument?.docString)
        #expect(doc.content == "a |pipe b")
        #expect(doc.mediaType == "json")
    }
}

/// Where the Python reference (gherkin-official 42.0.1) has bugs the other references do not.
struct PickleReferenceQuirkTests {
    /// Where the Python reference has a bug, we follow Cucumber's other references and the
    /// message schema: an outline's first step that is a conjunction has type Unknown (the
    /// Python port writes null, which the schema does not allow), as in a plain scenario.
    @Test func outlineStartingWithAConjunctionIsUnknown() {
        let source = """
            Feature: F
              Scenario Outline: O
                And <a>
                Given b
                Examples:
                  | a |
                  | 1 |
              Scenario: S
                And a

            """
        #expect(
            messageLines(source).dropFirst() == [
                #"{"pickle":{"astNodeIds":["5","3"],"id":"10","language":"en","location":{"column":7,"line":7},"name":"O","steps":[{"astNodeIds":["0","3"],"id":"8","text":"1","type":"Unknown"},{"astNodeIds":["1","3"],"id":"9","text":"b","type":"Context"}],"tags":[],"uri":"test.feature"}}"#,
                #"{"pickle":{"astNodeIds":["7"],"id":"12","language":"en","location":{"column":3,"line":8},"name":"S","steps":[{"astNodeIds":["6"],"id":"11","text":"a","type":"Unknown"}],"tags":[],"uri":"test.feature"}}"#,
            ])
    }

    /// `<header>` is replaced literally, as Cucumber's other references do (the Python port
    /// reads the header as a regular expression, so `<aXb>` would match `a.b` and a header
    /// such as `\x` would crash it). Headers with brackets and dots work as written.
    @Test func headersAreReplacedLiterally() throws {
        let source = """
            Feature: F
              Scenario Outline: costs <price (€)> for <a.b>
                Given <price (€)> and <a.b> and <aXb>
                Examples:
                  | price (€) | a.b |
                  | 5         | 7   |

            """
        let pickle = try #require(try compilePickles(source).first)
        #expect(pickle.name == "costs 5 for 7")
        #expect(pickle.steps.map(\.text) == ["5 and 7 and <aXb>"])
    }
}
