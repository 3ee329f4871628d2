import Foundation
import Testing

@testable import Reports

/// Anyone who can write the results folder can edit a ledger and make its chain whole again.
/// A verdict spelled as Stepwise never records it ("PASSED") is no finding: no export may
/// count it as a pass, of the scenario or of any check.
@Suite("A verdict Stepwise never records is never a pass")
struct ForgedVerdictTests {
    /// The conformance fixture's plan, with Bo's desktop focus scenario given `verdict` for
    /// both its steps and as its own verdict; the rest untested.
    static func report(_ verdict: String) -> Report {
        let plan = ConformanceFixture.plan()
        let focus = plan.first { $0.name == "Keyboard focus" && $0.platform == "desktop" }!
        let bo = ReportFixtures.Ledger(id: "2026-11-22-bo-desktop", tester: "Bo", platform: "desktop", device: "Laptop", build: "1.0")
        bo.steps(focus, [verdict, verdict])
        bo.verdict(focus, verdict)
        bo.finish()
        return ReportBuilder.build(plan: plan, sessions: [bo.session], resultsFolder: nil, generated: "2026-11-22T12:00:00.000Z")
    }

    /// Whether an export counts a pass: a scenario, a step or a check shown as passed.
    static func showsPass(_ format: String, _ text: String) -> Bool {
        func count(_ part: String) -> Int { text.components(separatedBy: part).count - 1 }
        switch format {
        // A test case with neither a skip nor a failure passed.
        case "junit", "junit-xray": return count("<testcase ") > count("<skipped") + count("<failure")
        case "cucumber-json": return text.contains(#""status":"passed""#)
        case "messages": return text.contains(#""status":"PASSED""#)
        case "markdown": return text.contains("| passed |")
        case "csv": return text.contains(",passed,")
        case "html": return text.contains(#"class="state state-passed""#)
        // The remarks of a criterion whose check passed: "(1 check: 1 passed)".
        case "acr", "acr-markdown": return text.contains("1 passed")
        case "openacr": return text.contains(#"level: "supports""#)
        case "earl": return text.contains("earl:passed")
        // Xray Cloud's PASSED, Xray Server's PASS.
        default: return text.contains(#""status":"PASS"#)
        }
    }

    @Test("a scenario and steps given \"PASSED\" are untested in the report, and no export shows a pass")
    func noExportShowsAPass() {
        let genuine = Self.report("passed")
        let forged = Self.report("PASSED")
        #expect(!forged.scenarios.contains { $0.state == .passed })
        // The tested scenario alone: a run of it succeeds when its pass is genuine, not when forged.
        func tested(_ report: Report) -> [ReportScenario] { report.scenarios.filter { $0.attempt != nil } }
        #expect(VerdictMapping.succeeded(tested(genuine)))
        #expect(!VerdictMapping.succeeded(tested(forged)))
        for ((format, genuineText), (_, forgedText)) in zip(ExportGoldenTests.renders(genuine), ExportGoldenTests.renders(forged)) {
            // The same scenario spelled as Stepwise records it passes, so the check can fail.
            #expect(Self.showsPass(format, genuineText()), "\(format): the genuine pass is not shown")
            #expect(!Self.showsPass(format, forgedText()), "\(format) counts a forged verdict as a pass")
        }
    }
}
