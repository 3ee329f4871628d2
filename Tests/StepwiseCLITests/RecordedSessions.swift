import Foundation
import JSON
import Ledger

/// A planned scenario as `stepwise plan --format json` gives it: what the sessions tests
/// write record their verdicts against.
struct PlannedScenarioJSON {
    let id: String
    let name: String
    let uri: String
    let platform: String
    let hash: String
}

/// Sessions written with the real writer, as `stepwise run` would leave them, for the tests
/// of the commands that read results (`status`, `results`, `verify`, `signoff`).
enum RecordedSessions {
    /// Today's plan for `stepwise plan ARGUMENTS --format json`.
    static func plan(_ arguments: [String]) throws -> [PlannedScenarioJSON] {
        let json = run(["plan"] + arguments + ["--format", "json"]).out
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return (object["scenarios"] as! [[String: Any]]).map {
            PlannedScenarioJSON(
                id: $0["id"] as! String, name: $0["name"] as! String, uri: $0["uri"] as! String,
                platform: $0["platform"] as! String, hash: $0["contentHash"] as! String)
        }
    }

    /// Writes verdicts (scenario id, content hash, verdict; attempt 1) to session `id` in
    /// `folder`, starting it as `tester`'s when it is new and appending when it is not.
    static func write(
        folder: String, session id: String, tester: String, platform: String = "ios", _ verdicts: [(id: String, hash: String, verdict: String)]
    ) throws {
        let (writer, _) = try LedgerWriter.open(folder: folder, sessionID: id, holder: tester)
        defer { writer.close() }
        if writer.lastSeq == 0 {
            try writer.append(RecordType.sessionStarted, ["tester": .string(tester), "platform": .string(platform)])
        }
        for verdict in verdicts {
            try writer.append(
                RecordType.scenarioResult,
                [
                    "scenario": .string(verdict.id), "contentHash": .string(verdict.hash), "verdict": .string(verdict.verdict),
                    "attempt": .int(1),
                ])
        }
    }
}
