import Testing

@testable import TestPlan

/// Regular expressions as step expressions: whole-text matching, which capture groups are
/// arguments, and which parameter type each group resolves to.
@Suite("Cucumber Expressions: regular-expression steps")
struct CucumberExpressionRegexStepTests {
    private func arguments(_ pattern: String, _ text: String) throws -> [StepArgument]? {
        try RegularExpressionStep(pattern).match(text)
    }

    @Test(
        "a group with a built-in type's pattern takes that type; others are strings",
        arguments: [
            (#"^(\d+)$"#, "12", ArgumentValue.int(12), "int"),
            (#"^(-?\d+)$"#, "-12", .int(-12), "int"),
            (#"^([^\s]+)$"#, "word", .string("word"), "word"),
            ("^(.*)$", "any thing", .string("any thing"), ""),
            (#"^(\w+)$"#, "abc", .string("abc"), ""),
            ("^(" + BuiltInParameterTypes.floatPattern + ")$", "1.5", .double(1.5), "double"),
        ])
    func groupTypes(pattern: String, text: String, value: ArgumentValue, type: String) throws {
        let found = try #require(try arguments(pattern, text))
        #expect(found.map(\.value) == [value])
        #expect(found.map(\.parameterType) == [type])
    }

    @Test("the whole text must match, even without anchors")
    func wholeText() throws {
        #expect(try arguments("cat", "cats") == nil)
        #expect(try arguments("cat", "a cat") == nil)
        #expect(try arguments("a|ab", "ab") == [])
        #expect(try arguments("^a$", "a\n") == nil)
    }

    @Test("only outermost capturing groups are arguments; nested groups hang below them")
    func groupStructure() throws {
        let found = try #require(try arguments(#"^(?:the )?(\w+) ((\d+) (?<unit>\w+))(?=!)!$"#, "the cat 3 kg!"))
        #expect(found.map(\.text) == ["cat", "3 kg"])
        #expect(found[1].group.children.map(\.value) == ["3", "kg"])
        // The reference converts a group with inner groups from its first inner group's text.
        #expect(found[1].value == .string("3"))
    }

    @Test("parentheses inside a character class or escaped open no group")
    func notGroups() throws {
        let found = try #require(try arguments(#"^([(\[]\((\d)\)) (y)$"#, "((3) y"))
        #expect(found.map(\.text) == ["((3)", "y"])
        #expect(found[0].group.children.map(\.value) == ["3"])
    }

    @Test("a named group keeps its name in its pattern, so it is never a parameter type")
    func namedGroup() throws {
        let found = try #require(try arguments(#"^(?<count>\d+)$"#, "12"))
        #expect(found.map(\.value) == [.string("12")])
    }

    @Test("a group that does not take part gives null, and no offsets")
    func absentGroup() throws {
        let found = try #require(try arguments(#"^I have (\d+)?\s?cats?( today)?$"#, "I have cats"))
        #expect(found.map(\.value) == [.null, .null])
        #expect(found.map(\.start) == [nil, nil])
    }

    @Test("a pattern that does not compile")
    func invalid() {
        #expect(throws: CucumberExpressionError.self) { try RegularExpressionStep("a(b") }
        let error = try? #require(throws: CucumberExpressionError.self) { try RegularExpressionStep("a(b") }
        #expect(error?.problem == .invalidRegularExpression)
        #expect(error?.description == "The regular expression /a(b/ does not compile")
    }

    /// The platform's regular expressions refuse groups nested 100 deep, before anything of
    /// ours goes down the nesting one call at a time (reading the groups, matching them).
    @Test("groups nested 100,000 deep do not compile: refused, never a crash")
    func nestedTooDeeply() {
        let deep = String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000)
        let error = try? #require(throws: CucumberExpressionError.self) { try RegularExpressionStep(deep) }
        #expect(error?.problem == .invalidRegularExpression)
        let nonCapturing = String(repeating: "(?:", count: 100_000) + "x" + String(repeating: ")", count: 100_000)
        #expect(throws: CucumberExpressionError.self) { try RegularExpressionStep(nonCapturing) }
        // As deep as real patterns go, and then some, groups still read and match.
        let fifty = String(repeating: "(", count: 50) + "x" + String(repeating: ")", count: 50)
        #expect((try? RegularExpressionStep(fifty))?.match("x")?.count == 1)
    }
}
