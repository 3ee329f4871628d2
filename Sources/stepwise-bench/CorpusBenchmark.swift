import Foundation
import Gherkin

/// `stepwise-bench corpus DIR`: throughput of parse + pickle compile over a directory of
/// Gherkin files, and the peak memory it took.
///
/// Files are read and decoded before the clock starts, so the figure is the parser's alone
/// (the Python comparison in scripts/bench-parser does the same). The whole set is parsed
/// several times and the best pass is reported: on a shared, noisy machine the fastest pass
/// is the one least disturbed by neighbours.
enum CorpusBenchmark {
    struct SourceFile {
        var uri: String
        var text: String
        var syntax: GherkinSyntax
    }

    static func run(_ arguments: [String]) -> Int32 {
        var directory: String?
        var repeats = 5
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--repeat":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else {
                    return Usage.fail("--repeat needs a positive number")
                }
                repeats = value
            default:
                guard directory == nil, !argument.hasPrefix("-") else {
                    return Usage.fail("unexpected argument '\(argument)'")
                }
                directory = argument
            }
        }
        guard let directory else { return Usage.fail("corpus needs a directory") }

        let baseline = Measure.currentBytes()
        let (loaded, loadSeconds) = Measure.seconds { load(directory) }
        guard case .success(let files) = loaded else {
            if case .failure(let message) = loaded { return Usage.fail(message.text) }
            return 1
        }
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        print("corpus: \(files.count) files, \(Format.mb(bytes)) (\(bytes) bytes) from \(directory)")
        print("  read + decode: \(Format.fixed(loadSeconds, 3)) s (not part of the timing below)")

        var times: [Double] = []
        var pickles = 0
        var failedFiles = 0
        for _ in 0..<repeats {
            var passPickles = 0
            var passFailures = 0
            let (_, seconds) = Measure.seconds {
                for file in files {
                    switch Workload.run(file.text, uri: file.uri, syntax: file.syntax) {
                    case .document(let count): passPickles += count
                    case .errors: passFailures += 1
                    }
                }
            }
            times.append(seconds)
            pickles = passPickles
            failedFiles = passFailures
        }
        let sorted = times.sorted()
        let best = sorted[0]
        let median = sorted[sorted.count / 2]
        let mbPerSecond = Double(bytes) / 1e6 / best
        let picklesPerSecond = Double(pickles) / best
        let peak = Measure.processPeakBytes()
        let ratio = Double(peak) / Double(bytes)

        print("parse + compile, \(repeats) passes: best \(Format.fixed(best, 3)) s, median \(Format.fixed(median, 3)) s")
        print("  \(pickles) pickles, \(failedFiles) files with parse errors")
        print("  throughput: \(Format.fixed(mbPerSecond, 2)) MB/s, \(Format.fixed(picklesPerSecond, 0)) pickles/s")
        print(
            "  peak RSS: \(Format.mb(peak)) = \(Format.fixed(ratio, 2))× the corpus "
                + "(\(Format.mb(baseline)) resident before loading; the corpus itself stays in memory)")
        // One line for scripts: key=value pairs, stable names.
        print(
            "metrics: bytes=\(bytes) files=\(files.count) pickles=\(pickles) error_files=\(failedFiles) "
                + "seconds=\(Format.fixed(best, 4)) median_seconds=\(Format.fixed(median, 4)) "
                + "mb_per_s=\(Format.fixed(mbPerSecond, 3)) pickles_per_s=\(Format.fixed(picklesPerSecond, 1)) "
                + "peak_rss_bytes=\(peak) peak_ratio=\(Format.fixed(ratio, 3))")
        return failedFiles == 0 ? 0 : 1
    }

    /// Every `.feature` and `.feature.md` under `directory`, in path order so runs compare.
    static func load(_ directory: String) -> Result<[SourceFile], Usage.Message> {
        let paths = featureFiles(under: directory)
        guard !paths.isEmpty else { return .failure(Usage.Message("no .feature files under \(directory)")) }
        var files: [SourceFile] = []
        files.reserveCapacity(paths.count)
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(Usage.Message("cannot read \(path)"))
            }
            switch SourceText.decode([UInt8](data)) {
            case .success(let text):
                files.append(SourceFile(uri: path, text: text, syntax: GherkinSyntax(path: path)))
            case .failure(let problem):
                return .failure(Usage.Message("\(path):\(problem.line):\(problem.column): \(problem)"))
            }
        }
        return .success(files)
    }

    static func featureFiles(under directory: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".feature") || relative.hasSuffix(".feature.md") {
                paths.append(directory + "/" + relative)
            }
        }
        return paths.sorted()
    }
}
