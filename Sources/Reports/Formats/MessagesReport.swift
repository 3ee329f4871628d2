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
        var stream = Stream(capacity: 4096 + report.scenarios.count * 8192)
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
        for (index, scenario) in report.scenarios.enumerated() {
            let ids = pickleIDs[index]
            stream.begin("testCase")
            stream.json.field("id", caseID(scenario))
            stream.json.field("pickleId", ids.pickle)
            stream.json.field("testRunStartedId", runID)
            stream.json.key("testSteps")
            stream.json.beginArray()
            if scenario.state == .conflict {
                stream.json.beginObject()
                stream.json.field("hookId", disagreementHookID)
                stream.json.field("id", disagreementStepID(scenario))
                stream.json.endObject()
            }
            // A passed scenario's steps that did not apply are no test steps: readers would count
            // the pass as skipped (`VerdictMapping.countedSteps`).
            let counted = Set(VerdictMapping.countedSteps(scenario))
            for (number, pickleStep) in ids.steps.enumerated() where counted.contains(number) {
                stream.json.beginObject()
                stream.json.field("id", stepID(scenario, number))
                stream.json.field("pickleStepId", pickleStep)
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
        for scenario in report.scenarios {
            attempts(of: scenario, runStart: start, to: &stream)
        }
        stream.begin("testRunFinished")
        stream.json.field("success", VerdictMapping.succeeded(report.scenarios))
        stream.json.field("testRunStartedId", runID)
        stream.timestamp(stream.latest)
        stream.end()
        return String(decoding: stream.json.bytes, as: UTF8.self)
    }

    /// The envelopes written so far, and the latest time they mention (where the run ends).
    /// Members are written in sorted key order, as `JSONValue` writes objects.
    private struct Stream {
        var json: JSONStream
        var latest = ReportTimestamp(seconds: 0, nanos: 0)

        init(capacity: Int) {
            json = JSONStream(capacity: capacity)
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

        mutating func timestamp(_ time: ReportTimestamp) {
            json.key("timestamp")
            json.beginObject()
            json.field("nanos", time.nanos)
            json.field("seconds", time.seconds)
            json.endObject()
        }

        mutating func saw(_ time: ReportTimestamp) -> ReportTimestamp {
            latest = max(latest, time)
            return time
        }

        mutating func text(_ body: String, started: String, step: String?, time: ReportTimestamp) {
            begin("attachment")
            json.field("body", body)
            json.field("contentEncoding", "IDENTITY")
            json.field("mediaType", "text/plain")
            json.field("testCaseStartedId", started)
            if let step { json.field("testStepId", step) }
            timestamp(time)
            end()
        }

        mutating func caseStarted(_ id: String, testCase: String, attempt: Int, time: ReportTimestamp) {
            begin("testCaseStarted")
            json.field("attempt", attempt)
            json.field("id", id)
            json.field("testCaseId", testCase)
            timestamp(time)
            end()
        }

        mutating func caseFinished(_ started: String, time: ReportTimestamp, willBeRetried: Bool) {
            begin("testCaseFinished")
            json.field("testCaseStartedId", started)
            timestamp(time)
            json.field("willBeRetried", willBeRetried)
            end()
        }
    }

    private static func attempts(of scenario: ReportScenario, runStart: ReportTimestamp, to stream: inout Stream) {
        let shown = scenario.attempt
        let earlier = scenario.history.filter { !($0.session == shown?.session && $0.seq == shown?.seq) }
        for (number, attempt) in earlier.enumerated() {
            let started = startedID(scenario, number)
            if let detail = scenario.earlier.first(where: { $0.attempt == attempt }) {
                run(detail, of: scenario, number: number, runStart: runStart, shown: false, to: &stream)
                continue
            }
            // A report built without earlier attempts' records: say what the attempt was.
            let time = stream.saw(ReportTimestamp(attempt.time) ?? runStart)
            stream.caseStarted(started, testCase: caseID(scenario), attempt: number, time: time)
            let said = "Earlier verdict: \(attempt.verdict), by \(attempt.tester) at \(attempt.time) (session \(attempt.session), "
                + "attempt \(attempt.attempt)). Its step results are in that session's ledger."
            stream.text(said, started: started, step: nil, time: time)
            stream.caseFinished(started, time: time, willBeRetried: true)
        }
        let detail = ReportAttempt(
            attempt: shown, steps: scenario.steps, notes: scenario.notes, defects: scenario.defects, evidence: scenario.evidence,
            duration: scenario.duration, session: scenario.session)
        run(detail, of: scenario, number: earlier.count, runStart: runStart, shown: true, to: &stream)
    }

    /// One attempt, step by step: `testCaseStarted`, each step's start, attachments and result,
    /// `testCaseFinished` (to be retried unless it is the attempt the report shows).
    private static func run(
        _ detail: ReportAttempt, of scenario: ReportScenario, number: Int, runStart: ReportTimestamp, shown: Bool, to stream: inout Stream
    ) {
        let started = startedID(scenario, number)
        let finish = detail.attempt.flatMap { ReportTimestamp($0.time) } ?? runStart
        var cursor = stream.saw(finish.adding(-(detail.duration ?? 0)))
        stream.caseStarted(started, testCase: caseID(scenario), attempt: number, time: cursor)
        if shown && scenario.state == .conflict {
            // The disagreement, as a failed hook before the steps of the attempt shown.
            for finished in [false, true] {
                stream.begin(finished ? "testStepFinished" : "testStepStarted")
                stream.json.field("testCaseStartedId", started)
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
                stream.json.field("testStepId", disagreementStepID(scenario))
                stream.timestamp(cursor)
                stream.end()
            }
        }
        let counted = VerdictMapping.countedSteps(scenario)
        for (index, step) in detail.steps.enumerated() {
            guard counted.contains(index) else { continue }
            let stepID = stepID(scenario, index)
            let stepStart = cursor
            let stepEnd = max(cursor, step.time.flatMap(ReportTimestamp.init) ?? cursor)
            stream.begin("testStepStarted")
            stream.json.field("testCaseStartedId", started)
            stream.json.field("testStepId", stepID)
            stream.timestamp(stepStart)
            stream.end()
            attachments(detail, of: scenario, shown: shown, counted: counted, step: index, started: started, stepID: stepID, time: stepEnd, to: &stream)
            let outcome = VerdictMapping.StepOutcome(verdict: step.verdict, scenarioTested: detail.attempt != nil)
            let duration = stepEnd.duration(since: stepStart)
            stream.begin("testStepFinished")
            stream.json.field("testCaseStartedId", started)
            stream.json.field("testStepId", stepID)
            stream.json.key("testStepResult")
            stream.json.beginObject()
            stream.json.key("duration")
            stream.json.beginObject()
            stream.json.field("nanos", duration.nanos)
            stream.json.field("seconds", duration.seconds)
            stream.json.endObject()
            if var message = VerdictMapping.message(of: step, outcome: outcome) {
                if outcome == .failed, !detail.defects.isEmpty { message += " (defects: \(detail.defects.joined(separator: ", ")))" }
                stream.json.field("message", message)
            }
            stream.json.field("status", outcome.messagesStatus)
            stream.json.endObject()
            stream.timestamp(stepEnd)
            stream.end()
            cursor = stream.saw(stepEnd)
        }
        stream.caseFinished(started, time: stream.saw(max(cursor, finish)), willBeRetried: !shown)
    }

    /// The attachments that go with one step of an attempt.
    private static func attachments(
        _ detail: ReportAttempt, of scenario: ReportScenario, shown: Bool, counted: [Int], step index: Int, started: String, stepID: String,
        time: ReportTimestamp, to stream: inout Stream
    ) {
        let first = index == counted.first
        // What was given on a step that is no test step goes with the first one.
        func here(_ step: Int?) -> Bool { step == index || (first && !(step.map(counted.contains) ?? false)) }
        if first {
            for other in detail.steps.indices where !counted.contains(other) {
                let step = detail.steps[other]
                let outcome = VerdictMapping.StepOutcome(verdict: step.verdict, scenarioTested: detail.attempt != nil)
                let said = VerdictMapping.message(of: step, outcome: outcome) ?? (step.verdict ?? "no verdict")
                stream.text("Step \(other + 1), \(step.keyword)\(step.text): \(said)", started: started, step: stepID, time: time)
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
            if !shown { who += " Verdict: \(attempt.verdict); tested again later." }
            stream.text(who, started: started, step: stepID, time: time)
            if shown && scenario.state == .conflict {
                stream.text("CONFLICT: " + VerdictMapping.conflictSummary(scenario), started: started, step: stepID, time: time)
            }
            if shown && scenario.stale {
                stream.text("Stale: this verdict was given to older steps than the plan has now.", started: started, step: stepID, time: time)
            }
        }
        for note in detail.notes where here(note.step) {
            stream.text(note.text, started: started, step: stepID, time: ReportTimestamp(note.time) ?? time)
        }
        if first {
            for defect in detail.defects {
                stream.text("Defect: " + defect, started: started, step: stepID, time: time)
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
                stream.json.field("testCaseStartedId", started)
                stream.json.field("testStepId", stepID)
                stream.timestamp(time)
                stream.end()
            } else {
                stream.begin("externalAttachment")
                stream.json.field("mediaType", evidence.mediaType)
                stream.json.field("testCaseStartedId", started)
                stream.json.field("testStepId", stepID)
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
        for scenario in report.scenarios {
            for attempt in scenario.history { consider(attempt.time) }
            consider(scenario.steps.first?.time)
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

    private static func caseID(_ scenario: ReportScenario) -> String { "case-" + scenario.planned.id }
    /// The hook that fails a test case whose testers disagree, and its step in such a case.
    static let disagreementHookID = "hook-testers-disagree"
    private static func disagreementStepID(_ scenario: ReportScenario) -> String { "case-" + scenario.planned.id + "-testers-disagree" }
    private static func stepID(_ scenario: ReportScenario, _ index: Int) -> String { "case-" + scenario.planned.id + "-step-" + String(index + 1) }
    private static func startedID(_ scenario: ReportScenario, _ attempt: Int) -> String {
        "case-" + scenario.planned.id + "-attempt-" + String(attempt)
    }
}
