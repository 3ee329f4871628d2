import JSON
import Ledger

/// A sign-off as its line in `signoffs.jsonl` has it: the manifest's id and SHA-256 and the
/// same bindings the manifest holds. The ledger's chain protects these, so a manifest edited,
/// swapped or deleted afterwards is caught by comparing it with its record.
public struct SignOffRecord: Sendable, Hashable {
    /// The record's `seq` and line in the sign-off ledger.
    public let seq: Int
    public let time: String
    /// The hash of the sign-off ledger's line before this record, as the chain has it.
    public let prev: String
    public let manifestID: String
    public let manifestSHA256: String
    public let signer: String
    public let role: String
    public let meaning: String
    public let planHash: String
    public let allowIncomplete: Bool
    public let incomplete: Int
    /// Whether a signature was made with it (`--key`).
    public let signed: Bool
    public let sessions: [CoveredSession]

    /// The payload to append (type `signOff`) for a manifest.
    public static func payload(for manifest: SignOffManifest, signed: Bool) -> [String: JSONValue] {
        [
            "manifest": .string(manifest.id), "manifestSHA256": .string(manifest.sha256), "signer": .string(manifest.signer),
            "role": .string(manifest.role), "meaning": .string(manifest.meaning), "planSHA256": .string(manifest.planHash),
            "allowIncomplete": .bool(manifest.allowIncomplete), "incomplete": .int(manifest.incomplete.count),
            "signed": .bool(signed), "sessions": .array(manifest.sessions.map(\.json)),
        ]
    }

    /// Reads a ledger record back; nil when it is not a well-formed sign-off record.
    public init?(_ record: LedgerRecord) {
        guard record.type == RecordType.signOff, let manifestID = record.string("manifest"),
            let manifestSHA256 = record.string("manifestSHA256"), let signer = record.string("signer"),
            let role = record.string("role"), let meaning = record.string("meaning"), let planHash = record.string("planSHA256"),
            case .bool(let allowIncomplete)? = record.payload["allowIncomplete"], let incomplete = record.int("incomplete"),
            case .bool(let signed)? = record.payload["signed"], case .array(let sessionValues)? = record.payload["sessions"]
        else { return nil }
        var sessions: [CoveredSession] = []
        for value in sessionValues {
            guard let session = CoveredSession(json: value) else { return nil }
            sessions.append(session)
        }
        seq = record.seq
        time = record.time
        prev = record.prev
        self.manifestID = manifestID
        self.manifestSHA256 = manifestSHA256
        self.signer = signer
        self.role = role
        self.meaning = meaning
        self.planHash = planHash
        self.allowIncomplete = allowIncomplete
        self.incomplete = incomplete
        self.signed = signed
        self.sessions = sessions
    }
}
