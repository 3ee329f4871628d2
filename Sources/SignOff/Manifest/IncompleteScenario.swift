import JSON
import Ledger

/// A planned scenario without a current, conclusive verdict, as a sign-off records it when
/// `--allow-incomplete` lets it through.
public struct IncompleteScenario: Sendable, Hashable {
    public let id: String
    /// Where a person finds it: `features/toggle.feature:4 Keyboard on ios`.
    public let label: String
    /// The scenario's state: failed, blocked, skipped, untested, conflict, passed, notApplicable.
    public let state: String
    /// The current verdict was given to other steps than the plan has now.
    public let stale: Bool

    public init(id: String, label: String, state: String, stale: Bool) {
        self.id = id
        self.label = label
        self.state = state
        self.stale = stale
    }

    /// Why it is incomplete, in a word or two: "failed", "untested", "stale", "failed, stale".
    public var reason: String {
        let conclusive = state == ScenarioResult.State.passed.rawValue || state == ScenarioResult.State.notApplicable.rawValue
        if conclusive { return "stale" }
        return stale ? "\(state), stale" : state
    }

    var json: JSONValue {
        .object(["id": .string(id), "label": .string(label), "state": .string(state), "stale": .bool(stale)])
    }

    init?(json: JSONValue) {
        guard case .object(let members) = json, case .string(let id)? = members["id"],
            case .string(let label)? = members["label"], case .string(let state)? = members["state"],
            case .bool(let stale)? = members["stale"]
        else { return nil }
        self.init(id: id, label: label, state: state, stale: stale)
    }
}
