import Gherkin
import Testing

struct TableTests {
    /// Raw row text, as it stands in a `.feature` file (Swift raw strings keep backslashes).
    private static let escapesSource = [
        "Feature: Escapes",
        "  Scenario: S",
        "    Given cells",
        #"      | a\|b | c\\d | e\nf | g\th | \x | end\\ | \\| | \\\| |"#,
        #"      |   | \n |  \|  | x\\n | \é | a\b\c | \\\\ | ab | z |"#,
    ].map { $0 + "\n" }.joined()

    @Test func escapedPipeBackslashAndNewline() throws {
        let rows = try #require(try parseFeature(Self.escapesSource).firstScenario().steps.first?.dataTable?.rows)
        try #require(rows.count == 2)
        // `\|` → |, `\\` → \, `\n` → newline; any other backslash is kept with what follows.
        #expect(rows[0].cells.map(\.value) == ["a|b", #"c\d"#, "e\nf", #"g\th"#, #"\x"#, #"end\"#, #"\"#, "", #"\|"#])
        #expect(
            rows[0].cells.map { position($0.location) } == [
                "4:9", "4:16", "4:23", "4:30", "4:37", "4:42", "4:50", "4:54", "4:56",
            ])
    }

    @Test func emptyCellsNewlineCellsAndOtherBackslashes() throws {
        let rows = try #require(try parseFeature(Self.escapesSource).firstScenario().steps.first?.dataTable?.rows)
        try #require(rows.count == 2)
        // An empty cell sits after its spaces; a cell that is only `\n` keeps the newline.
        #expect(rows[1].cells.map(\.value) == ["", "\n", "|", #"x\n"#, #"\é"#, #"a\b\c"#, #"\\"#, "ab", "z"])
        #expect(
            rows[1].cells.map { position($0.location) } == [
                "5:11", "5:13", "5:19", "5:25", "5:32", "5:37", "5:45", "5:52", "5:57",
            ])
    }

    @Test func escapedCellsInPickles() throws {
        let pickle = try #require(try compilePickles(Self.escapesSource).first)
        let rows = try #require(pickle.steps.first?.argument?.dataTable?.rows)
        #expect(rows.first == ["a|b", #"c\d"#, "e\nf", #"g\th"#, #"\x"#, #"end\"#, #"\"#, "", #"\|"#])
        #expect(pickle.steps.first?.argument?.dataTable?.argumentIndex == nil)
        #expect(pickle.steps.first?.argument?.docString == nil)
    }

    /// The reference trims a cell's end with the pattern `[^\S\n]*$`, and Python's `$` also
    /// matches just before a final newline: whitespace in front of an escaped `\n` that ends
    /// the cell is removed too — but not when a space follows the `\n`.
    @Test func whitespaceBeforeAFinalEscapedNewlineIsTrimmed() throws {
        let source = "Feature: F\n  Scenario: S\n    Given t\n" + #"      | a \n| b \n | c\n\n  \n|"# + "\n"
        let cells = try #require(try parseFeature(source).firstScenario().steps.first?.dataTable?.rows.first?.cells)
        #expect(cells.map(\.value) == ["a\n", "b \n", "c\n\n\n"])
        #expect(cells.map { position($0.location) } == ["4:9", "4:15", "4:22"])
    }

    @Test func textAfterTheLastPipeIsNotACell() throws {
        let source = "Feature: E\n  Scenario: S\n    Given t\n      | a | b\n      | c | d\n"
        let rows = try #require(try parseFeature(source).firstScenario().steps.first?.dataTable?.rows)
        #expect(rows.map { $0.cells.map(\.value) } == [["a"], ["c"]])
    }

    @Test func aCellOfSpacesIsEmpty() throws {
        let source = "Feature: E\n  Scenario: S\n    Given t\n      |    |  x  |\n"
        let cells = try #require(try parseFeature(source).firstScenario().steps.first?.dataTable?.rows.first?.cells)
        #expect(cells.map(\.value) == ["", "x"])
        #expect(cells.map { position($0.location) } == ["4:12", "4:15"])
    }

    @Test func inconsistentCellCount() throws {
        let source = """
            Feature: Inconsistent
              Scenario: S
                Given t
                  | a | b |
                  | c |
                  | d | e | f |

            """
        // Reported once per table, at the first row that differs.
        #expect(try parseErrors(source) == ["(5:7): inconsistent cell count within the table"])
    }

    @Test func inconsistentCellCountInTwoTables() throws {
        let source = """
            Feature: F
              Scenario: S
                Given a
                  | a | b |
                  | c |
              Scenario: T
                Given b
                  | x |
                  | y | z |

            """
        #expect(
            try parseErrors(source) == [
                "(5:7): inconsistent cell count within the table",
                "(9:7): inconsistent cell count within the table",
            ])
    }

    @Test func inconsistentCellCountInExamples() throws {
        let source = """
            Feature: F
              Scenario Outline: O
                Given <a>
                Examples:
                  | a | b |
                  | 1 |

            """
        #expect(try parseErrors(source) == ["(6:7): inconsistent cell count within the table"])
    }
}

struct DocStringTests {
    /// Raw lines as they stand in the file; the media type line has two trailing spaces.
    private static let source = [
        "Feature: Doc strings",
        "  Scenario: S",
        "    Given json",
        #"      """application/json"#,
        #"      {"a": 1}"#,
        #"      """"#,
        "    And backticks with media type",
        "      ```  text/markdown  ",
        "      # Title",
        "      ```",
        "    And escaped quotes",
        #"      """"#,
        #"      say \"\"\" here"#,
        #"      keep ``` and \`\`\`"#,
        #"      """"#,
        "    And escaped backticks",
        "      ```",
        #"      say \`\`\` here"#,
        #"      keep """ and \"\"\""#,
        "      ```",
        "    And quotes inside backticks",
        "      ````",
        "      x",
        "      ````",
        "    And empty",
        #"      """"#,
        #"      """"#,
    ].map { $0 + "\n" }.joined()

    private func docStrings() throws -> [DocString] {
        let steps = try parseFeature(Self.source).firstScenario().steps
        try #require(steps.count == 6)
        return steps.compactMap(\.docString)
    }

    @Test func mediaType() throws {
        let docs = try docStrings()
        try #require(docs.count == 6)
        #expect(docs[0].mediaType == "application/json")
        #expect(docs[0].content == #"{"a": 1}"#)
        #expect(docs[0].delimiter == "\"\"\"")
        #expect(position(docs[0].location) == "4:7")
        // Spaces around the media type are trimmed.
        #expect(docs[1].mediaType == "text/markdown")
        #expect(docs[1].delimiter == "```")
        #expect(docs[1].content == "# Title")
        #expect(docs[5].mediaType == nil)
        #expect(docs[5].content == "")
    }

    @Test func escapedDelimitersOnlyForTheOpenDelimiter() throws {
        let docs = try docStrings()
        try #require(docs.count == 6)
        #expect(docs[2].content == "say \"\"\" here\nkeep ``` and \\`\\`\\`")
        #expect(docs[3].content == "say ``` here\nkeep \"\"\" and \\\"\\\"\\\"")
    }

    @Test func fourBackticksAreThreeBackticksAndAMediaType() throws {
        // Plain Gherkin knows only ``` and """; the fourth backtick is read as a media type.
        let docs = try docStrings()
        try #require(docs.count == 6)
        #expect(docs[4].delimiter == "```")
        #expect(docs[4].mediaType == "`")
        #expect(docs[4].content == "x")
    }

    @Test func aLineStartingWithTheDelimiterCloses() throws {
        let source = """
            Feature: E
              Scenario: S
                Given a
                  \"\"\"
                  body
                  \"\"\"\"
                And backticks keep quotes
                  ```
                  \"\"\"
                  ```

            """
        let steps = try parseFeature(source).firstScenario().steps
        try #require(steps.count == 2)
        #expect(steps[0].docString?.content == "body")
        #expect(steps[1].docString?.content == "\"\"\"")
    }

    @Test func pickleDocStrings() throws {
        let pickle = try #require(try compilePickles(Self.source).first)
        let docs = pickle.steps.compactMap { $0.argument?.docString }
        try #require(docs.count == 6)
        #expect(docs[0].content == #"{"a": 1}"#)
        #expect(docs[0].mediaType == "application/json")
        #expect(docs.allSatisfy { $0.argumentIndex == nil })
        #expect(docs[5].content == "")
        #expect(docs[5].mediaType == nil)
        #expect(pickle.steps.allSatisfy { $0.argument?.dataTable == nil })
    }

    @Test func unterminatedDocString() throws {
        let source = "Feature: F\n  Scenario: S\n    Given a\n      \"\"\"\n      open\n"
        #expect(try parseErrors(source) == ["(6:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
    }
}

struct StepArgumentTests {
    private static let source = """
        Feature: Both
          Scenario: S
            Given table then doc
              | a |
              \"\"\"
              doc
              \"\"\"
            And doc then table
              \"\"\"
              doc
              \"\"\"
              | b |

        """

    @Test func stepWithTableAndDocString() throws {
        let steps = try parseFeature(Self.source).firstScenario().steps
        try #require(steps.count == 2)
        #expect(steps[0].dataTable.map { position($0.location) } == "4:7")
        #expect(steps[0].docString.map { position($0.location) } == "5:7")
        #expect(steps[1].docString.map { position($0.location) } == "9:7")
        #expect(steps[1].dataTable.map { position($0.location) } == "12:7")
        #expect(steps[1].dataTable?.rows.first?.cells.map(\.value) == ["b"])
        #expect(steps.map(\.id) == ["1", "3"])
        #expect(steps.compactMap { $0.dataTable?.rows.first?.id } == ["0", "2"])
    }

    @Test func argumentIndexFollowsSourceOrder() throws {
        let steps = try #require(try compilePickles(Self.source).first?.steps)
        try #require(steps.count == 2)
        #expect(steps[0].argument?.dataTable?.rows == [["a"]])
        #expect(steps[0].argument?.dataTable?.argumentIndex == 1)
        #expect(steps[0].argument?.docString?.content == "doc")
        #expect(steps[0].argument?.docString?.argumentIndex == 2)
        #expect(steps[1].argument?.dataTable?.rows == [["b"]])
        #expect(steps[1].argument?.dataTable?.argumentIndex == 2)
        #expect(steps[1].argument?.docString?.content == "doc")
        #expect(steps[1].argument?.docString?.argumentIndex == 1)
    }

    @Test func argumentIndexInJSON() {
        let lines = messageLines(Self.source)
        #expect(lines.count == 2)
        #expect(
            lines.last
                == #"{"pickle":{"astNodeIds":["4"],"id":"7","language":"en","location":{"column":3,"line":2},"name":"S","steps":[{"argument":{"dataTable":{"argumentIndex":1,"rows":[{"cells":[{"value":"a"}]}]},"docString":{"argumentIndex":2,"content":"doc"}},"astNodeIds":["1"],"id":"5","text":"table then doc","type":"Context"},{"argument":{"dataTable":{"argumentIndex":2,"rows":[{"cells":[{"value":"b"}]}]},"docString":{"argumentIndex":1,"content":"doc"}},"astNodeIds":["3"],"id":"6","text":"doc then table","type":"Context"}],"tags":[],"uri":"test.feature"}}"#
        )
    }
}
