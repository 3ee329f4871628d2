import Gherkin
import TestPlan
import Testing

@Suite("WCAG 2.2 mapping of step definitions")
struct WCAGMappingTests {
    private let library = """
        # Keys

        ## I press TAB
        WCAG: 2.1.1, 2.4.3
        Press Tab.

        ## focus is visible
        WCAG: 2.4.7
        Look for the focus ring.

        ## I swipe
        Swipe right.

        """

    @Test("a definition's WCAG line lists its criteria in number order, and is not part of the guidance spoken")
    func read() throws {
        guard case .success(let definitions) = StepLibraryReader.read(library, file: "steps/keys.md") else {
            Issue.record("the library does not read")
            return
        }
        #expect(definitions.map(\.wcag) == [["2.1.1", "2.4.3"], ["2.4.7"], []])
        #expect(definitions[0].guidance.general == "Press Tab.")
        guard case .success(let ordered) = StepLibraryReader.read("## a\nWCAG: 1.4.10, 1.4.4, 1.4.10\n", file: "s.md") else { return }
        #expect(ordered[0].wcag == ["1.4.4", "1.4.10"])
        // The reasoning after it is kept for reviewers, out of what the tester hears.
        let reasoned = "## b\nWCAG: 2.5.3\n\nWhy these criteria: the visible label must be in the name.\n\nCompare the label with what is read.\n"
        guard case .success(let withReason) = StepLibraryReader.read(reasoned, file: "s.md") else { return }
        #expect(withReason[0].wcagReason == "Why these criteria: the visible label must be in the name.")
        #expect(withReason[0].guidance.general == "Compare the label with what is read.")
    }

    @Test(
        "an unknown criterion, or a WCAG line naming none, is a file:line error",
        arguments: [
            ("WCAG: 4.1.1", "unknown WCAG 2.2 success criterion '4.1.1'"), ("WCAG: 2.4.77", "'2.4.77'"), ("WCAG:", "names no success criterion"),
        ])
    func unknown(_ line: String, _ expected: String) {
        guard case .failure(let errors) = StepLibraryReader.read("## a step\n\(line)\nText.\n", file: "steps/a.md") else {
            Issue.record("\(line) was accepted")
            return
        }
        #expect(errors.errors.map(\.description).first?.hasPrefix("steps/a.md:2: error: ") == true, "\(errors.errors)")
        #expect(errors.errors.map(\.description).first?.contains(expected) == true, "\(errors.errors)")
    }

    @Test("a scenario evidences its steps' criteria; --wcag selects the scenarios that evidence one")
    func planned() throws {
        guard case .success(let definitions) = StepLibraryReader.read(library, file: "steps/keys.md"),
            case .success(let steps) = StepLibrary.make(definitions)
        else {
            Issue.record("the library does not read")
            return
        }
        let text = "Feature: F\n  Scenario: Keys\n    When I press TAB\n    Then focus is visible\n  Scenario: Gestures\n    When I swipe\n"
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "f.feature", ids: ids) else { return }
        let sources = [PlanSource(uri: "f.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "f.feature"))]
        let plan = Planner.plan(sources, library: steps, selection: PlanSelection())
        #expect(plan.scenarios.map(\.wcag) == [["2.1.1", "2.4.3", "2.4.7"], []])
        var selection = PlanSelection()
        selection.wcag = "2.4.7"
        #expect(Planner.plan(sources, library: steps, selection: selection).scenarios.map(\.name) == ["Keys"])
    }

    @Test("tag expressions select by the criteria and levels the steps evidence: @wcag-2.4.7, @wcag-a, @wcag-aa")
    func tags() throws {
        guard case .success(let definitions) = StepLibraryReader.read(library, file: "steps/keys.md"),
            case .success(let steps) = StepLibrary.make(definitions)
        else { return }
        let text = "Feature: F\n  Scenario: Keys\n    When I press TAB\n  Scenario: Gestures\n    When I swipe\n"
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(text, uri: "f.feature", ids: ids) else { return }
        let sources = [PlanSource(uri: "f.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "f.feature"))]
        func names(_ expression: String) throws -> [String] {
            var selection = PlanSelection()
            selection.tags = try TagExpression.parse(expression)
            return Planner.plan(sources, library: steps, selection: selection).scenarios.map(\.name)
        }
        #expect(try names("@wcag-2.1.1") == ["Keys"])
        #expect(try names("@wcag-a") == ["Keys"])
        #expect(try names("@wcag-aa").isEmpty, "2.1.1 and 2.4.3 are level A")
        #expect(try names("not @wcag-a") == ["Gestures"])
        #expect(WCAGTags.derived(criteria: ["2.4.7", "2.1.1"]) == ["@wcag-2.4.7", "@wcag-2.1.1", "@wcag-a", "@wcag-aa"])
    }

    @Test("the table is WCAG 2.2's: 86 success criteria with their levels; 4.1.1 is not among them")
    func table() {
        #expect(WCAGCriterion.all.count == 86)
        #expect(WCAGCriterion.named("2.4.7")?.level == .aa)
        #expect(WCAGCriterion.named("2.5.8")?.slug == "target-size-minimum")
        #expect(WCAGCriterion.named("4.1.1") == nil)
        #expect(WCAGCriterion.precedes("1.4.9", "1.4.10"))
    }

    @Test(
        "a step's kind: a Kind: line, default check; a WCAG line on a step that checks nothing is a file:line error",
        arguments: [
            ("## a\nKind: setup\nWCAG: 4.1.2\n", "steps/a.md:3: error: a setup step checks nothing, so it names no WCAG criterion"),
            ("## a\nKind: action\nWCAG when @keyboard: 2.1.1\n", "steps/a.md:3: error: an action step checks nothing"),
            ("## a\nKind: verify\n", "steps/a.md:2: error: unknown step kind 'verify'; the kinds are check, setup, action, condition, note"),
            ("## a\nKind: check\nWCAG when @keyboard: 2.1.1\n", "steps/a.md:3: error: a check with 'WCAG when' lines needs a plain 'WCAG:' line"),
            ("## a\nKind: check\nWCAG: 4.1.2\nWCAG when moon: 2.1.1\n", "steps/a.md:4: error: 'moon' is neither a tag (@keyboard) nor a platform"),
        ])
    func kinds(_ text: String, _ expected: String) {
        guard case .failure(let errors) = StepLibraryReader.read(text, file: "steps/a.md") else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(errors.errors.map(\.description).first?.hasPrefix(expected) == true, "\(errors.errors)")
    }

    @Test("criteria per scenario: the first 'WCAG when' line whose tag or platform the scenario has, else the WCAG line")
    func contextual() throws {
        let text = """
            ## it is activated
            Kind: check
            WCAG: 4.1.2
            WCAG when @keyboard: 2.1.1, 4.1.2
            WCAG when android: 4.1.2, 2.5.1
            Why these criteria: a key press is keyboard operation; a double-tap is not.

            Check it.

            ## I press TAB
            Kind: action
            Why no criteria: the next step judges it.

            ## plain
            Check.
            """
        guard case .success(let definitions) = StepLibraryReader.read(text, file: "s.md") else {
            Issue.record("the library does not read")
            return
        }
        #expect(definitions[0].criteria(tags: ["@Keyboard"], platform: "ios") == ["2.1.1", "4.1.2"])
        #expect(definitions[0].criteria(tags: ["@gestures"], platform: "ios") == ["4.1.2"])
        #expect(definitions[0].criteria(tags: ["@gestures"], platform: "android") == ["2.5.1", "4.1.2"])
        #expect(definitions[0].wcagReason?.hasPrefix("Why these criteria:") == true)
        #expect(definitions[0].guidance.general == "Check it.")
        #expect(definitions[1].kind == .action && definitions[1].kindIsExplicit)
        #expect(definitions[1].criteria(tags: [], platform: "ios").isEmpty)
        #expect(definitions[1].wcagReason == "Why no criteria: the next step judges it.")
        #expect(definitions[2].kind == .check && !definitions[2].kindIsExplicit)
    }
}
