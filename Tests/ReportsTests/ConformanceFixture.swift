import Gherkin
import Ledger
import Reports
import TestPlan

/// A report whose steps map to WCAG criteria, for the conformance tables: the same feature on
/// iOS (a native app) and on desktop (the web).
///
/// | scenario | iOS | desktop |
/// |---|---|---|
/// | Keyboard focus: Tab (2.1.1), focus visible (2.4.7, 2.4.11) | focus step failed, with a note holding a pipe and markup | passed |
/// | Name: the name is read (4.1.2) | untested | untested |
///
/// Every other criterion is mapped by no step: not covered by these tests.
enum ConformanceFixture {
    static let uri = "features/button.feature"
    static let note = "no focus ring | see <b>here</b>"

    static let library = """
        # Button checks

        ## I press Tab
        WCAG: 2.1.1

        Press Tab once.

        ## the focus is visible
        WCAG: 2.4.7, 2.4.11

        Look for the focus indicator.

        ## the name is read
        WCAG: 4.1.2

        Listen to the screen reader.

        """

    static let feature = """
        Feature: Button

          @ios @desktop
          Scenario: Keyboard focus
            When I press Tab
            Then the focus is visible

          @ios @desktop
          Scenario: Name
            Then the name is read

        """

    static func plan() -> [PlannedScenario] {
        guard case .success(let definitions) = StepLibraryReader.read(library, file: "steps/button.md"),
            case .success(let library) = StepLibrary.make(definitions)
        else { fatalError("the fixture step library does not read") }
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(feature, uri: uri, ids: ids) else {
            fatalError("the fixture feature does not parse")
        }
        let pickles = PickleCompiler(ids: ids).compile(document, uri: uri)
        return Planner.plan([PlanSource(uri: uri, document: document, pickles: pickles)], library: library, selection: PlanSelection()).scenarios
    }

    static func report() -> Report {
        let plan = plan()
        func planned(_ name: String, _ platform: String) -> PlannedScenario {
            plan.first { $0.name == name && $0.platform == platform }!
        }
        let ann = ReportFixtures.Ledger(id: "2026-11-22-ann-ios", tester: "Ann", platform: "ios", device: "iPhone", build: "1.0")
        let iosFocus = planned("Keyboard focus", "ios")
        ann.step(iosFocus, 0, "passed")
        ann.step(iosFocus, 1, "failed", ["note": .string(note)])
        ann.verdict(iosFocus, "failed")
        ann.finish()
        let bo = ReportFixtures.Ledger(
            id: "2026-11-22-bo-desktop", tester: "Bo", platform: "desktop", device: "Laptop", build: "1.0", startOffset: 100)
        let desktopFocus = planned("Keyboard focus", "desktop")
        bo.steps(desktopFocus, ["passed", "passed"])
        bo.verdict(desktopFocus, "passed")
        bo.finish()
        return ReportBuilder.build(
            plan: plan, sessions: [ann.session, bo.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z", earlierAttempts: false)
    }
}
