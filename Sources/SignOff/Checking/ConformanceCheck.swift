import Conformance
import Ledger

/// Whether the WCAG conformance claims a sign-off approved still hold: they are worked out
/// again from the ledgers as they are now, with the map of which step evidences what that
/// the sign-off recorded and the engines' scans the ledgers hold, and compared by hash.
public enum ConformanceCheck {
    /// Each claim that changed ("2.4.7 (Native app): Supports when signed, Partially
    /// Supports now"); empty when the claims are the ones signed.
    public static func changes(signed: SignedConformance, scenarios: [SignedScenario], sessions: [SessionLedger]) -> [String] {
        let plan = scenarios.map { ResultsReplay.Planned(id: $0.id, contentHash: $0.contentHash) }
        let replay = LedgerReplay(sessions, plan: plan)
        let claims = ConformanceClaims(
            map: signed.map, verdicts: CurrentStepVerdicts.gather(replay), decisions: AuditorDecisions.gather(replay),
            automated: AutomatedResults.gather(replay))
        guard claims.sha256 != signed.sha256 else { return [] }
        let named = claims.changes(fromSigned: signed.levels)
        // Same levels, other counts: a check passed or failed where others already decided.
        return named.isEmpty ? ["the checks behind the conformance claims changed, not their levels"] : named
    }
}
