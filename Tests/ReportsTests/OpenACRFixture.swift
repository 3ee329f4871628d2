import Gherkin
import Reports
import TestPlan

/// A small web plan whose steps map to WCAG criteria, tested on desktop, for the OpenACR tests.
///
/// | scenario | step (criteria) | result |
/// |---|---|---|
/// | Button keyboard | press TAB (2.1.1); focus is visible (2.4.7, 2.4.11) | passed; failed with `note` and defect A11Y-7 |
/// | Link keyboard | focus is visible (2.4.7, 2.4.11) | passed |
/// | Button name | the name is announced (4.1.2); contrast is enhanced (1.4.6, AAA) | failed; passed |
///
/// So 2.1.1 Supports, 2.4.7 and 2.4.11 Partially Support, 4.1.2 Does Not Support, 1.4.6
/// Supports (shown at Level AAA only), and every other criterion is not covered.
enum OpenACRFixture {
    static let library = """
        # Checks

        ## I press TAB
        WCAG: 2.1.1
        Press Tab.

        ## focus is visible
        WCAG: 2.4.7, 2.4.11
        Look for the focus ring.

        ## the name is announced
        WCAG: 4.1.2
        Listen.

        ## the contrast is enhanced
        WCAG: 1.4.6
        Measure.

        """

    static func feature(tag: String) -> String {
        """
        \(tag)
        Feature: Controls

          Scenario: Button keyboard
            When I press TAB
            Then focus is visible

          Scenario: Link keyboard
            Then focus is visible

          Scenario: Button name
            Then the name is announced
            And the contrast is enhanced

        """
    }

    static func plan(tag: String = "@web", platforms: [String] = ["desktop"]) -> [PlannedScenario] {
        guard case .success(let definitions) = StepLibraryReader.read(library, file: "steps/checks.md"),
            case .success(let steps) = StepLibrary.make(definitions)
        else { fatalError("the fixture library does not read") }
        let ids = IdGenerator()
        let text = feature(tag: tag)
        guard case .success(let document) = GherkinParser.parse(text, uri: "features/controls.feature", ids: ids) else {
            fatalError("the fixture feature does not parse")
        }
        var selection = PlanSelection()
        selection.platforms = platforms
        let source = PlanSource(
            uri: "features/controls.feature", document: document,
            pickles: PickleCompiler(ids: ids).compile(document, uri: "features/controls.feature"))
        return Planner.plan([source], library: steps, selection: selection).scenarios
    }

    /// The results above on `platform`, with `note` on the failed focus step.
    static func record(_ ledger: ReportFixtures.Ledger, _ plan: [PlannedScenario], platform: String, note: String) {
        func scenario(_ name: String) -> PlannedScenario { plan.first { $0.name == name && $0.platform == platform }! }
        let button = scenario("Button keyboard")
        ledger.step(button, 0, "passed")
        ledger.step(button, 1, "failed", ["note": .string(note)])
        ledger.defect(button, "A11Y-7")
        ledger.verdict(button, "failed")
        let link = scenario("Link keyboard")
        ledger.steps(link, ["passed"])
        ledger.verdict(link, "passed")
        let name = scenario("Button name")
        ledger.step(name, 0, "failed")
        ledger.step(name, 1, "passed")
        ledger.verdict(name, "failed")
    }

    static func report(note: String = "no focus ring", signOffs: [ReportSignOff] = []) -> Report {
        let plan = plan()
        let ann = ReportFixtures.Ledger(id: "2026-11-22-ann-desktop", tester: "Ann", platform: "desktop", device: "ThinkPad", build: "4.2")
        record(ann, plan, platform: "desktop", note: note)
        ann.finish()
        var report = ReportBuilder.build(plan: plan, sessions: [ann.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
        report.signOffs = signOffs
        return report
    }
}
