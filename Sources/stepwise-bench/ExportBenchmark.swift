import Digest
import Foundation
import Gherkin
import JSON
import Ledger
import Reports
import TestPlan

/// `stepwise-bench export [--scenarios N] [--format F] [--write DIR]`: how long each export
/// format (or only F) takes to render a report of N planned scenarios (default 100,000).
///
/// The report is made the way `stepwise export` makes one, in memory: synthetic features of 100
/// scenarios of 6 steps each (every tenth with a data table) are parsed and planned, ten testers'
/// session ledgers are written with a correct hash chain (mostly passes; failures with notes, a
/// defect and a re-run; blocks; skips; evidence; a tenth untested), and `ReportBuilder` replays
/// them. Only the renders are timed against the goal, a few seconds each; each figure is the best
/// of three, in CPU seconds (wall-clock seconds beside it).
///
/// Each format is rendered as `stepwise export` writes it: into a `ReportSink` that hands its
/// bytes on in 64 KiB chunks as they are made, here to nothing. `--write DIR` hands them to
/// `DIR/<format>` instead, to compare one build's output with another's; the writing is then
/// timed too.
enum ExportBenchmark {
    static let goalSeconds = 5.0
    static let scenariosPerFeature = 100

    static func run(_ arguments: [String]) -> Int32 {
        var count = 100_000
        var only: String?
        var writeFolder: String?
        var index = 0
        while index < arguments.count {
            let option = arguments[index]
            guard index + 1 < arguments.count else { return Usage.fail("\(option) needs a value") }
            switch option {
            case "--scenarios":
                guard let n = Int(arguments[index + 1]), n > 0 else { return Usage.fail("--scenarios needs a positive number") }
                count = n
            case "--format": only = arguments[index + 1]
            case "--write": writeFolder = arguments[index + 1]
            default: return Usage.fail("export: unknown option '\(option)'")
            }
            index += 2
        }
        print("== export: a report of \(count) planned scenarios")
        let (report, setup) = Measure.seconds { makeReport(scenarios: count) }
        let steps = report.scenarios.reduce(0) { $0 + $1.steps.count }
        print(
            "  made in \(Format.fixed(setup, 1)) s (plan, ledgers, replay): \(steps) steps, \(report.sessions.count) sessions, "
                + "\(report.sources.count) feature files")
        // Each format is rendered the way `stepwise export` writes it: into a sink that hands
        // its bytes on in 64 KiB chunks as they are made (here to nothing, or to a file with
        // --write). A format that still makes its text as one string first (OpenACR, whose
        // document is small) is timed with that string copied into the sink.
        let formats: [(String, (Report, ReportSink) -> Void)] = [
            ("junit", { JUnitReport.write($0, to: $1) }), ("cucumber-json", { CucumberJSONReport.write($0, to: $1) }),
            ("messages", { MessagesReport.write($0, to: $1) }), ("markdown", { MarkdownReport.write($0, to: $1) }),
            ("csv", { CSVReport.write($0, to: $1) }), ("html", { HTMLReport.write($0, to: $1) }),
            ("xray", { XrayReport.write($0, options: XrayReport.Options(flavour: .cloud), to: $1) }),
            ("openacr", { OpenACRReport.write($0, to: $1) }), ("earl", { EARLReport.write($0, to: $1) }),
        ]
        var missed = false
        for (name, render) in formats where only == nil || only == name {
            var best = (wall: Double.infinity, cpu: Double.infinity)
            var bytes = 0
            for _ in 0..<3 {
                let file = writeFolder.map { FileHandle(forWritingAtPath: createdFile($0 + "/" + name)) } ?? nil
                let sink = ReportSink { chunk in file?.write(Data(chunk)) }
                let cpuStart = threadCPUSeconds()
                let (_, seconds) = Measure.seconds {
                    render(report, sink)
                    sink.flush()
                }
                let cpu = threadCPUSeconds() - cpuStart
                if cpu < best.cpu { best = (seconds, cpu) }
                bytes = sink.byteCount
                try? file?.close()
            }
            let verdict = best.cpu <= goalSeconds ? "PASS" : "MISS"
            if best.cpu > goalSeconds { missed = true }
            print(
                "  \(name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(Format.fixed(best.cpu, 2)) s CPU (\(Format.fixed(best.wall, 2)) s wall), "
                    + "\(Format.mb(bytes)), \(Format.fixed(Double(count) / best.cpu, 0)) scenarios/s   \(verdict) (goal \(Format.fixed(goalSeconds, 0)) s)"
            )
        }
        return missed ? 1 : 0
    }

    /// An empty file at `path`, made anew.
    static func createdFile(_ path: String) -> String {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return path
    }

    /// Seconds of CPU this thread has used. The goal is judged on it rather than on wall time,
    /// which on a shared machine also counts time other processes had the CPU; both are shown.
    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    // MARK: - The synthetic report

    static func makeReport(scenarios count: Int) -> Report {
        var sources: [ReportSource] = []
        var planSources: [PlanSource] = []
        var made = 0
        var feature = 0
        while made < count {
            let scenarios = min(scenariosPerFeature, count - made)
            let uri = "features/bench-\(feature).feature"
            let text = featureText(feature, scenarios: scenarios)
            let ids = IdGenerator()
            guard case .success(let document) = GherkinParser.parse(text, uri: uri, ids: ids) else {
                fatalError("the synthetic feature does not parse:\n\(text)")
            }
            planSources.append(PlanSource(uri: uri, document: document, pickles: PickleCompiler(ids: ids).compile(document, uri: uri)))
            sources.append(ReportSource(uri: uri, text: text, mediaType: GherkinSyntax.plain.mediaType))
            made += scenarios
            feature += 1
        }
        let plan = Planner.plan(planSources, library: library, selection: PlanSelection()).scenarios
        var ledgers = (0..<10).map { SyntheticLedger(tester: $0) }
        for (number, scenario) in plan.enumerated() {
            ledgers[number % ledgers.count].test(scenario, number: number)
        }
        var report = ReportBuilder.build(
            plan: plan, sessions: ledgers.map(\.session), resultsFolder: nil, generated: "2026-11-22T18:00:00.000Z",
            earlierAttempts: true)
        report.sources = sources
        return report
    }

    /// Guidance with WCAG lines for every kind of step, so the conformance tables (HTML,
    /// Markdown, OpenACR, EARL) have a check behind each step to gather, as with the catalog.
    static let library: StepLibrary = {
        let text = """
            ## `/^the app is open on screen \\d+$/`
            WCAG: 1.3.1

            Open the app.

            ## `/^I press the "TAB" key \\d+ times on screen \\d+$/`
            WCAG: 2.1.1, 2.4.3

            Press Tab.

            ## `/^focus moves to item [\\d-]+$/`
            WCAG: 2.4.7, 2.4.11

            Watch the focus.

            ## `/^the screen reader says ".*"$/`
            WCAG: 4.1.2, 1.3.1

            Listen.

            ## `/^I press "ENTER" on [\\d-]+$/`
            WCAG: 2.1.1

            Press Enter.

            ## `/^dialog [\\d-]+ closes$/`
            WCAG: 4.1.2, 2.4.3

            Check the dialog closed.

            """
        guard case .success(let definitions) = StepLibraryReader.read(text, file: "bench-steps.md") else {
            fatalError("the benchmark's step library does not read")
        }
        return StepLibrary(definitions: definitions)
    }()

    /// Step texts are distinct across features: the planner lists every place an unguided step
    /// is used and checks each new place against that list, so one text used in 100,000 places
    /// would time the planner, not the exporters.
    static func featureText(_ feature: Int, scenarios: Int) -> String {
        var lines = [
            "@bench", "Feature: Benchmark feature \(feature) <dialogs> & \"quotes\"", "",
            "  Background:", "    Given the app is open on screen \(feature)",
        ]
        for scenario in 0..<scenarios {
            lines += [
                "", "  Scenario: Scenario \(feature)-\(scenario) with \"quotes\" & ]]>",
                "    When I press the \"TAB\" key \(scenario) times on screen \(feature)", "    Then focus moves to item \(feature)-\(scenario)",
                "    And the screen reader says \"item \(scenario) of \(scenarios) on \(feature)\"",
                "    When I press \"ENTER\" on \(feature)-\(scenario)",
                "    Then dialog \(feature)-\(scenario) closes",
            ]
            if scenario % 10 == 0 { lines += ["      | key   | result |", "      | ENTER | closes |"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One tester's session, written in memory one record a second, hash chain and all.
    struct SyntheticLedger {
        let id: String
        private var bytes: [UInt8] = []
        private var previous: [UInt8] = []
        private var seq = 0
        private var clock: Double

        init(tester: Int) {
            id = "2026-11-22-bench-tester-\(tester)"
            clock = 1_795_338_000 + Double(tester) * 0.25
            append(
                RecordType.sessionStarted,
                [
                    "session": .string(id), "tester": .string("Tester \(tester) \"QA\""), "platform": .string(""),
                    "device": .string("Phone <\(tester)>"), "build": .string("=1.\(tester)"),
                ])
        }

        var session: SessionLedger { SessionLedger(path: "results/\(id).jsonl", bytes: bytes) }

        private mutating func append(_ type: String, _ payload: [String: JSONValue]) {
            seq += 1
            clock += 1.5
            let prev = seq == 1 ? LedgerRecord.genesis : SHA256.hash(previous)
            let line = LedgerRecord(seq: seq, time: LedgerTime.string(Date(timeIntervalSince1970: clock)), type: type, payload: payload, prev: prev)
                .line
            bytes += line
            bytes.append(0x0A)
            previous = line
        }

        /// The verdicts for planned scenario `number`: a tenth untested, a tenth failed on step 4
        /// (and every other one of those re-run and passed), one in twenty blocked, one in twenty
        /// skipped, the rest passed; notes, defects and evidence along the way.
        mutating func test(_ scenario: PlannedScenario, number: Int) {
            let kind = number % 20
            guard kind != 19, kind != 18 else { return }
            let context: [String: JSONValue] = ["scenario": .string(scenario.id), "attempt": .int(1)]
            if number % 5 == 0 {
                append(RecordType.note, context.merging(["step": .int(0), "text": .string("note \(number): <b>bold</b> & =1+1 😀")]) { $1 })
            }
            if number % 40 == 0 {
                append(
                    RecordType.evidence,
                    context.merging([
                        "step": .int(1), "file": .string("shot-\(number).png"), "sha256": .string(String(repeating: "ab", count: 32)),
                        "path": .string("evidence/\(number).png"), "bytes": .int(1234),
                    ]) { $1 })
            }
            let verdicts: [String]
            let scenarioVerdict: String
            var extra: [String: JSONValue] = [:]
            switch kind {
            case 0, 1:
                verdicts = ["passed", "passed", "passed", "failed", "skipped", "skipped"]
                scenarioVerdict = "failed"
                extra = ["note": .string("focus lost \"here\" ]]> \u{1}"), "reason": .string("after the failure")]
                append(RecordType.defect, context.merging(["id": .string("BENCH-\(number)")]) { $1 })
            case 2:
                verdicts = Array(repeating: "blocked", count: 6)
                scenarioVerdict = "blocked"
                extra = ["reason": .string("no device <available>")]
            case 3:
                verdicts = Array(repeating: "skipped", count: 6)
                scenarioVerdict = "skipped"
                extra = ["reason": .string("-1 @later")]
            default:
                verdicts = Array(repeating: "passed", count: 6)
                scenarioVerdict = "passed"
            }
            record(scenario, context: context, verdicts: verdicts, verdict: scenarioVerdict, extra: extra)
            if kind == 0 {
                let again: [String: JSONValue] = ["scenario": .string(scenario.id), "attempt": .int(2)]
                record(scenario, context: again, verdicts: Array(repeating: "passed", count: 6), verdict: "passed", extra: [:])
            }
        }

        private mutating func record(
            _ scenario: PlannedScenario, context: [String: JSONValue], verdicts: [String], verdict: String, extra: [String: JSONValue]
        ) {
            for (index, stepVerdict) in verdicts.enumerated() where index < scenario.steps.count {
                var payload = context
                payload["step"] = .int(index)
                payload["verdict"] = .string(stepVerdict)
                payload["text"] = .string(scenario.steps[index].text)
                payload["line"] = .int(scenario.steps[index].line)
                payload["contentHash"] = .string(scenario.contentHash)
                if stepVerdict == "failed", let note = extra["note"] { payload["note"] = note }
                if stepVerdict != "passed", stepVerdict != "failed", let reason = extra["reason"] { payload["reason"] = reason }
                append(RecordType.stepResult, payload)
            }
            append(RecordType.scenarioResult, context.merging(["verdict": .string(verdict), "contentHash": .string(scenario.contentHash)]) { $1 })
        }
    }
}
