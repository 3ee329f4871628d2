import Digest
import Foundation
import Gherkin
import JSON
import Testing
import WCAG

@testable import TestPlan

/// The planner and the plan's JSON take shortcuts for speed (a step text's facts kept, a
/// scenario's hash made in one buffer, eight bytes tested at a time for escapes). Each must
/// give exactly what the plain rule gives, or recorded verdicts would lose their scenarios and
/// tools would read other text.
@Suite("Planning shortcuts give what the plain rules give")
struct PlanningShortcutsTests {
    /// JSON's rule: `"` and `\` escaped, controls as `\n`-style or `\u00XX`, all else as it is.
    static func plainEscaped(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test("every ASCII character and some UTF-8, at every place in an eight-byte word, is escaped as JSON requires")
    func escaping() throws {
        var samples: [String] = ["", "plain text of some length, with nothing to escape at all", "é ✓ 🧪 多"]
        for value in 0..<0x80 {
            let character = String(UnicodeScalar(UInt8(value)))
            for before in 0..<17 {
                samples.append(String(repeating: "a", count: before) + character + String(repeating: "b", count: (before * 7) % 11))
            }
        }
        samples.append("Déjà \u{1F}vu \"quoted\" \\ back\tslash \u{7F}\u{80}\u{2028} and more text after it")
        for sample in samples {
            var bytes: [UInt8] = []
            bytes.appendJSONString(sample)
            let written = String(decoding: bytes, as: UTF8.self)
            #expect(written == Self.plainEscaped(sample), "\(sample.debugDescription)")
            // And any JSON reader gets the text back.
            let read = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) as? String
            #expect(read == sample)
        }
    }

    @Test("a scenario's content hash is SHA-256 of its steps' type and text, table rows and doc strings, as it always was")
    func contentHash() throws {
        let text = """
            Feature: F
              Scenario: S
                Given a table
                  | a | b "c" |
                  | 1 |       |
                When a doc
                  ```json
                  {"x": 1}
                  ```
                Then plain
                And a doc without type
                  \"\"\"
                  two
                  lines
                  \"\"\"

            """
        let ids = IdGenerator()
        let document = try GherkinParser.parse(text, uri: "f.feature", ids: ids).get()
        let pickle = try #require(PickleCompiler(ids: ids).compile(document, uri: "f.feature").first)
        let expected =
            "Context\ta table\n|a\u{1F}b \"c\"\n|1\u{1F}\n" + "Action\ta doc\n\"\"\"json\n{\"x\": 1}\n\"\"\"\n"
            + "Outcome\tplain\n" + "Outcome\ta doc without type\n\"\"\"\ntwo\nlines\n\"\"\"\n"
        #expect(ScenarioIdentity.contentHash(of: pickle) == SHA256.hash(expected))
        var buffer: [UInt8] = Array("left over from the last scenario".utf8)
        #expect(ScenarioIdentity.contentHash(of: pickle, buffer: &buffer) == SHA256.hash(expected))
    }

    @Test("criteria numbers order as their parts do, read from bytes or split")
    func criterionOrder() {
        func byParts(_ lhs: String, _ rhs: String) -> Bool {
            lhs.split(separator: ".").map { Int($0) ?? 0 }.lexicographicallyPrecedes(rhs.split(separator: ".").map { Int($0) ?? 0 })
        }
        let numbers = WCAGCriterion.all.map(\.number) + ["1.4", "1.4.0", "1.4.10.1", "300.1.1", "x", "", "2..1", "1.4.9 ", "01.4.9"]
        for (index, lhs) in WCAGCriterion.all.map(\.number).enumerated() {
            for (other, rhs) in WCAGCriterion.all.map(\.number).enumerated() where lhs != rhs {
                #expect(WCAGCriterion.precedes(lhs, rhs) == (index < other), "\(lhs) \(rhs)")
            }
        }
        for lhs in numbers {
            for rhs in numbers { #expect(WCAGCriterion.precedes(lhs, rhs) == byParts(lhs, rhs), "\(lhs) \(rhs)") }
        }
    }

    @Test("a scenario's id is the first 16 hex digits of SHA-256 over its path, rule, name, example values, platform and ordinal")
    func scenarioID() {
        let joined = ["features/a.feature", "Rule é", "Name <x>", "1\u{1F}two", "ios", "3"].joined(separator: "\u{1E}")
        let expected = String(SHA256.hash(joined).prefix(16))
        #expect(
            ScenarioIdentity.id(
                normalisedURI: "features/a.feature", rule: "Rule é", name: "Name <x>", exampleValues: ["1", "two"], platform: "ios", ordinal: 3)
                == expected)
        var buffer: [UInt8] = Array(repeating: 7, count: 500)
        #expect(
            ScenarioIdentity.id(
                normalisedURI: "features/a.feature", rule: "Rule é", name: "Name <x>", exampleValues: ["1", "two"], platform: "ios", ordinal: 3,
                buffer: &buffer) == expected)
        let plain = ["f", "", "N", "", "", "0"].joined(separator: "\u{1E}")
        #expect(
            ScenarioIdentity.id(uri: "./f", rule: nil, name: "N", exampleValues: [], platform: "", ordinal: 0)
                == String(SHA256.hash(plain).prefix(16)))
    }

    @Test("steps whose text repeats across scenarios, tags and platforms keep each scenario's own criteria, guidance and restrictions")
    func repeatedTexts() throws {
        let library = StepLibrary(
            definitions: try StepLibraryReader.read(
                """
                ## the focus moves
                Kind: check
                WCAG when @keyboard: 2.1.1
                WCAG: 2.4.7
                Look.

                ### iOS
                Swipe.

                ### Android
                Tab.

                ## I press {string}
                Kind: action
                Press.

                """, file: "steps/s.md"
            ).get())
        var text = "Feature: F\n"
        for index in 0..<40 {
            let tags = ["@native @keyboard", "@native", "@web", "@native @android"][index % 4]
            text += "  \(tags)\n  Scenario: S\(index)\n    When I press \"TAB\"\n    Then the focus moves\n    And the focus moves on Android only\n"
        }
        let ids = IdGenerator()
        let document = try GherkinParser.parse(text, uri: "f.feature", ids: ids).get()
        let pickles = PickleCompiler(ids: ids).compile(document, uri: "f.feature")
        let plan = Planner.plan([PlanSource(uri: "f.feature", document: document, pickles: pickles)], library: library, selection: PlanSelection())
        for scenario in plan.scenarios {
            let check = scenario.steps[1]
            let keyboard = scenario.tags.contains("@keyboard")
            #expect(check.wcag == (keyboard ? ["2.1.1"] : ["2.4.7"]), "\(scenario.name) on \(scenario.platform)")
            let guidance = library.definitions[0].guidance.text(for: scenario.platform.isEmpty ? nil : scenario.platform)
            #expect(check.guidance == guidance)
            #expect(scenario.steps[2].applicable == (scenario.platform != "ios"), "\(scenario.name) on \(scenario.platform)")
        }
        #expect(Set(plan.scenarios.map(\.platform)) == ["ios", "android", "desktop", "mobile-web"])
        #expect(plan.undefined.map(\.text) == ["the focus moves on Android only"])
        #expect(plan.undefined.first?.places.count == 40)
    }
}

@Suite("An expression's plain text turns steps away before its regular expression")
struct RequiredTextTests {
    @Test("a step is turned away only when the expression could not match it")
    func requiredText() throws {
        let expression = try CucumberExpression("I press the {string} key( twice) on the screen/page")
        #expect(expression.match("I press the \"TAB\" key on the page") != nil)
        #expect(expression.match("I press the \"TAB\" key twice on the screen") != nil)
        #expect(expression.match("I press the \"TAB\" on the page") == nil)
        #expect(expression.match("key I press the \"TAB\" on the page") == nil)
        // The plain text ends inside a character (e and a combining accent): the regular
        // expression matches scalars, so the step still matches.
        let accented = try CucumberExpression("the e{}")
        #expect(accented.match("the e\u{301}x") != nil)
        let escaped = try CucumberExpression("a \\{b\\} \\(c\\) d\\/e {int}")
        #expect(escaped.match("a {b} (c) d/e 3") != nil)
        #expect(escaped.match("a b c d/e 3") == nil)
    }
}

@Suite("A regular expression's plain text")
struct RegularExpressionRequiredTextTests {
    @Test(
        "only text outside groups and classes, with no quantifier on it, is required",
        arguments: [
            (#"^(.+) should follow button guidance$"#, [" should follow button guidance"]),
            (#"^the (\w+) and current data should be expressed$"#, ["the ", " and current data should be expressed"]),
            (#"^its current value should be expressed(?:, if applicable)?$"#, ["its current value should be expressed"]),
            (#"^abc?d+e*f{2}g$"#, ["ab", "g"]),
            (#"^a\.b\\c\/d \(N\/A\)$"#, [#"a.b\c/d (N/A)"#]),
            // What follows an escaped letter may be part of it (`\x41`), so it is passed too.
            (#"^x\d+y\bz\x41w\p{L}v$"#, ["x", "y"]),
            (#"^[]a]b[^]c]d[[a-z]&&[^q]]e$"#, ["b", "d", "e"]),
            (#"^on Android, \w+ should instruct "([^"]*)"$"#, ["on Android, ", #" should instruct ""#, #"""#]),
            (#"^a|b$"#, []),
            (#"(?i)^abc$"#, []),
            (#"^(?x) a b c$"#, []),
            (#"^\Qa.b\E$"#, []),
            (#"^a(b$"#, []),
            (#"^a+?b*+c$"#, ["c"]),
        ])
    func runs(pattern: String, expected: [String]) {
        #expect(RequiredText(regularExpression: pattern).texts == expected, "\(pattern)")
    }

    /// Every step text of the bundled criteria, and variations on it, put to every regular
    /// expression of the bundled library: the quick test never turns away a step the regular
    /// expression matches.
    @Test("no step a bundled regular expression matches is turned away")
    func bundled() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var definitions: [StepDefinition] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: root.path + "/steps") where file.hasSuffix(".md") {
            let text = try String(contentsOfFile: root.path + "/steps/" + file, encoding: .utf8)
            definitions += try StepLibraryReader.read(text, file: file).get()
        }
        let patterns = definitions.filter(\.isRegularExpression).map(\.source)
        #expect(patterns.count > 50)
        var texts = Set<String>()
        let enumerator = FileManager.default.enumerator(atPath: root.path + "/features")
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".feature") else { continue }
            let text = try String(contentsOfFile: root.path + "/features/" + path, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
                guard words.count == 2, ["Given", "When", "Then", "And", "But", "*"].contains(String(words[0])) else { continue }
                texts.insert(String(words[1]))
            }
        }
        #expect(texts.count > 500)
        var matched = 0
        for pattern in patterns {
            let required = RequiredText(regularExpression: pattern)
            let expression = try RegularExpressionStep(pattern)
            let whole = try NSRegularExpression(pattern: "(?:" + pattern + ")\\z")
            for text in texts {
                let matches = whole.firstMatch(in: text, options: [.anchored], range: NSRange(text.startIndex..., in: text)) != nil
                if matches {
                    matched += 1
                    #expect(required.isIn(text), "\(pattern) matches '\(text)' but its plain text \(required.texts) was not found")
                }
                #expect((expression.match(text) != nil) == matches, "\(pattern) on '\(text)'")
            }
        }
        #expect(matched > 100)
    }
}
