import Foundation
import JSON
import Ledger

/// Cucumber Messages NDJSON: the whole stream a Cucumber run writes, from `meta` to
/// `testRunFinished`, one envelope per line, valid against
/// `../shared/formats/messages-jsonschema`. Order and required fields follow
/// `../shared/formats/formats.md` section 3.
///
/// - `source`, `gherkinDocument` and `pickle`s come from `MessagesPickles`.
/// - One `testCase` per planned scenario (a pickle on a platform): `case-<scenario id>`, with a
///   test step per pickle step and no step definitions, since a person performs the steps.
/// - Each earlier verdict of the scenario is an attempt of its own (`attempt` 0, 1, …) that ends
///   with `willBeRetried: true`, with its own step results, notes, defects and evidence when the
///   report was built with earlier attempts (`stepwise export` builds it so); otherwise it
///   carries one text attachment saying what it was and by whom.
/// - Every attempt has a `testStepStarted`/`testStepFinished` per step, with the status of
///   `VerdictMapping`; a failure's note and defects, and why a step was blocked, skipped or not
///   applicable, are the result's `message`. Notes and defects are `text/plain` attachments,
///   evidence a base64 attachment when the report carries its bytes (within `EvidenceEmbedding`'s limits) and an
///   `externalAttachment` (its path) when it does not. What was given for no particular step
///   goes with the first.
/// - A scenario nobody has tested yet is one attempt whose steps are all `UNKNOWN`, "NOT RUN".
/// - `testRunFinished.success` is true only when nothing failed, is blocked, in conflict or
///   untested.
public enum MessagesReport {
    /// The protocol of the schemas in `../shared/formats/messages-jsonschema` (34.2.x).
    static let protocolVersion = "34.2.1"
    static let runID = "run"
    /// The largest evidence file embedded (base64) in an attachment; larger ones are an
    /// `externalAttachment` naming the file, so a video does not make a line of a gigabyte.
    static let embedLimit = EvidenceEmbedding.fileLimit

    public static func render(_ report: Report) -> String {
        let out = ReportSink(capacity: 4096 + report.scenarios.count * 8192)
        write(report, to: out)
        return out.text
    }

    /// The stream written into `out` envelope by envelope, as `render` gives it.
    public static func write(_ report: Report, to out: ReportSink) {
        var stream = Stream(out)
        stream.json.value(.object(["meta": .object(meta())]))
        stream.json.newline()
        let pickleIDs = MessagesPickles.write(report, to: &stream.json)
        if report.scenarios.contains(where: { $0.state == .conflict }) {
            // What fails a scenario testers disagree on, whose shown attempt may have passed
            // every step: readers judge a test case by its steps alone.
            stream.begin("hook")
            stream.json.field("id", disagreementHookID)
            stream.json.field("name", "Stepwise: testers disagree")
            stream.json.key("sourceReference")
            stream.json.beginObject()
            stream.json.endObject()
            stream.json.field("type", "BEFORE_TEST_CASE")
            stream.end()
        }
        let start = runStart(report)
        stream.latest = start
        stream.begin("testRunStarted")
        stream.json.field("id", runID)
        stream.timestamp(start)
        stream.end()
        for index in report.scenarios.indices {
            testCase(report.scenarios[index], ids: pickleIDs[index], to: &stream)
        }
        for scenario in report.scenarios {
            attempts(of: scenario, runStart: start, to: &stream)
        }
        stream.begin("testRunFinished")
        stream.json.field("success", VerdictMapping.succeeded(report.scenarios))
        stream.json.field("testRunStartedId", runID)
        stream.timestamp(stream.latest)
        stream.end()
    }

    /// The `testCase` of a planned scenario. (A scenario is passed whole, taken out of the report
    /// once: a field read from the report's array in a loop can copy the whole scenario.)
    private static func testCase(_ scenario: ReportScenario, ids: MessagesPickles.IDs, to stream: inout Stream) {
        stream.scenario(scenario.planned.id)
        stream.begin("testCase")
        stream.id("id", .testCase)
        stream.json.key("pickleId")
        ids.writePickle(to: &stream.json)
        stream.json.field("testRunStartedId", runID)
        stream.json.key("testSteps")
        stream.json.beginArray()
        if scenario.state == .conflict {
            stream.json.beginObject()
            stream.json.field("hookId", disagreementHookID)
            stream.id("id", .disagreement)
            stream.json.endObject()
        }
        // A passed scenario's steps that did not apply are no test steps: readers would count
        // the pass as skipped (`VerdictMapping.countedSteps`).
        for number in 0..<ids.stepCount where VerdictMapping.isCounted(number, in: scenario) {
            stream.json.beginObject()
            stream.id("id", .step(number))
            stream.json.key("pickleStepId")
            ids.writeStep(number, to: &stream.json)
            stream.json.key("stepDefinitionIds")
            stream.json.beginArray()
            stream.json.endArray()
            stream.json.key("stepMatchArgumentsLists")
            stream.json.beginArray()
            stream.json.endArray()
            stream.json.endObject()
        }
        stream.json.endArray()
        stream.end()
    }

    /// The ids Stepwise makes from a planned scenario's id: its test case (`case-<id>`), a test
    /// step (`case-<id>-step-3`, 1-based), an attempt (`case-<id>-attempt-0`) and the step of
    /// the disagreement hook (`case-<id>-testers-disagree`).
    enum CaseID {
        case testCase
        case step(Int)
        case attempt(Int)
        case disagreement
    }

    /// The envelopes written so far, and the latest time they mention (where the run ends).
    /// Members are written in sorted key order, as `JSONValue` writes objects.
    private struct Stream {
        var json: JSONStream
        var latest = ReportTimestamp(seconds: 0, nanos: 0)
        /// `"case-<id>` of the scenario being written, escaped, without the closing quote: the
        /// start of every id made from it (`CaseID`), made once.
        private var casePrefix: [UInt8] = []
        /// `"testCaseStartedId":"case-<id>-attempt-<n>"` of the attempt being written, which
        /// nearly every message of the attempt has.
        private var startedMember: [UInt8] = []
        private let scratch = ReportSink(capacity: 256)

        init(_ out: ReportSink) {
            json = JSONStream(into: out)
        }

        /// The scenario whose messages follow.
        mutating func scenario(_ id: String) {
            scratch.reset()
            scratch.append("\"case-")
            scratch.jsonEscaped(id)
            casePrefix = scratch.bytes
        }

        /// The attempt (of the scenario) whose messages follow.
        mutating func attempt(_ number: Int) {
            scratch.reset()
            scratch.append("\"testCaseStartedId\":")
            scratch.append(bytes: casePrefix)
            scratch.append("-attempt-")
            scratch.append(number)
            scratch.append(byte: UInt8(ascii: "\""))
            startedMember = scratch.bytes
        }

        /// Opens an envelope and the message in it.
        mutating func begin(_ kind: StaticString) {
            json.beginObject()
            json.key(kind)
            json.beginObject()
        }

        /// Closes the message, its envelope and the line.
        mutating func end() {
            json.endObject()
            json.endObject()
            json.newline()
        }

        /// A member whose value is one of the scenario's ids, written in pieces without making it.
        mutating func id(_ key: StaticString, _ kind: CaseID) {
            json.key(key)
            json.valueFollows()
            let out = json.out
            out.append(bytes: casePrefix)
            switch kind {
            case .testCase: break
            case .step(let index):
                out.append("-step-")
                out.append(index + 1)
            case .attempt(let number):
                out.append("-attempt-")
                out.append(number)
            case .disagreement:
                out.append("-testers-disagree")
            }
            out.append(byte: UInt8(ascii: "\""))
        }

        /// `testCaseStartedId`, the id of the attempt being written.
        mutating func started() {
            json.raw(startedMember)
        }

        mutating func timestamp(_ time: ReportTimestamp) {
            json.key("timestamp")
            json.valueFollows()
            let out = json.out
            out.append("{\"nanos\":")
            out.append(time.nanos)
            out.append(",\"seconds\":")
            out.append(time.seconds)
            out.append(byte: UInt8(ascii: "}"))
        }

        mutating func saw(_ time: ReportTimestamp) -> ReportTimestamp {
            latest = max(latest, time)
            return time
        }

        /// A text attachment of the attempt being written (on its step `step`).
        mutating func text(_ body: String, step: Int?, time: ReportTimestamp) {
            begin("attachment")
            json.field("body", body)
            json.field("contentEncoding", "IDENTITY")
            json.field("mediaType", "text/plain")
            started()
            if let step { id("testStepId", .step(step)) }
            timestamp(time)
            end()
        }

        mutating func caseStarted(attempt: Int, time: ReportTimestamp) {
            begin("testCaseStarted")
            json.field("attempt", attempt)
            id("id", .attempt(attempt))
            id("testCaseId", .testCase)
            timestamp(time)
            end()
        }

        mutating func caseFinished(time: ReportTimestamp, willBeRetried: Bool) {
            begin("testCaseFinished")
            started()
            timestamp(time)
            json.field("willBeRetried", willBeRetried)
            end()
        }
    }

    private static func attempts(of scenario: ReportScenario, runStart: ReportTimestamp, to stream: inout Stream) {
        let shown = scenario.attempt
        stream.scenario(scenario.planned.id)
        var number = 0
        for attempt in scenario.history where !(attempt.session == shown?.session && attempt.seq == shown?.seq) {
            defer { number += 1 }
            if let detail = scenario.earlier.first(where: { $0.attempt == attempt }) {
                run(detail, of: scenario, number: number, runStart: runStart, shown: false, to: &stream)
                continue
            }
            // A report built without earlier attempts' records: say what the attempt was.
            let time = stream.saw(ReportTimestamp(attempt.time) ?? runStart)
            stream.attempt(number)
            stream.caseStarted(attempt: number, time: time)
            let said =
                "Earlier verdict: \(attempt.verdict.ledgerText), by \(attempt.tester) at \(attempt.time) (session \(attempt.session), "
                + "attempt \(attempt.attempt)). Its step results are in that session's ledger."
            stream.text(said, step: nil, time: time)
            stream.caseFinished(time: time, willBeRetried: true)
        }
        let detail = ReportAttempt(
            attempt: shown, steps: scenario.steps, notes: scenario.notes, defects: scenario.defects, evidence: scenario.evidence,
            duration: scenario.duration, session: scenario.session)
        run(detail, of: scenario, number: number, runStart: runStart, shown: true, to: &stream)
    }

    /// One attempt, step by step: `testCaseStarted`, each step's start, attachments and result,
    /// `testCaseFinished` (to be retried unless it is the attempt the report shows).
    private static func run(
        _ detail: ReportAttempt, of scenario: ReportScenario, number: Int, runStart: ReportTimestamp, shown: Bool, to stream: inout Stream
    ) {
        let finish = detail.attempt.flatMap { ReportTimestamp($0.time) } ?? runStart
        let tested = detail.attempt != nil
        var cursor = stream.saw(finish.adding(-(detail.duration ?? 0)))
        stream.attempt(number)
        stream.caseStarted(attempt: number, time: cursor)
        if shown && scenario.state == .conflict {
            // The disagreement, as a failed hook before the steps of the attempt shown.
            for finished in [false, true] {
                stream.begin(finished ? "testStepFinished" : "testStepStarted")
                stream.started()
                if finished {
                    stream.json.key("testStepResult")
                    stream.json.beginObject()
                    stream.json.key("duration")
                    stream.json.beginObject()
                    stream.json.field("nanos", 0)
                    stream.json.field("seconds", 0)
                    stream.json.endObject()
                    stream.json.field("message", "CONFLICT: " + VerdictMapping.conflictSummary(scenario))
                    stream.json.field("status", "FAILED")
                    stream.json.endObject()
                }
                stream.id("testStepId", .disagreement)
                stream.timestamp(cursor)
                stream.end()
            }
        }
        let firstCounted = scenario.steps.indices.first { VerdictMapping.isCounted($0, in: scenario) }
        for index in detail.steps.indices {
            guard VerdictMapping.isCounted(index, in: scenario) else { continue }
            let stepStart = cursor
            let stepEnd = max(cursor, detail.steps[index].time.flatMap(ReportTimestamp.init) ?? cursor)
            stream.begin("testStepStarted")
            stream.started()
            stream.id("testStepId", .step(index))
            stream.timestamp(stepStart)
            stream.end()
            attachments(detail, of: scenario, shown: shown, first: index == firstCounted, step: index, time: stepEnd, to: &stream)
            let outcome = VerdictMapping.StepOutcome(verdict: detail.steps[index].verdict, scenarioTested: tested)
            let duration = stepEnd.duration(since: stepStart)
            stream.begin("testStepFinished")
            stream.started()
            stream.id("testStepId", .step(index))
            stream.json.key("testStepResult")
            stream.json.beginObject()
            stream.json.key("duration")
            stream.json.beginObject()
            stream.json.field("nanos", duration.nanos)
            stream.json.field("seconds", duration.seconds)
            stream.json.endObject()
            // A pass says nothing more: only other outcomes have a message to make.
            if outcome != .passed, outcome != .notReached, var message = VerdictMapping.message(of: detail.steps[index], outcome: outcome) {
                if outcome == .failed, !detail.defects.isEmpty { message += " (defects: \(detail.defects.joined(separator: ", ")))" }
                stream.json.field("message", message)
            }
            stream.json.field("status", outcome.messagesStatus)
            stream.json.endObject()
            stream.timestamp(stepEnd)
            stream.end()
            cursor = stream.saw(stepEnd)
        }
        stream.caseFinished(time: stream.saw(max(cursor, finish)), willBeRetried: !shown)
    }

    /// The attachments that go with one step of an attempt (`first`: the first test step).
    private static func attachments(
        _ detail: ReportAttempt, of scenario: ReportScenario, shown: Bool, first: Bool, step index: Int,
        time: ReportTimestamp, to stream: inout Stream
    ) {
        guard first || !detail.notes.isEmpty || !detail.evidence.isEmpty else { return }
        // What was given on a step that is no test step goes with the first one.
        func here(_ step: Int?) -> Bool { step == index || (first && !(step.map { VerdictMapping.isCounted($0, in: scenario) } ?? false)) }
        if first {
            for other in detail.steps.indices where !VerdictMapping.isCounted(other, in: scenario) {
                let step = detail.steps[other]
                let outcome = VerdictMapping.StepOutcome(verdict: step.verdict, scenarioTested: detail.attempt != nil)
                let said = VerdictMapping.message(of: step, outcome: outcome) ?? (step.verdict?.ledgerText ?? "no verdict")
                stream.text("Step \(other + 1), \(step.keyword)\(step.text): \(said)", step: index, time: time)
            }
        }
        if first, let attempt = detail.attempt {
            var who = "Tested by \(attempt.tester)"
            if !scenario.planned.platform.isEmpty { who += " on \(scenario.planned.platform)" }
            if let device = detail.session?.device { who += ", device \(device)" }
            if let os = detail.session?.os { who += ", \(os)" }
            if let build = detail.session?.build { who += ", build \(build)" }
            if let technology = detail.session?.assistiveTechnology, !technology.isEmpty { who += ", with " + technology.joined(separator: " and ") }
            who += " (session \(attempt.session), attempt \(attempt.attempt))."
            if !shown { who += " Verdict: \(attempt.verdict.ledgerText); tested again later." }
            stream.text(who, step: index, time: time)
            if shown && scenario.state == .conflict {
                stream.text("CONFLICT: " + VerdictMapping.conflictSummary(scenario), step: index, time: time)
            }
            if shown && scenario.stale {
                stream.text("Stale: this verdict was given to older steps than the plan has now.", step: index, time: time)
            }
        }
        for note in detail.notes where here(note.step) {
            stream.text(note.text, step: index, time: ReportTimestamp(note.time) ?? time)
        }
        if first {
            for defect in detail.defects {
                stream.text("Defect: " + defect, step: index, time: time)
            }
        }
        for evidence in detail.evidence where here(evidence.step) {
            // Files past the limit stay where they are, as formats.md suggests for large ones.
            if let content = evidence.content, content.count <= embedLimit {
                stream.begin("attachment")
                stream.json.field("body", Data(content).base64EncodedString())
                stream.json.field("contentEncoding", "BASE64")
                stream.json.field("fileName", evidence.file)
                stream.json.field("mediaType", evidence.mediaType)
                stream.started()
                stream.id("testStepId", .step(index))
                stream.timestamp(time)
                stream.end()
            } else {
                stream.begin("externalAttachment")
                stream.json.field("mediaType", evidence.mediaType)
                stream.started()
                stream.id("testStepId", .step(index))
                stream.timestamp(time)
                stream.json.field("url", EvidenceLocation.path(of: evidence, session: detail.session))
                stream.end()
            }
        }
    }

    /// When the run began: the earliest session start or recorded time, else the export's time.
    private static func runStart(_ report: Report) -> ReportTimestamp {
        var earliest: ReportTimestamp?
        func consider(_ text: String?) {
            guard let text, let time = ReportTimestamp(text) else { return }
            if earliest.map({ time < $0 }) ?? true { earliest = time }
        }
        for session in report.sessions { consider(session.started) }
        for index in report.scenarios.indices {
            for attempt in report.scenarios[index].history { consider(attempt.time) }
            consider(report.scenarios[index].steps.first?.time)
        }
        return earliest ?? ReportTimestamp(report.generated) ?? ReportTimestamp(seconds: 0, nanos: 0)
    }

    private static func meta() -> [String: JSONValue] {
        #if os(Linux)
            let os = "linux"
        #elseif os(macOS)
            let os = "darwin"
        #else
            let os = "unknown"
        #endif
        #if arch(x86_64)
            let cpu = "x64"
        #elseif arch(arm64)
            let cpu = "arm64"
        #else
            let cpu = "unknown"
        #endif
        return [
            "protocolVersion": .string(protocolVersion), "implementation": .object(["name": .string("stepwise")]),
            "runtime": .object(["name": .string("swift")]), "os": .object(["name": .string(os)]),
            "cpu": .object(["name": .string(cpu)]),
        ]
    }

    /// The hook that fails a test case whose testers disagree, and its step in such a case.
    static let disagreementHookID = "hook-testers-disagree"
}
