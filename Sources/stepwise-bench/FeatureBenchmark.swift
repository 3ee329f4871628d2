import Foundation

/// `stepwise-bench feature [FEATURE] [--stepwise PATH]`: how long the `stepwise` executable
/// takes to plan one bundled feature (default `features/web/component/button.feature`), most of
/// it reading the step library: run from the repository's root with the feature's path as
/// written there, and from another folder with its full path. Best of five runs each; PASS or
/// MISS for each within 0.1 s.
enum FeatureBenchmark {
    static func run(_ arguments: [String]) -> Int32 {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var feature = "features/web/component/button.feature"
        var stepwise = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stepwise").path
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--stepwise" {
                guard index + 1 < arguments.count else { return Usage.fail("--stepwise needs the executable's path") }
                stepwise = arguments[index + 1]
                index += 2
            } else if arguments[index].hasPrefix("-") {
                return Usage.fail("feature: unknown option '\(arguments[index])'")
            } else {
                feature = arguments[index]
                index += 1
            }
        }
        stepwise = URL(fileURLWithPath: stepwise).standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: stepwise) else {
            return Usage.fail("no stepwise executable at \(stepwise); build it (swift build -c release --product stepwise) or give --stepwise")
        }
        let elsewhere = FileManager.default.temporaryDirectory.path
        print("feature: stepwise plan \(feature), \(stepwise)")
        var missed = false
        for (place, folder, path) in [
            ("from the repository's root", repository.path, feature),
            ("from \(elsewhere)", elsewhere, repository.appendingPathComponent(feature).path),
        ] {
            var best = Double.infinity
            var peak = 0
            for _ in 0..<5 {
                guard let run = ScaleBenchmark.measure(stepwise, ["plan", path], in: folder) else { return Usage.fail("plan \(path) failed") }
                best = min(best, run.seconds)
                peak = max(peak, run.peakBytes)
            }
            let pass = best <= 0.1
            missed = missed || !pass
            print(String(format: "  %@ %@: %.3f s, %.1f MB peak (goal ≤ 0.1 s)", pass ? "PASS" : "MISS", place as NSString, best, Double(peak) / 1e6))
        }
        return missed ? 1 : 0
    }
}
