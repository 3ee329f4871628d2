import Digest
import Foundation
import JSON
import Ledger

/// `stepwise-bench ledger [--records N] [--appends M] [--folder DIR]`: the ledger's speed.
///
/// 1. M appends with an fsync each, as a session writes them (default 2,000; 0 skips them), per second;
/// 2. a ledger of N records (default 1,000,000) written in one go with a correct chain, then
///    replayed into results as `stepwise results` and `status` do — reading the file,
///    `SessionVerdicts(path:bytes:)` and `ResultsReplay.replay`, goal under 2 s — and verified
///    as `stepwise verify` does — `SessionLedger.verifyFile`, reading the file included as
///    `sha256sum` reads it, goal within 1.5× the time `sha256sum` takes over the same file.
///
/// Both timed passes run on a file the page cache already holds, as does `sha256sum`: the
/// goals are about our computing, not the disk. Each figure is the best of five runs. A
/// ledger left in `--folder` by an earlier run of the same size is used again.
enum LedgerBenchmark {
    static let replayGoalSeconds = 2.0
    /// Each figure is the best of this many runs: the least disturbed by anything else running.
    static let runs = 5
    static let verifyGoalRatio = 1.5

    static func run(_ arguments: [String]) -> Int32 {
        var recordCount = 1_000_000
        var appendCount = 2_000
        var chosenFolder: String?
        var index = 0
        while index < arguments.count {
            let option = arguments[index]
            guard index + 1 < arguments.count else { return Usage.fail("\(option) needs a value") }
            let value = arguments[index + 1]
            switch option {
            case "--records":
                guard let n = Int(value), n > 0 else { return Usage.fail("--records needs a positive number") }
                recordCount = n
            case "--appends":
                guard let n = Int(value), n >= 0 else { return Usage.fail("--appends needs a number (0 to skip them)") }
                appendCount = n
            case "--folder": chosenFolder = value
            default: return Usage.fail("ledger: unknown option '\(option)'")
            }
            index += 2
        }
        // A folder of our own is removed afterwards; one the caller named is theirs to inspect.
        let folder = chosenFolder ?? NSTemporaryDirectory() + "stepwise-bench-ledger-" + UUID().uuidString
        defer { if chosenFolder == nil { try? FileManager.default.removeItem(atPath: folder) } }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let appendsPerSecond = appendCount > 0 ? try measureAppends(appendCount, folder: folder) : 0
            return try measureReading(recordCount, folder: folder, appendsPerSecond: appendsPerSecond)
        } catch let message as Usage.Message {
            FileHandle.standardError.write(Data("stepwise-bench: error: \(message.text)\n".utf8))
            return 1
        } catch {
            FileHandle.standardError.write(Data("stepwise-bench: error: \(error)\n".utf8))
            return 1
        }
    }

    // MARK: - Appends

    static func measureAppends(_ count: Int, folder: String) throws -> Double {
        print("== appends with fsync: \(count) records in \(folder)")
        let (writer, _) = try LedgerWriter.open(folder: folder, sessionID: "bench-appends", holder: "stepwise-bench")
        defer { writer.close() }
        var latencies: [Double] = []
        latencies.reserveCapacity(count)
        let start = Measure.now()
        for n in 0..<count {
            let before = Measure.now()
            try writer.append(RecordType.scenarioResult, SyntheticSession.scenarioResult(n))
            latencies.append(Double(Measure.now() - before) / 1e6)
        }
        let seconds = Double(Measure.now() - start) / 1e9
        latencies.sort()
        let perSecond = Double(count) / seconds
        print(
            "  \(Format.fixed(perSecond, 0)) appends/s; latency p50 \(Format.fixed(latencies[count / 2], 2)) ms, "
                + "p99 \(Format.fixed(latencies[min(count - 1, count * 99 / 100)], 2)) ms, max \(Format.fixed(latencies[count - 1], 2)) ms")
        return perSecond
    }

    // MARK: - Replay and verify

    static func measureReading(_ count: Int, folder: String, appendsPerSecond: Double) throws -> Int32 {
        // Named by its size, so that a kept folder's ledger is reused only for the same count.
        let path = (folder as NSString).appendingPathComponent("bench-\(count).jsonl")
        let plan = SyntheticSession.plan()
        let byteCount: Int
        // A ledger left in a folder given with --folder is used again: building one takes longer
        // than all the timed work, and the same bytes make runs comparable.
        if FileManager.default.fileExists(atPath: path) {
            byteCount = try SessionLedger.readFile(path).count
            print("\n== reusing the \(count)-record ledger in \(path) (\(Format.mb(byteCount)))")
        } else {
            print("\n== building a \(count)-record ledger")
            let (bytes, buildSeconds) = Measure.seconds { SyntheticSession.ledger(count) }
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
                throw Usage.Message("cannot write \(path)")
            }
            byteCount = bytes.count
            print("  \(Format.mb(byteCount)) in \(Format.fixed(buildSeconds, 2)) s (not timed against a goal)")
        }

        print("\n== replay (reading the file + SessionVerdicts + ResultsReplay.replay, as stepwise results does)")
        var replaySeconds = Double.infinity
        var split = ""
        var summary = ""
        for _ in 0..<runs {
            let (data, readSeconds) = try Measure.seconds { try SessionLedger.readFile(path) }
            let (session, sessionSeconds) = Measure.seconds { SessionVerdicts(path: path, bytes: data) }
            let (results, resultsSeconds) = Measure.seconds { ResultsReplay.replay([session], plan: plan) }
            let seconds = readSeconds + sessionSeconds + resultsSeconds
            guard seconds < replaySeconds else { continue }
            replaySeconds = seconds
            split =
                "reading \(Format.fixed(readSeconds, 3)) s + SessionVerdicts (verify + verdicts) \(Format.fixed(sessionSeconds, 3)) s "
                + "+ ResultsReplay.replay \(Format.fixed(resultsSeconds, 3)) s"
            var states: [ScenarioResult.State: Int] = [:]
            for scenario in results.scenarios { states[scenario.state, default: 0] += 1 }
            summary =
                states.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
                + "; stale \(results.scenarios.filter(\.stale).count); unplanned \(results.unplanned.count)"
        }
        print("  \(Format.fixed(replaySeconds, 3)) s (best of \(runs)): \(split)")
        print("  \(summary)")

        print(
            "\n== verify (SessionLedger.verifyFile, as stepwise verify: reading the file + LedgerVerifier.verify) against sha256sum over the same file"
        )
        var verifySeconds = Double.infinity
        var intact = false
        for _ in 0..<runs {
            let (report, seconds) = try Measure.seconds { try SessionLedger.verifyFile(path, checking: EvidenceCheck(resultsFolder: folder)) }
            verifySeconds = min(verifySeconds, seconds)
            intact = report.isIntact && report.records == count
        }
        guard intact else { throw Usage.Message("the benchmark ledger does not verify: the workload or the verifier is wrong") }
        var shaSeconds = Double.infinity
        for _ in 0..<runs {
            shaSeconds = min(shaSeconds, try sha256sum(path))
        }
        let ratio = verifySeconds / shaSeconds
        print(
            "  verify \(Format.fixed(verifySeconds, 3)) s (\(Format.fixed(Double(byteCount) / 1e6 / verifySeconds, 0)) MB/s); "
                + "sha256sum \(Format.fixed(shaSeconds, 3)) s (\(Format.fixed(Double(byteCount) / 1e6 / shaSeconds, 0)) MB/s): "
                + "\(Format.fixed(ratio, 2))×")

        print("\n== goals")
        let replayPass = replaySeconds < replayGoalSeconds
        let verifyPass = ratio <= verifyGoalRatio
        print(
            "\(replayPass ? "PASS" : "MISS")  replay of \(count) records under \(Format.fixed(replayGoalSeconds, 1)) s (\(Format.fixed(replaySeconds, 3)) s)"
        )
        print("\(verifyPass ? "PASS" : "MISS")  verify within \(verifyGoalRatio)× sha256sum (\(Format.fixed(ratio, 2))×)")
        if appendsPerSecond > 0 {
            print("      appends with fsync: \(Format.fixed(appendsPerSecond, 0))/s (no goal: it is the disk's figure)")
        }
        print(
            "metrics: ledger records=\(count) bytes=\(byteCount) appends_per_s=\(Format.fixed(appendsPerSecond, 0)) "
                + "replay_s=\(Format.fixed(replaySeconds, 4)) verify_s=\(Format.fixed(verifySeconds, 4)) "
                + "sha256sum_s=\(Format.fixed(shaSeconds, 4)) verify_ratio=\(Format.fixed(ratio, 3))")
        return replayPass && verifyPass ? 0 : 1
    }

    /// Wall-clock seconds of `sha256sum FILE`, process start included (about a millisecond).
    static func sha256sum(_ path: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        process.standardOutput = FileHandle.nullDevice
        let start = Measure.now()
        try process.run()
        process.waitUntilExit()
        let seconds = Double(Measure.now() - start) / 1e9
        guard process.terminationStatus == 0 else { throw Usage.Message("sha256sum failed on \(path)") }
        return seconds
    }
}

/// A session's records in the proportions a long one might have — mostly verdicts, some step
/// results and notes, the odd correction — over 10,000 planned scenarios, a few of them
/// changed since they were tested (stale) and a few no longer planned.
enum SyntheticSession {
    static let plannedCount = 10_000
    static let platforms = ["ios", "android", "web"]
    static let verdicts = ["passed", "passed", "passed", "failed", "passed", "blocked", "passed", "skipped", "notApplicable"]

    /// The scenario the nth verdict is about; one in twenty is beyond the plan.
    static func scenario(_ n: Int) -> Int { n % 20 == 19 ? plannedCount + n % 500 : (n &* 7919) % plannedCount }

    static func id(_ scenario: Int) -> String {
        "features/area-\(scenario % 40)/criterion-\(scenario / 40).feature:\(12 + scenario % 30)@\(platforms[scenario % 3])"
    }

    static func contentHash(_ scenario: Int) -> String { SHA256.hash("steps of \(scenario)") }

    static func scenarioResult(_ n: Int) -> [String: JSONValue] {
        let scenario = scenario(n)
        return [
            "scenario": .string(id(scenario)), "verdict": .string(verdicts[n % verdicts.count]),
            "attempt": .int(1 + n % 3), "contentHash": .string(contentHash(scenario)),
        ]
    }

    /// The ledger's bytes, with a correct chain.
    static func ledger(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 340)
        var prev = LedgerRecord.genesis
        var lastResultSeq = 0
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        for seq in 1...count {
            let type: String
            let payload: [String: JSONValue]
            switch seq % 100 {
            case _ where seq == 1:
                type = RecordType.sessionStarted
                payload = ["tester": .string("Bench Tester"), "platform": .string("ios"), "tool": .string("stepwise-bench")]
            case 0..<15:
                type = RecordType.stepResult
                payload = ["scenario": .string(id(scenario(seq))), "step": .int(seq % 7), "verdict": .string("passed")]
            case 15..<19:
                type = RecordType.note
                payload = ["text": .string("Focus order follows the visual order; VoiceOver reads “Submit, button”.")]
            case 19 where lastResultSeq > 0:
                type = RecordType.correction
                payload = ["supersedes": .int(lastResultSeq), "reason": .string("recorded against the wrong scenario")]
            default:
                type = RecordType.scenarioResult
                payload = scenarioResult(seq)
                lastResultSeq = seq
            }
            let time = LedgerTime.string(start.addingTimeInterval(Double(seq) * 0.25))
            let line = LedgerRecord(seq: seq, time: time, type: type, payload: payload, prev: prev).line
            bytes += line
            bytes.append(UInt8(ascii: "\n"))
            prev = SHA256.hash(line)
        }
        return bytes
    }

    /// Today's plan to replay the ledger against: one scenario in twenty has changed since it
    /// was tested (its verdicts are stale).
    static func plan() -> [ResultsReplay.Planned] {
        (0..<plannedCount).map { scenario in
            ResultsReplay.Planned(id: id(scenario), contentHash: scenario % 20 == 3 ? SHA256.hash("changed \(scenario)") : contentHash(scenario))
        }
    }
}
