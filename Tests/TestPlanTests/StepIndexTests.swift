import Foundation
import Testing

@testable import TestPlan

/// The library offers a step only the definitions its index finds for it, and compiles a
/// Cucumber Expression only when a step gets that far. Neither may change what a step matches:
/// each is checked against the plain rule, every definition's regular expression run on the
/// step's whole text, in library order.
@Suite("The step index never changes a match")
struct StepIndexTests {
    /// What a match says, for comparing two: the definitions and the argument values.
    static func describe(_ match: StepLibrary.Match) -> String {
        switch match {
        case .defined(let definition, let arguments): return "defined \(definition.place) \(arguments.map { "\($0.value)" })"
        case .undefined: return "undefined"
        case .ambiguous(let found): return "ambiguous \(found.map(\.place))"
        }
    }

    /// The match by the plain rule: each definition's regular expression, compiled afresh
    /// without any shortcut, tried on the whole text; the arguments from a freshly compiled
    /// expression.
    struct PlainRule {
        let definitions: [StepDefinition]
        let wholeText: [NSRegularExpression]
        let expressions: [any StepExpression]

        init(_ definitions: [StepDefinition]) throws {
            self.definitions = definitions
            expressions = try definitions.map { definition -> any StepExpression in
                definition.isRegularExpression ? try RegularExpressionStep(definition.source) : try CucumberExpression(definition.source)
            }
            wholeText = try expressions.map { expression in
                let pattern = (expression as? CucumberExpression)?.regularExpression ?? expression.source
                return try NSRegularExpression(pattern: "(?:" + pattern + ")\\z")
            }
        }

        func match(_ text: String) -> String {
            var found: [(StepDefinition, [StepArgument])] = []
            for (index, regex) in wholeText.enumerated()
            where regex.firstMatch(in: text, options: [.anchored], range: NSRange(text.startIndex..., in: text)) != nil {
                found.append((definitions[index], expressions[index].match(text) ?? []))
            }
            switch found.count {
            case 0: return describe(.undefined)
            case 1: return describe(.defined(found[0].0, found[0].1))
            default: return describe(.ambiguous(found.map(\.0)))
            }
        }
    }

    static func bundledDefinitions() throws -> [StepDefinition] {
        var definitions: [StepDefinition] = []
        for file in BundledStepsTests.files("steps", suffix: ".md") {
            definitions += try StepLibraryReader.read(try String(contentsOf: file, encoding: .utf8), file: "steps/" + file.lastPathComponent).get()
        }
        return definitions
    }

    /// Every step text of the bundled features and tour, and for each a near miss that no
    /// definition is likely to match (a word changed), as a new feature's steps are.
    static func bundledStepTexts() throws -> [String] {
        var texts = Set<String>()
        for folder in ["features", "examples"] {
            let root = BundledStepsTests.repository.appendingPathComponent(folder).path
            let walker = FileManager.default.enumerator(atPath: root)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".feature") else { continue }
                for line in try String(contentsOfFile: root + "/" + path, encoding: .utf8).split(separator: "\n") {
                    let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
                    guard words.count == 2, ["Given", "When", "Then", "And", "But", "*"].contains(String(words[0])) else { continue }
                    texts.insert(String(words[1]))
                }
            }
        }
        var variants: [String] = []
        for text in texts.sorted() {
            variants.append(text)
            var words = text.split(separator: " ").map(String.init)
            words[words.count / 2] = "frobnicated"
            variants.append(words.joined(separator: " "))
        }
        return variants
    }

    @Test("every bundled step text, and a near miss of each, matches as the plain rule says")
    func bundled() throws {
        let definitions = try Self.bundledDefinitions()
        let library = try StepLibrary.make(definitions).get()
        let plain = try PlainRule(definitions)
        let texts = try Self.bundledStepTexts()
        #expect(texts.count > 2000)
        var outcomes: [String: Int] = [:]
        for text in texts {
            let expected = plain.match(text)
            outcomes[String(expected.prefix { $0 != " " }), default: 0] += 1
            #expect(Self.describe(library.match(text)) == expected, "\(text)")
        }
        // Both kinds are exercised, or the comparison proves little.
        #expect(outcomes["defined", default: 0] > 1000)
        #expect(outcomes["undefined", default: 0] > 500)
    }

    @Test("ambiguity is still reported, in file order, between a filed definition and one filed nowhere")
    func ambiguity() throws {
        // `{}` requires no text at all, so it is offered every step; the other is filed by its words.
        let text = "## the {} is shown\n\n## {}\n\n## /^(?:the|a) (.+) is (?:shown|visible)$/\n"
        let library = try StepLibrary.make(try StepLibraryReader.read(text, file: "s.md").get()).get()
        #expect(Self.describe(library.match("the dialog is shown")) == "ambiguous [\"s.md:1\", \"s.md:3\", \"s.md:5\"]")
        #expect(Self.describe(library.match("a dialog is visible")) == "ambiguous [\"s.md:3\", \"s.md:5\"]")
    }

    @Test(
        "a definition with no plain text, or too little to file, still matches",
        arguments: [
            ("## {}", "anything at all"),
            ("## {word} {int}", "press 3"),
            ("## I {word}", "I swipe"),
            ("## /^(.*)$/", "anything"),
            ("## /(?i)^PRESS (.+)$/", "press tab"),
            ("## /^a|b$/", "b"),
            ("## /^(?:ab|cd)e$/", "cde"),
        ])
    func unfiled(heading: String, text: String) throws {
        let library = try StepLibrary.make(try StepLibraryReader.read(heading + "\n", file: "s.md").get()).get()
        #expect(Self.describe(library.match(text)).hasPrefix("defined s.md:1"), "\(heading) on '\(text)'")
    }

    @Test("a library's Cucumber Expression, compiled when first needed, matches as one compiled at once")
    func compiledOnFirstMatch() throws {
        let source = "I have {int} cucumber(s) in my belly/stomach"
        let deferred = try CucumberExpression(compilingOnFirstMatch: source)
        let eager = try CucumberExpression(source)
        #expect(deferred.regularExpression == eager.regularExpression)
        let texts = [
            "I have 3 cucumbers in my belly", "I have 1 cucumber in my stomach", "I have 3 cucumbers in my hand", "I have many cucumbers in my belly",
        ]
        for text in texts {
            #expect(deferred.match(text)?.map(\.value) == eager.match(text)?.map(\.value), "\(text)")
        }
        // Reading still finds every error, though nothing is compiled.
        #expect(throws: CucumberExpressionError.self) { try CucumberExpression(compilingOnFirstMatch: "I press {unknown}") }
        #expect(throws: CucumberExpressionError.self) { try CucumberExpression(compilingOnFirstMatch: "I press (a)(b") }
    }
}

@Suite("Plain text required by alternatives")
struct AlternativeRequiredTextTests {
    @Test(
        "a group that must match requires one of its alternatives; one that need not, nothing",
        arguments: [
            (#"^(?:the user presses "SPACEBAR" on|I activate the) (.+)$"#, "I activate the switch", "I press the switch"),
            (#"^(?:the user presses "SPACEBAR" on|I activate the) (.+)$"#, "the user presses \"SPACEBAR\" on it", "the user presses TAB on it"),
            (#"^I SEE (?:a tooltip appears (.+)|the intended action occurs)$"#, "I SEE the intended action occurs", "I SEE the action occurs"),
            (#"^(?<which>left|right) swipe$"#, "left swipe", "up swipe"),
            (#"^(?>abc|abd)x$"#, "abdx", "abex"),
            (#"^(?:a|b)+c$"#, "abac", "xyzc"),
        ])
    func required(pattern: String, matching: String, turnedAway: String) throws {
        let required = RequiredText(regularExpression: pattern)
        #expect(required.isIn(matching), "\(pattern) turned away '\(matching)'")
        #expect(!required.isIn(turnedAway), "\(pattern) let '\(turnedAway)' through")
        #expect(try RegularExpressionStep(pattern).match(matching) != nil)
    }

    @Test(
        "what may be absent or is only looked at requires nothing",
        arguments: [
            (#"^(?:very )?big$"#, "big"),
            (#"^(?:very )*big$"#, "big"),
            (#"^(?:very ){0,2}big$"#, "big"),
            (#"^(?!no )(.+)$"#, "yes"),
            (#"^(?=.*yes)(.+)$"#, "a yes"),
            (#"^(?<!x)(.+)$"#, "any"),
            (#"^(?s:a.b)$"#, "a\nb"),
        ])
    func optional(pattern: String, matching: String) throws {
        #expect(RequiredText(regularExpression: pattern).isIn(matching), "\(pattern) turned away '\(matching)'")
        #expect(try RegularExpressionStep(pattern).match(matching) != nil, "\(pattern) on '\(matching)'")
    }

    @Test("a Cucumber alternation requires one of its words")
    func cucumberAlternation() throws {
        let expression = try CucumberExpression("I have {int} cucumber(s) in my belly/stomach")
        #expect(expression.requiredText.isIn("I have 3 cucumbers in my stomach"))
        #expect(expression.requiredText.isIn("I have 3 cucumbers in my belly"))
        #expect(!expression.requiredText.isIn("I have 3 cucumbers in my hand"))
    }
}
