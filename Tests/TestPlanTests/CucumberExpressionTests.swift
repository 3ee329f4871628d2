import Testing

@testable import TestPlan

/// Our own cases, beyond the shared testdata and needing none of it: every parameter type,
/// number edge cases, quoting, optional text and alternation together, escapes, Unicode,
/// whole-text matching, the reference's error messages, regular expressions and the factory.
@Suite("Cucumber Expressions")
struct CucumberExpressionTests {
    /// The values of `text` matched against `expression`; nil when it does not match.
    private func values(_ expression: String, _ text: String) throws -> [ArgumentValue]? {
        try CucumberExpression(expression).match(text)?.map(\.value)
    }

    /// The message of the error `expression` fails with, or nil when it compiles.
    private func message(_ expression: String) -> String? {
        do {
            _ = try CucumberExpression(expression)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: parameter types

    @Test(
        "each built-in parameter type converts its text",
        arguments: [
            ("{int}", "42", ArgumentValue.int(42)),
            ("{byte}", "-128", .int(-128)),
            ("{short}", "32767", .int(32767)),
            ("{long}", "-9223372036854775808", .int(Int.min)),
            ("{float}", "2.5", .double(2.5)),
            ("{double}", "-0.125", .double(-0.125)),
            ("{biginteger}", "123456789012345678901234567890", .decimal("123456789012345678901234567890")),
            ("{bigdecimal}", "-0.10", .decimal("-0.10")),
            ("{word}", "blind", .string("blind")),
            ("{string}", "\"blind mice\"", .string("blind mice")),
            ("{}", "anything at all", .string("anything at all")),
        ])
    func parameterTypes(expression: String, text: String, value: ArgumentValue) throws {
        #expect(try values(expression, text) == [value])
    }

    @Test("each argument names its parameter type; the anonymous one has an empty name")
    func parameterTypeNames() throws {
        let arguments = try #require(try CucumberExpression("{int} {word} {}").match("1 two three"))
        #expect(arguments.map(\.parameterType) == ["int", "word", ""])
    }

    @Test(
        "negative numbers",
        arguments: [
            ("{int}", "-7", ArgumentValue.int(-7)),
            ("{float}", "-.5", .double(-0.5)),
            ("{double}", "-3.25", .double(-3.25)),
            ("{bigdecimal}", "-1.5", .decimal("-1.5")),
            ("{biginteger}", "-99999999999999999999", .decimal("-99999999999999999999")),
        ])
    func negativeNumbers(expression: String, text: String, value: ArgumentValue) throws {
        #expect(try values(expression, text) == [value])
    }

    @Test(
        "floats as the reference reads them: leading dot, capital-E exponent, signs",
        arguments: [
            (".5", 0.5), ("1E3", 1000.0), ("1.5E-3", 0.0015), ("+2", 2.0), ("7", 7.0), ("+.5E+2", 50.0),
        ])
    func floats(text: String, value: Double) throws {
        #expect(try values("{float}", text) == [.double(value)])
    }

    @Test(
        "texts the float pattern rejects: lowercase exponent, trailing dot, no digits",
        arguments: [
            "1e3", "5.", "-", "+", "E3", "1.2.3", "1,000",
        ])
    func notFloats(text: String) throws {
        #expect(try values("{float}", text) == nil)
    }

    @Test("integers do not match decimals, signs other than minus, or nothing", arguments: ["1.5", "+3", "", "- 3", "3 "])
    func notIntegers(text: String) throws {
        #expect(try values("{int}", text) == nil)
    }

    @Test(
        "whole numbers outside their type's range match but do not convert",
        arguments: [
            ("{byte}", "128"), ("{byte}", "-129"), ("{short}", "32768"), ("{int}", "2147483648"),
            ("{int}", "-2147483649"), ("{long}", "9223372036854775808"),
        ])
    func outOfRange(expression: String, text: String) throws {
        let found = try #require(try values(expression, text))
        guard case .unconvertible(let reason) = found.first else {
            Issue.record("expected an unconvertible value, got \(found)")
            return
        }
        #expect(reason.contains("[\(text)]"))
    }

    @Test("digits of other scripts count, as \\d does in the reference")
    func unicodeDigits() throws {
        #expect(try values("{int}", "٤٢") == [.int(42)])
        #expect(try values("{float}", "３.５") == [.double(3.5)])
        #expect(try values("{biginteger}", "१२३") == [.decimal("123")])
    }

    // MARK: {string}

    @Test(
        "{string} takes double or single quotes and removes them",
        arguments: [
            (#"say "hello""#, "hello"), ("say 'hello'", "hello"), (#"say """#, ""), ("say ''", ""),
            (#"say "it's""#, "it's"), (#"say '"quoted"'"#, #""quoted""#),
        ])
    func strings(text: String, value: String) throws {
        #expect(try values("say {string}", text) == [.string(value)])
    }

    @Test("{string} unescapes \\\" and \\' only; other backslashes stay")
    func stringEscapes() throws {
        #expect(try values("{string}", #""a \"b\" c""#) == [.string(#"a "b" c"#)])
        #expect(try values("{string}", #"'it\'s'"#) == [.string("it's")])
        #expect(try values("{string}", #""back\\slash""#) == [.string(#"back\\slash"#)])
        #expect(try values("{string}", #""tab\t""#) == [.string(#"tab\t"#)])
    }

    @Test("{string} does not match mismatched or missing quotes", arguments: [#""open"#, #""mixed'"#, "bare", #"'a' b"#])
    func notStrings(text: String) throws {
        #expect(try values("{string}", text) == nil)
    }

    @Test("an argument keeps the text it matched and where, in UTF-16 units")
    func argumentText() throws {
        let arguments = try #require(try CucumberExpression("three {string} and {int} mice").match(#"three "blind" and 4 mice"#))
        #expect(arguments.map(\.text) == [#""blind""#, "4"])
        #expect(arguments.map(\.start) == [6, 18])
        #expect(arguments[0].group.children.first?.value == "blind")
    }

    // MARK: optional text and alternation

    @Test(
        "optional text and alternatives combine",
        arguments: [
            ("I have 1 cucumber in my belly", [ArgumentValue.int(1)]),
            ("I have 2 cucumbers in my stomach", [.int(2)]),
            ("I have 2 cucumbers in my", nil),
            ("I have 2 cucumberss in my belly", nil),
        ] as [(String, [ArgumentValue]?)])
    func optionalAndAlternation(text: String, expected: [ArgumentValue]?) throws {
        #expect(try values("I have {int} cucumber(s) in my belly/stomach", text) == expected)
    }

    @Test(
        "an alternative may hold optional text beside its own",
        arguments: [
            ("3 rats", true), ("1 rat", true), ("2 mice", true), ("1 mouse", true), ("1 mouses", false), ("1 ratmouse", false),
        ])
    func optionalInsideAlternative(text: String, matches: Bool) throws {
        #expect((try values("{int} rat(s)/mouse/mice", text) != nil) == matches)
    }

    @Test("alternation stops at whitespace and at a parameter")
    func alternationBoundaries() throws {
        #expect(try values("{int}st/nd/rd/th place", "2nd place") == [.int(2)])
        #expect(try values("x/y{int}z/w", "y5w") == [.int(5)])
        #expect(try values("x/y{int}z/w", "x5z") == [.int(5)])
        #expect(try values("a/b c", "b c") == [])
        #expect(try values("a/b c", "a/b c") == nil)
        #expect(try CucumberExpression("a/b c/d").regularExpression == "^(?:a|b) (?:c|d)$")
    }

    // MARK: escapes

    @Test(
        "escaped special characters are plain text",
        arguments: [
            (#"\{int\}"#, "{int}"), (#"12\/2020"#, "12/2020"), (#"\(not optional\)"#, "(not optional)"),
            (#"back\\slash"#, #"back\slash"#), (#"one\ word"#, "one word"), (#"a \{{int}\}"#, "a {5}"),
            // An escaped backslash leaves the following ( and { their meaning.
            (#"at \\(noon) \\{word}"#, #"at \ \now"#),
        ])
    func escapes(expression: String, text: String) throws {
        #expect(try CucumberExpression(expression).match(text) != nil)
    }

    @Test("an escaped slash is not an alternation")
    func escapedSlash() throws {
        #expect(try values(#"12\/2020"#, "12") == nil)
        #expect(try values(#"12\/2020"#, "2020") == nil)
    }

    @Test("characters special in regular expressions match themselves")
    func regexCharacters() throws {
        #expect(try values("a.b*c+d?[e]^$|", "a.b*c+d?[e]^$|") == [])
        #expect(try values("a.b", "axb") == nil)
    }

    // MARK: Unicode and whole-text matching

    @Test("Unicode text, optional Cyrillic and astral characters")
    func unicode() throws {
        #expect(try values("Привет, Мир(ы)!", "Привет, Мир!") == [])
        #expect(try values("Привет, Мир(ы)!", "Привет, Миры!") == [])
        let arguments = try #require(try CucumberExpression("😀 {int}").match("😀 5"))
        #expect(arguments.map(\.value) == [.int(5)])
        #expect(arguments[0].start == 3)  // the emoji is two UTF-16 units
    }

    @Test(
        "the whole step must match, not a part of it",
        arguments: [
            "three mice!", "see three mice", "three mice\n", "three  mice",
        ])
    func wholeText(text: String) throws {
        #expect(try values("three mice", text) == nil)
    }

    @Test("an empty expression matches only an empty step")
    func empty() throws {
        #expect(try values("", "") == [])
        #expect(try values("", " ") == nil)
    }

    // MARK: errors, as the reference words them

    @Test("an unknown parameter type")
    func unknownParameterType() {
        #expect(
            message("I have {colour} eyes") == """
                This Cucumber Expression has a problem at column 8:

                I have {colour} eyes
                       ^------^
                Undefined parameter type 'colour'.
                Please register a ParameterType for 'colour'
                """)
    }

    @Test("an empty optional")
    func emptyOptional() {
        #expect(
            message("three () mice") == """
                This Cucumber Expression has a problem at column 7:

                three () mice
                      ^^
                An optional must contain some text.
                If you did not mean to use an optional you can use '\\(' to escape the '('
                """)
    }

    @Test("an alternation inside an optional")
    func alternationInOptional() {
        #expect(
            message("a (b/c) d") == """
                This Cucumber Expression has a problem at column 5:

                a (b/c) d
                    ^
                An alternation can not be used inside an optional.
                If you did not mean to use an alternation you can use '\\/' to escape the '/'. \
                Otherwise rephrase your expression or consider using a regular expression instead.
                """)
    }

    @Test("a parameter type inside an optional, alone or beside text")
    func parameterInOptional() {
        #expect(
            message("I have ({int}) cats") == """
                This Cucumber Expression has a problem at column 9:

                I have ({int}) cats
                        ^---^
                An optional may not contain a parameter type.
                If you did not mean to use an parameter type you can use '\\{' to escape the '{'
                """)
        #expect(message("(a {word})")?.hasPrefix("This Cucumber Expression has a problem at column 4:\n\n(a {word})\n   ^----^\n") == true)
    }

    @Test("an optional inside an optional")
    func nestedOptional() {
        #expect(
            message("x ((y)z)") == """
                This Cucumber Expression has a problem at column 4:

                x ((y)z)
                   ^-^
                An optional may not contain an other optional.
                If you did not mean to use an optional type you can use '\\(' to escape the '('. \
                For more complicated expressions consider using a regular expression instead.
                """)
    }

    @Test("optional text nested past 100 levels is refused at the first parenthesis too many, never a crash")
    func nestedTooDeeply() throws {
        // 100,000 levels: 2,500 overflowed the main thread's stack when nesting was unbounded.
        let depth = 100_000
        let deep = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
        let error = try #require(message(deep))
        #expect(error.hasPrefix("This Cucumber Expression has a problem at column 101:\n\n"))
        #expect(
            error.hasSuffix(
                """
                \(String(repeating: " ", count: 100))^
                Optional text may not be nested more than 100 levels deep.
                An optional may not contain an other optional anyway: if you did not mean to use optional text you can use '\\(' to escape the '('
                """))

        // At the limit, the reference's own message for an optional inside an optional.
        let atLimit = String(repeating: "(", count: 100) + "x" + String(repeating: ")", count: 100)
        #expect(message(atLimit)?.contains("An optional may not contain an other optional.") == true)
    }

    @Test("a missing closing brace or parenthesis")
    func unfinished() {
        #expect(
            message("I have {int cats") == """
                This Cucumber Expression has a problem at column 8:

                I have {int cats
                       ^
                The '{' does not have a matching '}'.
                If you did not intend to use a parameter you can use '\\{' to escape the a parameter
                """)
        #expect(
            message("cat(s") == """
                This Cucumber Expression has a problem at column 4:

                cat(s
                   ^
                The '(' does not have a matching ')'.
                If you did not intend to use optional text you can use '\\(' to escape the optional text
                """)
    }

    @Test("reserved characters in a parameter name")
    func invalidParameterName() {
        #expect(
            message("{a/b}") == """
                This Cucumber Expression has a problem at column 3:

                {a/b}
                  ^
                Parameter names may not contain '{', '}', '(', ')', '\\' or '/'.
                Did you mean to use a regular expression?
                """)
    }

    @Test("empty alternatives and alternatives of optionals only")
    func badAlternatives() {
        #expect(
            message("x/ y") == """
                This Cucumber Expression has a problem at column 3:

                x/ y
                  ^
                Alternative may not be empty.
                If you did not mean to use an alternative you can use '\\/' to escape the '/'
                """)
        #expect(
            message("a/(b)") == """
                This Cucumber Expression has a problem at column 3:

                a/(b)
                  ^-^
                An alternative may not exclusively contain optionals.
                If you did not mean to use an optional you can use '\\(' to escape the '('
                """)
    }

    @Test("escapes of other characters and a trailing backslash")
    func badEscapes() {
        #expect(
            message(#"\d+"#) == #"""
                This Cucumber Expression has a problem at column 2:

                \d+
                 ^
                Only the characters '{', '}', '(', ')', '\', '/' and whitespace can be escaped.
                If you did mean to use an '\' you can use '\\' to escape it
                """#)
        #expect(
            message(#"end\"#) == #"""
                This Cucumber Expression has a problem at column 4:

                end\
                   ^
                The end of line can not be escaped.
                You can use '\\' to escape the '\'
                """#)
    }

    @Test("columns count code points, so an emoji is one column")
    func columnsInCodePoints() {
        #expect(message("😀 {nope}")?.hasPrefix("This Cucumber Expression has a problem at column 3:\n\n😀 {nope}\n  ^----^\n") == true)
    }

    @Test("the first problem in reading order is the one reported")
    func firstProblem() throws {
        let error = try #require(throws: CucumberExpressionError.self) { try CucumberExpression("{nope} ()") }
        #expect(error.problem == .undefinedParameterType(name: "nope"))
    }
}
