import Conformance
import Digest
import Foundation
import JSON
import Ledger
import TestPlan

/// Gathers a report from the plan and the session ledgers: for each planned scenario, its
/// current result and the records of the attempt that gave it.
public enum ReportBuilder {
    /// - Parameters:
    ///   - loadEvidence: read the evidence files (of earlier attempts too), for exports that
    ///     embed them.
    ///   - earlierAttempts: also gather the records of every earlier attempt in each scenario's
    ///     history (`ReportScenario.earlier`): `stepwise export` always does, so that a failure
    ///     retested to a pass keeps its notes and evidence in every format.
    ///   - results: the sessions already replayed against the plan, when the caller has them
    ///     (replaying again would give the same); nil replays them here.
    public static func build(
        plan: [PlannedScenario], sessions: [SessionLedger], resultsFolder: String?, generated: String,
        loadEvidence: Bool = false, earlierAttempts: Bool = false, results replayed: Results? = nil
    ) -> Report {
        let results = replayed ?? ResultsReplay.replay(sessions, plan: plan.map { .init(id: $0.id, contentHash: $0.contentHash) })
        let replay = LedgerReplay(sessions, results: results)
        var sessionInfo: [String: ReportSession] = [:]
        for (session, corrected) in zip(sessions, replay.sessions) {
            sessionInfo[session.sessionID] = reportSession(session, tester: corrected.tester)
        }
        let evidenceFolder = loadEvidence ? resultsFolder : nil
        let budget = EvidenceEmbedding.Budget()
        var scenarios: [ReportScenario] = []
        for (planned, result) in zip(plan, results.scenarios) {
            let attempt = result.current.last
            let shown = detail(
                planned, attempt: attempt, records: attempt.map { replay.records(of: $0, scenario: planned.id) } ?? [],
                evidenceFolder: evidenceFolder, budget: budget)
            var scenario = ReportScenario(
                planned: planned, state: result.state, stale: result.stale, attempt: attempt, current: result.current,
                history: result.history, steps: shown.steps, notes: shown.notes, defects: shown.defects, evidence: shown.evidence,
                duration: shown.duration, session: attempt.flatMap { sessionInfo[$0.session] })
            scenario.defectSteps = shown.defectSteps
            if earlierAttempts {
                scenario.earlier = result.history.filter { $0 != attempt }.map { earlier in
                    var detail = detail(
                        planned, attempt: earlier, records: replay.records(of: earlier, scenario: planned.id), evidenceFolder: evidenceFolder,
                        budget: budget)
                    detail.session = sessionInfo[earlier.session]
                    return detail
                }
            }
            scenarios.append(scenario)
        }
        var report = Report(
            generated: generated, scenarios: scenarios,
            sessions: sessions.compactMap { sessionInfo[$0.sessionID] })
        report.decisions = AuditorDecisions.gather(replay)
        report.automated = AutomatedResults.gather(replay)
        return report
    }

    /// What a report says of a session: who tested with what, and whether its ledger verifies.
    /// `tester` is the replay's: the one who started the session.
    static func reportSession(_ session: SessionLedger, tester: String?) -> ReportSession {
        let started = session.records.first { $0.type == RecordType.sessionStarted }
        let finished = session.records.last { $0.type == RecordType.sessionFinished }
        return ReportSession(
            id: session.sessionID, path: session.path, tester: tester ?? "unknown tester",
            platform: started?.string("platform") ?? "", device: started?.string("device"), build: started?.string("build"),
            started: started?.time, finished: finished?.time, records: session.report.records, headHash: session.report.headHash,
            intact: session.report.isIntact, problems: session.report.problems.map(\.description), os: started?.string("os"),
            assistiveTechnology: {
                // Each text of the list, whatever else it holds.
                guard case .array(let values)? = started?.payload["assistiveTechnology"] else { return [] }
                return values.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
            }())
    }

    /// What one attempt's records say, step by step. Evidence bytes are read from
    /// `evidenceFolder` when one is given, and only when they are the bytes the record vouches
    /// for: a file changed since (which verify reports) is left out rather than shown.
    /// Only files within `EvidenceEmbedding`'s limits are read (`budget`); the rest are linked.
    static func detail(
        _ planned: PlannedScenario, attempt: Attempt?, records mine: [LedgerRecord], evidenceFolder: String?,
        budget: EvidenceEmbedding.Budget = EvidenceEmbedding.Budget()
    ) -> ReportAttempt {
        var detail = ReportAttempt(
            attempt: attempt,
            steps: planned.steps.map {
                ReportStep(
                    keyword: $0.keyword, text: $0.text, line: $0.line, verdict: nil, note: nil, reason: nil, automatic: false, time: nil, seconds: nil
                )
            })
        guard let attempt else { return detail }
        var previousTime = mine.first.flatMap { date($0.time) }
        var measuredSeconds: Double?
        for record in mine {
            switch record.type {
            case RecordType.stepResult:
                guard let index = record.int("step"), index >= 0, index < detail.steps.count else { continue }
                detail.steps[index].verdict = record.verdict
                detail.steps[index].note = record.string("note")
                detail.steps[index].reason = record.string("reason")
                detail.steps[index].automatic = record.flag("automatic")
                detail.steps[index].breaks = record.strings("breaks") ?? []
                detail.steps[index].acrossProduct = record.flag("acrossProduct")
                detail.steps[index].time = record.time
                if let measured = Self.seconds(record) {
                    // Measured by the session from when the step was shown to its verdict.
                    detail.steps[index].seconds = measured
                    measuredSeconds = (measuredSeconds ?? 0) + measured
                    previousTime = date(record.time)
                } else if let now = date(record.time), let before = previousTime {
                    // Ledgers written before steps were timed: the time between verdicts.
                    detail.steps[index].seconds = max(0, now.timeIntervalSince(before))
                    previousTime = now
                }
            case RecordType.note:
                detail.notes.append(ReportNote(text: record.string("text") ?? "", step: record.int("step"), time: record.time))
            case RecordType.defect:
                if let id = record.string("id") {
                    detail.defects.append(id)
                    detail.defectSteps.append(record.int("step"))
                }
            case RecordType.evidence:
                let path = record.string("path") ?? ""
                var content: [UInt8]?
                // Opened as verify opens it: never a FIFO, a device or a link (see `EvidenceFile`).
                if let folder = evidenceFolder, case .success(let file) = EvidenceFile.open(path, in: folder), budget.take(file.size),
                    case .success(let bytes) = file.bytes(), SHA256.hash(bytes) == record.string("sha256")
                {
                    content = bytes
                }
                detail.evidence.append(
                    ReportEvidence(
                        file: record.string("file") ?? path, sha256: record.string("sha256") ?? "", path: path,
                        bytes: record.int("bytes") ?? 0, step: record.int("step"), content: content))
            default: break
            }
        }
        if let measuredSeconds {
            detail.duration = measuredSeconds
        } else if let first = mine.first.flatMap({ date($0.time) }), let last = date(attempt.time) {
            detail.duration = max(0, last.timeIntervalSince(first))
        }
        return detail
    }

    /// A step record's measured time, in seconds.
    static func seconds(_ record: LedgerRecord) -> Double? {
        switch record.payload["seconds"] {
        case .double(let value)?: return value >= 0 ? value : nil
        case .int(let value)?: return value >= 0 ? Double(value) : nil
        default: return nil
        }
    }

    static func date(_ text: String) -> Date? {
        // 2026-11-22T09:14:03.512Z. Read by hand: a date formatter per call cost more than the
        // rest of building a large report.
        ReportTimestamp(text).map { Date(timeIntervalSince1970: Double($0.seconds) + Double($0.nanos) / 1e9) }
    }
}
