import Foundation

/// `stepwise-bench scale [--scenarios N] [--stepwise PATH]`: the goals of planning and parsing
/// at scale, measured as a user meets them — the `stepwise` executable run on one generated
/// feature of N scenarios (default 100,000, 28.6 MB) of six steps each, against the bundled step
/// library — and printed as ratios with PASS or MISS. The default is large because a memory goal
/// in multiples of the file means little on a small one: any process of ours starts at about
/// 18 MB, which alone is 3× a 5.7 MB file.
///
/// - `plan --format json` within 3× the time of `check` on the same file;
/// - `plan` peak memory within 4× the file's size;
/// - `gherkin --no-source --no-ast` and `check` peak memory within 4× the file's size.
///
/// Wall-clock seconds and peak resident memory come from the child's `rusage` (`wait4`), so
/// each figure is one process's, not the benchmark's; each command runs three times, and the
/// fastest time and the largest peak are shown. Exits 1 when a goal is missed.
enum ScaleBenchmark {
    struct Figures {
        let seconds: Double
        let peakBytes: Int
    }

    static func run(_ arguments: [String]) -> Int32 {
        var scenarios = 100_000
        var stepwise = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stepwise").path
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--scenarios":
                guard index + 1 < arguments.count, let n = Int(arguments[index + 1]), n > 0 else { return Usage.fail("--scenarios needs a number") }
                scenarios = n
                index += 1
            case "--stepwise":
                guard index + 1 < arguments.count else { return Usage.fail("--stepwise needs the executable's path") }
                stepwise = arguments[index + 1]
                index += 1
            default:
                return Usage.fail("scale: unknown option '\(arguments[index])'")
            }
            index += 1
        }
        // Run from the project folder made below, so a relative path is made absolute here.
        stepwise = URL(fileURLWithPath: stepwise).standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: stepwise) else {
            return Usage.fail("no stepwise executable at \(stepwise); build it (swift build -c release --product stepwise) or give --stepwise")
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stepwise-scale-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("features"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: repository.appendingPathComponent("steps"), to: folder.appendingPathComponent("steps"))
        } catch {
            return Usage.fail("cannot prepare \(folder.path): \(error)")
        }
        let feature = folder.appendingPathComponent("features/large.feature")
        let text = featureText(scenarios: scenarios)
        guard FileManager.default.createFile(atPath: feature.path, contents: Data(text.utf8)) else { return Usage.fail("cannot write \(feature.path)") }
        let size = text.utf8.count
        print("scale: \(scenarios) scenarios of 6 steps, \(String(format: "%.1f", Double(size) / 1e6)) MB, \(stepwise)")

        var results: [String: Figures] = [:]
        for (name, command) in [
            ("check", ["check", "features"]),
            ("gherkin", ["gherkin", "--no-source", "--no-ast", "features/large.feature"]),
            ("plan", ["plan", "features", "--platform", "ios", "--format", "json"]),
        ] {
            // The best of three runs: on a shared machine one run can be a third slower than
            // the next, and the goal is a ratio of two times. The peak is the largest seen.
            var best: Figures?
            for _ in 0..<3 {
                guard let run = measure(stepwise, command, in: folder.path) else { return Usage.fail("\(name) failed") }
                best = Figures(seconds: min(best?.seconds ?? .infinity, run.seconds), peakBytes: max(best?.peakBytes ?? 0, run.peakBytes))
            }
            let figures = best!
            results[name] = figures
            let padded = name.padding(toLength: 8, withPad: " ", startingAt: 0)
            print(padded + String(format: " %7.2f s  %8.1f MB peak  %6.1f× the file", figures.seconds,
                Double(figures.peakBytes) / 1e6, Double(figures.peakBytes) / Double(size)))
        }
        let check = results["check"]!, gherkin = results["gherkin"]!, plan = results["plan"]!
        let goals: [(String, Double, Double)] = [
            ("plan time / check time", plan.seconds / max(check.seconds, 0.001), 3),
            ("plan peak memory / file size", Double(plan.peakBytes) / Double(size), 4),
            ("gherkin peak memory / file size", Double(gherkin.peakBytes) / Double(size), 4),
            ("check peak memory / file size", Double(check.peakBytes) / Double(size), 4),
        ]
        var missed = false
        for (name, ratio, goal) in goals {
            let pass = ratio <= goal
            missed = missed || !pass
            print(String(format: "%@ %@: %.1f× (goal ≤ %.0f×)", pass ? "PASS" : "MISS", name as NSString, ratio, goal))
        }
        return missed ? 1 : 0
    }

    /// A native feature whose steps the bundled library guides, their texts varying as real
    /// criteria do (the control's name), so matching is not all cache hits.
    static func featureText(scenarios: Int) -> String {
        let steps = [
            "Given that I am on a screen with a {}", "When I press the \"TAB\" key", "Then the focus should visibly move to the {}",
            "When I press the \"SPACEBAR\" key", "Then the {} should be activated", "Then the name of the {} should be announced",
        ]
        var text = "@native\nFeature: Large\n\n"
        text.reserveCapacity(scenarios * 300)
        for number in 0..<scenarios {
            let control = ["button", "link", "control \(number % 500)"][number % 3]
            text += "  Scenario: Case \(number)\n"
            for step in steps { text += "    " + step.replacingOccurrences(of: "{}", with: control) + "\n" }
            text += "\n"
        }
        return text
    }

    /// Runs `stepwise` in `folder` with its output to /dev/null and returns its wall time and
    /// peak memory. Spawned and reaped here (not with `Process`, which reaps its children
    /// itself), through `sh -c 'cd … && exec …'`, so the figures are `stepwise`'s own.
    static func measure(_ executable: String, _ arguments: [String], in folder: String) -> Figures? {
        let script = "cd \"$0\" && exec \"$@\" >/dev/null 2>&1"
        let argv = ["sh", "-c", script, folder, executable] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let start = Measure.now()
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &cArguments, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let seconds = Double(Measure.now() - start) / 1e9
        // The generated feature has no Gherkin error, so any status but 0 is a failure.
        guard status == 0 else { return nil }
        return Figures(seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}
