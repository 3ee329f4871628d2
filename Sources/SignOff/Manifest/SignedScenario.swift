import JSON
import Ledger

/// One planned scenario as a sign-off saw it: its identity, the steps its verdict was given
/// to (content hash) and its state then. A sign-off vouches for the *current results* of its
/// plan, so a later session that changes any of these states supersedes it, and only the
/// signed list can say what the state was.
public struct SignedScenario: Sendable, Hashable {
    public let id: String
    public let contentHash: String
    /// Where a person finds it: `features/toggle.feature:4 Keyboard on ios`.
    public let label: String
    /// passed, failed, blocked, skipped, notApplicable, untested, conflict.
    public let state: String
    public let stale: Bool

    public init(id: String, contentHash: String, label: String, state: String, stale: Bool) {
        self.id = id
        self.contentHash = contentHash
        self.label = label
        self.state = state
        self.stale = stale
    }

    var json: JSONValue {
        .object([
            "id": .string(id), "contentHash": .string(contentHash), "label": .string(label), "state": .string(state),
            "stale": .bool(stale),
        ])
    }

    init?(json: JSONValue) {
        guard case .object(let members) = json, case .string(let id)? = members["id"],
            case .string(let contentHash)? = members["contentHash"], case .string(let label)? = members["label"],
            case .string(let state)? = members["state"], case .bool(let stale)? = members["stale"]
        else { return nil }
        self.init(id: id, contentHash: contentHash, label: label, state: state, stale: stale)
    }
}
