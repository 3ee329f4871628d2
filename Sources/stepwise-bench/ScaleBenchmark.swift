import Foundation

/// `stepwise-bench scale [--scenarios N] [--stepwise PATH] [--feature FILE]`: the goals of
/// planning and parsing at scale, measured as a user meets them — the `stepwise` executable run
/// on one generated feature of N scenarios (default 100,000, 28.6 MB) of six steps each, against
/// the bundled step library — and printed as ratios with PASS or MISS. The feature is made
/// twice: in words the library defines, and in words of the same shape it does not (a new
/// feature, not yet guided), which is planned as fast, give or take. The default is large
/// because a memory goal in multiples of the file means little on a small one: any process of
/// ours starts at about 18 MB, which alone is 3× a 5.7 MB file.
///
/// - `plan --format json` within 3× the time of `check` on the same file;
/// - `plan` peak memory within 4× the file's size;
/// - `gherkin --no-source --no-ast` and `check` peak memory within 4× the file's size;
/// - `plan` of the undefined steps within 2× the time of the defined ones.
///
/// `--feature FILE` measures that file instead (a `gen_corpus.py` feature, say), planned
/// against the bundled library too.
///
/// Wall-clock seconds and peak resident memory come from the child's `rusage` (`wait4`), so
/// each figure is one process's, not the benchmark's; each command runs three times, and the
/// fastest time and the largest peak are shown. Exits 1 when a goal is missed.
enum ScaleBenchmark {
    struct Figures {
        let seconds: Double
        let peakBytes: Int
    }

    /// A feature to measure: what it is called in the report, and how to make its text (made
    /// when its file is written, and let go at once: see `measure`).
    struct Variant {
        let name: String
        let text: () -> String
    }

    static func run(_ arguments: [String]) -> Int32 {
        var scenarios = 100_000
        var stepwise = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("stepwise").path
        var given: String?
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--scenarios":
                guard index + 1 < arguments.count, let n = Int(arguments[index + 1]), n > 0 else { return Usage.fail("--scenarios needs a number") }
                scenarios = n
            case "--stepwise":
                guard index + 1 < arguments.count else { return Usage.fail("--stepwise needs the executable's path") }
                stepwise = arguments[index + 1]
            case "--feature":
                guard index + 1 < arguments.count else { return Usage.fail("--feature needs a feature file") }
                given = arguments[index + 1]
            default:
                return Usage.fail("scale: unknown option '\(arguments[index])'")
            }
            index += 2
        }
        // Run from the project folders made below, so a relative path is made absolute here.
        stepwise = URL(fileURLWithPath: stepwise).standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: stepwise) else {
            return Usage.fail("no stepwise executable at \(stepwise); build it (swift build -c release --product stepwise) or give --stepwise")
        }
        let variants: [Variant]
        if let given {
            guard FileManager.default.isReadableFile(atPath: given) else { return Usage.fail("cannot read \(given)") }
            variants = [Variant(name: given) { (try? String(contentsOfFile: given, encoding: .utf8)) ?? "" }]
            print("scale: \(given), \(stepwise)")
        } else {
            variants = StepTexts.Kind.allCases.map { kind in
                Variant(name: "\(kind.rawValue) steps") { StepTexts.feature(kind, scenarios: scenarios, control: control) }
            }
            print("scale: \(scenarios) scenarios of 6 steps, \(stepwise)")
        }
        return report(variants, stepwise: stepwise)
    }

    /// The control a scenario is about: varying as real criteria's do, so that matching is not
    /// all cache hits.
    static func control(_ number: Int) -> String {
        ["button", "link", "control \(number % 500)"][number % 3]
    }

    /// Measures each variant in a project folder of its own, with the bundled steps, and says
    /// whether every goal is met.
    static func report(_ variants: [Variant], stepwise: String) -> Int32 {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stepwise-scale-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var missed = false
        var planSeconds: [Double] = []
        for (number, variant) in variants.enumerated() {
            let project = folder.appendingPathComponent("project-\(number)")
            let size: Int
            do {
                try FileManager.default.createDirectory(at: project.appendingPathComponent("features"), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: repository.appendingPathComponent("steps"), to: project.appendingPathComponent("steps"))
                let bytes = Data(variant.text().utf8)
                size = bytes.count
                try bytes.write(to: project.appendingPathComponent("features/large.feature"))
            } catch {
                return Usage.fail("cannot prepare \(project.path): \(error)")
            }
            print("\(variant.name): \(Format.mb(size))")
            // `gherkin` does not read the library, so once is enough.
            guard let plan = report(size: size, in: project.path, stepwise: stepwise, withGherkin: number == 0, missed: &missed) else { return 1 }
            planSeconds.append(plan.seconds)
        }
        if planSeconds.count == 2 {
            missed = !goal("plan time, undefined steps / defined steps", planSeconds[1] / max(planSeconds[0], 0.001), 2) || missed
        }
        return missed ? 1 : 0
    }

    /// Runs check, gherkin (if asked) and plan on one variant and prints their figures and
    /// goals; plan's figures, or nil when a command failed.
    static func report(size: Int, in folder: String, stepwise: String, withGherkin: Bool, missed: inout Bool) -> Figures? {
        var commands = [("check", ["check", "features"])]
        if withGherkin { commands.append(("gherkin", ["gherkin", "--no-source", "--no-ast", "features/large.feature"])) }
        commands.append(("plan", ["plan", "features", "--platform", "ios", "--format", "json"]))
        var results: [String: Figures] = [:]
        for (name, command) in commands {
            // The best of three runs: on a shared machine one run can be a third slower than
            // the next, and the goal is a ratio of two times. The peak is the largest seen.
            var best: Figures?
            for _ in 0..<3 {
                guard let run = measure(stepwise, command, in: folder) else {
                    _ = Usage.fail("\(name) failed")
                    return nil
                }
                best = Figures(seconds: min(best?.seconds ?? .infinity, run.seconds), peakBytes: max(best?.peakBytes ?? 0, run.peakBytes))
            }
            results[name] = best!
            print(
                "  " + name.padding(toLength: 8, withPad: " ", startingAt: 0)
                    + String(
                        format: " %7.2f s  %8.1f MB peak  %6.1f× the file", best!.seconds, Double(best!.peakBytes) / 1e6,
                        Double(best!.peakBytes) / Double(size)))
        }
        let check = results["check"]!
        let plan = results["plan"]!
        var goals: [(String, Double, Double)] = [
            ("plan time / check time", plan.seconds / max(check.seconds, 0.001), 3),
            ("plan peak memory / file size", Double(plan.peakBytes) / Double(size), 4),
        ]
        if let gherkin = results["gherkin"] { goals.append(("gherkin peak memory / file size", Double(gherkin.peakBytes) / Double(size), 4)) }
        goals.append(("check peak memory / file size", Double(check.peakBytes) / Double(size), 4))
        for (name, ratio, limit) in goals { missed = !goal("  " + name, ratio, limit) || missed }
        return plan
    }

    /// Prints PASS or MISS for a ratio against its goal; whether it passed.
    static func goal(_ name: String, _ ratio: Double, _ limit: Double) -> Bool {
        let pass = ratio <= limit
        let indent = String(name.prefix { $0 == " " })
        print(
            indent + String(format: "%@ %@: %.1f× (goal ≤ %.0f×)", pass ? "PASS" : "MISS", String(name.drop { $0 == " " }) as NSString, ratio, limit))
        return pass
    }

    /// Runs `stepwise` in `folder` with its output to /dev/null and returns its wall time and
    /// peak memory. Spawned and reaped here (not with `Process`, which reaps its children
    /// itself), through `sh -c 'cd … && exec …'`, so the figures are `stepwise`'s own.
    ///
    /// A child's peak starts at its parent's: Linux counts the memory of the process that
    /// spawns it at the moment it becomes the new program. So the benchmark holds no feature
    /// text while it runs one (the peaks of `check`, `gherkin` and `plan` were once all this
    /// process's own 108 MB), and its peak is reset before each run.
    static func measure(_ executable: String, _ arguments: [String], in folder: String) -> Figures? {
        Measure.resetPeakWindow()
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
        // Exit 1 is a run that found problems (a given feature with errors, ambiguous steps);
        // 2, or a signal, is a run that failed.
        guard status & 0x7F == 0, [0, 1].contains((status >> 8) & 0xFF) else { return nil }
        return Figures(seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}
