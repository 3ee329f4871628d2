import Foundation
import Gherkin

/// `stepwise-bench linear`: shows that parse + compile time grows in proportion to the input,
/// for ordinary files and for the shapes where a parser is most tempted to go quadratic — one
/// enormous line of each kind, or many repetitions of a construct that triggers look-ahead.
///
/// Each shape is timed at sizes ten times apart; the growth exponent between the two largest
/// sizes is log10(t2 / t1) (1 for linear, 2 for quadratic). A shape that would take longer than
/// the budget at the next size is stopped there, since its exponent already tells the story.
enum LinearityBenchmark {
    struct Shape: Sendable {
        var name: String
        var sizes: [Int]
        var syntax: GherkinSyntax = .plain
        /// Builds a valid source of about `bytes` bytes.
        var make: @Sendable (Int) -> String
    }

    struct Measurement {
        var bytes: Int
        var seconds: Double
        var outcome: Workload.Outcome
        var peakOverhead: Int
    }

    /// Above this exponent between two sizes ten times apart we call a shape superlinear. Linear
    /// code measures 0.95–1.25 on a 2-core machine, where caches and page faults cost more as a
    /// heap grows; quadratic code measures close to 2. The margin keeps noise from flipping the
    /// verdict.
    static let linearLimit = 1.3

    static func run(_ arguments: [String]) -> Int32 {
        var maxMB = 100
        var budget = 60.0
        var only: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--max-mb":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value >= 1 else {
                    return Usage.fail("--max-mb needs a whole number of MB, at least 1")
                }
                maxMB = value
            case "--budget":
                guard let value = rest.popFirst().flatMap({ Double($0) }), value > 0 else {
                    return Usage.fail("--budget needs seconds")
                }
                budget = value
            case "--measure":
                return runChild(rest.popFirst() ?? "", rest.popFirst())
            case "--only":
                guard let value = rest.popFirst() else { return Usage.fail("--only needs a shape name") }
                only = value
            default:
                return Usage.fail("unexpected argument '\(argument)'")
            }
        }

        let shapes = Shapes.all.filter { only == nil || $0.name == only }
        guard !shapes.isEmpty else { return Usage.fail("no shape named '\(only ?? "")'") }
        print("linearity: time per MB should stay flat as inputs grow ten-fold (exponent ≈ 1; 2 = quadratic)")
        print(pad("shape", 26) + pad("size", 11) + pad("seconds", 10) + pad("MB/s", 9) + pad("parse peak", 13) + "result")
        var worst = 0.0
        var superlinear: [String] = []
        var failures: [String] = []
        for shape in shapes {
            let (measured, skipped, forcedSuperlinear, errors) = measureSizes(shape, maxMB: maxMB, budget: budget)
            failures += errors
            guard let largest = measured.last else {
                failures.append("\(shape.name): no size could be measured (\(skipped ?? "no sizes"))")
                continue
            }
            let exponent = exponentBetween(measured)
            worst = max(worst, exponent)
            let isLinear = exponent <= linearLimit && !forcedSuperlinear
            let verdict = isLinear ? "linear" : "SUPERLINEAR"
            if !isLinear { superlinear.append(shape.name) }
            print("  → \(shape.name): exponent \(Format.fixed(exponent, 2)), \(verdict)" + (skipped.map { "; \($0)" } ?? ""))
            print(
                "metrics: shape=\(shape.name) bytes=\(largest.bytes) seconds=\(Format.fixed(largest.seconds, 4)) "
                    + "exponent=\(Format.fixed(exponent, 3)) verdict=\(verdict.lowercased()) "
                    + "peak_overhead_bytes=\(largest.peakOverhead)")
        }
        for failure in failures { print("unexpected: \(failure)") }
        print(
            "metrics: linear worst_exponent=\(Format.fixed(worst, 3)) superlinear=\(superlinear.count) "
                + "superlinear_shapes=\(superlinear.isEmpty ? "-" : superlinear.joined(separator: ","))")
        return superlinear.isEmpty && failures.isEmpty ? 0 : 1
    }

    /// Each size of `shape` up to `maxMB`, smallest first, until the next is predicted to take
    /// longer than `budget`: what was measured, why it stopped early, whether a child was
    /// stopped for time (superlinear whatever the exponent says), and inputs that gave errors.
    static func measureSizes(_ shape: Shape, maxMB: Int, budget: Double) -> ([Measurement], String?, Bool, [String]) {
        var measured: [Measurement] = []
        var skipped: String?
        var forcedSuperlinear = false
        var failures: [String] = []
        for bytes in shape.sizes.filter({ $0 <= maxMB * 1_000_000 }) {
            if let last = measured.last {
                let growth = Double(bytes) / Double(last.bytes)
                let predicted = last.seconds * pow(growth, max(1, exponentBetween(measured)))
                if predicted > budget {
                    skipped = "stopped before \(Format.mb(bytes)): predicted \(Format.fixed(predicted, 0)) s"
                    break
                }
            }
            // Twice the budget before giving up: the prediction is only an estimate.
            switch measureInChild(shape, bytes: bytes, limit: 2 * budget) {
            case .failure(let problem):
                skipped = "\(Format.mb(bytes)): \(problem.text)"
                if problem.text.hasPrefix("stopped") { forcedSuperlinear = true }
                return (measured, skipped, forcedSuperlinear, failures)
            case .success(let measurement):
                measured.append(measurement)
                print(row(shape.name, measurement))
                if case .errors(let count) = measurement.outcome {
                    failures.append("\(shape.name) at \(Format.mb(measurement.bytes)) gave \(count) parse errors")
                }
            }
        }
        return (measured, skipped, forcedSuperlinear, failures)
    }

    /// Times one size in a child process (`linear --measure SHAPE BYTES`): a fresh process
    /// has a clean heap, so its peak memory is this input's alone, and a shape that turns out
    /// hopelessly slow can be stopped without losing the rest of the run.
    static func measureInChild(_ shape: Shape, bytes: Int, limit: Double) -> Result<Measurement, Usage.Message> {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["linear", "--measure", shape.name, String(bytes)]
        let pipe = Pipe()
        child.standardOutput = pipe
        do {
            try child.run()
        } catch {
            return .failure(Usage.Message("cannot start \(child.executableURL!.path): \(error)"))
        }
        let deadline = Measure.now() + UInt64(limit * 1e9)
        while child.isRunning {
            if Measure.now() > deadline {
                child.terminate()
                child.waitUntilExit()
                return .failure(Usage.Message("stopped after \(Format.fixed(limit, 0)) s"))
            }
            usleep(20_000)
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard child.terminationReason == .exit, child.terminationStatus == 0,
            let line = output.split(separator: "\n").first(where: { $0.hasPrefix("measure:") })
        else {
            return .failure(Usage.Message("the measuring process failed (status \(child.terminationStatus))"))
        }
        var fields: [Substring: Substring] = [:]
        for pair in line.dropFirst("measure:".count).split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        guard let size = fields["bytes"].flatMap({ Int($0) }), let seconds = fields["seconds"].flatMap({ Double($0) }),
            let overhead = fields["overhead"].flatMap({ Int($0) }), let count = fields["count"].flatMap({ Int($0) })
        else { return .failure(Usage.Message("cannot read the measuring process's output: \(line)")) }
        let outcome: Workload.Outcome = fields["outcome"] == "document" ? .document(pickles: count) : .errors(count: count)
        return .success(Measurement(bytes: size, seconds: seconds, outcome: outcome, peakOverhead: overhead))
    }

    /// The child's side: builds the input, then times it — best of several runs for small
    /// inputs, where one run is too short to trust; one run for big ones.
    static func measure(_ shape: Shape, bytes target: Int) -> Measurement {
        let source = shape.make(target)
        let bytes = source.utf8.count
        let runs = bytes <= 1_000_000 ? 5 : bytes <= 10_000_000 ? 2 : 1
        var best = Double.infinity
        var outcome = Workload.Outcome.errors(count: 0)
        let before = Measure.currentBytes()
        Measure.resetPeakWindow()
        for _ in 0..<runs {
            let (result, seconds) = Measure.seconds {
                Workload.run(source, uri: "\(shape.name).feature", syntax: shape.syntax)
            }
            best = min(best, seconds)
            outcome = result
        }
        let overhead = max(0, Measure.windowPeakBytes() - before)
        return Measurement(bytes: bytes, seconds: best, outcome: outcome, peakOverhead: overhead)
    }

    static func runChild(_ name: String, _ size: String?) -> Int32 {
        guard let shape = Shapes.all.first(where: { $0.name == name }), let bytes = size.flatMap({ Int($0) }) else {
            return Usage.fail("--measure needs a shape name and a size in bytes")
        }
        let m = measure(shape, bytes: bytes)
        let (kind, count): (String, Int)
        switch m.outcome {
        case .document(let pickles): (kind, count) = ("document", pickles)
        case .errors(let errors): (kind, count) = ("errors", errors)
        }
        print(
            "measure: bytes=\(m.bytes) seconds=\(Format.fixed(m.seconds, 6)) outcome=\(kind) count=\(count) "
                + "overhead=\(m.peakOverhead)")
        return 0
    }

    /// The growth exponent between the two largest measurements; 1 when there is only one.
    static func exponentBetween(_ measured: [Measurement]) -> Double {
        guard measured.count >= 2 else { return 1 }
        let small = measured[measured.count - 2]
        let large = measured[measured.count - 1]
        // Below a millisecond the clock and the allocator dominate; the ratio means nothing.
        guard small.seconds > 0.001 else { return 1 }
        return log(large.seconds / small.seconds) / log(Double(large.bytes) / Double(small.bytes))
    }

    static func row(_ name: String, _ m: Measurement) -> String {
        let result: String
        switch m.outcome {
        case .document(let pickles): result = "document, \(pickles) pickles"
        case .errors(let count): result = "\(count) parse errors"
        }
        let overhead = "+" + Format.fixed(Double(m.peakOverhead) / Double(m.bytes), 1) + "× in"
        return pad(name, 26) + pad(Format.mb(m.bytes), 11) + pad(Format.fixed(m.seconds, 3), 10)
            + pad(Format.fixed(Double(m.bytes) / 1e6 / m.seconds, 1), 9) + pad(overhead, 13) + result
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
