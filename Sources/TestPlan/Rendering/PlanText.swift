import WCAG

/// The plan as plain lines a screen reader reads well: no box drawing, no tables, one fact
/// per line, counts spelled out.
public enum PlanText {
    /// One string a line, for a terminal to show each through `TerminalText`: a name holding a
    /// line break then cannot pass for a line of its own.
    public static func lines(_ plan: TestPlan, stepsFolder: String?) -> [String] {
        var body: [String] = []
        var writer = Writer()
        writer.add(plan.scenarios) { body.append($0) }
        writer.finish { body.append($0) }
        return [writer.header] + body + writer.footer(plan, stepsFolder: stepsFolder)
    }

    /// The lines of a plan made as its scenarios come, a few at a time, so that a large plan
    /// need not be held whole (`plan` on a large file): the scenario lines as they are known,
    /// then the header that counts them and the footer.
    public struct Writer {
        /// The features by file: two features may share a name (a web and a native Button).
        private var featureFiles = Set<String>()
        /// The scenarios' lines, by file: a scenario planned on several platforms is one.
        private var scenarioLines: [String: Set<Int>] = [:]
        private var runs = 0
        private var steps = 0
        private var guided = 0
        private var currentFeature: String?
        /// The runs of the pickle written last, kept until the next scenario shows whether it
        /// is another platform of the same one.
        private var group: [PlannedScenario] = []

        public init() {}

        /// Takes planned scenarios in plan order, and hands out each line as soon as it is
        /// complete.
        public mutating func add(_ scenarios: [PlannedScenario], line: (String) -> Void) {
            for scenario in scenarios {
                featureFiles.insert(scenario.uri)
                scenarioLines[scenario.uri, default: []].insert(scenario.line)
                runs += 1
                // Counted, not gathered: a copy of every planned step was most of a large plan's memory.
                steps += scenario.steps.count
                for step in scenario.steps where step.definition != nil { guided += 1 }
                // The platforms of one pickle go on one line.
                if let first = group.first, first.uri != scenario.uri || first.line != scenario.line || first.name != scenario.name {
                    write(line)
                }
                group.append(scenario)
            }
        }

        /// Hands out the line still waiting, once every scenario is in.
        public mutating func finish(line: (String) -> Void) {
            if !group.isEmpty { write(line) }
        }

        private mutating func write(_ line: (String) -> Void) {
            let scenario = group[0]
            if currentFeature != scenario.uri {
                line("")
                line("Feature: \(scenario.featureName) (\(scenario.uri))")
                currentFeature = scenario.uri
            }
            // A run on a page of the sample has the page in its name already.
            let names = group.map { $0.platform.isEmpty ? "any platform" : PlatformChoice.title($0.platform) }
            let stepCount = scenario.steps.count
            let guidedCount = scenario.steps.filter { $0.definition != nil }.count
            var text =
                "  Scenario: \(scenario.name), line \(scenario.line), on \(names.joined(separator: " and ")): "
                + "\(count(stepCount, "step")), \(guidedCount) guided"
            let notApplicable = group.map { run in (run.platform, run.steps.filter { !$0.applicable }.count) }
                .filter { $0.1 > 0 }
            for (platform, number) in notApplicable {
                text += ", \(number) not applicable on \(PlatformChoice.title(platform))"
            }
            // The criteria its checks evidence, on any of its platforms.
            let criteria = Array(Set(group.flatMap(\.wcag))).sorted(by: WCAGCriterion.precedes)
            if !criteria.isEmpty { text += "; WCAG " + criteria.joined(separator: ", ") }
            let clauses = Array(Set(group.flatMap(\.en301549))).sorted(by: EN301549Clause.precedes)
            if !clauses.isEmpty { text += "; EN 301 549 " + clauses.joined(separator: ", ") }
            line(text + ".")
            group.removeAll(keepingCapacity: true)
        }

        /// The first line: what the plan holds.
        public var header: String {
            let scenarioCount = scenarioLines.values.reduce(0) { $0 + $1.count }
            return "Plan: \(PlanText.counts(features: featureFiles.count, scenarios: scenarioCount, runs: runs, steps: steps))."
        }

        /// The lines after the scenarios: how much is guided, and the steps nothing or too
        /// much guides (`plan`'s `undefined` and `ambiguous`).
        public func footer(_ plan: TestPlan, stepsFolder: String?) -> [String] {
            var lines = guidance(stepsFolder: stepsFolder) + PlanText.undefinedHeading(count: plan.undefined.count)
            for step in plan.undefined { lines += PlanText.lines(undefined: step) }
            return lines + PlanText.ambiguous(plan)
        }

        /// The footer's first lines: how much is guided.
        public func guidance(stepsFolder: String?) -> [String] {
            guard steps > 0 else { return ["", "Guidance: no steps to guide."] }
            return [
                "", "Guidance: \(guided) of \(count(steps, "step")) guided (\(guided * 100 / steps)%), from \(stepsFolder ?? "no step library").",
            ]
        }
    }

    /// What opens the list of undefined steps, if there are any. The footer is given in parts
    /// so that a caller can list a large plan's undefined steps one at a time
    /// (`PlanBuilder.forEachUndefined`): a new feature's steps are mostly undefined.
    public static func undefinedHeading(count undefined: Int) -> [String] {
        undefined == 0 ? [] : ["", "Undefined steps, \(undefined): no definition guides them."]
    }

    /// One undefined step's lines.
    public static func lines(undefined step: TestPlan.UnguidedStep) -> [String] {
        ["  \(step.text)", "    used at \(step.places.joined(separator: ", "))"]
    }

    /// The footer's last lines: the ambiguous steps, if any.
    public static func ambiguous(_ plan: TestPlan) -> [String] {
        guard !plan.ambiguous.isEmpty else { return [] }
        var lines = ["", "Ambiguous steps, \(plan.ambiguous.count): more than one definition matches."]
        for step in plan.ambiguous {
            lines.append("  \(step.text)")
            lines.append("    used at \(step.places.joined(separator: ", "))")
            lines.append("    matched by \(step.definitions.joined(separator: ", "))")
        }
        return lines
    }

    /// What a plan, or a share of one, holds: `2 features, 8 scenarios, 16 runs (scenario on
    /// platform), 96 steps to perform`, as the plan's first line counts them.
    public static func counts(_ scenarios: [PlannedScenario]) -> String {
        var lines = Set<String>()
        for scenario in scenarios { lines.insert("\(scenario.line):\(scenario.uri)") }
        return counts(
            features: Set(scenarios.map(\.uri)).count, scenarios: lines.count, runs: scenarios.count,
            steps: scenarios.reduce(0) { $0 + $1.steps.count })
    }

    static func counts(features: Int, scenarios: Int, runs: Int, steps: Int) -> String {
        "\(count(features, "feature")), \(count(scenarios, "scenario")), \(count(runs, "run")) (scenario on platform), \(count(steps, "step")) to perform"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
