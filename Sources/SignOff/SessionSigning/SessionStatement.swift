import Digest
import JSON

/// What a tester signs over their own session, as git signs a commit: which session, whose,
/// how many records and the hash of the last one (the chain makes it stand for every line
/// before it), and the sign-off ledger as it stood (so that sign-offs removed afterwards are
/// seen by anyone holding this signature).
///
/// Its canonical bytes — compact JSON, keys sorted, one newline — are the file that
/// `ssh-keygen -Y sign -n stepwise-session@v1` signs.
public struct SessionStatement: Sendable, Hashable {
    public static let format = "stepwise-session/1"

    public let session: String
    public let tester: String
    public let records: Int
    public let head: String
    /// The sign-off ledger's record count and last line's hash when signed (0 and 64 zeros
    /// when there was none).
    public let signOffRecords: Int
    public let signOffHead: String
    public let time: String

    public init(session: String, tester: String, records: Int, head: String, signOffRecords: Int, signOffHead: String, time: String) {
        self.session = session
        self.tester = tester
        self.records = records
        self.head = head
        self.signOffRecords = signOffRecords
        self.signOffHead = signOffHead
        self.time = time
    }

    public var canonicalBytes: [UInt8] {
        let value = JSONValue.object([
            "format": .string(Self.format), "session": .string(session), "tester": .string(tester), "records": .int(records),
            "head": .string(head), "signoffs": .object(["records": .int(signOffRecords), "head": .string(signOffHead)]),
            "time": .string(time),
        ])
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    public static func read(_ bytes: [UInt8]) -> SessionStatement? {
        guard
            let value = try? bytes.withUnsafeBufferPointer({ buffer throws(JSONParser.Failure) in try JSONParser.parse(buffer) }),
            case .object(let members) = value, case .string(let format)? = members["format"], format == Self.format,
            case .string(let session)? = members["session"], case .string(let tester)? = members["tester"],
            case .int(let records)? = members["records"], case .string(let head)? = members["head"],
            case .object(let signOffs)? = members["signoffs"], case .int(let signOffRecords)? = signOffs["records"],
            case .string(let signOffHead)? = signOffs["head"], case .string(let time)? = members["time"]
        else { return nil }
        return SessionStatement(
            session: session, tester: tester, records: records, head: head, signOffRecords: signOffRecords, signOffHead: signOffHead,
            time: time)
    }
}
