import Foundation
import Gherkin
import TestPlan

/// `stepwise-bench steps [--scenarios N]`: what a scenario costs to plan when its steps are
/// defined, and when they are not (a new feature, not yet guided), against the bundled library.
/// Both features have N scenarios (default 20,000) of six steps of the same shape, and every
/// scenario's texts are its own, so each is matched afresh: an undefined step must be turned
/// away by every definition it could match, a defined one matched and its arguments read.
/// Planning alone is timed (the parsed features are planned in memory, best of three; memory
/// is `scale`'s to measure); PASS or MISS for undefined steps within 2× the defined ones' time.
enum StepCostBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        var scenarios = 20_000
        if let index = arguments.firstIndex(of: "--scenarios") {
            guard index + 1 < arguments.count, let n = Int(arguments[index + 1]), n > 0 else { return Usage.fail("--scenarios needs a number") }
            scenarios = n
        } else if let unknown = arguments.first {
            return Usage.fail("steps: unknown option '\(unknown)'")
        }
        let library: StepLibrary
        switch bundledLibrary() {
        case .success(let found): library = found
        case .failure(let message): return Usage.fail(message.text)
        }
        print("steps: \(scenarios) scenarios of 6 steps, each scenario's texts its own, against \(library.definitions.count) definitions")
        var perScenario: [Double] = []
        for kind in StepTexts.Kind.allCases {
            let text = StepTexts.feature(kind, scenarios: scenarios) { "control \($0)" }
            let ids = IdGenerator()
            guard case .success(let document) = GherkinParser.parse(text, uri: "features/large.feature", ids: ids) else {
                return Usage.fail("the generated feature does not parse")
            }
            let source = PlanSource(
                uri: "features/large.feature", document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: "features/large.feature"))
            var best = Double.infinity
            var guided = 0
            var steps = 0
            for _ in 0..<3 {
                let (plan, seconds) = Measure.seconds { Planner.plan([source], library: library, selection: PlanSelection()) }
                best = min(best, seconds)
                steps = plan.scenarios.reduce(0) { $0 + $1.steps.count }
                guided = plan.scenarios.reduce(0) { $0 + $1.steps.filter { $0.definition != nil }.count }
            }
            perScenario.append(best / Double(scenarios))
            print(
                String(
                    format: "  %@ steps: %.2f s, %.1f µs a scenario; %d of %d planned steps guided",
                    kind.rawValue as NSString, best, best / Double(scenarios) * 1e6, guided, steps))
        }
        let pass = ScaleBenchmark.goal("plan time per scenario, undefined steps / defined steps", perScenario[1] / perScenario[0], 2)
        return pass ? 0 : 1
    }

    /// The repository's `steps/` library.
    static func bundledLibrary() -> Result<StepLibrary, Usage.Message> {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("steps")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return .failure(Usage.Message("cannot read \(folder.path)"))
        }
        var definitions: [StepDefinition] = []
        for name in names.sorted() where name.hasSuffix(".md") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                let found = try? StepLibraryReader.read(text, file: "steps/" + name).get()
            else { return .failure(Usage.Message("cannot read steps/\(name)")) }
            definitions += found
        }
        return StepLibrary.make(definitions).mapError { Usage.Message("the bundled library has errors: \($0.errors.first?.description ?? "")") }
    }
}
