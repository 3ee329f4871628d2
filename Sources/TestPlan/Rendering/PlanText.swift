/// The plan as plain lines a screen reader reads well: no box drawing, no tables, one fact
/// per line, counts spelled out.
public enum PlanText {
    /// One string a line, for a terminal to show each through `TerminalText`: a name holding a
    /// line break then cannot pass for a line of its own.
    public static func lines(_ plan: TestPlan, stepsFolder: String?) -> [String] {
        var lines: [String] = []
        let features = plan.featureNames
        let scenarioKeys = Set(plan.scenarios.map { "\($0.uri)\u{1E}\($0.line)" })
        // Counted, not gathered: a copy of every planned step was most of a large plan's memory.
        var stepCount = 0
        var guided = 0
        for scenario in plan.scenarios {
            stepCount += scenario.steps.count
            for step in scenario.steps where step.definition != nil { guided += 1 }
        }
        lines.append(
            "Plan: \(count(features.count, "feature")), \(count(scenarioKeys.count, "scenario")), "
                + "\(count(plan.scenarios.count, "run")) (scenario on platform), \(count(stepCount, "step")) to perform.")
        var currentFeature: String?
        var index = 0
        while index < plan.scenarios.count {
            let scenario = plan.scenarios[index]
            // Group the platforms of one pickle onto one line.
            var platforms: [PlannedScenario] = [scenario]
            while index + platforms.count < plan.scenarios.count {
                let next = plan.scenarios[index + platforms.count]
                guard next.uri == scenario.uri, next.line == scenario.line, next.name == scenario.name else { break }
                platforms.append(next)
            }
            if currentFeature != scenario.uri {
                lines.append("")
                lines.append("Feature: \(scenario.featureName) (\(scenario.uri))")
                currentFeature = scenario.uri
            }
            let names = platforms.map { $0.platform.isEmpty ? "any platform" : PlatformChoice.title($0.platform) }
            let stepCount = scenario.steps.count
            let guidedCount = scenario.steps.filter { $0.definition != nil }.count
            var line = "  Scenario: \(scenario.name), line \(scenario.line), on \(names.joined(separator: " and ")): "
                + "\(count(stepCount, "step")), \(guidedCount) guided"
            let notApplicable = platforms.map { run in (run.platform, run.steps.filter { !$0.applicable }.count) }
                .filter { $0.1 > 0 }
            for (platform, number) in notApplicable {
                line += ", \(number) not applicable on \(PlatformChoice.title(platform))"
            }
            // The criteria its checks evidence, on any of its platforms.
            let criteria = Array(Set(platforms.flatMap(\.wcag))).sorted(by: WCAGCriterion.precedes)
            if !criteria.isEmpty { line += "; WCAG " + criteria.joined(separator: ", ") }
            lines.append(line + ".")
            index += platforms.count
        }
        lines.append("")
        if stepCount == 0 {
            lines.append("Guidance: no steps to guide.")
        } else {
            lines.append("Guidance: \(guided) of \(count(stepCount, "step")) guided (\(guided * 100 / stepCount)%), from \(stepsFolder ?? "no step library").")
        }
        if !plan.undefined.isEmpty {
            lines.append("")
            lines.append("Undefined steps, \(plan.undefined.count): no definition guides them.")
            for step in plan.undefined {
                lines.append("  \(step.text)")
                lines.append("    used at \(step.places.joined(separator: ", "))")
            }
        }
        if !plan.ambiguous.isEmpty {
            lines.append("")
            lines.append("Ambiguous steps, \(plan.ambiguous.count): more than one definition matches.")
            for step in plan.ambiguous {
                lines.append("  \(step.text)")
                lines.append("    used at \(step.places.joined(separator: ", "))")
                lines.append("    matched by \(step.definitions.joined(separator: ", "))")
            }
        }
        return lines
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

}
