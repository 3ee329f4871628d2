import Digest
import JSON

/// One line of a session's ledger: `{"seq":…,"time":…,"type":…,<payload>,"prev":…,"check":…}`.
///
/// - `seq` counts from 1 with no gaps;
/// - `time` is RFC 3339 in UTC, to the millisecond;
/// - `prev` is the SHA-256 (hex) of the previous line's bytes as written, without its newline
///   (64 zeros for the first line), so changing, removing or reordering any line breaks the chain;
/// - `check` is the SHA-256 of this line's bytes before `,"check":` — the chain cannot protect
///   the last line, which has no successor yet, so each line also vouches for itself.
public struct LedgerRecord: Sendable, Hashable {
    public let seq: Int
    public let time: String
    public let type: String
    public let payload: [String: JSONValue]
    public let prev: String

    public init(seq: Int, time: String, type: String, payload: [String: JSONValue], prev: String) {
        self.seq = seq
        self.time = time
        self.type = type
        self.payload = payload
        self.prev = prev
    }

    public static let genesis = String(repeating: "0", count: 64)
    static let reservedKeys: Set<String> = ["seq", "time", "type", "prev", "check"]

    /// The line's bytes, without the newline.
    public var line: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        out.append(contentsOf: #"{"seq":"#.utf8)
        out.append(contentsOf: String(seq).utf8)
        out.append(contentsOf: #","time":"#.utf8)
        JSONValue.string(time).write(to: &out)
        out.append(contentsOf: #","type":"#.utf8)
        JSONValue.string(type).write(to: &out)
        for key in payload.keys.sorted() where !Self.reservedKeys.contains(key) {
            out.append(UInt8(ascii: ","))
            JSONValue.string(key).write(to: &out)
            out.append(UInt8(ascii: ":"))
            payload[key]!.write(to: &out)
        }
        out.append(contentsOf: #","prev":""#.utf8)
        out.append(contentsOf: prev.utf8)
        out.append(UInt8(ascii: "\""))
        let check = SHA256.hash(out)
        out.append(contentsOf: #","check":""#.utf8)
        out.append(contentsOf: check.utf8)
        out.append(contentsOf: #""}"#.utf8)
        return out
    }

    /// A payload value as text, if it is a string.
    public func string(_ key: String) -> String? {
        if case .string(let value)? = payload[key] { return value }
        return nil
    }

    /// A payload value as a whole number, if it is one.
    public func int(_ key: String) -> Int? {
        if case .int(let value)? = payload[key] { return value }
        return nil
    }

    /// A payload value as a list of strings, if it is one (`breaks`); nil for anything else,
    /// a list holding a non-string included.
    public func strings(_ key: String) -> [String]? {
        guard case .array(let values)? = payload[key] else { return nil }
        var strings: [String] = []
        for value in values {
            guard case .string(let text) = value else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// True when the payload value is JSON `true`.
    public func flag(_ key: String) -> Bool { payload[key] == .bool(true) }
}

/// Why a line is not a well-formed record.
public enum RecordProblem: Error, Sendable, Hashable, CustomStringConvertible {
    case notJSON(String)
    case missing(String)
    case badCheck

    public var description: String {
        switch self {
        case .notJSON(let reason): return "not a JSON record (\(reason))"
        case .missing(let field): return "the record has no valid '\(field)'"
        case .badCheck: return "the record's check does not match its content"
        }
    }
}

extension LedgerRecord {
    /// Reads a line (without its newline) back into a record, checking its shape and — when
    /// asked — its own check hash.
    public static func read(_ line: UnsafeBufferPointer<UInt8>, verifyCheck: Bool) throws(RecordProblem) -> LedgerRecord {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw .notJSON(error.reason)
        }
        guard case .object(var members) = value else { throw .notJSON("not an object") }
        guard case .int(let seq)? = members["seq"], seq > 0 else { throw .missing("seq") }
        guard case .string(let time)? = members["time"], time.count >= 20, time.hasSuffix("Z") else { throw .missing("time") }
        guard case .string(let type)? = members["type"], !type.isEmpty else { throw .missing("type") }
        guard case .string(let prev)? = members["prev"], prev.count == 64, prev.utf8.allSatisfy(isHexDigit) else {
            throw .missing("prev")
        }
        guard case .string(let check)? = members["check"], check.count == 64 else { throw .missing("check") }
        if verifyCheck {
            // The check covers the bytes before `,"check":"`, which is always the last member.
            let marker = Array(#","check":""#.utf8)
            let bodyEnd = line.count - 2 - 64 - marker.count
            guard bodyEnd > 0, Array(line[bodyEnd..<(bodyEnd + marker.count)]) == marker,
                SHA256.hash(UnsafeBufferPointer(rebasing: line[0..<bodyEnd])) == check
            else { throw .badCheck }
        }
        for key in reservedKeys { members[key] = nil }
        return LedgerRecord(seq: seq, time: time, type: type, payload: members, prev: prev)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }
}
