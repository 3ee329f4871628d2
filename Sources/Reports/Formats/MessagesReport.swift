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
///   with `willBeRetried: true`; the report keeps step results only for the verdict it shows,
///   so an earlier attempt carries one text attachment saying what it was and by whom.
/// - The shown attempt has a `testStepStarted`/`testStepFinished` per step, with the status of
///   `VerdictMapping`; a failure's note and defects, and why a step was blocked, skipped or not
///   applicable, are the result's `message`. Notes and defects are `text/plain` attachments,
///   evidence a base64 attachment when the report carries its bytes and an `externalAttachment`
///   (its path) when it does not. What was given for no particular step goes with the first.
/// - A scenario nobody has tested yet is one attempt whose steps are all `UNKNOWN`, "NOT RUN".
/// - `testRunFinished.success` is true only when nothing failed, is blocked, in conflict or
///   untested.
public enum MessagesReport {
    /// The protocol of the schemas in `../shared/formats/messages-jsonschema` (34.2.x).
    static let protocolVersion = "34.2.1"
    static let runID = "run"

    public static func render(_ report: Report) -> String {
        var stream = Stream()
        stream.emit("meta", meta())
        let pickles = MessagesPickles(report)
        for envelope in pickles.envelopes { stream.emit(envelope) }
        let start = runStart(report)
        stream.latest = start
        stream.emit("testRunStarted", ["id": .string(runID), "timestamp": json(start)])
        for (index, scenario) in report.scenarios.enumerated() {
            let ids = pickles.pickleIDs[index]
            let testSteps: [JSONValue] = ids.steps.enumerated().map { number, pickleStep in
                .object([
                    "id": .string(stepID(scenario, number)), "pickleStepId": .string(pickleStep),
                    "stepDefinitionIds": .array([]), "stepMatchArgumentsLists": .array([]),
                ])
            }
            stream.emit(
                "testCase",
                [
                    "id": .string(caseID(scenario)), "pickleId": .string(ids.pickle), "testSteps": .array(testSteps),
                    "testRunStartedId": .string(runID),
                ])
        }
        for scenario in report.scenarios {
            attempts(of: scenario, runStart: start, to: &stream)
        }
        stream.emit(
            "testRunFinished",
            [
                "testRunStartedId": .string(runID), "timestamp": json(stream.latest),
                "success": .bool(VerdictMapping.succeeded(report.scenarios)),
            ])
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// The envelopes written so far, and the latest time they mention (where the run ends).
    private struct Stream {
        var bytes: [UInt8] = []
        var latest = ReportTimestamp(seconds: 0, nanos: 0)

        mutating func emit(_ key: String, _ members: [String: JSONValue]) {
            emit(.object([key: .object(members)]))
        }

        mutating func emit(_ envelope: JSONValue) {
            envelope.write(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }

        mutating func saw(_ time: ReportTimestamp) -> ReportTimestamp {
            latest = max(latest, time)
            return time
        }
    }

    private static func attempts(of scenario: ReportScenario, runStart: ReportTimestamp, to stream: inout Stream) {
        let shown = scenario.attempt
        let earlier = scenario.history.filter { !($0.session == shown?.session && $0.seq == shown?.seq) }
        for (number, attempt) in earlier.enumerated() {
            let started = startedID(scenario, number)
            let time = stream.saw(ReportTimestamp(attempt.time) ?? runStart)
            stream.emit(
                "testCaseStarted",
                ["id": .string(started), "testCaseId": .string(caseID(scenario)), "attempt": .int(number), "timestamp": json(time)])
            let said = "Earlier verdict: \(attempt.verdict), by \(attempt.tester) at \(attempt.time) (session \(attempt.session), "
                + "attempt \(attempt.attempt)). Its step results are in that session's ledger."
            stream.emit(.object(["attachment": text(said, started: started, step: nil, time: time)]))
            stream.emit("testCaseFinished", ["testCaseStartedId": .string(started), "timestamp": json(time), "willBeRetried": .bool(true)])
        }
        let number = earlier.count
        let started = startedID(scenario, number)
        let finish = shown.flatMap { ReportTimestamp($0.time) } ?? runStart
        var cursor = stream.saw(finish.adding(-(scenario.duration ?? 0)))
        stream.emit(
            "testCaseStarted",
            ["id": .string(started), "testCaseId": .string(caseID(scenario)), "attempt": .int(number), "timestamp": json(cursor)])
        for (index, step) in scenario.steps.enumerated() {
            let stepID = stepID(scenario, index)
            let stepStart = cursor
            let stepEnd = max(cursor, step.time.flatMap(ReportTimestamp.init) ?? cursor)
            stream.emit("testStepStarted", ["testCaseStartedId": .string(started), "testStepId": .string(stepID), "timestamp": json(stepStart)])
            for attachment in attachments(scenario, step: index, started: started, stepID: stepID, time: stepEnd) {
                stream.emit(attachment)
            }
            let outcome = VerdictMapping.outcome(of: step, in: scenario)
            let duration = stepEnd.duration(since: stepStart)
            var result: [String: JSONValue] = [
                "status": .string(outcome.messagesStatus),
                "duration": .object(["seconds": .int(duration.seconds), "nanos": .int(duration.nanos)]),
            ]
            if var message = VerdictMapping.message(of: step, outcome: outcome) {
                if outcome == .failed, !scenario.defects.isEmpty { message += " (defects: \(scenario.defects.joined(separator: ", ")))" }
                result["message"] = .string(message)
            }
            stream.emit(
                "testStepFinished",
                [
                    "testCaseStartedId": .string(started), "testStepId": .string(stepID), "testStepResult": .object(result),
                    "timestamp": json(stepEnd),
                ])
            cursor = stream.saw(stepEnd)
        }
        let end = stream.saw(max(cursor, finish))
        stream.emit("testCaseFinished", ["testCaseStartedId": .string(started), "timestamp": json(end), "willBeRetried": .bool(false)])
    }

    /// The attachments that go with one step of the shown attempt.
    private static func attachments(_ scenario: ReportScenario, step index: Int, started: String, stepID: String, time: ReportTimestamp)
        -> [JSONValue]
    {
        var out: [JSONValue] = []
        let first = index == 0
        if first, let attempt = scenario.attempt {
            var who = "Tested by \(attempt.tester)"
            if !scenario.planned.platform.isEmpty { who += " on \(scenario.planned.platform)" }
            if let device = scenario.session?.device { who += ", device \(device)" }
            if let build = scenario.session?.build { who += ", build \(build)" }
            who += " (session \(attempt.session), attempt \(attempt.attempt))."
            out.append(.object(["attachment": text(who, started: started, step: stepID, time: time)]))
            if scenario.state == .conflict {
                out.append(.object(["attachment": text("CONFLICT: " + VerdictMapping.conflictSummary(scenario), started: started, step: stepID, time: time)]))
            }
            if scenario.stale {
                out.append(
                    .object([
                        "attachment": text("Stale: this verdict was given to older steps than the plan has now.", started: started, step: stepID, time: time)
                    ]))
            }
        }
        for note in scenario.notes where note.step == index || (first && note.step == nil) {
            out.append(.object(["attachment": text(note.text, started: started, step: stepID, time: ReportTimestamp(note.time) ?? time)]))
        }
        if first {
            for defect in scenario.defects {
                out.append(.object(["attachment": text("Defect: " + defect, started: started, step: stepID, time: time)]))
            }
        }
        for evidence in scenario.evidence where evidence.step == index || (first && evidence.step == nil) {
            if let content = evidence.content {
                out.append(
                    .object([
                        "attachment": .object([
                            "body": .string(Data(content).base64EncodedString()), "contentEncoding": .string("BASE64"),
                            "mediaType": .string(evidence.mediaType), "fileName": .string(evidence.file),
                            "testCaseStartedId": .string(started), "testStepId": .string(stepID), "timestamp": json(time),
                        ])
                    ]))
            } else {
                out.append(
                    .object([
                        "externalAttachment": .object([
                            "url": .string(EvidenceLocation.path(of: evidence, session: scenario.session)),
                            "mediaType": .string(evidence.mediaType), "testCaseStartedId": .string(started),
                            "testStepId": .string(stepID), "timestamp": json(time),
                        ])
                    ]))
            }
        }
        return out
    }

    private static func text(_ body: String, started: String, step: String?, time: ReportTimestamp) -> JSONValue {
        var members: [String: JSONValue] = [
            "body": .string(body), "contentEncoding": .string("IDENTITY"), "mediaType": .string("text/plain"),
            "testCaseStartedId": .string(started), "timestamp": json(time),
        ]
        if let step { members["testStepId"] = .string(step) }
        return .object(members)
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

    private static func json(_ time: ReportTimestamp) -> JSONValue {
        .object(["seconds": .int(time.seconds), "nanos": .int(time.nanos)])
    }

    private static func caseID(_ scenario: ReportScenario) -> String { "case-" + scenario.planned.id }
    private static func stepID(_ scenario: ReportScenario, _ index: Int) -> String { "case-\(scenario.planned.id)-step-\(index + 1)" }
    private static func startedID(_ scenario: ReportScenario, _ attempt: Int) -> String { "case-\(scenario.planned.id)-attempt-\(attempt)" }
}
