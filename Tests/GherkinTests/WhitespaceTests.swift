import Gherkin
import Testing

/// Line endings, indentation and the whitespace the reference trims (Python's `str.isspace`).
struct WhitespaceTests {
    /// Written line by line so that the trailing spaces after "CRLF" are plain to see.
    private static let lfSource = [
        "Feature: CRLF  ",
        "  Description line",
        "",
        "  Scenario: S",
        "    Given a",
        "      | x | y |",
        "    And b",
        "      \"\"\"",
        "      one",
        "",
        "        two",
        "      \"\"\"",
    ].map { $0 + "\n" }.joined()

    @Test func crlfGivesTheSameDocumentAsLF() throws {
        let crlf = Self.lfSource.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf.utf8.filter { $0 == 0x0D }.count == 12)
        let fromCRLF = try parseDocument(crlf)
        let fromLF = try parseDocument(Self.lfSource)
        #expect(fromCRLF == fromLF)
        let feature = try #require(fromCRLF.feature)
        #expect(feature.name == "CRLF")
        #expect(feature.description == "  Description line")
        let steps = try feature.firstScenario().steps
        #expect(steps.first?.dataTable?.rows.first?.cells.map(\.value) == ["x", "y"])
        #expect(steps.last?.docString?.content == "one\n\n  two")
        #expect(try compilePickles(crlf) == compilePickles(Self.lfSource))
    }

    @Test func aLoneCarriageReturnIsNotALineBreak() throws {
        let document = try parseDocument("Feature: a\rb\n  Scenario: S\r\n")
        #expect(document.feature?.name == "a\rb")
        #expect(document.feature?.scenarios.map { position($0.location) } == ["2:3"])
    }

    @Test func tabsIndentLikeSpaces() throws {
        let source = "Feature: Tabs\n\tScenario: S\n\t\tGiven a\n\t\t\t| x |\n\t\tAnd b\n\t\t\t\"\"\"\n\t\t\tin\n\t\t\t\tdeeper\n\t\t\t\"\"\"\n"
        let scenario = try parseFeature(source).firstScenario()
        #expect(position(scenario.location) == "2:2")
        #expect(scenario.steps.map { position($0.location) } == ["3:3", "5:3"])
        let cell = try #require(scenario.steps.first?.dataTable?.rows.first?.cells.first)
        #expect(position(cell.location) == "4:6")
        let docString = try #require(scenario.steps.last?.docString)
        #expect(position(docString.location) == "6:4")
        #expect(docString.content == "in\n\tdeeper")
    }

    @Test func docStringLosesTheSeparatorsIndent() throws {
        // The separator is indented 8: lines indented less are trimmed, lines indented more
        // keep the rest, an empty line stays empty and a line of 9 spaces keeps one.
        let source = [
            "Feature: Doc",
            "  Scenario: S",
            "    Given a",
            "        \"\"\"",
            "      less",
            "        same",
            "          more",
            "",
            String(repeating: " ", count: 9),
            "        \"\"\"",
        ].map { $0 + "\n" }.joined()
        let docString = try #require(try parseFeature(source).firstScenario().steps.first?.docString)
        #expect(position(docString.location) == "4:9")
        #expect(docString.content == "less\nsame\n  more\n\n ")
    }

    @Test func closingSeparatorMayHaveTrailingSpaces() throws {
        let source = "Feature: F\n  Scenario: S\n    Given a\n      \"\"\"\n      x\n      \"\"\"   \n    Given b\n"
        let steps = try parseFeature(source).firstScenario().steps
        #expect(steps.map(\.text) == ["a", "b"])
        #expect(steps.first?.docString?.content == "x")
        #expect(steps.map { position($0.location) } == ["3:5", "7:5"])
    }

    @Test func trailingWhitespaceIsTrimmed() throws {
        let source = "Feature: Trailing   \n  Scenario: S   \t\n    Given a   \n      | a  |  b   |   \n"
        let feature = try parseFeature(source)
        #expect(feature.name == "Trailing")
        let scenario = try feature.firstScenario()
        #expect(scenario.name == "S")
        #expect(scenario.steps.first?.text == "a")
        let cells = try #require(scenario.steps.first?.dataTable?.rows.first?.cells)
        #expect(cells.map(\.value) == ["a", "b"])
        #expect(cells.map { position($0.location) } == ["4:9", "4:15"])
    }

    @Test func nonBreakingSpaceIsWhitespaceButNotAKeywordSeparator() throws {
        // U+00A0 is trimmed and indents, but "Given\u{A0}" is not the keyword "Given ", so the
        // step lines become the scenario's description.
        let source = "Feature:\u{A0}NBSP\u{A0}\n\u{A0}\u{A0}Scenario: S\n    Given\u{A0}a\u{A0}\n      |\u{A0}x\u{A0}|\n"
        let feature = try parseFeature(source)
        #expect(feature.name == "NBSP")
        let scenario = try feature.firstScenario()
        #expect(position(scenario.location) == "2:3")
        #expect(scenario.steps.isEmpty)
        #expect(scenario.description == "    Given\u{A0}a\u{A0}\n      |\u{A0}x\u{A0}|")
    }

    @Test func ideographicSpaceIndents() throws {
        let scenario = try parseFeature("Feature: ideographic\n\u{3000}Scenario: S\n    Given a\n").firstScenario()
        #expect(position(scenario.location) == "2:2")
        #expect(scenario.steps.map(\.text) == ["a"])
    }

    @Test func descriptionsKeepIndentAndDropTrailingBlankLines() throws {
        let source = """
            Feature: F
              First line
                indented more

              after a blank line


              Scenario: S

            """
        let feature = try parseFeature(source)
        #expect(feature.description == "  First line\n    indented more\n\n  after a blank line")
    }

    @Test func emptySourceHasNoFeature() throws {
        let document = try parseDocument("")
        #expect(document.feature == nil)
        #expect(document.comments.isEmpty)
        #expect(try parseDocument("\n  \n\t\n").feature == nil)
    }

    @Test func sourceWithoutFinalNewline() throws {
        let steps = try parseFeature("Feature: F\n  Scenario: S\n    Given last").firstScenario().steps
        #expect(steps.map(\.text) == ["last"])
    }
}
