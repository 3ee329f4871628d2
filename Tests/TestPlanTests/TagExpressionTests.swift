import TestPlan
import Testing

/// Tag expressions without the shared testdata: the reference's precedence, escapes and error
/// messages, plus cases the shared files do not cover.
@Suite("Tag expressions")
struct TagExpressionTests {
    /// The reference's message for `expression`, built here so each case states only its reason.
    private static func message(_ expression: String, _ detail: String) -> String {
        "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(detail)"
    }

    private func canonical(_ text: String) throws -> String {
        try TagExpression.parse(text).description
    }

    // MARK: Precedence and grouping

    @Test(
        "not binds tighter than and, and tighter than or",
        arguments: [
            ("@a or @b and @c", "( @a or ( @b and @c ) )"),
            ("@a and @b or @c", "( ( @a and @b ) or @c )"),
            ("not @a and @b", "( not ( @a ) and @b )"),
            ("not @a or @b", "( not ( @a ) or @b )"),
            ("@a or not @b and @c", "( @a or ( not ( @b ) and @c ) )"),
        ])
    func precedence(text: String, expected: String) throws {
        #expect(try canonical(text) == expected)
    }

    @Test("and and or group from the left; not nests to the right")
    func associativity() throws {
        #expect(try TagExpression.parse("@a or @b or @c") == .or(.or(.tag("@a"), .tag("@b")), .tag("@c")))
        #expect(try TagExpression.parse("@a and @b and @c") == .and(.and(.tag("@a"), .tag("@b")), .tag("@c")))
        #expect(try TagExpression.parse("not not @a") == .not(.not(.tag("@a"))))
        #expect(try canonical("not not @a") == "not ( not ( @a ) )")
    }

    @Test("parentheses override precedence")
    func parenthesesOverride() throws {
        let grouped = try TagExpression.parse("(@a or @b) and @c")
        #expect(grouped == .and(.or(.tag("@a"), .tag("@b")), .tag("@c")))
        #expect(grouped.evaluate(["@a"]) == false)
        #expect(try TagExpression.parse("@a or @b and @c").evaluate(["@a"]) == true)
    }

    @Test("not before a parenthesised and/or is printed without doubled parentheses")
    func notOfBinary() throws {
        #expect(try canonical("not (@a or @b)") == "not ( @a or @b )")
        #expect(try canonical("not (not @a)") == "not ( not ( @a ) )")
        #expect(try canonical("not ((@a))") == "not ( @a )")
    }

    // MARK: Evaluation

    @Test(
        "evaluation follows the boolean operators",
        arguments: [
            ("@smoke and not @wip", ["@smoke"], true),
            ("@smoke and not @wip", ["@smoke", "@wip"], false),
            ("@smoke and not @wip", [], false),
            ("not (@a or @b)", [], true),
            ("not (@a or @b)", ["@b"], false),
            ("@a and (@b or @c)", ["@a", "@c"], true),
            ("@a and (@b or @c)", ["@b", "@c"], false),
        ])
    func evaluation(text: String, tags: [String], expected: Bool) throws {
        #expect(try TagExpression.parse(text).evaluate(tags) == expected)
    }

    @Test("the empty expression, and one of only whitespace, select everything and print as nothing", arguments: ["", "   ", "\t\n"])
    func empty(text: String) throws {
        let expression = try TagExpression.parse(text)
        #expect(expression == .always)
        #expect(expression.description == "")
        #expect(expression.evaluate([String]()))
        #expect(expression.evaluate(["@anything"]))
    }

    @Test("tags are matched in any kind of collection")
    func collections() throws {
        let expression = try TagExpression.parse("@a and not @b")
        #expect(expression.evaluate(Set(["@a", "@c"])))
        #expect(expression.evaluate(["@a", "@a"]))
        #expect(!expression.evaluate(["@c": 1, "@b": 2, "@a": 3].keys))
    }

    @Test("names are case-sensitive and keywords are lower case only")
    func caseSensitivity() throws {
        #expect(try !TagExpression.parse("@Smoke").evaluate(["@smoke"]))
        #expect(throws: TagExpressionError(expression: "@a AND @b", reason: .expectedOperator)) {
            try TagExpression.parse("@a AND @b")
        }
        // Words that merely start with a keyword are tags.
        #expect(try canonical("android and notable or order") == "( ( android and notable ) or order )")
    }

    @Test("tags with non-ASCII names")
    func unicodeNames() throws {
        let expression = try TagExpression.parse("(@café or @日本語) and not @🚀")
        #expect(expression.evaluate(["@café"]))
        #expect(expression.evaluate(["@日本語"]))
        #expect(!expression.evaluate(["@日本語", "@🚀"]))
        #expect(expression.description == "( ( @café or @日本語 ) and not ( @🚀 ) )")
    }

    @Test("names match scalar for scalar, as the reference compares code units")
    func noCanonicalEquivalence() throws {
        let precomposed = "@caf\u{E9}"
        let decomposed = "@cafe\u{301}"
        #expect(precomposed == decomposed)  // Swift's own == would have matched them
        #expect(try !TagExpression.parse(precomposed).evaluate([decomposed]))
        #expect(try TagExpression.parse(decomposed).evaluate([decomposed]))
    }

    // MARK: Escapes and whitespace

    @Test("an escaped space joins words into one tag")
    func escapedSpace() throws {
        let expression = try TagExpression.parse(#"@a\ b"#)
        #expect(expression == .tag("@a b"))
        #expect(expression.evaluate(["@a b"]))
        #expect(!expression.evaluate(["@a", "b"]))
        #expect(expression.description == #"@a\ b"#)
    }

    @Test(
        "escaped backslashes and parentheses are part of the name",
        arguments: [
            (#"@a\\"#, #"@a\"#),
            (#"@\(x\)"#, "@(x)"),
            (#"@a\\\(b"#, #"@a\(b"#),
            (#"@\\\\"#, #"@\\"#),
        ])
    func escapedCharacters(text: String, name: String) throws {
        let expression = try TagExpression.parse(text)
        #expect(expression == .tag(name))
        #expect(expression.description == text)
    }

    @Test("an escaped tab is kept in the name but printed as an escaped space, as the reference does")
    func escapedTab() throws {
        let expression = try TagExpression.parse("@a\\\tb")
        #expect(expression == .tag("@a\tb"))
        #expect(expression.description == #"@a\ b"#)
        #expect(try TagExpression.parse(expression.description) == .tag("@a b"))
    }

    @Test("whitespace of every kind the reference knows separates words")
    func whitespaceSeparates() throws {
        let expected = TagExpression.and(.tag("@a"), .tag("@b"))
        #expect(try TagExpression.parse("@a\tand\n@b") == expected)
        #expect(try TagExpression.parse("@a\u{A0}and\u{3000}@b") == expected)
        #expect(try TagExpression.parse("\u{FEFF}@a and @b\r\n") == expected)
        // U+0085 is whitespace to Swift but not to the reference's `\s`.
        #expect(try TagExpression.parse("@a\u{85}b") == .tag("@a\u{85}b"))
    }

    @Test("parentheses need no spaces around them")
    func tightParentheses() throws {
        #expect(try canonical("not(@a)and(@b)") == "( not ( @a ) and @b )")
    }

    @Test("an escaped parenthesis standing alone is a parenthesis, because the reference classifies words after unescaping")
    func loneEscapedParenthesis() {
        #expect(throws: TagExpressionError(expression: #"@a or \("#, reason: .unmatchedOpeningParenthesis)) {
            try TagExpression.parse(#"@a or \("#)
        }
        #expect(throws: TagExpressionError(expression: #"\)"#, reason: .expectedOperand)) {
            try TagExpression.parse(#"\)"#)
        }
    }

    @Test("a backslash at the very end is dropped, as the reference does")
    func trailingBackslash() throws {
        #expect(try TagExpression.parse(#"@a\"#) == .tag("@a"))
        #expect(try TagExpression.parse(#"\"#) == .always)
    }

    // MARK: Errors

    @Test(
        "malformed expressions fail with the reference's message",
        arguments: [
            ("()", "Expected operand."),
            ("( )", "Expected operand."),
            ("@a and ()", "Expected operand."),
            (")", "Expected operand."),
            ("and @a", "Expected operand."),
            ("@a or or @b", "Expected operand."),
            ("@a or", "Expected operand."),
            ("not", "Expected operand."),
            ("not not", "Expected operand."),
            ("@a and not", "Expected operand."),
            ("(@a and)", "Expected operand."),
            ("@a @b", "Expected operator."),
            ("@a not @b", "Expected operator."),
            ("@a (@b)", "Expected operator."),
            ("(@a) @b", "Expected operator."),
            ("@a (", "Expected operator."),
            ("@a )", "Unmatched )."),
            ("(@a))", "Unmatched )."),
            ("(", "Unmatched (."),
            ("((@a)", "Unmatched (."),
            ("@a and (", "Unmatched (."),
            ("(not @a", "Unmatched (."),
            (#"@a\b"#, #"Illegal escape before "b"."#),
            (#"\and"#, #"Illegal escape before "a"."#),
            (#"@\é"#, #"Illegal escape before "é"."#),
        ])
    func errors(text: String, detail: String) {
        do {
            let parsed = try TagExpression.parse(text)
            Issue.record("expected an error, parsed \(parsed)")
        } catch {
            #expect(error.description == Self.message(text, detail))
        }
    }

    @Test("escapes are checked before the grammar, as the reference tokenizes first")
    func escapeErrorsComeFirst() {
        #expect(throws: TagExpressionError(expression: #"@a @b (\x"#, reason: .illegalEscape(before: "x"))) {
            try TagExpression.parse(#"@a @b (\x"#)
        }
    }

    @Test("the error keeps the expression and the reason")
    func errorParts() {
        do {
            _ = try TagExpression.parse("@a and")
            Issue.record("expected an error")
        } catch {
            #expect(error.expression == "@a and")
            #expect(error.reason == .expectedOperand)
        }
    }

    // MARK: Size

    @Test("deeply nested parentheses")
    func deepNesting() throws {
        let depth = 500
        let text = String(repeating: "(", count: depth) + "@a" + String(repeating: ")", count: depth)
        let expression = try TagExpression.parse(text)
        #expect(expression == .tag("@a"))
        #expect(expression.description == "@a")
        #expect(throws: TagExpressionError(expression: text + ")", reason: .unmatchedClosingParenthesis)) {
            try TagExpression.parse(text + ")")
        }

        let nots = String(repeating: "not (", count: depth) + "@a" + String(repeating: ")", count: depth)
        let negated = try TagExpression.parse(nots)
        #expect(negated.evaluate(["@a"]) == (depth % 2 == 0))
        #expect(negated.description == String(repeating: "not ( ", count: depth) + "@a" + String(repeating: " )", count: depth))
    }

    /// Deep enough to have overflowed the stack when nesting was unbounded (a `not` chain of
    /// 30,000 already did on the main thread); about 400 KB of text, read in milliseconds.
    static let hostileDepth = 100_000

    /// Expressions `hostileDepth` levels deep, by shape. Named, so that a test's arguments print
    /// as a word rather than as 400 KB of text.
    static func hostile(_ shape: String) -> String {
        let depth = hostileDepth
        switch shape {
        case "not chain": return String(repeating: "not ", count: depth) + "@native"
        case "nested and": return String(repeating: "(@a and ", count: depth) + "@native" + String(repeating: ")", count: depth)
        case "nested not": return String(repeating: "not (", count: depth) + "@native" + String(repeating: ")", count: depth)
        // A chain groups from the left, so each `or` holds the one before it: as deep as it is long.
        default: return Array(repeating: "@a", count: depth).joined(separator: " or ")
        }
    }

    @Test(
        "nesting past 1,000 levels is refused with a message naming the limit, never a crash",
        arguments: ["not chain", "nested and", "nested not", "or chain"])
    func tooDeep(shape: String) {
        let text = Self.hostile(shape)
        do {
            let expression = try TagExpression.parse(text)
            Issue.record("read an expression \(Self.hostileDepth) levels deep: \(expression.evaluate(["@native"]))")
        } catch {
            #expect(error.description.hasSuffix("could not be parsed: it is nested more than 1,000 levels deep (each not, and and or is a level)"))
            // The message quotes the start of the expression, not all of its 400 KB.
            #expect(error.description.count < 200)
            #expect(error.expression == text)
        }
    }

    @Test("1,000 levels is the most an expression may nest: it reads and evaluates; one more is refused")
    func atTheLimit() throws {
        let nots = String(repeating: "not ", count: 1_000) + "@native"
        let negated = try TagExpression.parse(nots)
        #expect(negated.evaluate(["@native"]))
        #expect(negated.names == ["@native"])
        #expect(negated.description.hasPrefix("not ( not ( "))
        #expect(try TagExpression.parse(negated.description) == negated)
        #expect(throws: TagExpressionError.self) { try TagExpression.parse("not " + nots) }

        // Parentheses that add no operator add no level.
        let wrapped = String(repeating: "(", count: 5_000) + "@native" + String(repeating: ")", count: 5_000)
        #expect(try TagExpression.parse(wrapped) == .tag("@native"))

        let chain = (1...1_000).map { "@t\($0)" }.joined(separator: " or ")
        #expect(try TagExpression.parse(chain).evaluate(["@t1000"]))
        #expect(throws: TagExpressionError.self) { try TagExpression.parse(chain + " or @t1001 or @t1002") }
    }

    @Test("long chains group from the left")
    func longChains() throws {
        let tags = (1...300).map { "@t\($0)" }
        let anyOf = try TagExpression.parse(tags.joined(separator: " or "))
        #expect(anyOf.evaluate(["@t300"]))
        #expect(!anyOf.evaluate(["@t301"]))
        // Left-grouped, the text opens with one parenthesis per `or` and closes each after a tag.
        let text = anyOf.description
        #expect(text.prefix { $0 == "(" || $0 == " " }.count == 2 * 299)
        #expect(text.suffix(18) == "@t299 ) or @t300 )")

        let allOf = try TagExpression.parse(tags.joined(separator: " and "))
        #expect(allOf.evaluate(tags))
        #expect(!allOf.evaluate(tags.dropLast()))
    }

    @Test(
        "the canonical text reads back as the same expression",
        arguments: [
            "@a and not (@b or @c)",
            #"not @a\(\) or @b and not @c or not @d or @e and @f"#,
            #"@x\\ or (@y\\\)) or (@z\\)"#,
            "not not (@a and @b)",
        ])
    func roundTrip(text: String) throws {
        let expression = try TagExpression.parse(text)
        #expect(try TagExpression.parse(expression.description) == expression)
    }
}
