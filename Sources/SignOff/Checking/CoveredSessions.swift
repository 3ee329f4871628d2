import Conformance
import Ledger

/// Which sessions a sign-off covers: every session that holds a result for a planned
/// scenario — a step or scenario verdict, withdrawn or not, since a correction changes the
/// results as much as a verdict does. Sessions that only tested other scenarios are left
/// out, so testing them later does not touch this sign-off.
///
/// An engine's scan, and a person's review of one, count for the claims of the product part
/// its platform is in (`parts`): those sessions are covered too.
public enum CoveredSessions {
    public static func select(_ sessions: [SessionLedger], planned: Set<String>, parts: Set<ProductPart> = []) -> [SessionLedger] {
        sessions.filter { session in
            if let first = session.records.first, first.type == RecordType.sessionStarted,
                [ScanStart.mode, AutomatedReviewRecord.mode].contains(first.string("mode"))
            {
                return parts.contains(ProductPart(platform: first.string("platform") ?? ""))
            }
            return session.records.contains { record in
                ((record.type == RecordType.scenarioResult || record.type == RecordType.stepResult)
                    && record.string("scenario").map(planned.contains) == true)
                    // An auditor's decision is part of the claims a sign-off approves.
                    || record.type == RecordType.decision
            }
        }
    }
}
