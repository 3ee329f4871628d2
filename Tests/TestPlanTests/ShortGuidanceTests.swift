import Gherkin
import JSON
import TestPlan
import Testing

/// A definition's `Short:` line, and a platform subsection's own, as the session says them by
/// default: read apart from the guidance, chosen per platform, carried on each planned step and
/// in the plan's JSON.
@Suite("Short guidance in step libraries")
struct ShortGuidanceTests {
    static let library = """
        ## I press the {string} key
        Kind: action
        Short: Press the named key once.

        Press the key once, with focus on the element.

        ```text
        Short: inside a fence, guidance like any other line
        ```

        ### iOS
        Short: With Full Keyboard Access on, press the key once.
        Turn on Full Keyboard Access first.

        ### Web
        short: Press the key; Enter activates links.
        Use the browser window.

        ## the toggle changes
        Kind: check
        WCAG: 4.1.2
        Why these criteria: its state.

        Look at the toggle.
        """

    static func definitions() throws -> [StepDefinition] {
        try StepLibraryReader.read(Self.library, file: "steps/short-guidance.md").get()
    }

    @Test("Short: under the heading and in a platform subsection are read apart from the guidance, in any case, not inside a fence")
    func reads() throws {
        let press = try Self.definitions()[0].guidance
        #expect(press.short == "Press the named key once.")
        #expect(press.shortSections == ["ios": "With Full Keyboard Access on, press the key once.", "web": "Press the key; Enter activates links."])
        #expect(!press.text(for: "ios").contains("Full Keyboard Access on, press"), "the short form is not part of the full text")
        #expect(press.text(for: "ios").hasSuffix("Turn on Full Keyboard Access first."))
        #expect(press.general.contains("Short: inside a fence, guidance like any other line"))
        #expect(try Self.definitions()[1].guidance.short == nil)
    }

    @Test("each platform hears its own short form, else the definition's; desktop and mobile web fall back to Web's")
    func perPlatform() throws {
        let press = try Self.definitions()[0].guidance
        #expect(press.shortText(for: "ios") == "With Full Keyboard Access on, press the key once.")
        #expect(press.shortText(for: "android") == "Press the named key once.")
        #expect(press.shortText(for: "desktop") == "Press the key; Enter activates links.")
        #expect(press.shortText(for: "mobile-web") == "Press the key; Enter activates links.")
        #expect(press.shortText(for: nil) == "Press the named key once.")
    }

    @Test("an empty Short: line, or a second one in the same place, is an error at its line")
    func errors() {
        let text =
            "## I wait\nKind: action\nShort:\n\n## I rest\nKind: action\nShort: Rest.\nShort: Rest again.\n\n### iOS\nShort: One.\nShort: Two.\n"
        guard case .failure(let problems) = StepLibraryReader.read(text, file: "steps/bad-short.md") else {
            Issue.record("read without errors")
            return
        }
        #expect(
            problems.errors.map(\.description) == [
                "steps/bad-short.md:3: error: an empty Short: line; say what to do and what passes",
                "steps/bad-short.md:8: error: a second Short: line; a step has one short form there",
                "steps/bad-short.md:12: error: a second Short: line in the iOS subsection; a step has one short form there",
            ])
    }

    @Test("each planned step carries its platform's short form, and the plan's JSON gives it as short, only where there is one")
    func planned() throws {
        let feature = """
            @native
            Feature: Toggle

              Scenario: Keys
                When I press the "TAB" key
                Then the toggle changes

            """
        let ids = IdGenerator()
        let document = try GherkinParser.parse(feature, uri: "features/short-guidance.feature", ids: ids).get()
        let source = PlanSource(
            uri: "features/short-guidance.feature", document: document,
            pickles: PickleCompiler(ids: ids).compile(document, uri: "features/short-guidance.feature"))
        let plan = Planner.plan(
            [source], library: StepLibrary(definitions: try Self.definitions()), selection: PlanSelection())
        let shorts = Dictionary(uniqueKeysWithValues: plan.scenarios.map { ($0.platform, $0.steps.map(\.shortGuidance)) })
        #expect(shorts["ios"] == ["With Full Keyboard Access on, press the key once.", nil])
        #expect(shorts["android"] == ["Press the named key once.", nil])
        let json = PlanJSON.render(plan).text
        #expect(json.contains("\"short\":\"With Full Keyboard Access on, press the key once.\""))
        #expect(json.components(separatedBy: "\"short\":").count - 1 == 2, "one short form for each platform's first step, none for the check")
        var bytes: [UInt8] = []
        PlanJSON.write(plan) { bytes += $0 }
        #expect(String(decoding: bytes, as: UTF8.self) == json)
    }
}
