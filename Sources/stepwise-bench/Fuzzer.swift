import Foundation
import Gherkin

/// `stepwise-bench fuzz`: random, truncated, mutated and spliced inputs for a fixed time. Each
/// must come back as a document (then compiled to pickles and encoded as messages) or as a
/// non-empty list of parse errors; a crash or an input slower than the timeout is saved for
/// replay.
enum Fuzzer {
    struct Options {
        var seconds = 60.0
        var seed: UInt64 = 1
        var testdata = "../shared/gherkin/testdata"
        var timeout = 2.0
        var out = "."
        var replay: Int?
    }

    struct Tally {
        var iterations = 0
        var documents = 0
        var errorResults = 0
        var pickles = 0
        var notUTF8 = 0
        var byStrategy: [FuzzCase.Strategy: Int] = [:]
        var violations: [Int] = []
        var slowest: (iteration: Int, seconds: Double, size: Int, strategy: FuzzCase.Strategy)?
    }

    /// Used when no testdata is found, so the fuzzer still has Gherkin to mutate.
    static let fallbackSeed = """
        @tag
        Feature: minimal
          Background:
            Given a thing
          Scenario Outline: an outline <a>
            Given <a> and a table
              | a | b \\| c |
            And a doc string
              \"\"\"json
              {}
              \"\"\"
            Examples:
              | a |
              | 1 |
        """

    static func run(_ arguments: [String]) -> Int32 {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let value = rest.popFirst()
            switch (argument, value) {
            case ("--seconds", let v?) where Double(v).map({ $0 >= 0 }) == true: options.seconds = Double(v)!
            case ("--seed", let v?) where UInt64(v) != nil: options.seed = UInt64(v)!
            case ("--testdata", let v?): options.testdata = v
            case ("--timeout", let v?) where Double(v).map({ $0 > 0 }) == true: options.timeout = Double(v)!
            case ("--out", let v?): options.out = v
            case ("--replay", let v?) where Int(v).map({ $0 >= 0 }) == true: options.replay = Int(v)!
            default:
                return Usage.fail("fuzz: '\(argument)' needs a valid value, or is not an option of fuzz")
            }
        }

        let inputs = FuzzInputs(seeds: loadSeeds(options.testdata))
        if let replay = options.replay { return self.replay(replay, inputs: inputs, options: options) }

        let crashFile = options.out + "/fuzz-crash-seed-\(options.seed).input"
        CrashReporter.installCrashHandler(path: crashFile, replay: replayCommand(options, iteration: nil))
        let settings = options
        CrashReporter.startWatchdog(limit: options.timeout) { iteration, seconds in
            let options = settings
            let path = save(
                inputs.make(iteration: iteration, seed: options.seed), seed: options.seed,
                iteration: iteration, kind: "hang", out: options.out)
            print(
                "fuzz: HANG: iteration \(iteration) of seed \(options.seed) has run \(Format.fixed(seconds, 1)) s "
                    + "(limit \(options.timeout) s); input saved to \(path)\n"
                    + "  reproduce: \(replayCommand(options, iteration: iteration))")
            print("metrics: fuzz iterations=\(iteration) hangs=1 crashes=0 violations=0")
        }

        print(
            "fuzz: seed \(options.seed), \(Format.fixed(options.seconds, 0)) s, \(inputs.seeds.count - 1) testdata files, "
                + "timeout \(options.timeout) s per input")
        // Out now: a crash ends the process without flushing stdio.
        fflush(nil)
        var tally = Tally()
        let deadline = Measure.now() + UInt64(options.seconds * 1e9)
        while Measure.now() < deadline {
            let number = tally.iterations
            let input = inputs.make(iteration: number, seed: options.seed)
            CrashReporter.willParse(input.bytes, iteration: number)
            let (outcome, seconds) = Measure.seconds { check(input) }
            CrashReporter.didParse()

            tally.iterations += 1
            tally.byStrategy[input.strategy, default: 0] += 1
            if outcome.notUTF8 { tally.notUTF8 += 1 }
            switch outcome.result {
            case .document(let pickles):
                tally.documents += 1
                tally.pickles += pickles
            case .errors(let count):
                tally.errorResults += 1
                if count == 0 {
                    tally.violations.append(number)
                    let path = save(input, seed: options.seed, iteration: number, kind: "no-errors", out: options.out)
                    print("fuzz: iteration \(number): parse failed without any error; input saved to \(path)")
                }
            }
            if seconds > (tally.slowest?.seconds ?? 0) {
                tally.slowest = (number, seconds, input.bytes.count, input.strategy)
            }
        }
        report(tally, options: options)
        return tally.violations.isEmpty ? 0 : 1
    }

    /// Parses one input the way the tool would: decode, parse, compile, encode.
    static func check(_ input: FuzzCase) -> (result: Workload.Outcome, notUTF8: Bool) {
        let text: String
        var notUTF8 = false
        switch SourceText.decode(input.bytes) {
        case .success(let decoded): text = decoded
        case .failure:
            // The tool would stop at the decode error; the parser still has to cope with
            // whatever text it is given, so parse the lossy decoding too.
            notUTF8 = true
            text = String(decoding: input.bytes, as: UTF8.self)
        }
        let uri = input.syntax == .markdown ? "fuzz.feature.md" : "fuzz.feature"
        let ids = IdGenerator()
        switch GherkinParser.parse(text, uri: uri, syntax: input.syntax, ids: ids, language: input.language) {
        case .success(let document):
            let pickles = PickleCompiler(ids: ids).compile(document, uri: uri)
            // Encoding is part of every run; its escaping sees the same odd text.
            var encoded = document.json(uri: uri).text.utf8.count
            for pickle in pickles { encoded += pickle.json.text.utf8.count }
            precondition(encoded > 0)
            return (.document(pickles: pickles.count), notUTF8)
        case .failure(let failure):
            for error in failure.errors { _ = error.json(uri: uri).text }
            return (.errors(count: failure.errors.count), notUTF8)
        }
    }

    static func report(_ tally: Tally, options: Options) {
        let perSecond = options.seconds > 0 ? Double(tally.iterations) / options.seconds : 0
        print(
            "fuzz: \(tally.iterations) inputs (\(Format.fixed(perSecond, 0))/s): \(tally.documents) documents "
                + "(\(tally.pickles) pickles), \(tally.errorResults) with parse errors; "
                + "\(tally.notUTF8) were not UTF-8 (parsed after lossy decoding)")
        let strategies = FuzzCase.Strategy.allCases.map { "\($0.rawValue) \(tally.byStrategy[$0, default: 0])" }
        print("  by strategy: " + strategies.joined(separator: ", "))
        if let slowest = tally.slowest {
            print(
                "  slowest input: iteration \(slowest.iteration), \(slowest.strategy.rawValue), \(slowest.size) bytes, "
                    + "\(Format.fixed(slowest.seconds * 1000, 2)) ms")
        }
        print("  no crash, no hang" + (tally.violations.isEmpty ? "; every input gave a document or errors" : ""))
        print(
            "metrics: fuzz iterations=\(tally.iterations) documents=\(tally.documents) errors=\(tally.errorResults) "
                + "hangs=0 crashes=0 violations=\(tally.violations.count)")
    }

    static func replay(_ iteration: Int, inputs: FuzzInputs, options: Options) -> Int32 {
        let input = inputs.make(iteration: iteration, seed: options.seed)
        let path = save(input, seed: options.seed, iteration: iteration, kind: "replay", out: options.out)
        print(
            "iteration \(iteration) of seed \(options.seed): \(input.strategy.rawValue), \(input.bytes.count) bytes, "
                + "syntax \(input.syntax == .markdown ? "markdown" : "plain"), language '\(input.language)'")
        print("saved to \(path); parsing it now")
        let (outcome, seconds) = Measure.seconds { check(input) }
        switch outcome.result {
        case .document(let pickles): print("document, \(pickles) pickles, \(Format.fixed(seconds * 1000, 2)) ms")
        case .errors(let count): print("\(count) parse errors, \(Format.fixed(seconds * 1000, 2)) ms")
        }
        return 0
    }

    /// The command that rebuilds an input; without an iteration, it ends where the number goes.
    static func replayCommand(_ options: Options, iteration: Int?) -> String {
        // Inputs are made from the testdata files, so the replay must read the same ones.
        "stepwise-bench fuzz --testdata \(options.testdata) --out \(options.out) --seed \(options.seed) --replay"
            + (iteration.map { " \($0)" } ?? " ")
    }

    /// Writes an input where a person can find it, named so the syntax is clear from the name.
    static func save(_ input: FuzzCase, seed: UInt64, iteration: Int, kind: String, out: String) -> String {
        let suffix = input.syntax == .markdown ? ".feature.md" : ".feature"
        let path = "\(out)/fuzz-\(kind)-seed-\(seed)-iteration-\(iteration)\(suffix)"
        var saved = FileManager.default.createFile(atPath: path, contents: Data(input.bytes))
        if input.language != "en" {
            // The default language is not in the file itself.
            saved =
                saved
                && FileManager.default.createFile(
                    atPath: path + ".language", contents: Data((input.language + "\n").utf8))
        }
        return saved ? path : "(nowhere: cannot write \(path))"
    }

    /// The parser's own testdata, good and bad, as the material to mutate.
    static func loadSeeds(_ directory: String) -> [(bytes: [UInt8], markdown: Bool)] {
        var seeds: [(bytes: [UInt8], markdown: Bool)] = [(Array(fallbackSeed.utf8), false)]
        let paths = CorpusBenchmark.featureFiles(under: directory)
        if paths.isEmpty {
            print("fuzz: note: no .feature files under \(directory); mutating a built-in example only")
        }
        for path in paths {
            if let data = FileManager.default.contents(atPath: path) {
                seeds.append(([UInt8](data), path.hasSuffix(".md")))
            }
        }
        return seeds
    }
}

extension FuzzInputs {
    func make(iteration: Int, seed: UInt64) -> FuzzCase {
        var rng = SplitMix64(seed: seed, iteration: iteration)
        return make(&rng)
    }
}
