import Ledger

/// Which scenarios a sign-off covered have another current result now than when it was
/// signed. A sign-off vouches for the current results of its plan: a later session that turns
/// a failure into a pass (or the reverse), a verdict withdrawn, or steps changed since, each
/// supersedes it, however intact the sessions it covered still are.
public enum SupersededCheck {
    public struct Change: Sendable, Hashable, CustomStringConvertible {
        public let id: String
        public let label: String
        public let signed: String
        public let now: String
        /// The session holding the verdict that is current now; nil when none is.
        public let session: String?

        public var description: String {
            "\(label): \(signed) when signed, \(now) now" + (session.map { " (session \($0))" } ?? "")
        }
    }

    public static func changes(signed: [SignedScenario], sessions: [SessionVerdicts]) -> [Change] {
        let plan = signed.map { ResultsReplay.Planned(id: $0.id, contentHash: $0.contentHash) }
        let results = ResultsReplay.replay(sessions, plan: plan)
        return zip(signed, results.scenarios).compactMap { signed, result in
            guard signed.state != result.state.rawValue || signed.stale != result.stale else { return nil }
            let latest = result.current.max { ($0.stamp, $0.session, $0.seq) < ($1.stamp, $1.session, $1.seq) }
            return Change(
                id: signed.id, label: signed.label, signed: describe(signed.state, stale: signed.stale),
                now: describe(result.state.rawValue, stale: result.stale), session: latest?.session)
        }
    }

    static func describe(_ state: String, stale: Bool) -> String {
        let word = state == "notApplicable" ? "not applicable" : state
        return stale ? "\(word) (stale)" : word
    }
}
