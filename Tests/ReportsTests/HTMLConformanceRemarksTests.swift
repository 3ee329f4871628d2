import Foundation
import Gherkin
import Ledger
import TestPlan
import Testing

@testable import Reports

/// The remarks of a conformance cell never contradict themselves: the count sentence and the
/// breakdown of the checks without an outcome use the same words, and the breakdown adds up
/// to the count. Every format shows these remarks (HTML, Markdown, OpenACR, ACR, EARL).
@Suite("HTML conformance remarks agree with themselves")
struct HTMLConformanceRemarksTests {
    /// Four forms on iOS, each checking 4.1.2: one passed, one blocked, one the testers
    /// disagree on, one never tested.
    static func report() -> Report {
        let library = """
            # Form checks

            ## the name is read
            WCAG: 4.1.2

            Listen to the screen reader.

            """
        let feature = """
            Feature: Form

              @ios
              Scenario: Sign in
                Then the name is read

              @ios
              Scenario: Pay
                Then the name is read

              @ios
              Scenario: Search
                Then the name is read

              @ios
              Scenario: Settings
                Then the name is read

            """
        guard case .success(let definitions) = StepLibraryReader.read(library, file: "steps/form.md"),
            case .success(let stepLibrary) = StepLibrary.make(definitions)
        else { fatalError("the step library does not read") }
        let ids = IdGenerator()
        guard case .success(let document) = GherkinParser.parse(feature, uri: "features/form.feature", ids: ids) else {
            fatalError("the feature does not parse")
        }
        let pickles = PickleCompiler(ids: ids).compile(document, uri: "features/form.feature")
        let plan = Planner.plan(
            [PlanSource(uri: "features/form.feature", document: document, pickles: pickles)], library: stepLibrary, selection: PlanSelection()
        ).scenarios
        let ann = ReportFixtures.Ledger(id: "2026-11-22-ann-ios", tester: "Ann", platform: "ios", device: "iPhone", build: "1.0")
        let signIn = plan.first { $0.name == "Sign in" }!
        ann.steps(signIn, ["passed"])
        ann.verdict(signIn, "passed")
        let pay = plan.first { $0.name == "Pay" }!
        ann.steps(pay, ["blocked"], extra: ["reason": .string("no test account")])
        ann.verdict(pay, "blocked")
        let search = plan.first { $0.name == "Search" }!
        ann.steps(search, ["passed"])
        ann.verdict(search, "passed")
        ann.finish()
        let bo = ReportFixtures.Ledger(id: "2026-11-22-bo-ios", tester: "Bo", platform: "ios", device: "iPad", build: "1.0", startOffset: 500)
        bo.steps(search, ["failed"], extra: ["note": .string("no name")])
        bo.verdict(search, "failed")
        bo.finish()
        return ReportBuilder.build(
            plan: plan, sessions: [ann.session, bo.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z", earlierAttempts: false)
    }

    let report = Self.report()

    var cell: ConformanceTable.Cell {
        let table = ConformanceTable(report, target: .aa)
        let row = table.rows.first { $0.criterion.number == "4.1.2" }!
        return row.cells.first { $0.part.title == "Native app" }!
    }

    @Test("the count says how many checks have no outcome, and the breakdown by reason, in the same words, adds up to it")
    func countAndBreakdownAgree() throws {
        let remarks = cell.remarks
        #expect(remarks.contains("Tested in Form on iOS (4 checks: 1 passed, 3 without an outcome)."), "\(remarks)")
        #expect(
            remarks.contains("3 checks without an outcome: 1 blocked: no test account; 1 in conflict: testers disagree; 1 not tested."), "\(remarks)")
        // "not tested" is one reason among others, never the name of them all.
        let opening = try #require(remarks.split(separator: "\n").first { $0.hasPrefix("Tested in") })
        #expect(!opening.contains("not tested"))
        #expect(!remarks.contains("Not yet tested"))
        // The breakdown's numbers add up to the count's.
        let breakdown = try #require(remarks.split(separator: "\n").first { $0.contains("without an outcome:") })
        let counted = Int(breakdown.prefix { $0.isNumber }) ?? -1
        let parts = breakdown.split(separator: ":", maxSplits: 1)[1].split(separator: ";")
        let sum = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }) }.reduce(0, +)
        #expect(counted == 3 && sum == counted, "\(breakdown)")
        #expect(remarks.contains("Gap: the claim is incomplete until every check has an outcome."))
    }

    @Test("the HTML and Markdown tables give the same sentences")
    func formatsAgree() throws {
        let html = HTMLReport.render(report)
        #expect(html.contains("<p>Tested in Form on iOS (4 checks: 1 passed, 3 without an outcome).</p>"))
        #expect(html.contains("<p>3 checks without an outcome: 1 blocked: no test account; 1 in conflict: testers disagree; 1 not tested.</p>"))
        let markdown = MarkdownReport.render(report)
        // Markdown escapes the parentheses.
        #expect(
            markdown.contains(
                "Tested in Form on iOS \\(4 checks: 1 passed, 3 without an outcome\\). 3 checks without an outcome: 1 blocked: no test account; 1 in conflict: testers disagree; 1 not tested."
            ))
    }

    @Test("a cell whose checks all lack an outcome says where they are planned, never that they were tested")
    func nothingTestedIsNotTested() {
        let untested = ReportBuilder.build(
            plan: report.scenarios.map(\.planned), sessions: [], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z", earlierAttempts: false)
        let table = ConformanceTable(untested, target: .aa)
        let remarks = table.rows.first { $0.criterion.number == "4.1.2" }!.cells.first { $0.part.title == "Native app" }!.remarks
        #expect(remarks.hasPrefix("Planned in Form on iOS (4 checks: 4 without an outcome)."), "\(remarks)")
        #expect(remarks.contains("4 checks without an outcome: 4 not tested."))
        #expect(!remarks.contains("Tested in"))
    }
}
