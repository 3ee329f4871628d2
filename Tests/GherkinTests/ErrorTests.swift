import Gherkin
import Testing

/// Every kind of parse error, with the reference's exact wording, location and order.
struct UnexpectedTokenTests {
    @Test func stepBeforeTheFeature() throws {
        #expect(
            try parseErrors("Given a step first\n") == [
                "(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'Given a step first'"
            ])
    }

    @Test func backgroundAfterAStepTable() throws {
        let source = "Feature: F\n  Scenario: S\n    Given a\n      | a |\n  Background: late\n"
        #expect(
            try parseErrors(source) == [
                "(5:3): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Background: late'"
            ])
    }

    @Test func stepAfterExamplesTable() throws {
        let source = """
            Feature: F
              Scenario Outline: O
                Given <a>
                Examples:
                  | a |
                  | 1 |
                Given more

            """
        #expect(
            try parseErrors(source) == [
                "(7:5): expected: #EOF, #TableRow, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Given more'"
            ])
    }

    @Test func secondBackground() throws {
        let source = "Feature: F\n  Background: B\n    Given a\n  Background: B2\n"
        #expect(
            try parseErrors(source) == [
                "(4:3): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Background: B2'"
            ])
    }

    @Test func secondBackgroundInARule() throws {
        let source = "Feature: F\n  Rule: R\n    Background: B\n      Given a\n    Background: C\n"
        #expect(
            try parseErrors(source) == [
                "(5:5): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Background: C'"
            ])
    }

    @Test func docStringAfterATableAfterADocString() throws {
        let source = "Feature: F\n  Background: B\n    Given a\n      \"\"\"\n      x\n      \"\"\"\n      | a |\n      \"\"\"\n"
        #expect(
            try parseErrors(source) == [
                "(8:7): expected: #EOF, #TableRow, #StepLine, #TagLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got '\"\"\"'"
            ])
    }

    @Test func stepAfterScenarioTags() throws {
        // Tags must be followed by what they tag; the error repeats at the end of the file.
        let source = "Feature: F\n  Scenario: S\n  @t1 @t2\n    Given after tags\n"
        #expect(
            try parseErrors(source) == [
                "(4:5): expected: #TagLine, #RuleLine, #Comment, #Empty, got 'Given after tags'",
                "(5:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty",
            ])
    }

    @Test func theQuotedLineIsTrimmed() throws {
        let source = "Feature: F\n  Scenario: S\n    Given a\n      | a |\n  \tBackground:   late  \t\n"
        // Column 4: the indent is two spaces and a tab; inner spaces stay, outer ones go.
        #expect(
            try parseErrors(source) == [
                "(5:4): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Background:   late'"
            ])
    }
}

struct UnexpectedEndOfFileTests {
    @Test func tagsWithoutAFeature() throws {
        #expect(
            try parseErrors("@tag\n") == [
                "(2:0): unexpected end of file, expected: #TagLine, #FeatureLine, #Comment, #Empty"
            ])
    }

    @Test func tagsAtTheEndOfAFeature() throws {
        #expect(
            try parseErrors("Feature: F\n  @tag\n") == [
                "(3:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"
            ])
    }

    @Test func openDocString() throws {
        let source = "Feature: F\n  Scenario: S\n    Given a\n      \"\"\"\n      open\n"
        #expect(try parseErrors(source) == ["(6:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
    }

    @Test func theEndOfFileHasNoColumn() {
        let result = GherkinParser.parse("@tag\n", uri: "x.feature")
        guard case .failure(let failure) = result else {
            Issue.record("tags without a feature must fail")
            return
        }
        #expect(failure.errors.count == 1)
        #expect(failure.errors.first?.location.line == 2)
        #expect(failure.errors.first?.location.column == nil)
        #expect(failure.errors.first?.message == "unexpected end of file, expected: #TagLine, #FeatureLine, #Comment, #Empty")
    }

    @Test func endOfFileWithoutFinalNewline() throws {
        // The last line has no newline, so the end of the file is on the line after it all the same.
        #expect(
            try parseErrors("@tag") == [
                "(2:0): unexpected end of file, expected: #TagLine, #FeatureLine, #Comment, #Empty"
            ])
    }

    @Test func endOfFileInJSONHasNoColumn() {
        #expect(
            messageLines("@tag\n") == [
                #"{"parseError":{"message":"(2:0): unexpected end of file, expected: #TagLine, #FeatureLine, #Comment, #Empty","source":{"location":{"line":2},"uri":"test.feature"}}}"#
            ])
    }
}

struct OtherErrorTests {
    @Test func inconsistentCellCount() throws {
        let source = "Feature: F\n  Scenario: S\n    Given a\n      | a | b |\n      | c |\n"
        #expect(try parseErrors(source) == ["(5:7): inconsistent cell count within the table"])
    }

    @Test func tagWithWhitespace() throws {
        // The tag line is not a tag line, but as a scenario's description it is fine.
        #expect(try parseErrors("Feature: F\n  @a b\n  Scenario: S\n") == ["(2:3): A tag may not contain whitespace"])
    }

    @Test func tagWithWhitespaceAlsoFailsToMatch() throws {
        // After a step nothing else takes the line, so it is unexpected as well.
        let source = "Feature: F\n  Scenario: S\n    Given a\n    | x |\n    Then b\n    @ok not ok\n"
        #expect(
            try parseErrors(source) == [
                "(6:5): A tag may not contain whitespace",
                "(6:5): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got '@ok not ok'",
            ])
    }

    @Test func tagWithWhitespaceColumnIsWhereThatTagStarts() throws {
        #expect(try parseErrors("Feature: F\n    @ok @a b\n  Scenario: S\n") == ["(2:9): A tag may not contain whitespace"])
    }

    @Test func languageNotSupported() throws {
        #expect(try parseErrors("# language: xx\nFeature: F\n") == ["(1:1): Language not supported: xx"])
    }

    @Test func sameErrorIsReportedOnce() throws {
        // Each failing tag line is tried by several transitions; each message appears once.
        let source = "Feature: F\n  Scenario: S\n    Given a\n  @bad tag\n  @bad tag\n  Scenario: T\n"
        #expect(
            try parseErrors(source) == [
                "(4:3): A tag may not contain whitespace",
                "(4:3): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got '@bad tag'",
                "(5:3): A tag may not contain whitespace",
                "(5:3): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got '@bad tag'",
            ])
    }

    @Test func errorsOfDifferentKindsAreCollectedInTheReferencesOrder() throws {
        // The cell count is checked when the table ends, after the unexpected line was reported.
        let source = """
            Feature: F
              Scenario: S
                Given a
                  | a |
                  | b | c |
              Background: late
                Given x

            """
        #expect(
            try parseErrors(source) == [
                "(6:3): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Background: late'",
                "(5:7): inconsistent cell count within the table",
            ])
    }

    @Test func parseErrorsInJSON() {
        #expect(
            messageLines("Feature: F\n  @a b\n  Scenario: S\n") == [
                #"{"parseError":{"message":"(2:3): A tag may not contain whitespace","source":{"location":{"column":3,"line":2},"uri":"test.feature"}}}"#
            ])
    }
}

struct ErrorCapTests {
    /// The reference stops once it holds more than ten errors: it reports eleven.
    @Test func twentyUnexpectedLinesGiveEleven() throws {
        let source =
            "Feature: F\n  Scenario: S\n    Given a\n"
            + (1...20).map { "  Background: bad \($0)\n" }.joined()
        let errors = try parseErrors(source)
        #expect(errors.count == 11)
        let expected = (1...11).map {
            "(\($0 + 3):3): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Background: bad \($0)'"
        }
        #expect(errors == expected)
    }

    @Test func twentyBadLinesBeforeTheFeatureGiveEleven() throws {
        let source = (1...20).map { "bad line \($0)\n" }.joined()
        let errors = try parseErrors(source)
        #expect(errors.count == 11)
        #expect(errors.first == "(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'bad line 1'")
        #expect(errors.last == "(11:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'bad line 11'")
    }

    @Test func twentyBadTagLinesGiveEleven() throws {
        let source = "Feature: F\n" + (1...20).map { "  @bad tag\($0)\n" }.joined() + "  Scenario: S\n"
        let errors = try parseErrors(source)
        #expect(errors == (2...12).map { "(\($0):3): A tag may not contain whitespace" })
    }

    @Test func elevenErrorsInJSON() {
        let source = (1...20).map { "bad line \($0)\n" }.joined()
        let lines = messageLines(source)
        #expect(lines.count == 11)
        #expect(lines.allSatisfy { $0.hasPrefix(#"{"parseError":{"message":"#) })
    }
}
