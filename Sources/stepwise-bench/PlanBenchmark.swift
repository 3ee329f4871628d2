import Foundation
import Gherkin
import TestPlan

/// `stepwise-bench plan DIR [--definitions N]`: plans every feature under DIR against a step
/// library of N definitions (default 200), built from the corpus's own step shapes so that
/// most steps find guidance, and prints the time of planning alone.
enum PlanBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        guard let folder = arguments.first else { return Usage.fail("plan needs a folder") }
        var definitionCount = 200
        if let index = arguments.firstIndex(of: "--definitions"), index + 1 < arguments.count, let n = Int(arguments[index + 1]) {
            definitionCount = n
        }
        var sources: [PlanSource] = []
        var bytes = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return Usage.fail("cannot read \(folder)") }
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".feature") || relative.hasSuffix(".feature.md") else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            bytes += text.utf8.count
            let ids = IdGenerator()
            guard case .success(let document) = GherkinParser.parse(text, uri: path, syntax: GherkinSyntax(path: path), ids: ids)
            else { continue }
            sources.append(PlanSource(uri: path, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: path)))
        }
        let parsed = DispatchTime.now().uptimeNanoseconds

        // Definitions: the most common step shapes (quoted text and numbers as parameters).
        var shapes: [String: Int] = [:]
        for source in sources {
            for pickle in source.pickles.prefix(3) {
                for step in pickle.steps { shapes[StepHeading.suggest(for: step.text), default: 0] += 1 }
            }
        }
        let common = shapes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(definitionCount)
        var markdown = ""
        for (shape, _) in common { markdown += "## \(shape)\n\nGuidance.\n\n" }
        let definitions: [StepDefinition]
        switch StepLibraryReader.read(markdown, file: "bench.md") {
        case .success(let found): definitions = found
        case .failure(let errors):
            // Shapes that are not valid expressions are left out, as a person would fix them.
            let bad = Set(errors.errors.map(\.line))
            var kept = ""
            for (index, (shape, _)) in common.enumerated() where !bad.contains(index * 4 + 1) { kept += "## \(shape)\n\nGuidance.\n\n" }
            definitions = (try? StepLibraryReader.read(kept, file: "bench.md").get()) ?? []
        }
        let library = StepLibrary(definitions: definitions)
        let planStart = DispatchTime.now().uptimeNanoseconds
        let plan = Planner.plan(sources, library: library, selection: PlanSelection())
        let end = DispatchTime.now().uptimeNanoseconds
        let steps = plan.scenarios.reduce(0) { $0 + $1.steps.count }
        let guided = plan.scenarios.reduce(0) { $0 + $1.steps.filter { $0.definition != nil }.count }
        print("plan: \(sources.count) files (\(String(format: "%.1f", Double(bytes) / 1e6)) MB), \(definitions.count) definitions")
        print(
            "  \(plan.scenarios.count) planned runs, \(steps) steps, \(guided) guided, \(plan.undefined.count) undefined texts, \(plan.ambiguous.count) ambiguous"
        )
        print(String(format: "  parse + compile: %.3f s; plan: %.3f s", Double(parsed - start) / 1e9, Double(end - planStart) / 1e9))
        print(
            String(
                format: "metrics: plan files=%d definitions=%d runs=%d seconds=%.4f", sources.count, definitions.count, plan.scenarios.count,
                Double(end - planStart) / 1e9))
        return 0
    }
}
