import Foundation
import Digest
import JSON
import Ledger
import TestPlan

/// Gathers a report from the plan and the session ledgers: for each planned scenario, its
/// current result and the records of the attempt that gave it.
public enum ReportBuilder {
    public static func build(
        plan: [PlannedScenario], sessions: [SessionLedger], resultsFolder: String?, generated: String,
        loadEvidence: Bool = false
    ) -> Report {
        let results = ResultsReplay.replay(sessions, plan: plan.map { .init(id: $0.id, contentHash: $0.contentHash) })
        var sessionInfo: [String: ReportSession] = [:]
        var withdrawnBySession: [String: Set<Int>] = [:]
        for session in sessions {
            let started = session.records.first { $0.type == RecordType.sessionStarted }
            let finished = session.records.last { $0.type == RecordType.sessionFinished }
            sessionInfo[session.sessionID] = ReportSession(
                id: session.sessionID, path: session.path, tester: started?.string("tester") ?? "unknown tester",
                platform: started?.string("platform") ?? "", device: started?.string("device"), build: started?.string("build"),
                started: started?.time, finished: finished?.time, records: session.report.records, headHash: session.report.headHash,
                intact: session.report.isIntact, problems: session.report.problems.map(\.description))
            withdrawnBySession[session.sessionID] = Set(session.records.filter { $0.type == RecordType.correction }.compactMap { $0.int("supersedes") })
        }
        // Each session's records by scenario and attempt, gathered once: filtering every
        // session's records again for each planned scenario made a large export quadratic.
        var attemptRecords: [String: [String: [LedgerRecord]]] = [:]
        for session in sessions {
            let withdrawn = withdrawnBySession[session.sessionID] ?? []
            var bySession: [String: [LedgerRecord]] = [:]
            for record in session.records where !withdrawn.contains(record.seq) {
                guard let scenario = record.string("scenario") else { continue }
                bySession[scenario + "\u{1F}" + String(record.int("attempt") ?? 1), default: []].append(record)
            }
            attemptRecords[session.sessionID] = bySession
        }
        var scenarios: [ReportScenario] = []
        for (planned, result) in zip(plan, results.scenarios) {
            let attempt = result.current.last
            var steps = planned.steps.map {
                ReportStep(keyword: $0.keyword, text: $0.text, line: $0.line, verdict: nil, note: nil, reason: nil, automatic: false, time: nil, seconds: nil)
            }
            var notes: [ReportNote] = []
            var defects: [String] = []
            var evidence: [ReportEvidence] = []
            var duration: Double?
            if let attempt, let records = attemptRecords[attempt.session] {
                let mine = records[planned.id + "\u{1F}" + String(attempt.attempt)] ?? []
                var previousTime = mine.first.flatMap { date($0.time) }
                for record in mine {
                    switch record.type {
                    case RecordType.stepResult:
                        guard let index = record.int("step"), index >= 0, index < steps.count else { continue }
                        steps[index].verdict = record.string("verdict")
                        steps[index].note = record.string("note")
                        steps[index].reason = record.string("reason")
                        steps[index].automatic = record.payload["automatic"] == .bool(true)
                        steps[index].time = record.time
                        if let now = date(record.time), let before = previousTime {
                            steps[index].seconds = max(0, now.timeIntervalSince(before))
                            previousTime = now
                        }
                    case RecordType.note:
                        notes.append(ReportNote(text: record.string("text") ?? "", step: record.int("step"), time: record.time))
                    case RecordType.defect:
                        if let id = record.string("id") { defects.append(id) }
                    case RecordType.evidence:
                        let path = record.string("path") ?? ""
                        var content: [UInt8]?
                        // Only the bytes the record vouches for are embedded: a file changed since
                        // (which verify reports) is left out rather than shown as the evidence.
                        if loadEvidence, let folder = resultsFolder,
                            let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(path)),
                            case let bytes = [UInt8](data), SHA256.hash(bytes) == record.string("sha256")
                        {
                            content = bytes
                        }
                        evidence.append(
                            ReportEvidence(
                                file: record.string("file") ?? path, sha256: record.string("sha256") ?? "", path: path,
                                bytes: record.int("bytes") ?? 0, step: record.int("step"), content: content))
                    default: break
                    }
                }
                if let first = mine.first.flatMap({ date($0.time) }), let last = date(attempt.time) {
                    duration = max(0, last.timeIntervalSince(first))
                }
            }
            scenarios.append(
                ReportScenario(
                    planned: planned, state: result.state, stale: result.stale, attempt: attempt, current: result.current,
                    history: result.history, steps: steps, notes: notes, defects: defects, evidence: evidence, duration: duration,
                    session: attempt.flatMap { sessionInfo[$0.session] }))
        }
        return Report(
            generated: generated, scenarios: scenarios,
            sessions: sessions.compactMap { sessionInfo[$0.sessionID] })
    }

    static func date(_ text: String) -> Date? {
        // 2026-11-22T09:14:03.512Z. Read by hand: a date formatter per call cost more than the
        // rest of building a large report.
        ReportTimestamp(text).map { Date(timeIntervalSince1970: Double($0.seconds) + Double($0.nanos) / 1e9) }
    }
}
