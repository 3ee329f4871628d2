import Foundation
import Gherkin
import SharedFolder
import TestPlan
import Testing

@Suite("EN 301 549 clauses of step definitions")
struct EN301549MappingTests {
    private let library = """
        # Calls and apps

        ## the call should offer real-time text
        Kind: check
        Short: Pass when text can be sent as it is typed.
        EN 301 549: 6.2.1.1
        Why these criteria: EN 301 549 6.2.1.1 asks for real-time text beside voice.

        Type in the call.

        ## the player should show the captions
        Kind: check
        WCAG: 1.2.2
        en 301 549: 7.1.2, 7.1.1, 7.1.2
        Why these criteria: the content's captions (1.2.2) and the player's showing them (7.1.1, 7.1.2).

        ## the caption style should follow the settings on iOS only
        Kind: check
        EN 301 549: 7.1.4

        ## I open the call
        Kind: setup
        Why no criteria: it only opens the call.

        """

    private func definitions() throws -> [StepDefinition] {
        try StepLibraryReader.read(library, file: "steps/calls.md").get()
    }

    @Test("the EN 301 549 line lists its clauses in the standard's order, beside a WCAG line or alone, and is not spoken")
    func read() throws {
        let definitions = try definitions()
        #expect(definitions.map(\.en301549) == [["6.2.1.1"], ["7.1.1", "7.1.2"], ["7.1.4"], []])
        #expect(definitions.map(\.wcag) == [[], ["1.2.2"], [], []])
        // A check with clauses only is still a check, with its reason kept for reviewers.
        #expect(definitions[0].kind == .check && definitions[0].kindIsExplicit)
        #expect(definitions[0].wcagReason == "Why these criteria: EN 301 549 6.2.1.1 asks for real-time text beside voice.")
        #expect(definitions[0].guidance.general == "Type in the call.")
        #expect(definitions[0].guidance.short == "Pass when text can be sent as it is typed.")
        // Clauses are never WCAG criteria: they enter no WCAG claim.
        #expect(definitions[0].criteria(tags: [], platform: "ios").isEmpty)
        guard case .success(let ordered) = StepLibraryReader.read("## a\nEN 301 549: 11.5.2.10, 11.5.2.9, 5.3\n", file: "s.md") else {
            Issue.record("the line does not read")
            return
        }
        #expect(ordered[0].en301549 == ["5.3", "11.5.2.9", "11.5.2.10"])
    }

    @Test(
        "a clause that is not EN 301 549's own requirement, or a line naming none, is a file:line error saying what to write",
        arguments: [
            ("EN 301 549: 5.99", "steps/a.md:3: error: unknown EN 301 549 clause '5.99'; give the numbers of EN 301 549 V3.2.1's own clauses"),
            ("EN 301 549: 5.2, x", "steps/a.md:3: error: unknown EN 301 549 clause 'x'"),
            (
                "EN 301 549: 9.1.4.3",
                "steps/a.md:3: error: EN 301 549 clause '9.1.4.3' restates a WCAG criterion; name the criterion on the WCAG line"
            ),
            ("EN 301 549: 11.1.1.1.1", "steps/a.md:3: error: EN 301 549 clause '11.1.1.1.1' restates a WCAG criterion"),
            ("EN 301 549: 10.2.4.7", "steps/a.md:3: error: EN 301 549 clause '10.2.4.7' restates a WCAG criterion"),
            (
                "EN 301 549: 7.1",
                "steps/a.md:3: error: EN 301 549 clause '7.1' (Caption processing technology) heads other clauses; name the one the check tests, as in 7.1.1"
            ),
            (
                "EN 301 549: 11.5.2",
                "steps/a.md:3: error: EN 301 549 clause '11.5.2' (Accessibility services) heads other clauses; name the one the check tests, as in 11.5.2.1"
            ),
            ("EN 301 549: 11.0", "steps/a.md:3: error: EN 301 549 clause '11.0' (General (informative)) requires nothing to check"),
            (
                "EN 301 549: 6.6",
                "steps/a.md:3: error: EN 301 549 clause '6.6' (Alternatives to video-based services (advisory only)) requires nothing"
            ),
            ("EN 301 549:", "steps/a.md:3: error: the EN 301 549 line names no clause; write them as EN 301 549: 7.1.1, 7.1.2"),
        ])
    func unknown(_ line: String, _ expected: String) {
        guard case .failure(let errors) = StepLibraryReader.read("## a step\nKind: check\n\(line)\nText.\n", file: "steps/a.md") else {
            Issue.record("\(line) was accepted")
            return
        }
        #expect(errors.errors.count == 1)
        #expect(errors.errors.first?.description.hasPrefix(expected) == true, "\(errors.errors)")
    }

    @Test("a step that checks nothing names no clause: a file:line error")
    func notACheck() {
        guard case .failure(let errors) = StepLibraryReader.read("## a\nKind: setup\nEN 301 549: 5.2\n", file: "steps/a.md") else {
            Issue.record("a setup step with a clause was accepted")
            return
        }
        #expect(
            errors.errors.map(\.description) == [
                "steps/a.md:3: error: a setup step checks nothing, so it names no WCAG criterion or EN 301 549 clause; "
                    + "make it 'Kind: check' if the tester judges something here"
            ])
    }

    @Test("the table is GSA's EN 301 549 catalog: its clauses in its order, headings and informative clauses told apart")
    func table() throws {
        #expect(EN301549Clause.all.count == 162)
        #expect(EN301549Clause.named("7.1.4")?.name == "Captions characteristics")
        #expect(EN301549Clause.named("11.5.2.4")?.name == "Assistive technology", "the number GSA's handle repeats is left out")
        #expect(EN301549Clause.named("12.2.4")?.chapter == 12)
        #expect(EN301549Clause.named("9.1.1.1") == nil, "clauses restating WCAG are not the standard's own")
        #expect(EN301549Clause.named("6.2")?.isHeading == true)
        #expect(EN301549Clause.named("11.7")?.isRequirement == true)
        #expect(EN301549Clause.named("6.5.1")?.isInformative == true)
        #expect(EN301549Clause.precedes("11.5.2.9", "11.5.2.10") && EN301549Clause.precedes("5.3", "11.7"))
        // The committed table is what scripts/generate-en301549-clauses.py makes of the catalog.
        guard let catalog = SharedFolder.existing("formats/openacr/en-301-549.yaml") else { return }
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let ids = text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("- id:") else { return nil }
            let value = trimmed.dropFirst("- id:".count).trimmingCharacters(in: CharacterSet(charactersIn: " \""))
            return value.first?.isNumber == true ? value : nil
        }
        #expect(ids == EN301549Clause.all.map(\.number))
    }

    private func plan(_ feature: String, tags: String? = nil) throws -> TestPlan {
        let steps = try StepLibrary.make(try definitions()).get()
        let ids = IdGenerator()
        let document = try GherkinParser.parse(feature, uri: "features/calls.feature", ids: ids).get()
        let source = PlanSource(
            uri: "features/calls.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "features/calls.feature"))
        var selection = PlanSelection()
        if let tags { selection.tags = try TagExpression.parse(tags) }
        return Planner.plan([source], library: steps, selection: selection)
    }

    private let feature = """
        @native
        Feature: Calls
          Scenario: Text
            Given I open the call
            Then the call should offer real-time text
          Scenario: Video
            Then the player should show the captions
            # source: criteria/video.md:3 platforms: ios
            And the caption style should follow the settings on iOS only
          Scenario: Setup only
            Given I open the call

        """

    @Test("planned steps and scenarios carry their clauses on their platform; the scenario's WCAG criteria are untouched")
    func planned() throws {
        let plan = try plan(feature)
        let android = plan.scenarios.filter { $0.platform == "android" }
        let ios = plan.scenarios.filter { $0.platform == "ios" }
        #expect(ios.map(\.en301549) == [["6.2.1.1"], ["7.1.1", "7.1.2", "7.1.4"], []])
        // A step for other platforms evidences nothing on this one.
        #expect(android.map(\.en301549) == [["6.2.1.1"], ["7.1.1", "7.1.2"], []])
        #expect(android[1].steps[1].en301549 == ["7.1.4"] && !android[1].steps[1].applicable)
        #expect(ios.map(\.wcag) == [[], ["1.2.2"], []])
        #expect(ios[0].steps.map(\.en301549) == [[], ["6.2.1.1"]])
        #expect(ios[0].steps[1].isCheck)
    }

    @Test("tag expressions select by the clauses the steps evidence: @en-6.2.1.1")
    func tags() throws {
        #expect(try plan(feature, tags: "@en-6.2.1.1").scenarios.map(\.name) == ["Text", "Text"])
        #expect(try plan(feature, tags: "@en-7.1.1 and @wcag-1.2.2").scenarios.map(\.name) == ["Video", "Video"])
        #expect(try plan(feature, tags: "not @en-6.2.1.1 and not @en-7.1.2").scenarios.map(\.name) == ["Setup only", "Setup only"])
        #expect(EN301549Tags.derived(clauses: ["5.3", "11.7"]) == ["@en-5.3", "@en-11.7"])
    }

    @Test("plan JSON gives en301549 per step and scenario where there are clauses, and nothing new where there are none")
    func json() throws {
        let plan = try plan(feature)
        let text = PlanJSON.render(plan).text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(
            scenarios.map { $0["en301549"] as? [String] } == [["6.2.1.1"], ["6.2.1.1"], ["7.1.1", "7.1.2", "7.1.4"], ["7.1.1", "7.1.2"], nil, nil])
        let steps = try #require(scenarios[0]["steps"] as? [[String: Any]])
        #expect(steps.map { $0["en301549"] as? [String] } == [nil, ["6.2.1.1"]])
        #expect(steps.map { $0["kind"] as? String } == ["setup", "check"])
        // Text as a person reads the plan.
        let lines = PlanText.lines(plan, stepsFolder: nil)
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "Scenario: Video, line 6, on iOS and Android: 2 steps, 2 guided, 1 not applicable on Android; WCAG 1.2.2; EN 301 549 7.1.1, 7.1.2, 7.1.4."
                )
            }, "\(lines)")
    }
}
