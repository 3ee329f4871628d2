import Digest
import JSON

/// What one person signs: who, in what role, meaning what, when, over which plan and which
/// sessions exactly as they stood, and what was incomplete if they signed anyway.
///
/// Its canonical bytes — compact JSON, keys sorted, one newline — are what the manifest file
/// holds, what `ssh-keygen -Y sign` signs and what the sign-off record's `manifestSHA256`
/// hashes, so verifying never depends on re-encoding JSON.
public struct SignOffManifest: Sendable, Hashable {
    /// Written into every manifest so a later layout can be told apart.
    public static let format = "stepwise-signoff/1"

    public let id: String
    /// The sign-off's place in the sign-off ledger (its record's `seq`): 1 for the first
    /// signer, 2 for the one who signs after them, and so on.
    public let sequence: Int
    public let signer: String
    public let role: String
    public let meaning: String
    /// RFC 3339 UTC, as ledger records have it.
    public let time: String
    public let allowIncomplete: Bool
    /// Empty unless `allowIncomplete` let incomplete scenarios through.
    public let incomplete: [IncompleteScenario]
    public let planHash: String
    public let plannedScenarios: Int
    /// The plan's selection as given (paths, tags, name, platform), so the plan can be made again.
    public let selection: [String: JSONValue]
    /// Sorted by id.
    public let sessions: [CoveredSession]
    /// The hash of the sign-off ledger's line before this sign-off's record (64 zeros for the
    /// first): with `sequence`, it makes the removal of an earlier sign-off visible in what
    /// was signed. Nil in manifests written before it was recorded.
    public let previous: String?
    /// Every planned scenario with its state when signed, sorted by id: what a later session
    /// must not change for the sign-off to hold. Nil in manifests written before it was
    /// recorded.
    public let scenarios: [SignedScenario]?
    /// The WCAG conformance claims of the plan when signed. Nil in manifests written before
    /// they were recorded.
    public let conformance: SignedConformance?

    public init(
        id: String, sequence: Int, signer: String, role: String, meaning: String, time: String, allowIncomplete: Bool,
        incomplete: [IncompleteScenario], planHash: String, plannedScenarios: Int, selection: [String: JSONValue],
        sessions: [CoveredSession], previous: String? = nil, scenarios: [SignedScenario]? = nil,
        conformance: SignedConformance? = nil
    ) {
        self.id = id
        self.sequence = sequence
        self.signer = signer
        self.role = role
        self.meaning = meaning
        self.time = time
        self.allowIncomplete = allowIncomplete
        self.incomplete = incomplete
        self.planHash = planHash
        self.plannedScenarios = plannedScenarios
        self.selection = selection
        self.sessions = sessions.sorted { $0.id < $1.id }
        self.previous = previous
        self.scenarios = scenarios?.sorted { $0.id < $1.id }
        self.conformance = conformance
    }

    /// The exact bytes written, hashed and signed.
    public var canonicalBytes: [UInt8] {
        var plan: [String: JSONValue] = ["sha256": .string(planHash), "scenarios": .int(plannedScenarios), "selection": .object(selection)]
        if let scenarios { plan["signed"] = .array(scenarios.map(\.json)) }
        var members: [String: JSONValue] = [
            "format": .string(Self.format), "id": .string(id), "sequence": .int(sequence), "signer": .string(signer),
            "role": .string(role), "meaning": .string(meaning), "time": .string(time), "allowIncomplete": .bool(allowIncomplete),
            "incomplete": .array(incomplete.map(\.json)), "plan": .object(plan), "sessions": .array(sessions.map(\.json)),
        ]
        if let previous { members["previous"] = .string(previous) }
        if let conformance { members["conformance"] = conformance.json }
        let value = JSONValue.object(members)
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// SHA-256 of the canonical bytes: what the sign-off record binds.
    public var sha256: String { SHA256.hash(canonicalBytes) }

    /// Why a manifest file could not be read back.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// Reads a manifest file's bytes back. Only the shape is checked here; whether the bytes
    /// are the ones recorded is the sign-off record's `manifestSHA256` to say.
    public static func read(_ bytes: [UInt8]) throws(ReadError) -> SignOffManifest {
        let value: JSONValue
        do {
            value = try bytes.withUnsafeBufferPointer { buffer throws(JSONParser.Failure) in try JSONParser.parse(buffer) }
        } catch {
            throw ReadError(reason: "not JSON (\(error))")
        }
        guard case .object(let members) = value else { throw ReadError(reason: "not a JSON object") }
        guard case .string(let format)? = members["format"], format == Self.format else {
            throw ReadError(reason: "not a \(Self.format) manifest")
        }
        func string(_ key: String) throws(ReadError) -> String {
            guard case .string(let text)? = members[key] else { throw ReadError(reason: "no '\(key)'") }
            return text
        }
        guard case .int(let sequence)? = members["sequence"] else { throw ReadError(reason: "no 'sequence'") }
        guard case .bool(let allowIncomplete)? = members["allowIncomplete"] else { throw ReadError(reason: "no 'allowIncomplete'") }
        guard case .array(let incompleteValues)? = members["incomplete"] else { throw ReadError(reason: "no 'incomplete'") }
        guard case .object(let plan)? = members["plan"], case .string(let planHash)? = plan["sha256"],
            case .int(let plannedScenarios)? = plan["scenarios"], case .object(let selection)? = plan["selection"]
        else { throw ReadError(reason: "no valid 'plan'") }
        guard case .array(let sessionValues)? = members["sessions"] else { throw ReadError(reason: "no 'sessions'") }
        var incomplete: [IncompleteScenario] = []
        for value in incompleteValues {
            guard let scenario = IncompleteScenario(json: value) else { throw ReadError(reason: "an 'incomplete' entry is not valid") }
            incomplete.append(scenario)
        }
        var sessions: [CoveredSession] = []
        for value in sessionValues {
            guard let session = CoveredSession(json: value) else { throw ReadError(reason: "a 'sessions' entry is not valid") }
            sessions.append(session)
        }
        var previous: String?
        if let value = members["previous"] {
            guard case .string(let hash) = value else { throw ReadError(reason: "'previous' is not a hash") }
            previous = hash
        }
        var scenarios: [SignedScenario]?
        if let value = plan["signed"] {
            guard case .array(let values) = value else { throw ReadError(reason: "'plan.signed' is not a list") }
            scenarios = []
            for value in values {
                guard let scenario = SignedScenario(json: value) else { throw ReadError(reason: "a 'plan.signed' entry is not valid") }
                scenarios?.append(scenario)
            }
        }
        var conformance: SignedConformance?
        if let value = members["conformance"] {
            guard let signed = SignedConformance(json: value) else { throw ReadError(reason: "'conformance' is not valid") }
            conformance = signed
        }
        return SignOffManifest(
            id: try string("id"), sequence: sequence, signer: try string("signer"), role: try string("role"),
            meaning: try string("meaning"), time: try string("time"), allowIncomplete: allowIncomplete, incomplete: incomplete,
            planHash: planHash, plannedScenarios: plannedScenarios, selection: selection, sessions: sessions, previous: previous,
            scenarios: scenarios, conformance: conformance)
    }
}
