import Testing
import WCAG

@testable import Conformance

/// The list of criteria every page or screen must meet, as `PageWideCriteria` decides it, and
/// how coverage marks them.
@Suite struct PageWideCriteriaTests {
    @Test("each entry is a WCAG 2.2 A or AA criterion, listed once in number order, with a reason and a part")
    func entries() throws {
        var seen: Set<String> = []
        for entry in PageWideCriteria.all {
            let criterion = try #require(WCAGCriterion.named(entry.number), "\(entry.number) is not a WCAG 2.2 criterion")
            #expect(criterion.level <= .aa, "\(entry.number) is \(criterion.level.rawValue)")
            #expect(seen.insert(entry.number).inserted, "\(entry.number) is listed twice")
            #expect(!entry.reason.isEmpty && !entry.parts.isEmpty, "\(entry.number)")
            #expect(!entry.parts.contains(.anyPlatform), "\(entry.number): parts are web and native app")
        }
        let numbers = PageWideCriteria.all.map(\.number)
        #expect(numbers == numbers.sorted(by: WCAGCriterion.precedes), "in WCAG number order")
    }

    @Test("on native apps WCAG2ICT's set-of-programs criteria and text spacing are web only; the rest apply to both")
    func nativeReading() {
        let webOnly = Set(PageWideCriteria.all.filter { !$0.applies(in: .nativeApp) }.map(\.number))
        #expect(webOnly == WCAG2ICT.setOfPrograms.intersection(PageWideCriteria.all.map(\.number)).union(["1.4.12"]))
        #expect(webOnly == ["1.4.12", "2.4.1", "2.4.5", "3.2.3", "3.2.4"])
        #expect(PageWideCriteria.all.allSatisfy { $0.applies(in: .web) && $0.applies(in: .anyPlatform) })
        // Per screen, as WCAG2ICT now reads page titled for software.
        #expect(PageWideCriteria.applies("2.4.2", in: .nativeApp))
        // Component-level criteria stay out.
        for number in ["1.1.1", "1.2.2", "2.4.4", "2.4.6", "3.3.1", "4.1.2"] {
            #expect(!PageWideCriteria.applies(number, in: .web), "\(number)")
        }
    }

    @Test("coverage marks page-wide cells and rows, per part")
    func coverageMarks() {
        let checks: [ConformanceMap.Check] = [
            .init(scenario: "s1", step: 0, criteria: ["2.4.1"], part: .web, component: "Skip link"),
            .init(scenario: "s2", step: 0, criteria: ["4.1.2"], part: .nativeApp, component: "Switch"),
        ]
        let coverage = Coverage(map: ConformanceMap(target: .aa, parts: [.web, .nativeApp], checks: checks))
        func row(_ number: String) -> Coverage.Row? { coverage.rows.first { $0.criterion.number == number } }
        #expect(row("2.4.1")?.cells.map(\.pageWide) == [true, false])
        #expect(row("2.4.1")?.pageWide == true)
        #expect(row("1.4.3")?.cells.map(\.pageWide) == [true, true])
        #expect(row("4.1.2")?.pageWide == false)
    }
}
