import Foundation
import JSON
import Ledger

/// The automated and review sessions of a results folder, read without reading the rest:
/// `status` reads the manual sessions' verdicts the quick way, and only these need their
/// records. Sessions recorded for another project or release are left out, as everywhere.
package enum AutomatedSessions {
    package static func read(resultsFolder: String) -> [SessionLedger] {
        let paths = (try? SessionLedger.ledgerPaths(in: resultsFolder)) ?? []
        var sessions: [SessionLedger] = []
        for path in paths {
            guard let mode = firstRecord(path)?.string("mode"), mode == ScanStart.mode || mode == AutomatedReviewRecord.mode,
                let bytes = try? SessionLedger.readFile(path)
            else { continue }
            sessions.append(SessionLedger(path: path, bytes: bytes))
        }
        guard case .success(let config) = ProjectConfig.load(forResults: resultsFolder) else { return sessions }
        let strangers = Set(SessionBelonging.bySession(sessions, config: config).map(\.session.sessionID))
        return sessions.filter { !strangers.contains($0.sessionID) }
    }

    /// The members every session's first record has: the tool, and the project and release
    /// the results folder's settings name.
    package static func startMembers(_ resultsFolder: String) -> [String: JSONValue] {
        var members: [String: JSONValue] = ["tool": .string("stepwise \(ToolVersion.current)")]
        if case .success(let config) = ProjectConfig.load(forResults: resultsFolder) {
            if let project = config.project { members["project"] = .string(project) }
            if let release = config.release { members["release"] = .string(release) }
        }
        return members
    }

    /// A ledger's first record, read from its first line only.
    package static func firstRecord(_ path: String) -> LedgerRecord? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        // A first record is a few hundred bytes; an automated session's under 10 KiB.
        while bytes.count < 1 << 20, !bytes.contains(UInt8(ascii: "\n")) {
            guard let chunk = try? handle.read(upToCount: 16 << 10), !chunk.isEmpty else { break }
            bytes += chunk
        }
        let line = Array(bytes.prefix { $0 != UInt8(ascii: "\n") })
        return try? line.withUnsafeBufferPointer { buffer throws(RecordProblem) in try LedgerRecord.read(buffer, verifyCheck: false) }
    }
}
