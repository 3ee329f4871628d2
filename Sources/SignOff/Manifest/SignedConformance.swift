import Conformance
import JSON

/// The WCAG conformance claims a sign-off approved: which steps evidence which criteria (so
/// the claims can be worked out again from the ledgers alone), the hash of the claims as they
/// stood, and each claim's level (so a change can be named, not only noticed).
public struct SignedConformance: Sendable, Hashable {
    public let map: ConformanceMap
    /// `ConformanceClaims.sha256` when signed.
    public let sha256: String
    /// `ConformanceClaims.levelsJSON` when signed.
    public let levels: JSONValue

    public init(map: ConformanceMap, claims: ConformanceClaims) {
        self.map = map
        sha256 = claims.sha256
        levels = claims.levelsJSON
    }

    var json: JSONValue { .object(["sha256": .string(sha256), "claims": levels, "map": map.json]) }

    init?(json: JSONValue) {
        guard case .object(let members) = json, case .string(let sha256)? = members["sha256"], let levels = members["claims"],
            case .array = levels, let mapValue = members["map"], let map = ConformanceMap(json: mapValue)
        else { return nil }
        self.map = map
        self.sha256 = sha256
        self.levels = levels
    }
}
