import Ledger

/// Which sessions a sign-off covers: every session that holds a result for a planned
/// scenario — a step or scenario verdict, withdrawn or not, since a correction changes the
/// results as much as a verdict does. Sessions that only tested other scenarios are left
/// out, so testing them later does not touch this sign-off.
public enum CoveredSessions {
    public static func select(_ sessions: [SessionLedger], planned: Set<String>) -> [SessionLedger] {
        sessions.filter { session in
            session.records.contains { record in
                ((record.type == RecordType.scenarioResult || record.type == RecordType.stepResult)
                    && record.string("scenario").map(planned.contains) == true)
                    // An auditor's decision is part of the claims a sign-off approves.
                    || record.type == RecordType.decision
            }
        }
    }
}
