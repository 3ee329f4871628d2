import Gherkin
import JSON
import TestPlan
import Testing

/// `stepwise plan --format json` writes the plan in pieces as it goes; what it writes must be
/// the very document the plan's JSON value makes, byte for byte.
@Suite("The plan's JSON, written in pieces")
struct PlanJSONStreamTests {
    @Test(
        "written in pieces, the JSON is render(plan).text exactly: undefined, ambiguous, tables, doc strings, sources, arguments, EN 301 549 clauses"
    )
    func sameBytes() throws {
        var text = "@native @keys\nFeature: Toggle \"quoted\" \\ and \u{1}\n"
        for index in 1...400 {
            text += """
                  Scenario: S\(index) <\(index)>
                    # source: criteria/toggle.md:\(index) platforms: android
                    When I press the "TAB" key \(index) times
                    Then the toggle changes
                    And something nobody wrote guidance for \(index % 3)
                    And twice defined
                    And a table
                      | a | b "c" |
                      | 1 | 2     |
                    And a doc
                      \"\"\"
                      line one
                      line "two"
                      \"\"\"

                """
        }
        let steps = """
            ## I press the {string} key {int} times
            Press it.

            ## the toggle changes
            Kind: check
            Short: Pass when it says "on" \\ at once.
            WCAG: 4.1.2
            EN 301 549: 11.5.2.15
            Look at it.

            ## twice defined
            One.

            ## twice {word}
            Two.

            ## a table
            Read it.

            ## a doc
            Read it.
            """
        let definitions = try StepLibraryReader.read(steps, file: "steps/keys.md").get()
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "features/t.feature", ids: ids) else {
            Issue.record("the feature does not parse")
            return
        }
        let plan = Planner.plan(
            [
                PlanSource(
                    uri: "features/t.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "features/t.feature"))
            ],
            library: StepLibrary(definitions: definitions), selection: PlanSelection())
        #expect(!plan.undefined.isEmpty && !plan.ambiguous.isEmpty)
        var pieces: [[UInt8]] = []
        PlanJSON.write(plan) { pieces.append($0) }
        #expect(pieces.count > 2, "a large plan is written in pieces")
        #expect(pieces.dropLast().allSatisfy { $0.count >= 1 << 16 })
        #expect(String(decoding: pieces.flatMap { $0 }, as: UTF8.self) == PlanJSON.render(plan).text)
        #expect(PlanJSON.render(plan).text.contains("\"en301549\":[\"11.5.2.15\"]"))
    }
}
